// The back office's recalls (issue 34 point 2, ADR 0050): the list, one recall, its preview, the
// item picker, and the writes (draft, publish, remind) that refresh what they change; the notice
// PDF and the effectiveness CSV are fetched with the staff token and saved as files.
import { adminPaths } from '@medsupply/contract';
import type { RecallDraftBody } from '@medsupply/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { saveFile } from '@/lib/files';

import { adminCall, adminFile, adminPath } from '../lib/admin-api';

export const recallAdminKeys = {
  all: ['admin', 'recalls'] as const,
  list: ['admin', 'recalls', 'list'] as const,
  one: (id: number) => ['admin', 'recalls', 'one', id] as const,
  preview: (id: number) => ['admin', 'recalls', 'preview', id] as const,
  report: (id: number) => ['admin', 'recalls', 'report', id] as const,
  items: (q: string) => ['admin', 'recalls', 'items', q] as const,
};

export function useRecalls() {
  return useQuery({
    queryKey: recallAdminKeys.list,
    queryFn: ({ signal }) => adminCall('GET', adminPaths.recalls, { signal }),
  });
}

export function useRecall(id: number) {
  return useQuery({
    queryKey: recallAdminKeys.one(id),
    queryFn: ({ signal }) => adminCall('GET', adminPaths.recall, { params: { id }, signal }),
  });
}

export function useRecallPreview(id: number, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: recallAdminKeys.preview(id),
    queryFn: ({ signal }) => adminCall('GET', adminPaths.recallPreview, { params: { id }, signal }),
  });
}

export function useRecallReport(id: number, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: recallAdminKeys.report(id),
    queryFn: ({ signal }) => adminCall('GET', adminPaths.recallReport, { params: { id }, signal }),
  });
}

export function useRecallItems(q: string) {
  return useQuery({
    queryKey: recallAdminKeys.items(q),
    queryFn: ({ signal }) => adminCall('GET', adminPaths.recallItems, { query: { q }, signal }),
    placeholderData: keepPreviousData,
  });
}

function useRecallWrite<Vars, Answer>(call: (vars: Vars) => Promise<Answer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => void client.invalidateQueries({ queryKey: recallAdminKeys.all }),
  });
}

export const useSaveRecall = () =>
  useRecallWrite(({ id, body }: { id: number | null; body: RecallDraftBody }) =>
    id === null
      ? adminCall('POST', adminPaths.recalls, { body })
      : adminCall('PUT', adminPaths.recall, { params: { id }, body }),
  );

export const usePublishRecall = () =>
  useRecallWrite((id: number) => adminCall('POST', adminPaths.recallPublish, { params: { id } }));

export const useRemindRecall = () =>
  useRecallWrite(({ id, round }: { id: number; round: number }) =>
    adminCall('POST', adminPaths.recallRemind, { params: { id }, body: { round } }),
  );

export const downloadRecallCsv = (id: number) =>
  saveFile(
    adminFile(adminPath(adminPaths.recallReportCsv, { id }), {
      accept: 'text/csv',
      fallbackName: 'recall-effectiveness.csv',
    }),
    'The report could not be downloaded. Try again.',
  );

export const downloadRecallNoticeAsStaff = (id: number) =>
  saveFile(
    adminFile(adminPath(adminPaths.recallNotice, { id }), {
      accept: 'application/pdf',
      fallbackName: 'recall-notice.pdf',
    }),
    'The notice could not be downloaded. Try again.',
  );
