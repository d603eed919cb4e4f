// /orderError (issue 17 point 2): a decline or a refusal, with the reason the API gave, and the
// ways back. Nothing was charged and the cart is kept (placeOrder changes nothing when it refuses),
// so the buyer can fix the payment or the cart and place the order again.
import { CircleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';

import { buttonStyles } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

import { CHECKOUT_PATHS, CHECKOUT_TEXTS } from '../constants';
import { clearDraft, useHydrated, useOrderFailure } from '../lib/checkout-draft';

export function OrderError() {
  const hydrated = useHydrated();
  const failure = useOrderFailure();
  // The review that failed cannot be placed again as it was: checkout starts anew.
  useEffect(() => clearDraft(), []);
  return (
    <EmptyState
      icon={<CircleAlert className="text-red-700" />}
      title={CHECKOUT_TEXTS.errorTitle}
      actions={
        <>
          <Link to={CHECKOUT_PATHS.checkout} className={buttonStyles({ variant: 'primary' })}>
            {CHECKOUT_TEXTS.backToCheckout}
          </Link>
          <Link to={CHECKOUT_PATHS.cart} className={buttonStyles({ variant: 'outline' })}>
            {CHECKOUT_TEXTS.backToCart}
          </Link>
        </>
      }
    >
      <span role="alert" className="block text-base font-medium text-red-800">
        {hydrated ? (failure?.message ?? CHECKOUT_TEXTS.genericError) : null}
      </span>
      <span className="mt-2 block">{CHECKOUT_TEXTS.cartKept}</span>
    </EmptyState>
  );
}
