// The Add To List dialog (storefront spec §2.5, §2.6, §5 "Item lists"): the item with a quantity and
// a unit, the contact's OWN lists as checkboxes (checked when the item in that unit is already on
// the list: getListsByItemId), checking adds the item (upsertListDetail), unchecking takes it off
// (deleteListDetailByItemListId), and a 'New list' box that creates a list on Enter (createList) and
// puts the item on it. Names show truncated to 23 characters, the full name in the title and the
// accessible name. Loaded only when a buyer opens it (AddToListButton).
import type { ItemList, ListsByItemIdResponse } from '@medsupply/contract';
import { parseQuantityInput, quantityProblem } from '@medsupply/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Check, ListPlus } from 'lucide-react';
import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';

import { buttonStyles } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { ItemThumbnail } from '@/components/ui/image';
import { EmptyLine, LoadFailed, LoadingBlock, loadFailedMessage } from '@/components/ui/query-view';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { schemaResolver } from '@/lib/schema-resolver';

import { createList } from '../api/create-list';
import { deleteListDetailByItemListId } from '../api/delete-list-detail-by-item-list-id';
import { useAllLists } from '../api/get-all-lists';
import { useListsByItemId } from '../api/get-lists-by-item-id';
import { itemListKeys } from '../api/keys';
import { upsertListDetail } from '../api/upsert-list-detail';
import { ITEM_LISTS_PATH, LIST_NAME_INPUT_MAX, MESSAGES, displayListName } from '../constants';

import { startingUnitId } from './add-to-list-types';
import type { AddToListProps } from './add-to-list-types';

export interface AddToListDialogProps extends AddToListProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

interface AddToListValues {
  quantity: string;
  newName: string;
}

/**
 * The form's own checks, without the contract's zod schemas (this dialog rides with the product
 * page): a quantity in service spec §5's words, and a new list's name not blank, as the API says.
 */
const addToListResolver = schemaResolver<AddToListValues>(null, undefined, (values) => ({
  quantity: quantityProblem(values.quantity),
  newName: values.newName.trim() ? undefined : MESSAGES.blankName,
}));

function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';
}

export default function AddToListDialog({ open, onOpenChange, ...props }: AddToListDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={MESSAGES.addToList} className="max-w-md">
        <AddToListPanel {...props} />
        <div className="mt-6 flex justify-end">
          <DialogClose className={buttonStyles({ variant: 'primary' })}>Done</DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** The dialog's body; exported for tests and for hosts that embed it in their own frame. */
export function AddToListPanel({ item, initialUnitId, initialQuantity = 1 }: AddToListProps) {
  const queryClient = useQueryClient();
  const quantityId = useId();
  const unitId = useId();
  const newListId = useId();
  // service spec §5 in its words (issue 31 point 2): what is not a whole number of 1 or more is
  // said beside the box, and nothing is put on a list until it is put right.
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    setValue,
    setError,
    setFocus,
    resetField,
    formState: { errors },
  } = useForm<AddToListValues>({
    defaultValues: { quantity: String(parseQuantityInput(String(initialQuantity), 1)), newName: '' },
    resolver: addToListResolver,
    mode: 'onChange',
  });
  const quantityInvalid = errors.quantity?.message;
  const newListError = errors.newName?.message ?? null;
  /** The quantity typed, once it is a whole number of 1 or more. */
  const quantityOf = () => Number(getValues('quantity').trim());
  const [unit, setUnit] = useState(() => startingUnitId(item, initialUnitId));
  // A list's checkbox while its add or removal is on the way: the buyer's choice shows at once.
  const [pending, setPending] = useState<ReadonlyMap<number, boolean>>(new Map());
  const [creating, setCreating] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const lists = useAllLists(false);
  const onLists = useListsByItemId(item.id, unit);
  // storefront spec §5: the checkboxes show only lists the current contact owns.
  const ownLists = (lists.data ?? []).filter((list) => list.isOwner);
  const holding = new Set((onLists.data ?? []).map((entry) => entry.itemListId));

  const byItemKey = unit === undefined ? null : itemListKeys.byItem(item.id, unit);

  function recordOnList(itemListId: number, entry: ListsByItemIdResponse[number] | null) {
    if (!byItemKey) return;
    queryClient.setQueryData<ListsByItemIdResponse>(byItemKey, (current = []) => {
      const others = current.filter((held) => held.itemListId !== itemListId);
      return entry ? [...others, entry] : others;
    });
    // The lists' item counts changed.
    void queryClient.invalidateQueries({ queryKey: itemListKeys.lists() });
  }

  async function addTo(list: Pick<ItemList, 'id' | 'name'>, chosenUnit: number) {
    const answer = await upsertListDetail({
      itemListId: list.id,
      itemId: item.id,
      unit: chosenUnit,
      quantity: quantityOf(),
    });
    recordOnList(list.id, {
      itemListId: list.id,
      detailId: answer.detail.id,
      quantity: answer.detail.quantity,
    });
    setAnnouncement(`Added to ${list.name}`);
  }

  async function toggle(list: ItemList, checked: boolean) {
    if (unit === undefined) return;
    const chosenUnit = unit;
    if (checked && !(await trigger('quantity'))) {
      setFocus('quantity');
      return;
    }
    setPending((current) => new Map(current).set(list.id, checked));
    try {
      if (checked) {
        await addTo(list, chosenUnit);
      } else {
        await deleteListDetailByItemListId({ itemListId: list.id, itemId: item.id, unit: chosenUnit });
        recordOnList(list.id, null);
        setAnnouncement(`Removed from ${list.name}`);
      }
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setPending((current) => {
        const next = new Map(current);
        next.delete(list.id);
        return next;
      });
    }
  }

  // storefront spec §5: a new list is created on Enter, and the item goes on it. A quantity that
  // cannot be used is put right first (the form's check focuses it).
  const createList_ = handleSubmit(async ({ newName }) => {
    if (unit === undefined) return;
    setCreating(true);
    try {
      const list = await createList({ name: newName.trim() });
      queryClient.setQueryData<ItemList[]>(itemListKeys.allLists(false), (current) =>
        current ? [...current.filter((held) => held.id !== list.id), list] : [list],
      );
      await addTo(list, unit);
      resetField('newName');
    } catch (error) {
      setError('newName', { message: errorMessage(error) });
    } finally {
      setCreating(false);
    }
  });

  function createOnEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (creating || unit === undefined) return;
    void createList_();
  }

  const name = item.name;
  return (
    <div>
      <div className="flex items-center gap-4 rounded-xl border border-slate-200 p-3">
        <ItemThumbnail
          src={item.thumbnailImage}
          size={64}
          className="size-16 shrink-0 rounded-lg text-[10px]"
        />
        <p className="line-clamp-3 text-sm font-semibold text-navy-900">{name}</p>
      </div>

      <div className="mt-4 grid grid-cols-[7rem_1fr] gap-3">
        <div>
          <label htmlFor={quantityId} className="mb-1.5 block text-sm font-semibold text-navy-900">
            Quantity
          </label>
          <input
            id={quantityId}
            inputMode="numeric"
            aria-invalid={quantityInvalid !== undefined}
            aria-describedby={quantityInvalid ? `${quantityId}-problem` : undefined}
            {...register('quantity', {
              onBlur: () => {
                if (quantityProblem(getValues('quantity')) === undefined)
                  setValue('quantity', String(quantityOf()));
              },
            })}
            className={cn(
              'block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-[15px] shadow-sm focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600',
              quantityInvalid && 'border-red-600',
            )}
          />
          {quantityInvalid && (
            <p id={`${quantityId}-problem`} role="alert" className="mt-1 text-xs font-medium text-red-700">
              {quantityInvalid}
            </p>
          )}
        </div>
        {item.units.length > 0 && (
          <div>
            <label htmlFor={unitId} className="mb-1.5 block text-sm font-semibold text-navy-900">
              Unit
            </label>
            <select
              id={unitId}
              value={unit}
              onChange={(event) => setUnit(Number(event.target.value))}
              className="block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-[15px] shadow-sm focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {item.units.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.unitName}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>

      <fieldset className="mt-5">
        <legend className="text-sm font-semibold text-navy-900">Your lists</legend>
        {unit === undefined ? (
          <p className="mt-2 text-sm text-slate-600">This item cannot be put on a list.</p>
        ) : lists.isError || onLists.isError ? (
          <LoadFailed
            className="mt-2"
            message={loadFailedMessage('lists', lists.error ?? onLists.error)}
            onRetry={() => {
              if (lists.isError) void lists.refetch();
              if (onLists.isError) void onLists.refetch();
            }}
          />
        ) : lists.isPending || onLists.isPending ? (
          <LoadingBlock className="mt-2" label="Loading your lists" />
        ) : ownLists.length === 0 ? (
          <EmptyLine className="mt-2 py-4">{MESSAGES.noListsYet}</EmptyLine>
        ) : (
          <ul className="mt-2 max-h-60 divide-y divide-slate-100 overflow-y-auto rounded-xl border border-slate-200">
            {ownLists.map((list) => {
              const busy = pending.has(list.id);
              const checked = pending.get(list.id) ?? holding.has(list.id);
              return (
                <li key={list.id}>
                  <label
                    title={list.name}
                    className={cn(
                      'flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-slate-50',
                      busy && 'cursor-wait',
                    )}
                  >
                    <input
                      type="checkbox"
                      aria-label={list.name}
                      checked={checked}
                      disabled={busy}
                      onChange={(event) => void toggle(list, event.target.checked)}
                      className="size-4 shrink-0 accent-brand-700"
                    />
                    <span className="min-w-0 flex-1 font-medium text-navy-900">
                      {displayListName(list.name)}
                    </span>
                    {busy ? (
                      <Spinner className="size-4 text-slate-500" />
                    ) : (
                      <span className="shrink-0 text-xs text-slate-600">
                        {list.itemListDetailCount} {list.itemListDetailCount === 1 ? 'item' : 'items'}
                      </span>
                    )}
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </fieldset>

      {unit !== undefined && (
        <div className="mt-4">
          <label
            htmlFor={newListId}
            className="mb-1.5 flex items-center gap-1.5 text-sm font-semibold text-navy-900"
          >
            <ListPlus className="size-4 text-brand-700" aria-hidden="true" />
            New list
          </label>
          <div className="relative">
            <input
              id={newListId}
              maxLength={LIST_NAME_INPUT_MAX}
              placeholder="List name"
              enterKeyHint="done"
              aria-invalid={newListError ? true : undefined}
              aria-describedby={`${newListId}-help`}
              disabled={creating}
              {...register('newName')}
              onKeyDown={createOnEnter}
              className={cn(
                'block h-11 w-full rounded-lg border bg-white px-3 pr-10 text-[15px] shadow-sm placeholder:text-slate-500',
                'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:bg-slate-100',
                newListError ? 'border-red-600' : 'border-slate-300',
              )}
            />
            {creating && <Spinner className="absolute top-3.5 right-3 size-4 text-slate-500" />}
          </div>
          <p
            id={`${newListId}-help`}
            className={cn('mt-1.5 text-sm', newListError ? 'font-medium text-red-700' : 'text-slate-600')}
          >
            {newListError ?? MESSAGES.newListHint}
          </p>
        </div>
      )}

      <p
        role="status"
        aria-live="polite"
        className="mt-3 flex min-h-5 items-center gap-1.5 text-sm text-emerald-800"
      >
        {announcement && <Check className="size-4" aria-hidden="true" />}
        {announcement}
      </p>
      <Link to={ITEM_LISTS_PATH} className="text-sm font-semibold text-brand-700 hover:underline">
        Manage your lists
      </Link>
    </div>
  );
}
