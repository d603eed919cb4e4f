// Estimate Details (/myaccount/menu/estimatedetails?id=…; quotes with &type=quote) (issue 21 point
// 3): status, dates, expiry, memo, the lines at the estimate's own prices and the totals. An open,
// unexpired (priced) one goes into the cart at those prices in one step, once (ADR 0026).
import type { ConvertEstimateResponse, EstimateDetails as Estimate } from '@medsupply/contract';
import { ShoppingCart } from 'lucide-react';

import { DataTable } from '@/components/ui/data-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed, LoadingBlock, loadFailedMessage } from '@/components/ui/query-view';
import { AddOutcome } from '@/components/transaction/add-outcome';
import { Fact, ItemCell, TotalsList } from '@/components/transaction/document-parts';
import type { TotalRow } from '@/components/transaction/document-parts';
import { ApiError } from '@/lib/api-client';
import { formatStoreDate, formatDollarsUsd } from '@/lib/format';
import { isNotFound } from '@/lib/refusal';

import { useConvertEstimate, useEstimateDetails } from '../api/estimates';
import type { EstimateKind } from '../api/estimates';
import { ESTIMATE_TEXTS, STATUS_TONES } from '../constants';

function totals(estimate: Estimate): TotalRow[] {
  const rows: TotalRow[] = [];
  if (estimate.subtotal !== undefined)
    rows.push({ term: 'Subtotal', value: formatDollarsUsd(estimate.subtotal) });
  if (estimate.shipping !== undefined)
    rows.push({ term: 'Shipping', value: formatDollarsUsd(estimate.shipping) });
  if (estimate.tax !== undefined) rows.push({ term: 'Tax', value: formatDollarsUsd(estimate.tax) });
  if (estimate.total !== undefined)
    rows.push({ term: 'Total', value: formatDollarsUsd(estimate.total), strong: true });
  return rows;
}

export function EstimateDetails({
  kind,
  id,
  onConverted,
}: {
  kind: EstimateKind;
  id: number;
  onConverted: (answer: ConvertEstimateResponse) => void;
}) {
  const details = useEstimateDetails(kind, id);
  const convert = useConvertEstimate();
  const texts = ESTIMATE_TEXTS[kind];
  if (details.data === undefined) {
    if (!details.isError) return <LoadingBlock label={`Loading ${texts.one.toLowerCase()}`} shape="panel" />;
    // One that is not the account's will not appear on a second try: its own words, page-sized.
    if (isNotFound(details.error)) return <EmptyState title={details.error.message} />;
    return (
      <LoadFailed
        message={loadFailedMessage(texts.one.toLowerCase(), details.error)}
        onRetry={() => void details.refetch()}
      />
    );
  }
  return renderEstimate(details.data);

  function renderEstimate(estimate: Estimate) {
    const names = new Map(estimate.lines.map((line) => [line.itemId, line.displayName]));
    const rows = totals(estimate);
    return (
      <div className="space-y-6">
        <section className="rounded-2xl border border-slate-200 bg-white p-5">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h2 className="text-lg font-semibold text-navy-900">
                {texts.one} {estimate.tranId}
              </h2>
              {estimate.title ? <p className="text-sm text-slate-600">{estimate.title}</p> : null}
            </div>
            <Badge tone={STATUS_TONES[estimate.status]}>{estimate.status}</Badge>
          </div>
          <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
            <Fact term="Date">{formatStoreDate(estimate.tranDate)}</Fact>
            <Fact term="Expires">{estimate.expiresOn ? formatStoreDate(estimate.expiresOn) : '—'}</Fact>
            <Fact term="Lines">{estimate.lineCount}</Fact>
            {estimate.total !== undefined ? (
              <Fact term="Total">{formatDollarsUsd(estimate.total)}</Fact>
            ) : null}
          </dl>
          {estimate.memo ? (
            <p className="mt-4 text-sm whitespace-pre-line text-slate-700">{estimate.memo}</p>
          ) : null}
          <div className="mt-5 flex flex-wrap items-center gap-3">
            {estimate.canConvert ? (
              <Button
                disabled={convert.isPending}
                onClick={() => convert.mutate(estimate.id, { onSuccess: onConverted })}
              >
                <ShoppingCart aria-hidden="true" />
                {ESTIMATE_TEXTS.convert}
              </Button>
            ) : (
              <p className="text-sm text-slate-600">
                {estimate.status === 'Requested'
                  ? 'We are pricing this quote; you can add it to your cart once it is priced.'
                  : estimate.status === 'Converted'
                    ? 'This has been added to a cart already.'
                    : 'Only an open estimate that has not expired can be added to the cart.'}
              </p>
            )}
          </div>
          {convert.isError ? (
            <p role="alert" className="mt-3 text-sm text-red-800">
              {convert.error instanceof ApiError ? convert.error.message : ESTIMATE_TEXTS.convertFailed}
            </p>
          ) : null}
          {convert.data ? (
            <div className="mt-4">
              <AddOutcome
                asked={estimate.lines.length}
                notAdded={convert.data.notAdded}
                nameOf={(itemId) => names.get(itemId) ?? `Item ${itemId}`}
              />
            </div>
          ) : null}
        </section>

        <section aria-labelledby="estimate-lines" className="rounded-2xl border border-slate-200 bg-white">
          <h2
            id="estimate-lines"
            className="border-b border-slate-200 px-5 py-4 text-base font-semibold text-navy-900"
          >
            Lines
          </h2>
          {/* The shared responsive table: a card per line on a phone, nothing scrolls sideways. */}
          <DataTable
            labelledBy="estimate-lines"
            rows={estimate.lines}
            rowKey={(line) => line.id}
            columns={[
              {
                label: 'Item',
                role: 'identity',
                wide: true,
                cell: (line) => <ItemCell displayName={line.displayName} itemName={line.itemName} />,
              },
              { label: 'Unit', cell: (line) => line.units.find((u) => u.id === line.unit)?.unitName ?? '' },
              { label: 'Quantity', numeric: true, cell: (line) => line.quantity },
              estimate.total !== undefined && {
                label: 'Amount',
                role: 'amount',
                numeric: true,
                cell: (line) =>
                  line.lineTotal === undefined || line.lineTotal === null
                    ? 'N/A'
                    : formatDollarsUsd(line.lineTotal),
              },
            ]}
          />
          {rows.length > 0 ? <TotalsList label={`${texts.one} totals`} rows={rows} /> : null}
        </section>
      </div>
    );
  }
}
