// "Track a Delivery" (issue 19 point 9): the footer's link leads here; a tracking number from the
// shipment mail or an order's page opens its tracking page (/tracking/{trackingNumber}).
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { schemaResolver } from '@/lib/schema-resolver';
import { useHydrated } from '@/lib/use-hydrated';

export const TRACKING_NUMBER_REQUIRED = 'Enter the tracking number from your shipment e-mail';

interface TrackValues {
  trackingNumber: string;
}

/** No call behind it (the tracking page reads it): the form's one rule, a number not blank. */
const trackResolver = schemaResolver<TrackValues>(null, undefined, (values) => ({
  trackingNumber: values.trackingNumber.trim() ? undefined : TRACKING_NUMBER_REQUIRED,
}));

export function TrackDeliveryForm() {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TrackValues>({ defaultValues: { trackingNumber: '' }, resolver: trackResolver });
  const onSubmit = handleSubmit(({ trackingNumber }) => {
    void navigate(`/tracking/${encodeURIComponent(trackingNumber.trim())}`);
  });
  return (
    <form
      noValidate
      aria-label="Track a delivery"
      className="max-w-xl space-y-4 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
      onSubmit={(event) => void onSubmit(event)}
    >
      <fieldset disabled={!hydrated} className="min-w-0 space-y-4">
        <TextField
          label="Tracking number"
          autoCapitalize="characters"
          hint="It is in your shipment e-mail, and on each order's page under Shipments."
          error={errors.trackingNumber?.message}
          {...register('trackingNumber')}
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
