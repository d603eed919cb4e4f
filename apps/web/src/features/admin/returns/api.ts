// The back office's returns calls (issue 34 point 3, ADR 0051): the queue, one return, and the
// commands that move it on (authorize, refuse, receive, credit), the label PDF and a photo opened
// from a blob with the staff token, and the store's rule for controlled substances.
import { adminReturnPaths } from '@medsupply/contract';
import type { ReceiveReturnBody, ReturnSettings } from '@medsupply/contract';
import { RETURN_STATUSES } from '@medsupply/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { openFile } from '@/lib/files';

import { adminCall, adminFile } from '../lib/admin-api';
import { knownFilter } from '../lib/known-filter';

export const returnDeskKeys = {
  all: ['admin', 'returns'] as const,
  queue: (status: string) => ['admin', 'returns', 'queue', status] as const,
  one: (id: number) => ['admin', 'returns', 'one', id] as const,
  settings: ['admin', 'returns', 'settings'] as const,
};

/** The queue's filters: one status, or 'open' (requested, authorized, received). */
const QUEUE_FILTERS = [...RETURN_STATUSES, 'open'] as const;

export function useReturnQueue(status: string) {
  return useQuery({
    queryKey: returnDeskKeys.queue(status),
    queryFn: ({ signal }) =>
      adminCall('GET', adminReturnPaths.returns, {
        query: { status: knownFilter(status, QUEUE_FILTERS) },
        signal,
      }),
  });
}

export function useAdminReturn(id: number) {
  return useQuery({
    queryKey: returnDeskKeys.one(id),
    queryFn: ({ signal }) => adminCall('GET', adminReturnPaths.returnById, { params: { id }, signal }),
  });
}

type Command =
  | { kind: 'authorize'; note?: string }
  | { kind: 'refuse'; note: string }
  | { kind: 'receive'; body: ReceiveReturnBody }
  | { kind: 'credit' };

export function useReturnCommand(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (command: Command) => {
      const params = { id };
      switch (command.kind) {
        case 'authorize':
          return adminCall('POST', adminReturnPaths.authorize, {
            params,
            body: command.note ? { note: command.note } : {},
          });
        case 'refuse':
          return adminCall('POST', adminReturnPaths.refuse, { params, body: { note: command.note } });
        case 'receive':
          return adminCall('POST', adminReturnPaths.receive, { params, body: command.body });
        case 'credit':
          return adminCall('POST', adminReturnPaths.credit, { params });
      }
    },
    onSuccess: (view) => {
      queryClient.setQueryData(returnDeskKeys.one(id), view);
      void queryClient.invalidateQueries({ queryKey: returnDeskKeys.all });
    },
  });
}

export function useReturnSettings() {
  return useQuery({
    queryKey: returnDeskKeys.settings,
    queryFn: ({ signal }) => adminCall('GET', adminReturnPaths.settings, { signal }),
  });
}

export function useSaveReturnSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReturnSettings) => adminCall('PUT', adminReturnPaths.settings, { body }),
    onSuccess: (saved) => queryClient.setQueryData(returnDeskKeys.settings, saved),
  });
}

/** Opens a return's label or photo in a new tab, read with the staff token. */
export const openReturnFile = (path: string): Promise<void> =>
  openFile(() => adminFile(path, { fallbackName: 'return-file' }), 'The file could not be opened.');
