// /checkout and /subscription (storefront spec §2, §2.4, §5; service spec §9; issue 17 point 2):
// ship-to limited to addresses holding every licence the cart needs (each one left out says why),
// delivery date, bill-to, PO number and payment: terms (with the terms and available balance; over
// it is refused here and by the API) or a card (a saved one, or a new one in the gateway's hosted
// fields). The totals follow the ship-to and the payment. "Continue to review" keeps the choices in
// sessionStorage (ADR 0023) and goes to /reviewOrder.
// In subscription mode (/subscription?itemListId=, issue 21 point 5, ADR 0026) the same screen sets
// up an item list as a subscription: the list's lines, ship-tos licensed for them, a schedule
// (frequency, first date) instead of the delivery date, terms or a saved payment method; its action
// hands the choices to the route (upsertSubscription).
import { dollarsToCents } from '@medsupply/domain';
import type { Cart, CheckoutDataResponse, OrderPayment } from '@medsupply/contract';
import { ShieldAlert } from 'lucide-react';
import { useRef, useState } from 'react';
import type { SyntheticEvent } from 'react';
import { Link, useNavigate } from 'react-router';

import { Button, buttonStyles } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SelectField, TextField } from '@/components/ui/field';
import { LoadFailed, LoadingBlock, loadFailedMessage } from '@/components/ui/query-view';
import { formatDollarsUsd } from '@/lib/format';
import { typedIntoServerMarkup } from '@/lib/typed-into-server-markup';
import { useHydrated } from '@/lib/use-hydrated';

import { useCheckoutData, useShipDates, useSpendPreview } from '../api/checkout';
import { CHECKOUT_PATHS, CHECKOUT_TEXTS, PO_NUMBER_MAX } from '../constants';
import { useOrderTotals } from '../hooks/use-order-totals';
import { saveDraft, useCheckoutDraft } from '../lib/checkout-draft';
import { startingShipAddressId } from '../lib/first-totals';
import type { CheckoutDraft } from '../lib/checkout-draft';
import { addressLine, brandLabel, cutoffLabel, deliveryDayLabel, methodLabel } from '../lib/labels';

import { Choice, FormSection } from './choice';
import { HostedCardFields } from './hosted-card-fields';
import type { HostedCardFieldsHandle } from './hosted-card-fields';
import { OrderSummary } from './order-summary';
import type { SummaryLines } from './order-summary';
import { SpendNotice, cartSignature } from './spend-notice';

const NEW_CARD = 'new-card';
const PO_NUMBER_FIELD = 'poNumber';
const TERMS = 'terms';
const methodChoice = (id: number) => `method-${id}`;

/** What subscription mode sets up (upsertSubscription's fields). */
export interface SubscriptionChoices {
  frequency: string;
  /** YYYY-MM-DD, the store's today or later. */
  nextDate: string;
  shipAddressId: number;
  billAddressId: number;
  /** null: on terms. */
  paymentMethodId: number | null;
  poNumber: string;
}

/** /subscription: the item list set up as a subscription, composed by the route. */
export interface SubscriptionMode {
  itemListId: number;
  /** The list's lines (undefined while loading). */
  lines: SummaryLines | undefined;
  linesError: Error | null;
  frequencies: ReadonlyArray<{ value: string; label: string }>;
  /** The frequency a new subscription starts with. */
  defaultFrequency: string;
  /** The store's today (YYYY-MM-DD): the earliest first date. */
  today: string;
  /** The list's subscription when it already is one (the form starts from it). */
  current: SubscriptionChoices | null;
  backHref: string;
  /** Saves the subscription; rejects with the message to show. */
  onSubmit: (choices: SubscriptionChoices) => Promise<void>;
}

export interface CheckoutPageProps {
  cart: Cart | undefined;
  cartError: Error | null;
  /** storefront spec §6: punchout users have no checkout. */
  punchout: boolean;
  subscription?: SubscriptionMode;
}

export function CheckoutPage({ cart, cartError, punchout, subscription }: CheckoutPageProps) {
  const data = useCheckoutData(subscription?.itemListId);
  const draft = useCheckoutDraft();
  const lines = subscription ? subscription.lines : cart;
  const linesError = subscription ? subscription.linesError : cartError;

  // Two things awaited (the checkout data and the lines): LoadingBlock and LoadFailed, not QueryView.
  const dataFailed = data.data === undefined && data.isError;
  if (dataFailed || linesError)
    return (
      <LoadFailed
        message={loadFailedMessage('checkout', dataFailed ? data.error : (linesError ?? null))}
        onRetry={dataFailed ? () => void data.refetch() : undefined}
      />
    );
  if (data.data === undefined || !lines) return <LoadingBlock label="Loading checkout" shape="panel" />;
  const checkout = data.data;
  if (punchout || !checkout.submissionDetails.canPlaceOrder)
    return (
      <EmptyState
        icon={<ShieldAlert />}
        title="Checkout is not available"
        actions={
          <Link
            to={subscription?.backHref ?? CHECKOUT_PATHS.cart}
            className={buttonStyles({ variant: 'primary' })}
          >
            {subscription ? CHECKOUT_TEXTS.backToList : CHECKOUT_TEXTS.backToCart}
          </Link>
        }
      >
        {checkout.errorMessages['punchout'] ?? 'Checkout is not available in punchout mode.'}
      </EmptyState>
    );
  if (subscription && lines.cartDetail.length === 0)
    return (
      <EmptyState
        title={CHECKOUT_TEXTS.emptyList}
        actions={
          <Link to={subscription.backHref} className={buttonStyles({ variant: 'primary' })}>
            {CHECKOUT_TEXTS.backToList}
          </Link>
        }
      />
    );
  if (subscription)
    return (
      <CheckoutForm
        key={`subscription-${subscription.itemListId}`}
        cart={undefined}
        summary={lines}
        checkout={checkout}
        draft={null}
        subscription={subscription}
      />
    );
  if (!cart || cart.cartDetail.length === 0)
    return (
      <EmptyState
        title={checkout.errorMessages['emptyCart'] ?? 'Your cart is currently empty.'}
        actions={
          <Link to={CHECKOUT_PATHS.products} className={buttonStyles({ variant: 'primary' })}>
            Browse products
          </Link>
        }
      />
    );
  // The form starts from the draft when the buyer comes back from the review to edit it.
  return (
    <CheckoutForm
      key={draft?.idempotencyKey ?? 'new'}
      cart={cart}
      summary={cart}
      checkout={checkout}
      draft={draft}
    />
  );
}

function initialPayment(
  checkout: CheckoutDataResponse,
  draft: CheckoutDraft | null,
  subscription: SubscriptionMode | undefined,
): string {
  if (subscription) {
    const current = subscription.current;
    if (current?.paymentMethodId && checkout.paymentMethods.some((m) => m.id === current.paymentMethodId))
      return methodChoice(current.paymentMethodId);
    if (checkout.invoiceDetails.hasTerms) return TERMS;
    const saved = checkout.paymentMethods.find((m) => m.isDefault) ?? checkout.paymentMethods[0];
    return saved ? methodChoice(saved.id) : '';
  }
  const p = draft?.payment;
  if (p?.type === 'terms' && checkout.invoiceDetails.hasTerms) return TERMS;
  if (p?.type === 'paymentMethod' && checkout.paymentMethods.some((m) => m.id === p.paymentMethodId))
    return methodChoice(p.paymentMethodId);
  if (checkout.invoiceDetails.hasTerms) return TERMS;
  const usable = checkout.paymentMethods.find((m) => m.kind === 'card' && m.isDefault);
  return usable ? methodChoice(usable.id) : NEW_CARD;
}

function CheckoutForm({
  cart,
  summary,
  checkout,
  draft,
  subscription,
}: {
  /** The cart being checked out; undefined in subscription mode (no totals: each order is priced on its day). */
  cart: Cart | undefined;
  summary: SummaryLines;
  checkout: CheckoutDataResponse;
  draft: CheckoutDraft | null;
  subscription?: SubscriptionMode;
}) {
  const navigate = useNavigate();
  const cardFields = useRef<HostedCardFieldsHandle>(null);
  const ships = checkout.shipAddresses;
  const current = subscription?.current ?? null;
  const [shipAddressId, setShipAddressId] = useState<number | undefined>(
    ships.find((a) => a.id === (current?.shipAddressId ?? draft?.shipAddressId))?.id ??
      startingShipAddressId(checkout),
  );
  const [billAddressId, setBillAddressId] = useState<number | undefined>(
    checkout.billAddresses.find((a) => a.id === (current?.billAddressId ?? draft?.billAddressId))?.id ??
      checkout.billAddresses.find((a) => a.defaultBilling)?.id ??
      checkout.billAddresses[0]?.id,
  );
  const [chosenDate, setChosenDate] = useState<string | null>(draft?.shipDate ?? null);
  // A PO number typed into the server's markup before the code arrived is kept (ADR 0022): the
  // buyer may type it and press Continue to review at once (issue 31 point 4, ADR 0054).
  const hydrating = !useHydrated();
  const [poNumber, setPoNumber] = useState(
    () =>
      (hydrating && typeof document !== 'undefined'
        ? typedIntoServerMarkup(document.querySelector(`input[name="${PO_NUMBER_FIELD}"]`))
        : null) ??
      current?.poNumber ??
      draft?.poNumber ??
      '',
  );
  const [payment, setPayment] = useState(() => initialPayment(checkout, draft, subscription));
  const [frequency, setFrequency] = useState(current?.frequency ?? subscription?.defaultFrequency ?? '');
  const [nextDate, setNextDate] = useState(current?.nextDate ?? subscription?.today ?? '');
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saveCard, setSaveCard] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const shipAddress = ships.find((a) => a.id === shipAddressId);
  const shipDates = useShipDates(subscription ? undefined : shipAddress);
  const dates = shipDates.data?.shipDates ?? [];
  const shipDate = chosenDate !== null && dates.includes(chosenDate) ? chosenDate : (dates[0] ?? null);

  const method = checkout.paymentMethods.find((m) => methodChoice(m.id) === payment);
  const paymentKind = payment === TERMS ? 'terms' : payment === NEW_CARD ? 'card' : (method?.kind ?? 'card');
  const totals = useOrderTotals(
    cart,
    subscription ? undefined : shipAddressId,
    paymentKind,
    checkout.convFeeExempt,
  );

  // Spend control (issue 33) of the cart to the chosen ship-to; a subscription's orders are judged on their day.
  const spend = useSpendPreview(
    subscription || !cart ? undefined : shipAddressId,
    cart ? cartSignature(cart) : '',
  );

  const balance = checkout.invoiceDetails.availableBalance;
  const problems: string[] = [];
  if (ships.length === 0) problems.push(checkout.errorMessages['noShipAddress'] ?? '');
  if (totals?.taxError) problems.push(checkout.errorMessages['taxError'] ?? '');
  if (totals?.feeError) problems.push(checkout.errorMessages['feeError'] ?? '');
  if (
    payment === TERMS &&
    totals &&
    !totals.calculating &&
    balance !== undefined &&
    totals.totalCents > dollarsToCents(balance)
  )
    problems.push(
      CHECKOUT_TEXTS.overBalance(formatDollarsUsd(totals.totalCents / 100), formatDollarsUsd(balance)),
    );
  if (subscription && payment === '') problems.push(CHECKOUT_TEXTS.noSavedPayment);
  if (subscription && nextDate < subscription.today) problems.push(CHECKOUT_TEXTS.pastDate);
  if (saveError) problems.push(saveError);
  const blocked =
    problems.filter((p) => p !== saveError).length > 0 ||
    shipAddressId === undefined ||
    billAddressId === undefined;

  async function onSubmitSubscription(mode: SubscriptionMode, ship: number, bill: number) {
    setBusy(true);
    setSaveError(null);
    try {
      await mode.onSubmit({
        frequency,
        nextDate,
        shipAddressId: ship,
        billAddressId: bill,
        paymentMethodId: method?.id ?? null,
        poNumber: poNumber.trim(),
      });
    } catch (error) {
      setSaveError(error instanceof Error ? error.message : CHECKOUT_TEXTS.subscriptionFailed);
      setBusy(false);
    }
  }

  async function onSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (blocked || busy) return;
    if (subscription) return onSubmitSubscription(subscription, shipAddressId, billAddressId);
    setCardError(null);
    let orderPayment: OrderPayment;
    let paymentLabel: string;
    if (payment === TERMS) {
      orderPayment = { type: 'terms' };
      paymentLabel = `Terms: ${checkout.invoiceDetails.terms ?? 'on account'}`;
    } else if (method) {
      orderPayment = { type: 'paymentMethod', paymentMethodId: method.id };
      paymentLabel = methodLabel(method);
    } else {
      setBusy(true);
      try {
        const token = await (cardFields.current?.tokenize() ??
          Promise.reject(new Error(CHECKOUT_TEXTS.cardNotReady)));
        orderPayment = { type: 'token', token: token.token, save: saveCard };
        paymentLabel = brandLabel(token.brand, token.last4);
      } catch (error) {
        setCardError(error instanceof Error ? error.message : CHECKOUT_TEXTS.cardNotReady);
        setBusy(false);
        return;
      }
    }
    saveDraft({
      shipAddressId,
      billAddressId,
      poNumber: poNumber.trim(),
      shipDate,
      payment: orderPayment,
      paymentLabel,
      paymentKind,
    });
    void navigate(CHECKOUT_PATHS.review);
  }

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={subscription ? CHECKOUT_TEXTS.subscriptionTitle : 'Checkout'}
      className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]"
    >
      <div className="grid gap-6">
        <SpendNotice
          data={spend.data}
          fallbackNote={
            checkout.submissionDetails.requiresApproval
              ? (checkout.errorMessages['approvalNeeded'] ?? null)
              : null
          }
        />
        <FormSection legend={CHECKOUT_TEXTS.shipTo}>
          <div className="grid gap-3">
            {ships.map((address) => (
              <Choice
                key={address.id}
                name="shipAddress"
                value={String(address.id)}
                checked={address.id === shipAddressId}
                onChange={(value) => setShipAddressId(Number(value))}
                title={address.label}
              >
                {addressLine(address).slice(address.label.length + 2)}
              </Choice>
            ))}
          </div>
          {checkout.excludedShipAddresses.length > 0 && (
            <div className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
              <h3 className="text-sm font-semibold text-navy-900">{CHECKOUT_TEXTS.excludedHeading}</h3>
              <ul className="mt-2 space-y-2 text-sm">
                {checkout.excludedShipAddresses.map(({ address, reasons }) => (
                  <li key={address.id}>
                    <span className="font-medium text-slate-900">{addressLine(address)}</span>
                    <ul className="mt-0.5 list-disc pl-5 text-slate-700">
                      {reasons.map((reason) => (
                        <li key={reason}>{reason}</li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {shipAddress && !subscription && (
            <div className="mt-4 max-w-sm">
              {shipDates.isError ? (
                <p role="alert" className="text-sm text-red-700">
                  {shipDates.error.message}
                </p>
              ) : (
                <SelectField
                  label={CHECKOUT_TEXTS.shipDate}
                  value={shipDate ?? ''}
                  onChange={(event) => setChosenDate(event.target.value)}
                  disabled={dates.length === 0}
                  hint={
                    shipDates.data
                      ? `Orders placed after ${cutoffLabel(shipDates.data.dddShippingCutoffTime)} (Eastern time) go out with the next delivery.`
                      : undefined
                  }
                >
                  {dates.length === 0 && <option value="">{CHECKOUT_TEXTS.taxCalculating}</option>}
                  {dates.map((day) => (
                    <option key={day} value={day}>
                      {deliveryDayLabel(day)}
                    </option>
                  ))}
                </SelectField>
              )}
            </div>
          )}
        </FormSection>

        {subscription && (
          <FormSection legend={CHECKOUT_TEXTS.schedule}>
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                label={CHECKOUT_TEXTS.frequency}
                value={frequency}
                onChange={(event) => setFrequency(event.target.value)}
              >
                {subscription.frequencies.map((f) => (
                  <option key={f.value} value={f.value}>
                    {f.label}
                  </option>
                ))}
              </SelectField>
              <TextField
                label={CHECKOUT_TEXTS.firstDate}
                type="date"
                required
                min={subscription.today}
                value={nextDate}
                onChange={(event) => setNextDate(event.target.value)}
              />
            </div>
          </FormSection>
        )}

        <FormSection legend={CHECKOUT_TEXTS.billTo}>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Billing address"
              value={billAddressId ?? ''}
              onChange={(event) => setBillAddressId(Number(event.target.value))}
              containerClassName="sm:col-span-2"
            >
              {checkout.billAddresses.map((address) => (
                <option key={address.id} value={address.id}>
                  {addressLine(address)}
                </option>
              ))}
            </SelectField>
            <TextField
              label={CHECKOUT_TEXTS.poNumber}
              optional
              name={PO_NUMBER_FIELD}
              value={poNumber}
              maxLength={PO_NUMBER_MAX}
              onChange={(event) => setPoNumber(event.target.value)}
              autoComplete="off"
            />
          </div>
        </FormSection>

        <FormSection legend={CHECKOUT_TEXTS.payment}>
          <div className="grid gap-3">
            {checkout.invoiceDetails.hasTerms && (
              <Choice
                name="payment"
                value={TERMS}
                checked={payment === TERMS}
                onChange={setPayment}
                title={`${CHECKOUT_TEXTS.termsOption} (${checkout.invoiceDetails.terms ?? 'on account'})`}
              >
                {balance !== undefined && <>Available balance: {formatDollarsUsd(balance)}</>}
              </Choice>
            )}
            {checkout.paymentMethods.map((m) => (
              <Choice
                key={m.id}
                name="payment"
                value={methodChoice(m.id)}
                checked={payment === methodChoice(m.id)}
                onChange={setPayment}
                title={methodLabel(m)}
              >
                {[
                  m.nickname,
                  m.expMonth && m.expYear
                    ? `Expires ${String(m.expMonth).padStart(2, '0')}/${m.expYear}`
                    : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Choice>
            ))}
            {!subscription && (
              <Choice
                name="payment"
                value={NEW_CARD}
                checked={payment === NEW_CARD}
                onChange={setPayment}
                title={CHECKOUT_TEXTS.newCard}
              >
                Visa, Mastercard, American Express or Discover
              </Choice>
            )}
          </div>
          {payment === NEW_CARD && !subscription && (
            <div className="mt-4 rounded-lg border border-slate-200 p-4">
              <HostedCardFields ref={cardFields} />
              <label className="mt-3 flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  checked={saveCard}
                  onChange={(event) => setSaveCard(event.target.checked)}
                  className="size-4 accent-brand-700"
                />
                {CHECKOUT_TEXTS.saveCard}
              </label>
              {cardError && (
                <p role="alert" className="mt-3 text-sm font-medium text-red-700">
                  {cardError}
                </p>
              )}
            </div>
          )}
          {paymentKind === 'card' && !checkout.convFeeExempt && payment !== '' && (
            <p className="mt-3 text-sm text-slate-600">
              A convenience fee of {checkout.convenienceFeeRate}% applies to card payments.
            </p>
          )}
        </FormSection>
      </div>

      <OrderSummary
        cart={summary}
        totals={totals}
        totalsNote={subscription ? CHECKOUT_TEXTS.subscriptionTotalsNote : undefined}
        problems={problems.filter(Boolean)}
      >
        <Button type="submit" size="lg" className="w-full" disabled={blocked || busy || totals?.calculating}>
          {subscription
            ? busy
              ? CHECKOUT_TEXTS.savingSubscription
              : current
                ? CHECKOUT_TEXTS.saveSubscription
                : CHECKOUT_TEXTS.startSubscription
            : busy
              ? 'Checking card…'
              : CHECKOUT_TEXTS.continueToReview}
        </Button>
        <Link
          to={subscription?.backHref ?? CHECKOUT_PATHS.cart}
          className={buttonStyles({ variant: 'outline', className: 'w-full' })}
        >
          {subscription ? CHECKOUT_TEXTS.backToList : CHECKOUT_TEXTS.backToCart}
        </Link>
      </OrderSummary>
    </form>
  );
}
