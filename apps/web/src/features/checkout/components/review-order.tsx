// /reviewOrder (issue 17 point 2): what the buyer chose on /checkout (kept in sessionStorage, so a
// reload keeps it), the lines and totals again, and Place order: the 'Processing Order' loader while
// placeOrder runs with the review's one Idempotency-Key (a double click or a retry places once).
// A placed order goes to /orderConfirmation; a decline or a refusal to /orderError with the reason
// (the cart is kept); a lost connection stays here to try again with the same key.
import type { Cart, CheckoutDataResponse } from '@medsupply/contract';
import { Link, useNavigate } from 'react-router';

import { AddressLines, Fact } from '@/components/transaction/document-parts';
import { Button, buttonStyles } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed, LoadingBlock, loadFailedMessage } from '@/components/ui/query-view';
import { ApiError } from '@/lib/api-client';
import { isRefusal, isSignInRequired } from '@/lib/refusal';
import { useHydrated } from '@/lib/use-hydrated';

import { useCheckoutData, usePlaceOrder, useSpendPreview } from '../api/checkout';
import { CHECKOUT_PATHS, CHECKOUT_TEXTS } from '../constants';
import { useOrderTotals } from '../hooks/use-order-totals';
import { saveFailure, useCheckoutDraft } from '../lib/checkout-draft';
import type { CheckoutDraft } from '../lib/checkout-draft';
import { deliveryDayLabel } from '../lib/labels';

import { OrderSummary } from './order-summary';
import { ProcessingOrder } from './processing-order';
import { SpendNotice, cartSignature } from './spend-notice';

export interface ReviewOrderProps {
  cart: Cart | undefined;
  /** The order is placed: the cart and the orders lists are stale. */
  onPlaced: () => void;
}

export function ReviewOrder({ cart, onPlaced }: ReviewOrderProps) {
  const hydrated = useHydrated();
  const draft = useCheckoutDraft();
  const data = useCheckoutData();

  // Three things awaited (the page's code, the checkout data, the cart): LoadingBlock, not QueryView.
  if (!hydrated || data.data === undefined || !cart) {
    if (hydrated && data.data === undefined && data.isError)
      return (
        <LoadFailed
          message={loadFailedMessage('checkout details', data.error)}
          onRetry={() => void data.refetch()}
        />
      );
    return <LoadingBlock label="Loading your order" shape="panel" />;
  }
  const shipTo = data.data.shipAddresses.find((a) => a.id === draft?.shipAddressId);
  const billTo = data.data.billAddresses.find((a) => a.id === draft?.billAddressId);
  if (!draft || !shipTo || !billTo || cart.cartDetail.length === 0)
    return (
      <EmptyState
        title={cart.cartDetail.length === 0 ? 'Your cart is currently empty.' : CHECKOUT_TEXTS.draftMissing}
        actions={
          <Link to={CHECKOUT_PATHS.checkout} className={buttonStyles({ variant: 'primary' })}>
            Go to checkout
          </Link>
        }
      />
    );
  return (
    <Review
      cart={cart}
      checkout={data.data}
      draft={draft}
      shipTo={shipTo}
      billTo={billTo}
      onPlaced={onPlaced}
    />
  );
}

/** A decline or a refusal (not a session's end): the order was not placed and this review cannot place it. */
function isDecline(error: Error): error is ApiError {
  return isRefusal(error) && !isSignInRequired(error);
}

type Address = CheckoutDataResponse['shipAddresses'][number];

function Review({
  cart,
  checkout,
  draft,
  shipTo,
  billTo,
  onPlaced,
}: {
  cart: Cart;
  checkout: CheckoutDataResponse;
  draft: CheckoutDraft;
  shipTo: Address;
  billTo: Address;
  onPlaced: () => void;
}) {
  const navigate = useNavigate();
  const place = usePlaceOrder();
  const totals = useOrderTotals(cart, draft.shipAddressId, draft.paymentKind, checkout.convFeeExempt);
  const spend = useSpendPreview(draft.shipAddressId, cartSignature(cart));
  const problems: string[] = [];
  // Over a hard budget the order would be refused (the notice says why): Place order is disabled.
  const overHardBudget = Boolean(spend.data?.refusal);
  if (totals?.taxError) problems.push(checkout.errorMessages['taxError'] ?? '');
  if (totals?.feeError) problems.push(checkout.errorMessages['feeError'] ?? '');
  const refused = place.isError && isDecline(place.error);
  const lost = place.isError && !refused;

  function onPlace() {
    if (place.isPending) return;
    place.mutate(
      {
        idempotencyKey: draft.idempotencyKey,
        body: {
          shipAddressId: draft.shipAddressId,
          billAddressId: draft.billAddressId,
          ...(draft.poNumber ? { poNumber: draft.poNumber } : {}),
          ...(draft.shipDate ? { shipDate: draft.shipDate } : {}),
          payment: draft.payment,
        },
      },
      {
        // The draft is cleared by the page the buyer lands on, so this one does not flash empty.
        onSuccess: (result) => {
          onPlaced();
          void navigate(`${CHECKOUT_PATHS.confirmation}?id=${result.orderConfirmation.id}`, {
            replace: true,
          });
        },
        onError: (error) => {
          // A refusal or a decline (4xx): the order was not placed and this review cannot place it.
          if (isDecline(error)) {
            saveFailure({ message: error.message, ...(error.code ? { code: error.code } : {}) });
            void navigate(CHECKOUT_PATHS.error, { replace: true });
          }
        },
      },
    );
  }

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
      {(place.isPending || place.isSuccess || refused) && <ProcessingOrder />}
      <section
        aria-labelledby="review-details-heading"
        className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <div className="flex items-center justify-between gap-3">
          <h2 id="review-details-heading" className="text-lg font-semibold text-navy-900">
            Delivery and payment
          </h2>
          <Link to={CHECKOUT_PATHS.checkout} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
            {CHECKOUT_TEXTS.editDetails}
          </Link>
        </div>
        <SpendNotice
          className="mt-4"
          data={spend.data}
          fallbackNote={
            checkout.submissionDetails.requiresApproval
              ? (checkout.errorMessages['approvalNeeded'] ?? null)
              : null
          }
        />
        <dl className="mt-4 grid gap-5 sm:grid-cols-2">
          <Fact term={CHECKOUT_TEXTS.shipTo}>
            <span className="mb-1 block font-semibold">{shipTo.label}</span>
            <AddressLines address={shipTo} />
          </Fact>
          <Fact term={CHECKOUT_TEXTS.billTo}>
            <span className="mb-1 block font-semibold">{billTo.label}</span>
            <AddressLines address={billTo} />
          </Fact>
          <Fact term={CHECKOUT_TEXTS.shipDate}>
            {draft.shipDate ? deliveryDayLabel(draft.shipDate) : 'Next delivery'}
          </Fact>
          <Fact term={CHECKOUT_TEXTS.poNumber}>{draft.poNumber || '—'}</Fact>
          <Fact term={CHECKOUT_TEXTS.payment}>{draft.paymentLabel}</Fact>
        </dl>
      </section>
      <OrderSummary cart={cart} totals={totals} problems={problems.filter(Boolean)}>
        {lost && (
          <p role="alert" className="text-sm text-red-700">
            {CHECKOUT_TEXTS.genericError}
          </p>
        )}
        <Button
          size="lg"
          className="w-full"
          onClick={onPlace}
          disabled={place.isPending || problems.length > 0 || totals?.calculating || overHardBudget}
        >
          {CHECKOUT_TEXTS.placeOrder}
        </Button>
        <Link to={CHECKOUT_PATHS.cart} className={buttonStyles({ variant: 'outline', className: 'w-full' })}>
          {CHECKOUT_TEXTS.backToCart}
        </Link>
      </OrderSummary>
    </div>
  );
}
