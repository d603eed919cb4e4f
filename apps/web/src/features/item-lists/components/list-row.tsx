// One list on the lists page: its name (truncated to 23 characters, storefront spec §5) opening the
// list, its badges and item count, and for the owner Rename, the Shared switch and Delete (with a
// confirmation). A colleague's shared list has no controls that change it.
import type { ItemList } from '@medsupply/contract';
import { formatStoreDate } from '@medsupply/domain';
import { Pencil, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';

import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { IconButton } from '@/components/ui/icon-button';
import { buttonStyles } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';

import { useDeleteList } from '../api/delete-list';
import { useEditList } from '../api/edit-list';
import { listNameResolver } from '../lib/list-name';
import { LIST_NAME_INPUT_MAX, MESSAGES, displayListName, listPath } from '../constants';

import { ListBadges } from './list-badges';

function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}

export function ListRow({ list }: { list: ItemList }) {
  const inputId = useId();
  const [renaming, setRenaming] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const editList = useEditList();
  const deleteList = useDeleteList();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<{ name: string }>({ defaultValues: { name: list.name }, resolver: listNameResolver });
  const renameError = errors.name?.message;

  function stopRenaming() {
    reset({ name: list.name });
    setRenaming(false);
  }

  const saveName = handleSubmit(({ name }) => {
    const trimmed = name.trim();
    if (trimmed === list.name) {
      setRenaming(false);
      return;
    }
    editList.mutate(
      { id: list.id, name: trimmed },
      {
        onSuccess: () => {
          setRenaming(false);
          toast.success(MESSAGES.renamed(trimmed));
        },
        onError: (error) => setError('name', { message: messageOf(error, 'The list could not be renamed.') }),
      },
    );
  });

  const count = `${list.itemListDetailCount} ${list.itemListDetailCount === 1 ? 'item' : 'items'}`;

  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 flex-1">
        {renaming ? (
          <form
            className="flex flex-wrap items-start gap-2"
            noValidate
            onSubmit={(event) => void saveName(event)}
          >
            <div className="min-w-48 flex-1">
              <label htmlFor={inputId} className="sr-only">
                New name for {list.name}
              </label>
              <input
                id={inputId}
                maxLength={LIST_NAME_INPUT_MAX}
                // The rename box opens on the buyer's click, so taking focus is expected here.
                autoFocus
                aria-invalid={renameError ? true : undefined}
                aria-describedby={renameError ? `${inputId}-error` : undefined}
                {...register('name')}
                onKeyDown={(event) => {
                  if (event.key === 'Escape') stopRenaming();
                }}
                className={cn(
                  'block h-10 w-full rounded-lg border bg-white px-3 text-[15px] shadow-sm focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600',
                  renameError ? 'border-red-600' : 'border-slate-300',
                )}
              />
              {renameError && (
                <p id={`${inputId}-error`} className="mt-1 text-sm font-medium text-red-700">
                  {renameError}
                </p>
              )}
            </div>
            <Button type="submit" size="md" disabled={editList.isPending}>
              Save
            </Button>
            <Button variant="ghost" onClick={stopRenaming}>
              Cancel
            </Button>
          </form>
        ) : (
          <>
            <Link
              to={listPath(list.id)}
              title={list.name}
              aria-label={list.name}
              className="text-base font-semibold text-navy-900 hover:text-brand-700 hover:underline"
            >
              {displayListName(list.name)}
            </Link>
            <div className="mt-1.5 flex flex-wrap items-center gap-2 text-sm text-slate-600">
              <ListBadges list={list} />
              <span>{count}</span>
              <span aria-hidden="true">·</span>
              <span>Updated {formatStoreDate(list.updatedAt)}</span>
            </div>
          </>
        )}
      </div>

      {list.isOwner && !renaming && (
        <div className="flex items-center gap-1 sm:shrink-0">
          <label className="mr-2 inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-navy-900">
            <input
              type="checkbox"
              role="switch"
              checked={list.shared}
              disabled={editList.isPending}
              aria-label={`Share ${list.name} with your colleagues`}
              onChange={(event) =>
                editList.mutate(
                  { id: list.id, shared: event.target.checked },
                  {
                    onSuccess: (saved) =>
                      toast.success(
                        saved.shared ? MESSAGES.sharedOn(saved.name) : MESSAGES.sharedOff(saved.name),
                      ),
                    onError: (error) => toast.error(messageOf(error, 'The list could not be changed.')),
                  },
                )
              }
              className="size-4 accent-brand-700"
            />
            Shared
          </label>
          <IconButton label={`Rename ${list.name}`} onClick={() => setRenaming(true)}>
            <Pencil aria-hidden="true" />
          </IconButton>
          <IconButton
            label={`Delete ${list.name}`}
            onClick={() => setConfirmOpen(true)}
            className="text-red-700 hover:bg-red-50"
          >
            <Trash2 aria-hidden="true" />
          </IconButton>
        </div>
      )}

      <Dialog open={confirmOpen} onOpenChange={setConfirmOpen}>
        <DialogContent
          title="Delete this list?"
          description={
            <>
              <span className="font-semibold text-navy-900">{list.name}</span> and its {count} will be
              deleted.
              {list.subscription && ' Its subscription ends too.'} This cannot be undone.
            </>
          }
        >
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose className={buttonStyles({ variant: 'outline' })}>Cancel</DialogClose>
            <Button
              className="bg-red-700 hover:bg-red-800 active:bg-red-900"
              disabled={deleteList.isPending}
              onClick={() =>
                deleteList.mutate(
                  { id: list.id },
                  {
                    onSuccess: () => {
                      setConfirmOpen(false);
                      toast.success(`Deleted ${list.name}`);
                    },
                    onError: (error) => toast.error(messageOf(error, 'The list could not be deleted.')),
                  },
                )
              }
            >
              Delete list
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </li>
  );
}
