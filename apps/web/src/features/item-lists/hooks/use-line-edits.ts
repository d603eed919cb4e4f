// The list page's line edits and deletes against the server (storefront spec §4 "Item list
// detail"): see lib/line-edits.ts for the rules. One edit per line at a time: the line's controls
// are disabled while it is updating.
import type { ItemListDetail, ListDetailsResponse } from '@medsupply/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/lib/toast';

import { ApiError } from '@/lib/api-client';

import { deleteListDetail } from '../api/delete-list-detail';
import { itemListKeys } from '../api/keys';
import { invalidateListLines, upsertListDetail } from '../api/upsert-list-detail';
import { MESSAGES } from '../constants';
import {
  NO_PENDING_EDITS,
  applySavedLine,
  beginEdit,
  changes,
  isUpdating,
  removeDeletedLine,
  settleEdit,
  shownValues,
} from '../lib/line-edits';
import type { LineValues, PendingEdits } from '../lib/line-edits';

export function useLineEdits(itemListId: number) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingEdits>(NO_PENDING_EDITS);
  const [deleting, setDeleting] = useState<ReadonlySet<number>>(new Set());
  const detailsKey = itemListKeys.details(itemListId);

  async function edit(line: ItemListDetail, next: LineValues): Promise<void> {
    if (isUpdating(pending, line.id) || !changes(shownValues(line, pending), next)) return;
    setPending((current) => beginEdit(current, line.id, next));
    try {
      const answer = await upsertListDetail({
        id: line.id,
        itemListId,
        itemId: line.itemId,
        unit: next.unit,
        quantity: next.quantity,
      });
      // Success: the saved line is the new original.
      queryClient.setQueryData<ListDetailsResponse>(detailsKey, (details) =>
        details ? applySavedLine(details, line.id, answer.detail) : details,
      );
      void invalidateListLines(queryClient);
      toast.success(MESSAGES.lineSaved(line.itemName));
    } catch (error) {
      // Failure: dropping the pending values shows the originals again.
      toast.error(
        error instanceof ApiError ? `${MESSAGES.editFailed} (${error.message})` : MESSAGES.editFailed,
      );
    } finally {
      setPending((current) => settleEdit(current, line.id));
    }
  }

  async function remove(line: ItemListDetail): Promise<void> {
    if (deleting.has(line.id)) return;
    setDeleting((current) => new Set(current).add(line.id));
    try {
      const { updated } = await deleteListDetail({ id: line.id });
      queryClient.setQueryData<ListDetailsResponse>(detailsKey, (details) =>
        details ? removeDeletedLine(details, line.id, updated) : details,
      );
      if (updated) void invalidateListLines(queryClient);
      else {
        toast.error(MESSAGES.deleteLineFailed);
        void queryClient.invalidateQueries({ queryKey: detailsKey });
      }
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : MESSAGES.deleteLineFailed);
    } finally {
      setDeleting((current) => {
        const next = new Set(current);
        next.delete(line.id);
        return next;
      });
    }
  }

  return {
    edit,
    remove,
    shown: (line: ItemListDetail) => shownValues(line, pending),
    isUpdating: (line: ItemListDetail) => isUpdating(pending, line.id),
    isDeleting: (line: ItemListDetail) => deleting.has(line.id),
  };
}
