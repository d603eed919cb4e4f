// "Track a Delivery" (issue 19 point 9): the footer's link leads here; a tracking number from the
// shipment mail or an order's page opens its tracking page (/tracking/{trackingNumber}).
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useHydrated } from '@/lib/use-hydrated';

export const TRACKING_NUMBER_REQUIRED = 'Enter the tracking number from your shipment e-mail';

export function TrackDeliveryForm() {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [number, setNumber] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      noValidate
      aria-label="Track a delivery"
      className="max-w-xl space-y-4 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = number.trim();
        if (!trimmed) {
          setProblem(TRACKING_NUMBER_REQUIRED);
          return;
        }
        void navigate(`/tracking/${encodeURIComponent(trimmed)}`);
      }}
    >
      <fieldset disabled={!hydrated} className="min-w-0 space-y-4">
        <TextField
          label="Tracking number"
          autoCapitalize="characters"
          hint="It is in your shipment e-mail, and on each order's page under Shipments."
          error={problem ?? undefined}
          value={number}
          onChange={(event) => setNumber(event.target.value)}
        />
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit">Track</Button>
          <Link to="/myaccount/menu/salesorders" className="text-sm font-semibold text-brand-700 underline">
            Find it on your orders
          </Link>
        </div>
      </fieldset>
    </form>
  );
}
