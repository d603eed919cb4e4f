// /admin/recalls/new and /admin/recalls/:id (area recalls; issue 34 point 2, ADR 0050). A draft is
// edited, previewed (the accounts, ship-tos and quantities its goods reached, from fulfilments)
// and published after a confirmation; a published recall shows its parties and their answers,
// reminds those who have not answered (one round at a time), and gives the effectiveness report
// with its CSV.
import type { AdminRecall, NotifiedPartyRow, RecallParty, RecallShipment } from '@medsupply/contract';
import {
  NOTIFIED_ROLE_LABELS,
  RECALL_CLASS_LABELS,
  RECALL_STATUS_LABELS,
  formatStoreDate,
  noticeLabel,
  recallTimeText,
} from '@medsupply/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';

import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { QueryView } from '@/components/ui/query-view';
import { toast } from '@/lib/toast';

import { AdminPage } from '../components/admin-page';
import { AdminPanel, AdminTable, StatusPill } from '../components/admin-table';
import type { AdminColumn } from '../components/admin-table';
import { Button, ErrorNotice, FormNotice } from '../components/form';
import { errorMessage } from '../lib/admin-api';
import {
  downloadRecallCsv,
  downloadRecallNoticeAsStaff,
  usePublishRecall,
  useRecall,
  useRecallPreview,
  useRecallReport,
  useRemindRecall,
} from './api';
import { RecallForm } from './recall-form';
import { AcknowledgmentProgress } from './recalls-list';

const crumbs = (last: string) => [{ label: 'Recalls', to: '/admin/recalls' }, { label: last }];

const shipmentColumns: AdminColumn<RecallShipment>[] = [
  {
    key: 'account',
    header: 'Account',
    cell: (s) => (
      <span>
        <span className="font-semibold text-navy-900">{s.accountName}</span>
        <span className="block text-xs text-slate-600">{s.accountNumber}</span>
      </span>
    ),
  },
  { key: 'shipTo', header: 'Ship-to', minor: true, cell: (s) => s.shipTo },
  {
    key: 'goods',
    header: 'Item and lot',
    cell: (s) => (
      <span>
        {s.displayName} <span className="text-slate-600">({s.itemNumber})</span>
        <span className="block text-xs text-slate-600">
          {s.lotNumber ? `Lot ${s.lotNumber}` : 'No lot recorded'}
        </span>
      </span>
    ),
  },
  { key: 'quantity', header: 'Shipped', align: 'right', cell: (s) => s.quantity },
];

const partyColumns: AdminColumn<RecallParty>[] = [
  {
    key: 'account',
    header: 'Account',
    cell: (p) => (
      <span>
        <span className="font-semibold text-navy-900">{p.accountName}</span>
        <span className="block text-xs text-slate-600">{p.accountNumber}</span>
      </span>
    ),
  },
  {
    key: 'units',
    header: 'Shipped',
    align: 'right',
    minor: true,
    cell: (p) => p.units,
  },
  {
    key: 'answer',
    header: 'Acknowledgment',
    // Its pill and who answered: a phone's card gives them the whole line.
    wide: true,
    cell: (p) =>
      p.acknowledgedAt ? (
        <span>
          <StatusPill tone="green">Acknowledged</StatusPill>
          <span className="mt-1 block text-xs text-slate-700">
            {recallTimeText(p.acknowledgedAt)} by {p.acknowledgedBy}
          </span>
        </span>
      ) : (
        <StatusPill tone="red">Not answered</StatusPill>
      ),
  },
  {
    key: 'onHand',
    header: 'Units on hand',
    align: 'right',
    cell: (p) => (p.unitsOnHand === null ? '—' : p.unitsOnHand),
  },
  {
    key: 'reminders',
    header: 'Reminders',
    minor: true,
    cell: (p) =>
      p.remindersSent === 0 ? 'None' : `${p.remindersSent}, last ${recallTimeText(p.lastRemindedAt)}`,
  },
];

const reportColumns: AdminColumn<z.infer<typeof NotifiedPartyRow>>[] = [
  { key: 'account', header: 'Account', cell: (r) => r.accountName },
  {
    key: 'contact',
    header: 'Contact',
    cell: (r) => (
      <span>
        {r.contactName}
        <span className="block text-xs text-slate-600 [overflow-wrap:anywhere]">{r.email}</span>
      </span>
    ),
  },
  {
    key: 'role',
    header: 'Role',
    minor: true,
    cell: (r) => NOTIFIED_ROLE_LABELS[r.role],
  },
  {
    key: 'notice',
    header: 'Notice',
    minor: true,
    cell: (r) => noticeLabel(r.kind, r.round),
  },
  {
    key: 'notified',
    header: 'Notified',
    minor: true,
    cell: (r) => recallTimeText(r.notifiedAt),
  },
  { key: 'mailed', header: 'Mailed', cell: (r) => recallTimeText(r.mailedAt) || 'Waiting' },
  {
    key: 'ack',
    header: 'Acknowledged',
    minor: true,
    cell: (r) => recallTimeText(r.acknowledgedAt) || '—',
  },
  {
    key: 'units',
    header: 'On hand',
    align: 'right',
    minor: true,
    cell: (r) => r.unitsOnHand ?? '—',
  },
];

function Details({ recall }: { recall: AdminRecall }) {
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <AdminPanel title="Recall">
      <dl className="grid gap-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-semibold text-navy-900">Class</dt>
          <dd className="text-slate-700">{RECALL_CLASS_LABELS[recall.recallClass]}</dd>
        </div>
        <div>
          <dt className="font-semibold text-navy-900">Status</dt>
          <dd className="text-slate-700">
            {RECALL_STATUS_LABELS[recall.status]}
            {recall.publishedAt ? `, ${formatStoreDate(recall.publishedAt)}` : ''}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="font-semibold text-navy-900">Reason</dt>
          <dd className="whitespace-pre-line text-slate-700">{recall.reason}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="font-semibold text-navy-900">Instructions for the clinic</dt>
          <dd className="whitespace-pre-line text-slate-700">{recall.instructions}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="font-semibold text-navy-900">What is recalled</dt>
          <dd>
            <ul className="list-disc pl-5 text-slate-700">
              {recall.scope.map((g) => (
                <li key={`${g.itemId}-${g.lotId ?? 'all'}`}>
                  {g.displayName} ({g.itemNumber}), {g.lotNumber ? `lot ${g.lotNumber}` : 'all lots'}
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="font-semibold text-navy-900">Notice</dt>
          <dd className="text-slate-700">
            {recall.noticeFileName ? (
              <Button
                variant="link"
                onClick={() => {
                  setProblem(null);
                  downloadRecallNoticeAsStaff(recall.id).catch((e: unknown) => setProblem(errorMessage(e)));
                }}
              >
                {recall.noticeFileName}
              </Button>
            ) : (
              'No notice uploaded'
            )}
            {problem ? <FormNotice tone="error">{problem}</FormNotice> : null}
          </dd>
        </div>
      </dl>
    </AdminPanel>
  );
}

function PublishButton({ recall, accounts }: { recall: AdminRecall; accounts: number }) {
  const [open, setOpen] = useState(false);
  const publish = usePublishRecall();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        onClick={() => {
          publish.reset();
          setOpen(true);
        }}
      >
        Publish recall
      </Button>
      <DialogContent
        title={`Publish ${recall.recallNumber}?`}
        description={`${accounts} ${accounts === 1 ? 'account is' : 'accounts are'} notified by bell and e-mail, and the sale of the recalled lots stops. A published recall cannot be changed.`}
      >
        <ErrorNotice error={publish.error} />
        <div className="mt-4 flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            disabled={publish.isPending}
            className="bg-red-700 hover:bg-red-800 active:bg-red-900"
            onClick={() =>
              publish.mutate(recall.id, {
                onSuccess: (answer) => {
                  setOpen(false);
                  toast.success(
                    answer.publishedNow
                      ? `${recall.recallNumber} is published. ${answer.recall.affectedAccounts} accounts are being notified.`
                      : `${recall.recallNumber} was already published.`,
                  );
                },
              })
            }
          >
            Publish
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function DraftView({ recall }: { recall: AdminRecall }) {
  const [editing, setEditing] = useState(false);
  const preview = useRecallPreview(recall.id, true);
  return (
    <>
      {editing ? (
        <AdminPanel title="Edit draft">
          <RecallForm
            recall={recall}
            onSaved={() => {
              setEditing(false);
              toast.success('Draft saved.');
            }}
          />
        </AdminPanel>
      ) : (
        <Details recall={recall} />
      )}
      <AdminPanel
        title="Who this recall reaches"
        actions={
          <div className="flex flex-wrap gap-2">
            {editing ? null : (
              <Button variant="outline" onClick={() => setEditing(true)}>
                Edit draft
              </Button>
            )}
            {preview.data ? <PublishButton recall={recall} accounts={preview.data.accounts} /> : null}
          </div>
        }
      >
        {preview.data ? (
          <p className="mb-3 text-sm text-slate-700">
            {preview.data.accounts} {preview.data.accounts === 1 ? 'account' : 'accounts'},{' '}
            {preview.data.units} units shipped. Publishing stops the sale of {preview.data.lotsStopped}{' '}
            {preview.data.lotsStopped === 1 ? 'lot' : 'lots'}.
          </p>
        ) : null}
        <AdminTable
          caption="Shipments the recall reaches"
          columns={shipmentColumns}
          rows={preview.data?.shipments}
          rowKey={(s) => `${s.accountId}-${s.shipAddressId ?? 0}-${s.itemId}-${s.lotId ?? 0}`}
          loading={preview.isPending}
          error={preview.error}
          empty="No shipment of these goods was found."
        />
      </AdminPanel>
    </>
  );
}

function RemindButton({ recall }: { recall: AdminRecall }) {
  const remind = useRemindRecall();
  const waiting = recall.parties.filter((p) => p.acknowledgedAt === null).length;
  const round = Math.max(0, ...recall.parties.map((p) => p.remindersSent)) + 1;
  if (recall.status !== 'published' || waiting === 0) return null;
  return (
    <div className="flex flex-col items-end gap-1">
      <Button
        variant="outline"
        disabled={remind.isPending}
        onClick={() =>
          remind.mutate(
            { id: recall.id, round },
            {
              onSuccess: (answer) =>
                toast.success(
                  answer.notices === 0
                    ? `Reminder ${round} was already sent.`
                    : `Reminder ${round} sent to ${answer.accounts} ${answer.accounts === 1 ? 'account' : 'accounts'}.`,
                ),
            },
          )
        }
      >
        Remind {waiting} {waiting === 1 ? 'account' : 'accounts'}
      </Button>
      {remind.error ? <p className="text-sm font-medium text-red-700">{errorMessage(remind.error)}</p> : null}
    </div>
  );
}

function PublishedView({ recall }: { recall: AdminRecall }) {
  const report = useRecallReport(recall.id, true);
  const [csvProblem, setCsvProblem] = useState<string | null>(null);
  return (
    <>
      <AdminPanel title="Acknowledgments" actions={<RemindButton recall={recall} />}>
        <div className="mb-4 max-w-sm">
          <AcknowledgmentProgress
            acknowledged={recall.acknowledgedAccounts}
            affected={recall.affectedAccounts}
          />
        </div>
        <AdminTable
          caption="Affected accounts"
          columns={partyColumns}
          rows={recall.parties}
          rowKey={(p) => p.accountId}
          empty="No account received these goods."
        />
      </AdminPanel>
      <Details recall={recall} />
      <AdminPanel title="Shipments reached">
        <AdminTable
          caption="Shipments reached"
          columns={shipmentColumns}
          rows={recall.shipments}
          rowKey={(s) => `${s.accountId}-${s.shipAddressId ?? 0}-${s.itemId}-${s.lotId ?? 0}`}
          empty="No shipments."
        />
      </AdminPanel>
      <AdminPanel
        title="Effectiveness report"
        actions={
          <Button
            variant="outline"
            onClick={() => {
              setCsvProblem(null);
              downloadRecallCsv(recall.id).catch((e: unknown) => setCsvProblem(errorMessage(e)));
            }}
          >
            Download CSV
          </Button>
        }
      >
        {csvProblem ? <FormNotice tone="error">{csvProblem}</FormNotice> : null}
        <p className="mb-3 text-sm text-slate-700">
          Every contact notified, with the times of the bell, the mail and the answer (UTC).
        </p>
        <AdminTable
          caption="Notified parties"
          columns={reportColumns}
          rows={report.data?.parties}
          rowKey={(r) => `${r.email}-${r.kind}-${r.round}-${r.accountNumber}`}
          loading={report.isPending}
          error={report.error}
          empty="Nobody was notified."
        />
      </AdminPanel>
    </>
  );
}

export function RecallPage({ id }: { id: number }) {
  const recall = useRecall(id);
  const r = recall.data;
  return (
    <AdminPage
      title={r ? `${r.recallNumber}: ${r.title}` : 'Recall'}
      area="recalls"
      breadcrumbs={crumbs(r?.recallNumber ?? 'Recall')}
      description={
        r ? (
          <StatusPill tone={r.status === 'draft' ? 'amber' : r.status === 'published' ? 'red' : 'grey'}>
            {RECALL_STATUS_LABELS[r.status]}
          </StatusPill>
        ) : undefined
      }
    >
      <QueryView query={recall} what="recall" owner="the" loading="panel">
        {(view) => (view.status === 'draft' ? <DraftView recall={view} /> : <PublishedView recall={view} />)}
      </QueryView>
    </AdminPage>
  );
}

export function NewRecallPage() {
  const navigate = useNavigate();
  return (
    <AdminPage title="New recall" area="recalls" breadcrumbs={crumbs('New recall')}>
      <AdminPanel title="Draft">
        <RecallForm
          recall={null}
          onSaved={(saved) => {
            toast.success(`Draft ${saved.recallNumber} created. Check whom it reaches, then publish it.`);
            void navigate(`/admin/recalls/${saved.id}`);
          }}
        />
      </AdminPanel>
    </AdminPage>
  );
}
