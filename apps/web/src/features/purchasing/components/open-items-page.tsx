// Open Items (/myaccount/menu/openitems; issue 21 point 4): every ordered line not yet fulfilled,
// grouped by order (newest first, as the API pages them), with what is still open, what is
// backordered and when stock is expected, each order linking to its details. 10 a page.
import type { OpenItem } from '@medsupply/contract';
import { PackageCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { Pager } from '@/components/ui/pager';
import { LoadFailed, LoadingBlock, loadFailedMessage } from '@/components/ui/query-view';
import { ItemCell } from '@/components/transaction/document-parts';
import { formatStoreDate, formatDollarsUsd } from '@/lib/format';

import { useOpenItems } from '../api/get-open-items';

function byOrder(items: OpenItem[]): OpenItem[][] {
  const groups = new Map<number, OpenItem[]>();
  for (const item of items) groups.set(item.salesOrderId, [...(groups.get(item.salesOrderId) ?? []), item]);
  return [...groups.values()];
}

export function OpenItemsPage({ orderHref }: { orderHref: (id: number) => string }) {
  const [page, setPage] = useState(1);
  const openItems = useOpenItems(page);
  if (openItems.isPending) return <LoadingBlock label="Loading your open items" />;
  if (openItems.isError) {
    return (
      <LoadFailed
        message={loadFailedMessage('open items', openItems.error)}
        onRetry={() => void openItems.refetch()}
      />
    );
  }
  const data = openItems.data;
  if (data.results.length === 0) {
    return (
      <EmptyState icon={<PackageCheck />} title="Nothing is waiting to ship.">
        Every line you ordered has been shipped.
      </EmptyState>
    );
  }
  const showMoney = data.results.some((item) => item.amountOpen !== undefined);
  return (
    <div className="space-y-4">
      {byOrder(data.results).map((lines) => {
        const first = lines[0];
        if (!first) return null;
        return (
          <section
            key={first.salesOrderId}
            aria-label={`Order ${first.tranId}`}
            className="rounded-2xl border border-slate-200 bg-white"
          >
            <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
              <div className="text-sm">
                <Link
                  to={orderHref(first.salesOrderId)}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  Order {first.tranId}
                </Link>
                <span className="text-slate-600"> · ordered {formatStoreDate(first.orderDate)}</span>
              </div>
              <Badge tone="info">{first.status}</Badge>
            </div>
            <ul className="divide-y divide-slate-100">
              {lines.map((line) => (
                <li
                  key={line.lineId}
                  className="grid gap-2 px-4 py-3 text-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
                >
                  <div className="min-w-0">
                    <ItemCell displayName={line.displayName} itemName={line.itemName} />
                  </div>
                  <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-slate-700 sm:justify-end">
                    <span className="tabular-nums">
                      {line.quantityOpen} of {line.quantity} {line.unitName} open
                    </span>
                    {line.quantityBackordered > 0 ? (
                      <Badge tone="warning">
                        {line.quantityBackordered} backordered
                        {line.expectedDate ? ` · expected ${formatStoreDate(line.expectedDate)}` : ''}
                      </Badge>
                    ) : null}
                    {showMoney && line.amountOpen !== undefined ? (
                      <span className="font-semibold text-navy-900 tabular-nums">
                        {formatDollarsUsd(line.amountOpen)}
                      </span>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      {data.pages > 1 ? (
        <div className="rounded-2xl border border-slate-200 bg-white">
          <Pager
            label="Open items pages"
            page={data.page}
            pages={data.pages}
            total={data.total}
            noun="lines"
            onPage={setPage}
          />
        </div>
      ) : null}
    </div>
  );
}
