// "Ships with 5 months' dating" (issue 34 point 1, ADR 0049): on the product page of an item that
// carries lots, when the lot a buyer would receive now is short-dated by the store's threshold.
import { Hourglass } from 'lucide-react';

import { Badge } from '@/components/ui/badge';

import { useItemDating } from '../api/get-item-dating';

export function DatingNotice({ itemId }: { itemId: number }) {
  const notice = useItemDating(itemId).data?.datingNotice;
  if (!notice) return null;
  return (
    <Badge tone="warning">
      <Hourglass className="size-3.5" aria-hidden="true" />
      {notice}
    </Badge>
  );
}
