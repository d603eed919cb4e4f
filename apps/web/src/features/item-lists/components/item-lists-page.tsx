// /myaccount/menu/itemlists (storefront spec §2.2, §2.3 "Item Lists", always permitted §6): the
// contact's lists with a 'Show shared lists' switch (getAllLists showShared), a box to create a list,
// and per list rename, shared flag, delete and its subscription badge. ?list={id} opens one list
// (list-detail-view.tsx).
import type { Cart } from '@medsupply/contract';
import { ListPlus, ListTodo, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FormNotice } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';

import { useCreateList } from '../api/create-list';
import { useAllLists } from '../api/get-all-lists';
import { LIST_NAME_INPUT_MAX, MESSAGES, SHOW_SHARED_LABEL, listPath } from '../constants';

import { ListDetailView } from './list-detail-view';
import type { ListDetailViewProps } from './list-detail-view';
import { ListRow } from './list-row';

export interface ItemListsPageProps {
  /** The list named by ?list=, or null for the lists themselves. */
  openListId: number | null;
  showPrices: boolean;
  onCartUpdated: (cart: Cart) => void;
  ownerActions?: ListDetailViewProps['ownerActions'];
}

export function ItemListsPage({ openListId, showPrices, onCartUpdated, ownerActions }: ItemListsPageProps) {
  if (openListId !== null) {
    return (
      <ListDetailView
        itemListId={openListId}
        showPrices={showPrices}
        onCartUpdated={onCartUpdated}
        ownerActions={ownerActions}
      />
    );
  }
  return <ListsOverview />;
}

function CreateListForm() {
  const inputId = useId();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const createList = useCreateList();

  return (
    <form
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = name.trim();
        if (!trimmed) {
          setError(MESSAGES.blankName);
          return;
        }
        createList.mutate(
          { name: trimmed },
          {
            onSuccess: (list) => {
              setName('');
              void navigate(listPath(list.id));
            },
            onError: (failure) =>
              setError(failure instanceof ApiError ? failure.message : 'The list could not be created.'),
          },
        );
      }}
    >
      <div className="flex-1">
        <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-navy-900">
          New list
        </label>
        <input
          id={inputId}
          value={name}
          maxLength={LIST_NAME_INPUT_MAX}
          placeholder="e.g. Exam room restock"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
          className={cn(
            'block h-11 w-full rounded-lg border bg-white px-3 text-[15px] shadow-sm placeholder:text-slate-500',
            'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600',
            error ? 'border-red-600' : 'border-slate-300',
          )}
        />
        {error && (
          <p id={`${inputId}-error`} className="mt-1.5 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" disabled={createList.isPending} className="h-11 sm:self-end">
        <ListPlus aria-hidden="true" />
        Create list
      </Button>
    </form>
  );
}

function ListsOverview() {
  const [showShared, setShowShared] = useState(false);
  const lists = useAllLists(showShared);
  const own = (lists.data ?? []).filter((list) => list.isOwner);
  const shared = (lists.data ?? []).filter((list) => !list.isOwner);

  return (
    <div className="space-y-6">
      <section aria-label="Create a list" className="rounded-2xl border border-slate-200 bg-white p-4 md:p-5">
        <CreateListForm />
      </section>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-navy-900">My lists</h2>
        <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-navy-900">
          <input
            type="checkbox"
            role="switch"
            checked={showShared}
            onChange={(event) => setShowShared(event.target.checked)}
            className="size-4 accent-brand-700"
          />
          {SHOW_SHARED_LABEL}
        </label>
      </div>

      {lists.isPending ? (
        <div aria-busy="true" className="space-y-3">
          <Spinner label="Loading your lists" className="sr-only" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : lists.isError ? (
        <FormNotice tone="error">{MESSAGES.loadFailed}</FormNotice>
      ) : (
        <>
          {own.length === 0 ? (
            <EmptyState icon={<ListTodo />} title={MESSAGES.listsEmptyTitle}>
              {MESSAGES.listsEmptyBody}
            </EmptyState>
          ) : (
            <ul
              aria-label="My lists"
              className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white px-4 md:px-5"
            >
              {own.map((list) => (
                <ListRow key={list.id} list={list} />
              ))}
            </ul>
          )}
          {showShared && (
            <section aria-labelledby="shared-lists-heading">
              <h2
                id="shared-lists-heading"
                className="mb-3 flex items-center gap-2 text-lg font-semibold text-navy-900"
              >
                <Users className="size-5 text-brand-700" aria-hidden="true" />
                Shared with me
              </h2>
              {shared.length === 0 ? (
                <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-600">
                  {MESSAGES.sharedEmpty}
                </p>
              ) : (
                <ul
                  aria-label="Shared with me"
                  className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white px-4 md:px-5"
                >
                  {shared.map((list) => (
                    <ListRow key={list.id} list={list} />
                  ))}
                </ul>
              )}
            </section>
          )}
        </>
      )}
    </div>
  );
}
