// The subscription of one item list (upsertSubscription): how often, the next order's date (today
// or later), the ship-to, and on terms or a saved card or bank account, with an optional PO number.
import type { Subscription, SubscriptionFrequency } from '@medsupply/contract';
import { SUBSCRIPTION_FREQUENCIES, isoDayIn } from '@medsupply/domain';
import { useState } from 'react';
import type { SyntheticEvent } from 'react';

import { Button } from '@/components/ui/button';
import { FormNotice, SelectField, TextField } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';

import { usePaymentMethodChoices, useShipToChoices, useUpsertSubscription } from '../api/subscriptions';
import { FREQUENCY_LABELS, SUBSCRIPTION_TEXTS } from '../constants';

/** Today on the store's clock (the API's 'today or later' is the store's day, not the browser's). */
function today(): string {
  return isoDayIn(new Date());
}

export function SubscriptionForm({
  itemListId,
  current,
  onSaved,
}: {
  itemListId: number;
  current: Subscription | null;
  onSaved: (subscription: Subscription) => void;
}) {
  const addresses = useShipToChoices();
  const methods = usePaymentMethodChoices();
  const upsert = useUpsertSubscription();
  const shipTos = addresses.data?.mappedResults ?? [];
  const defaultShipTo = shipTos.find((a) => a.defaultShipping) ?? shipTos[0];
  const [frequency, setFrequency] = useState<SubscriptionFrequency>(current?.frequency ?? 'monthly');
  const [nextDate, setNextDate] = useState(current?.nextDate ?? today());
  const [shipAddress, setShipAddress] = useState<string>(
    current?.shipAddressId ? String(current.shipAddressId) : '',
  );
  const [payment, setPayment] = useState<string>(
    current?.paymentMethodId ? String(current.paymentMethodId) : '',
  );
  const [poNumber, setPoNumber] = useState(current?.poNumber ?? '');
  const shipAddressId = shipAddress || (defaultShipTo ? String(defaultShipTo.id) : '');

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!shipAddressId) return;
    upsert.mutate(
      {
        itemListId,
        frequency,
        nextDate,
        shipAddressId: Number(shipAddressId),
        paymentMethodId: payment ? Number(payment) : null,
        ...(poNumber.trim() ? { poNumber: poNumber.trim() } : {}),
      },
      { onSuccess: onSaved },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Frequency"
          value={frequency}
          onChange={(e) => setFrequency(e.target.value as SubscriptionFrequency)}
        >
          {SUBSCRIPTION_FREQUENCIES.map((f) => (
            <option key={f} value={f}>
              {FREQUENCY_LABELS[f]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Next order on"
          type="date"
          required
          min={today()}
          value={nextDate}
          onChange={(e) => setNextDate(e.target.value)}
        />
      </div>
      <SelectField
        label="Ship to"
        value={shipAddressId}
        required
        onChange={(e) => setShipAddress(e.target.value)}
      >
        {shipTos.length === 0 ? <option value="">Loading addresses…</option> : null}
        {shipTos.map((address) => (
          <option key={address.id} value={address.id}>
            {address.label} — {address.line1}, {address.city}, {address.state}
          </option>
        ))}
      </SelectField>
      <SelectField label="Payment" value={payment} onChange={(e) => setPayment(e.target.value)}>
        <option value="">{SUBSCRIPTION_TEXTS.onTerms}</option>
        {(methods.data?.paymentMethods ?? []).map((method) => (
          <option key={method.id} value={method.id}>
            {method.nickname ?? method.typeName} ending {method.last4}
          </option>
        ))}
      </SelectField>
      <TextField
        label="PO number"
        optional
        maxLength={45}
        value={poNumber}
        onChange={(e) => setPoNumber(e.target.value)}
      />
      {upsert.isError ? (
        <FormNotice tone="error">
          {upsert.error instanceof ApiError ? upsert.error.message : SUBSCRIPTION_TEXTS.saveFailed}
        </FormNotice>
      ) : null}
      <Button type="submit" className="w-full" disabled={upsert.isPending || !shipAddressId}>
        {SUBSCRIPTION_TEXTS.save}
      </Button>
    </form>
  );
}
