// The product page's equivalent items (issue 34 point 4, ADR 0053), under the purchase area when the
// item is backordered or recalled: up to four, ranked for the buyer, each with an add button. It
// lives in the signed-in buyer's controls (app/product-actions-slots.tsx, a chunk of its own), so
// the product page's initial JavaScript does not carry it; the read is one small call.
import { useItemSubstitutes } from '../api/get-item-substitutes';

import { SubstitutesBlock } from './substitutes-block';

export function ItemSubstitutes({ itemKey, className }: { itemKey: string; className?: string }) {
  const { data } = useItemSubstitutes(itemKey);
  if (!data?.reason || data.substitutes.length === 0) return null;
  return <SubstitutesBlock reason={data.reason} substitutes={data.substitutes} className={className} />;
}
