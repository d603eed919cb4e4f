// /myaccount/menu/itemlists (storefront spec §2.2, §2.3 "Item Lists", always permitted §6): the
// contact's lists with a 'Show shared lists' switch (getAllLists showShared), a box to create a list,
// and per list rename, shared flag, delete and its subscription badge. ?list={id} opens one list
// (list-detail-view.tsx).
import type { Cart } from '@medsupply/contract';
import { ListPlus, ListTodo, Users } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { TextField } from '@/components/ui/field';
import { EmptyLine, QueryView } from '@/components/ui/query-view';
import { ApiError } from '@/lib/api-client';

import { useCreateList } from '../api/create-list';
import { useAllLists } from '../api/get-all-lists';
import { listNameResolver } from '../lib/list-name';
import type { ListNameValues } from '../lib/list-name';
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
  const navigate = useNavigate();
  const createList = useCreateList();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ListNameValues>({ defaultValues: { name: '' }, resolver: listNameResolver });

  const onSubmit = handleSubmit(({ name }) => {
    createList.mutate(
      { name: name.trim() },
      {
        onSuccess: (list) => {
          reset();
          void navigate(listPath(list.id));
        },
        onError: (failure) =>
          setError('name', {
            message: failure instanceof ApiError ? failure.message : 'The list could not be created.',
          }),
      },
    );
  });

  return (
    <form
      noValidate
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={(event) => void onSubmit(event)}
    >
      <TextField
        label="New list"
        containerClassName="flex-1"
        maxLength={LIST_NAME_INPUT_MAX}
        placeholder="e.g. Exam room restock"
        error={errors.name?.message}
        {...register('name')}
      />
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

      <QueryView query={lists} what="lists">
        {(all) => {
          const own = all.filter((list) => list.isOwner);
          const shared = all.filter((list) => !list.isOwner);
          return (
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
                    <EmptyLine>{MESSAGES.sharedEmpty}</EmptyLine>
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
          );
        }}
      </QueryView>
    </div>
  );
}
