// A list's flags: Subscription (storefront spec §3 "Item list": used as a subscription), Shared, and
// for a colleague's shared list whose it is.
import type { ItemList } from '@medsupply/contract';
import { RefreshCw, Users } from 'lucide-react';

import { Badge } from '@/components/ui/badge';

export function ListBadges({ list }: { list: ItemList }) {
  return (
    <>
      {list.subscription && (
        <Badge tone="info">
          <RefreshCw className="size-3" aria-hidden="true" />
          Subscription
        </Badge>
      )}
      {list.isOwner ? (
        list.shared && (
          <Badge tone="brand">
            <Users className="size-3" aria-hidden="true" />
            Shared
          </Badge>
        )
      ) : (
        <Badge tone="neutral">
          <Users className="size-3" aria-hidden="true" />
          Shared by {list.contactName}
        </Badge>
      )}
    </>
  );
}
