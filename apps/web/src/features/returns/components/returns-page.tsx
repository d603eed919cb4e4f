// /myaccount/menu/returns (issue 34 point 3): the account's returns, newest first, each with its
// status, RMA number, order, lines (requested, received, credited), the credit memo once credited,
// and the return label to print once it is authorized.
import type { ReturnView } from '@medsupply/contract';
import { RETURN_DISPOSITION_LABELS, RETURN_REASON_LABELS, RETURN_STATUS_LABELS } from '@medsupply/domain';
import { Download, PackageOpen } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { documentMoney as money } from '@/components/transaction/document-parts';
import { Badge } from '@/components/ui/badge';
import type { BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryView } from '@/components/ui/query-view';
import { formatStoreDate } from '@/lib/format';
import { toast } from '@/lib/toast';

import { downloadReturnLabel, useReturns } from '../api/returns';

const STATUS_TONES: Record<ReturnView['status'], BadgeTone> = {
  requested: 'warning',
  authorized: 'info',
  received: 'brand',
  credited: 'success',
  refused: 'danger',
  cancelled: 'neutral',
};

/** What the buyer does next, by status. */
const NEXT_STEP: Record<ReturnView['status'], string> = {
  requested: 'We are reviewing your request.',
  authorized: 'Print the return label, tape it to the parcel and ship it to us.',
  received: 'We received the parcel; your credit follows.',
  credited: 'Credited to your account.',
  refused: 'This return was refused.',
  cancelled: 'This return was canceled.',
};

export interface ReturnsPageProps {
  orderHref: (id: number) => string;
  creditMemoHref: (id: number) => string;
}

export function ReturnsPage({ orderHref, creditMemoHref }: ReturnsPageProps) {
  const returns = useReturns();
  return (
    <QueryView
      query={returns}
      what="returns"
      loading="panel"
      isEmpty={(data) => data.returns.length === 0}
      empty={
        <EmptyState icon={<PackageOpen />} title="No returns yet">
          To send delivered items back, open the order under Sales Orders and choose Request a return.
        </EmptyState>
      }
    >
      {(data) => (
        <div className="space-y-4">
          {data.returns.map((r) => (
            <ReturnCard key={r.id} view={r} orderHref={orderHref} creditMemoHref={creditMemoHref} />
          ))}
        </div>
      )}
    </QueryView>
  );
}

function ReturnCard({
  view,
  orderHref,
  creditMemoHref,
}: { view: ReturnView } & Pick<ReturnsPageProps, 'orderHref' | 'creditMemoHref'>) {
  const [downloading, setDownloading] = useState(false);
  const headingId = `return-${view.id}`;
  const labelReady = view.rmaNumber !== null && (view.status === 'authorized' || view.status === 'received');
  const download = () => {
    setDownloading(true);
    downloadReturnLabel(view.id, `${view.rmaNumber ?? view.returnNumber}.pdf`)
      .catch((error: unknown) => toast.error(error instanceof Error ? error.message : String(error)))
      .finally(() => setDownloading(false));
  };
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-navy-900">
            Return {view.returnNumber}
          </h2>
          <p className="text-sm text-slate-600">
            Order{' '}
            <Link className="text-brand-700 underline" to={orderHref(view.salesOrderId)}>
              {view.orderTranId}
            </Link>{' '}
            · Requested {formatStoreDate(view.createdAt)} by {view.requestedBy}
          </p>
        </div>
        <Badge tone={STATUS_TONES[view.status]}>{RETURN_STATUS_LABELS[view.status]}</Badge>
      </div>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-600">RMA number</dt>
          <dd className="font-semibold text-navy-900">{view.rmaNumber ?? 'Given once authorized'}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Reason</dt>
          <dd className="text-navy-900">
            {RETURN_REASON_LABELS[view.reason]}
            {view.recallNumber ? ` (recall ${view.recallNumber})` : ''}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Credit</dt>
          <dd className="text-navy-900">
            {view.creditMemo ? (
              <>
                {money(view.credit ?? undefined)} on{' '}
                <Link className="text-brand-700 underline" to={creditMemoHref(view.creditMemo.id)}>
                  {view.creditMemo.tranId}
                </Link>
              </>
            ) : (
              '—'
            )}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-slate-700">{NEXT_STEP[view.status]}</p>
      {view.staffNote && (
        <p className="mt-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
          <span className="font-semibold">Note from our team:</span> {view.staffNote}
        </p>
      )}
      {view.controlled === 'handledApart' && (
        <p className="mt-2 text-sm text-amber-900">
          Holds controlled substances: our compliance team handles it apart.
        </p>
      )}
      <div className="mt-4">
        <DataTable
          label={`Lines of return ${view.returnNumber}`}
          rows={view.lines}
          rowKey={(line) => line.id}
          columns={[
            {
              label: 'Item',
              role: 'identity',
              wide: true,
              cell: (line) => (
                <>
                  <span className="font-medium text-navy-900">{line.itemName}</span>
                  <span className="block text-xs text-slate-600">
                    {line.itemNumber} · {line.unitName}
                  </span>
                </>
              ),
            },
            { label: 'Quantity', numeric: true, cell: (line) => line.quantity },
            {
              label: 'Received',
              numeric: true,
              minor: true,
              cell: (line) =>
                line.receivedQuantity === null
                  ? '—'
                  : `${line.receivedQuantity}${line.disposition ? ` (${RETURN_DISPOSITION_LABELS[line.disposition]})` : ''}`,
            },
            {
              label: 'Credit',
              role: 'amount',
              numeric: true,
              cell: (line) => (line.credit === null || line.credit === undefined ? '—' : money(line.credit)),
            },
          ]}
        />
      </div>
      {labelReady && (
        <div className="mt-4 flex justify-end">
          <Button variant="outline" onClick={download} disabled={downloading}>
            <Download aria-hidden="true" />
            {downloading ? 'Preparing…' : 'Download return label'}
          </Button>
        </div>
      )}
    </section>
  );
}
