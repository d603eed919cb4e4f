// Estimates (/myaccount/menu/estimates) and Quotes (/myaccount/menu/quotes) (issue 21 point 3;
// service spec §7 generic paginate, 10 a page): number, title, date, expiry, status and total,
// optionally by status. An open estimate past its date is answered 'Expired' by the API.
import type { EstimateStatus } from '@medsupply/contract';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { SelectField } from '@/components/ui/field';
import { Pager } from '@/components/ui/pager';
import { QueryView } from '@/components/ui/query-view';
import { formatStoreDate, formatDollarsUsd } from '@/lib/format';

import { useEstimates } from '../api/estimates';
import type { EstimateKind, EstimateListQuery } from '../api/estimates';
import { ESTIMATE_STATUSES, ESTIMATE_TEXTS, STATUS_TONES } from '../constants';

export function EstimatesList({
  kind,
  detailsHref,
  listHref,
}: {
  kind: EstimateKind;
  detailsHref: (id: number) => string;
  /** The account menu lists neither (storefront spec §2.3): each list links to the other. */
  listHref: (kind: EstimateKind) => string;
}) {
  const [query, setQuery] = useState<EstimateListQuery>({ page: 1 });
  const list = useEstimates(kind, query);
  const texts = ESTIMATE_TEXTS[kind];
  const page = list.data;
  const showMoney = page?.results.some((e) => e.total !== undefined) ?? false;

  return (
    <div className="space-y-4">
      <nav aria-label="Estimates and quotes" className="flex gap-2">
        {(['estimate', 'quote'] as const).map((other) => (
          <Link
            key={other}
            to={listHref(other)}
            aria-current={other === kind ? 'page' : undefined}
            className={
              other === kind
                ? 'rounded-full bg-navy-900 px-4 py-1.5 text-sm font-semibold text-white'
                : 'rounded-full border border-slate-300 bg-white px-4 py-1.5 text-sm font-semibold text-navy-900 hover:bg-slate-50'
            }
          >
            {other === 'estimate' ? 'Estimates' : 'Quotes'}
          </Link>
        ))}
      </nav>
      <div className="max-w-xs">
        <SelectField
          label="Status"
          value={query.status ?? ''}
          onChange={(event) =>
            setQuery({
              page: 1,
              ...(event.target.value ? { status: event.target.value as EstimateStatus } : {}),
            })
          }
        >
          <option value="">All statuses</option>
          {ESTIMATE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </SelectField>
      </div>
      <QueryView
        query={list}
        what={texts.noun}
        isEmpty={(data) => data.results.length === 0}
        empty={
          <EmptyState icon={<FileText />} title={texts.empty}>
            {texts.emptyHint}
          </EmptyState>
        }
      >
        {(data) => (
          <section aria-label={texts.noun} className="rounded-2xl border border-slate-200 bg-white">
            <DataTable
              label={`${texts.one} table`}
              rows={data.results}
              rowKey={(estimate) => estimate.id}
              columns={[
                {
                  label: texts.one,
                  role: 'identity',
                  wide: true,
                  cell: (estimate) => (
                    <>
                      <Link to={detailsHref(estimate.id)} className="text-brand-700 hover:underline">
                        {estimate.tranId}
                      </Link>
                      {estimate.title ? (
                        <span className="block text-xs font-normal text-slate-600">{estimate.title}</span>
                      ) : null}
                    </>
                  ),
                },
                { label: 'Date', date: true, cell: (estimate) => formatStoreDate(estimate.tranDate) },
                {
                  label: 'Expires',
                  date: true,
                  cell: (estimate) => (estimate.expiresOn ? formatStoreDate(estimate.expiresOn) : '—'),
                },
                {
                  label: 'Status',
                  role: 'status',
                  cell: (estimate) => <Badge tone={STATUS_TONES[estimate.status]}>{estimate.status}</Badge>,
                },
                { label: 'Lines', numeric: true, minor: true, cell: (estimate) => estimate.lineCount },
                showMoney && {
                  label: 'Total',
                  role: 'amount',
                  numeric: true,
                  cell: (estimate) => (estimate.total === undefined ? '' : formatDollarsUsd(estimate.total)),
                },
              ]}
            />
            {page && page.pages > 1 ? (
              <Pager
                label={`${texts.one} pages`}
                page={page.page}
                pages={page.pages}
                total={page.total}
                noun={texts.noun}
                onPage={(next) => setQuery((current) => ({ ...current, page: next }))}
              />
            ) : null}
          </section>
        )}
      </QueryView>
    </div>
  );
}
