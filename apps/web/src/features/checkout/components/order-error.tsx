// /orderError (issue 17 point 2): a decline or a refusal, with the reason the API gave, and the
// ways back. Nothing was charged and the cart is kept (placeOrder changes nothing when it refuses),
// so the buyer can fix the payment or the cart and place the order again.
import { CircleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';

import { buttonStyles } from '@/components/ui/button';
import { useHydrated } from '@/lib/use-hydrated';

import { CHECKOUT_PATHS, CHECKOUT_TEXTS } from '../constants';
import { clearDraft, useOrderFailure } from '../lib/checkout-draft';

export function OrderError() {
  const hydrated = useHydrated();
  const failure = useOrderFailure();
  // The review that failed cannot be placed again as it was: checkout starts anew.
  useEffect(() => clearDraft(), []);
  return (
    <section
      aria-labelledby="order-error-reason"
      className="flex flex-col items-center rounded-2xl border border-red-200 bg-white px-6 py-12 text-center md:py-16"
    >
      <div
        aria-hidden="true"
        className="mb-4 flex size-14 items-center justify-center rounded-full bg-red-50 text-red-700 [&_svg]:size-7"
      >
        <CircleAlert />
      </div>
      <div role="alert">
        <h2 id="order-error-reason" className="max-w-xl text-lg font-semibold text-red-800">
          {hydrated ? (failure?.message ?? CHECKOUT_TEXTS.genericError) : CHECKOUT_TEXTS.errorTitle}
        </h2>
      </div>
      <p className="mt-2 max-w-md text-sm leading-6 text-slate-600">{CHECKOUT_TEXTS.cartKept}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={CHECKOUT_PATHS.checkout} className={buttonStyles({ variant: 'primary' })}>
          {CHECKOUT_TEXTS.backToCheckout}
        </Link>
        <Link to={CHECKOUT_PATHS.cart} className={buttonStyles({ variant: 'outline' })}>
          {CHECKOUT_TEXTS.backToCart}
        </Link>
      </div>
    </section>
  );
}
