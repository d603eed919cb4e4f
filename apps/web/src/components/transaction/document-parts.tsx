// Parts shared by the account's document pages (Order Details, Invoice Details): an address block,
// a labelled fact, and the shipments list with each carrier's tracking link.
import type { DataColumn } from '@/components/ui/data-table';
import { Fragment } from 'react';
import type { ReactNode } from 'react';

import { formatStoreDate, formatDollarsUsd } from '@/lib/format';

export interface DocumentAddress {
  addressee: string;
  attention?: string | null;
  line1: string;
  line2?: string | null;
  city: string;
  state: string;
  zip: string;
}

export function AddressLines({ address }: { address: DocumentAddress }) {
  return (
    <address className="text-sm text-slate-700 not-italic">
      {address.addressee}
      {address.attention ? (
        <>
          <br />
          Attn: {address.attention}
        </>
      ) : null}
      <br />
      {address.line1}
      {address.line2 ? (
        <>
          <br />
          {address.line2}
        </>
      ) : null}
      <br />
      {address.city}, {address.state} {address.zip}
    </address>
  );
}

export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{term}</dt>
      <dd className="mt-1 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

export interface ShipmentSummary {
  id: number;
  tranId: string;
  status: string;
  carrier: string;
  trackingNumber: string;
  trackingUrl: string;
  shippedAt: string;
  deliveredAt: string | null;
}

export function ShipmentsSection({ shipments }: { shipments: ShipmentSummary[] }) {
  return (
    <section aria-labelledby="shipments-heading" className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="shipments-heading" className="text-base font-semibold text-navy-900">
        Shipments
      </h2>
      {shipments.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Nothing has shipped yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {shipments.map((shipment) => (
            <li key={shipment.id} className="py-3 text-sm">
              <span className="font-semibold">{shipment.tranId}</span> · {shipment.carrier} · shipped{' '}
              {formatStoreDate(shipment.shippedAt)} · {shipment.status}
              {shipment.deliveredAt ? ` · delivered ${formatStoreDate(shipment.deliveredAt)}` : ''}
              <br />
              <a
                className="text-brand-700 underline"
                href={shipment.trackingUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                Track {shipment.trackingNumber}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A line's item: its name with the item number under it. */
export function ItemCell({ displayName, itemName }: { displayName: string; itemName: string }) {
  return (
    <>
      <span className="font-semibold text-navy-900">{displayName}</span>
      <span className="block text-xs text-slate-500">{itemName}</span>
    </>
  );
}

/** A document table's Item column (the row's identity): the item's name over its number. */
export function itemColumn<Row extends { displayName: string; itemName: string }>(): DataColumn<Row> {
  return {
    label: 'Item',
    role: 'identity',
    wide: true,
    cell: (line) => <ItemCell displayName={line.displayName} itemName={line.itemName} />,
  };
}

export interface TotalRow {
  term: string;
  value: string;
  strong?: boolean;
}

/** The totals under a document's lines (Subtotal, Shipping, Tax, Total, …). */
export function TotalsList({ label, rows }: { label: string; rows: TotalRow[] }) {
  return (
    <dl className="ml-auto grid max-w-xs grid-cols-2 gap-x-4 gap-y-1 px-5 py-4 text-sm" aria-label={label}>
      {rows.map((row) => (
        <Fragment key={row.term}>
          <dt className={row.strong ? 'font-semibold' : undefined}>{row.term}</dt>
          <dd className={`text-right tabular-nums ${row.strong ? 'font-semibold' : ''}`}>{row.value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** A wire money field (dollars) as shown on a document; '' when the caller may not see prices. */
export const documentMoney = (dollars: number | undefined): string =>
  dollars === undefined ? '' : formatDollarsUsd(dollars);

export interface DocumentTotals {
  subtotal?: number | undefined;
  shipping?: number | undefined;
  tax?: number | undefined;
  convenienceFee?: number | undefined;
  total?: number | undefined;
}

/**
 * An order's totals rows (service spec §9): shipping 'FREE' with a subtotal and no shipping, the
 * convenience fee only when one was charged, the total last.
 */
export function orderTotalRows(totals: DocumentTotals): TotalRow[] {
  const free = (totals.subtotal ?? 0) > 0 && totals.shipping === 0;
  return [
    { term: 'Subtotal', value: documentMoney(totals.subtotal) },
    { term: 'Shipping', value: free ? 'FREE' : documentMoney(totals.shipping) },
    { term: 'Tax', value: documentMoney(totals.tax) },
    ...(totals.convenienceFee
      ? [{ term: 'Convenience fee', value: documentMoney(totals.convenienceFee) }]
      : []),
    { term: 'Total', value: documentMoney(totals.total), strong: true },
  ];
}
