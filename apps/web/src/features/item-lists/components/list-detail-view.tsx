// One item list opened on /myaccount/menu/itemlists?list={id} (storefront spec §4 "Item list
// detail"): its lines with unit and quantity edits for the owner, prices with price visibility, and
// 'Add all to cart' (POST addItemList), which reports the lines a rule refused and shows the
// adjustment warning when the server cut a quantity (storefront spec §8). A colleague's shared list
// is read-only.
import type { AddItemListResponse, Cart, ItemListDetail } from '@medsupply/contract';
import { ArrowLeft, ListChecks, Loader2, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';

import { Button, buttonStyles } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FormNotice } from '@/components/ui/field';
import { LoadFailed, LoadingBlock, loadFailedMessage } from '@/components/ui/query-view';
import { ApiError } from '@/lib/api-client';
import { isNotFound } from '@/lib/refusal';

import { addItemList } from '../api/add-item-list';
import { useListDetails } from '../api/get-list-details';
import { ITEM_LISTS_PATH, MESSAGES } from '../constants';
import { useLineEdits } from '../hooks/use-line-edits';

import { ListBadges } from './list-badges';
import { ListLine } from './list-line';

export interface ListDetailViewProps {
  itemListId: number;
  /** Price visibility of the signed-in user (service spec §6); the server omits prices otherwise. */
  showPrices: boolean;
  /** Receives the cart answered by 'Add all to cart' (the app hands it to the cart's cache). */
  onCartUpdated: (cart: Cart) => void;
  /** What the list's owner can do with it beyond the list itself (make it a subscription). */
  ownerActions?: (list: { id: number; name: string }) => ReactNode;
}

interface RefusedLine {
  itemId: number;
  name: string;
  reason: string;
}

function refusedLines(answer: AddItemListResponse, lines: readonly ItemListDetail[]): RefusedLine[] {
  return answer.refused.map((refused) => {
    const line = lines.find((candidate) => candidate.itemId === refused.itemId);
    return {
      itemId: refused.itemId,
      name: line ? line.siteDisplayName || line.displayName : `Item ${refused.itemId}`,
      reason: refused.reason,
    };
  });
}

export function ListDetailView({ itemListId, showPrices, onCartUpdated, ownerActions }: ListDetailViewProps) {
  const details = useListDetails(itemListId);
  const edits = useLineEdits(itemListId);
  const [adding, setAdding] = useState(false);
  const [refused, setRefused] = useState<RefusedLine[]>([]);

  const back = (
    <Link to={ITEM_LISTS_PATH} className={buttonStyles({ variant: 'link', className: 'text-sm' })}>
      <ArrowLeft aria-hidden="true" />
      All lists
    </Link>
  );

  if (details.data === undefined) {
    return (
      <div>
        {back}
        <div className="mt-4">
          {!details.isError ? (
            <LoadingBlock label="Loading the list" shape="panel" />
          ) : isNotFound(details.error) ? (
            <LoadFailed message={MESSAGES.listNotFound} />
          ) : (
            <LoadFailed
              message={loadFailedMessage('list', details.error)}
              onRetry={() => void details.refetch()}
            />
          )}
        </div>
      </div>
    );
  }

  const { list, details: lines } = details.data;
  const editable = list.isOwner;
  const priced = showPrices && lines.some((line) => line.price !== undefined);

  async function addAllToCart() {
    setAdding(true);
    setRefused([]);
    try {
      const answer = await addItemList({ itemListId });
      onCartUpdated(answer.cart);
      const notAdded = refusedLines(answer, lines);
      setRefused(notAdded);
      const added = lines.length - notAdded.length;
      if (added > 0) toast.success(`Added ${added} ${added === 1 ? 'item' : 'items'} to your cart`);
      // storefront spec §8: the server cut a quantity to the remaining allocation.
      if (answer.cart.addToCartAdjustment) toast.warning(MESSAGES.quantityAdjusted);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'The list could not be added to your cart.');
    } finally {
      setAdding(false);
    }
  }

  return (
    <div>
      {back}
      <div className="mt-3 flex flex-col gap-4 border-b border-slate-200 pb-5 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 className="text-xl font-bold break-words text-navy-900">{list.name}</h2>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <ListBadges list={list} />
            <span>
              {lines.length} {lines.length === 1 ? 'item' : 'items'}
            </span>
          </div>
        </div>
        <Button
          onClick={() => void addAllToCart()}
          disabled={adding || lines.length === 0}
          className="w-full sm:w-auto"
        >
          {adding ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <ShoppingCart aria-hidden="true" />
          )}
          {adding ? 'Adding to cart…' : 'Add all to cart'}
        </Button>
      </div>

      {editable && ownerActions ? ownerActions({ id: itemListId, name: list.name }) : null}

      {!editable && (
        <p className="mt-4 rounded-lg bg-navy-50 px-4 py-3 text-sm text-navy-900">{MESSAGES.readOnly}</p>
      )}

      {refused.length > 0 && (
        <div className="mt-4">
          <FormNotice tone="error">
            <p>
              {refused.length === 1 ? '1 item was' : `${refused.length} items were`} not added to your cart:
            </p>
            <ul className="mt-1 list-disc pl-5 font-normal">
              {refused.map((line) => (
                <li key={line.itemId}>
                  {line.name}: {line.reason}
                </li>
              ))}
            </ul>
          </FormNotice>
        </div>
      )}

      {lines.length === 0 ? (
        <EmptyState icon={<ListChecks />} title={MESSAGES.listEmptyTitle} className="mt-6">
          {editable ? MESSAGES.listEmptyBody : null}
        </EmptyState>
      ) : (
        <>
          <div
            aria-hidden="true"
            className="mt-4 hidden grid-cols-[64px_minmax(0,1fr)_11rem_5rem_7rem_2.5rem] gap-x-4 border-b border-slate-200 pb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase md:grid"
          >
            <span />
            <span>Product</span>
            <span>Unit</span>
            <span className="text-right">Quantity</span>
            <span className="text-right">{priced ? 'Total' : ''}</span>
            <span />
          </div>
          <ul aria-label={`Items on ${list.name}`} className="divide-y divide-slate-200">
            {lines.map((line) => (
              <ListLine
                key={line.id}
                line={line}
                shown={edits.shown(line)}
                updating={edits.isUpdating(line)}
                deleting={edits.isDeleting(line)}
                editable={editable}
                showPrices={priced}
                onEdit={(next) => void edits.edit(line, next)}
                onRemove={() => void edits.remove(line)}
              />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
