// The product page's "Equivalent items" block (item-substitutes.tsx): the ranked equivalents with
// one press to add one of the unit shown to the cart. A substitute the buyer cannot buy has no
// button.
import type { Substitute, SubstituteReason } from '@medsupply/contract';
import { isSubstituteBuyable } from '@medsupply/domain';
import { ShoppingCart } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/cn';

import { useAddCartItem } from '../api/add-item';
import { cartFailureMessage } from '../api/cart-mutation';
import { CART_TEXTS } from '../constants';

import { SUBSTITUTE_TEXTS, SubstituteList } from './substitute-list';

function AddSubstitute({ substitute }: { substitute: Substitute }) {
  const add = useAddCartItem();
  const unit = substitute.unit;
  if (!isSubstituteBuyable(substitute.standing) || !unit) return null;
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={add.isPending}
      aria-label={`${SUBSTITUTE_TEXTS.add}: ${substitute.displayName}`}
      onClick={() =>
        add.mutate(
          { itemId: substitute.id, unit: unit.id, quantity: 1 },
          {
            onSuccess: () => toast.success(`${substitute.displayName}: ${SUBSTITUTE_TEXTS.added}`),
            onError: (error) => {
              const message = cartFailureMessage(error, SUBSTITUTE_TEXTS.addFailed);
              if (message) toast.error(message);
            },
          },
        )
      }
    >
      {add.isPending ? <Spinner label={CART_TEXTS.updating} /> : <ShoppingCart aria-hidden="true" />}
      {SUBSTITUTE_TEXTS.add}
    </Button>
  );
}

export function SubstitutesBlock({
  reason,
  substitutes,
  className,
}: {
  reason: SubstituteReason;
  substitutes: readonly Substitute[];
  className?: string;
}) {
  return (
    <section
      aria-labelledby="equivalent-items"
      className={cn('rounded-xl border border-amber-200 bg-amber-50/60 p-4 md:p-5', className)}
    >
      <h2 id="equivalent-items" className="text-lg font-bold text-navy-900">
        {SUBSTITUTE_TEXTS.blockTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{SUBSTITUTE_TEXTS.blockIntro[reason]}</p>
      <SubstituteList
        compact
        className="mt-3"
        substitutes={substitutes}
        action={(substitute) => <AddSubstitute substitute={substitute} />}
      />
    </section>
  );
}
