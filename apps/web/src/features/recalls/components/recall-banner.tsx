// The recall banner (issue 34 point 2, ADR 0050): on the product page of a recalled item (any
// visitor) and on the order details of an order that shipped recalled goods (the account's),
// each linking to the account's recalls page.
import type { RecallBanner as Banner } from '@medsupply/contract';
import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';

import { useItemRecalls, useOrderRecalls } from '../api/recalls';

const RECALLS_PAGE = '/myaccount/menu/recalls';

function lotsText(lots: readonly string[]): string {
  if (lots.length === 0) return 'All lots are recalled.';
  return `${lots.length === 1 ? 'Lot' : 'Lots'} ${lots.join(', ')} ${lots.length === 1 ? 'is' : 'are'} recalled.`;
}

export function RecallBannerList({
  recalls,
  context,
  className,
}: {
  recalls: readonly Banner[];
  context: 'item' | 'order';
  className?: string;
}) {
  if (recalls.length === 0) return null;
  return (
    <div className={`space-y-2 ${className ?? ''}`}>
      {recalls.map((recall) => (
        <section
          key={recall.id}
          role="alert"
          aria-label={`Recall ${recall.recallNumber}`}
          className="flex gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
        >
          <TriangleAlert className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden="true" />
          <div className="min-w-0">
            <p className="font-semibold">
              Product recall {recall.recallNumber} (Class {recall.recallClass}): {recall.title}
            </p>
            <p className="mt-0.5">
              {context === 'order' ? 'This order shipped recalled goods. ' : `${lotsText(recall.lots)} `}
              <Link
                to={`${RECALLS_PAGE}?recall=${recall.id}`}
                className="font-semibold underline underline-offset-2 hover:text-red-950"
              >
                {context === 'order' ? 'See what to do and acknowledge the recall' : 'See the recall'}
              </Link>
            </p>
          </div>
        </section>
      ))}
    </div>
  );
}

/** The product page's banner: the published recalls of the item. */
export function ItemRecallBanner({ itemId, className }: { itemId: number; className?: string }) {
  const { data } = useItemRecalls(itemId);
  return <RecallBannerList recalls={data?.recalls ?? []} context="item" className={className} />;
}

/** Order details' banner: the recalls that reached the account through this order. */
export function OrderRecallBanner({ salesOrderId, className }: { salesOrderId: number; className?: string }) {
  const { data } = useOrderRecalls(salesOrderId);
  return <RecallBannerList recalls={data?.recalls ?? []} context="order" className={className} />;
}
