// Add or edit an address (issue 19 point 3): US states from a list and the ZIP checked with the
// contract's UpsertAddressBody, so the form shows the API's own words.
import { UpsertAddressBody } from '@medsupply/contract';
import type { Address } from '@medsupply/contract';
import { US_STATES } from '@medsupply/domain';
import { useForm } from 'react-hook-form';

import { FormNotice, SelectField, TextField } from '@/components/ui/field';
import { schemaResolver } from '@/lib/schema-resolver';

import { useUpsertAddress } from '../api/addresses';

import { FormActions, problemOf } from './panel';

interface AddressValues {
  label: string;
  addressee: string;
  attention: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  defaultShipping: boolean;
  defaultBilling: boolean;
  billingOnly: boolean;
}

function valuesOf(address: Address | null): AddressValues {
  return {
    label: address?.label ?? '',
    addressee: address?.addressee ?? '',
    attention: address?.attention ?? '',
    line1: address?.line1 ?? '',
    line2: address?.line2 ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    zip: address?.zip ?? '',
    phone: address?.phone ?? '',
    defaultShipping: address?.defaultShipping ?? false,
    defaultBilling: address?.defaultBilling ?? false,
    billingOnly: address?.billingOnly ?? false,
  };
}

const STATE_OPTIONS = Object.entries(US_STATES).sort((a, b) => a[1].localeCompare(b[1]));

export function AddressForm({
  address,
  onDone,
}: {
  /** null: a new address. */
  address: Address | null;
  onDone: (saved: string | null) => void;
}) {
  const upsert = useUpsertAddress();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AddressValues>({
    defaultValues: valuesOf(address),
    resolver: schemaResolver(UpsertAddressBody),
  });
  const onSubmit = handleSubmit((values) =>
    upsert.mutate(
      { ...values, ...(address ? { id: address.id } : {}) },
      { onSuccess: ({ address: saved }) => onDone(`${saved.label} has been saved.`) },
    ),
  );
  return (
    <form
      noValidate
      aria-label={address ? `Edit ${address.label}` : 'New address'}
      onSubmit={(event) => void onSubmit(event)}
      className="space-y-4"
    >
      {upsert.isError && <FormNotice tone="error">{problemOf(upsert.error)}</FormNotice>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Label"
          hint="How you know it, e.g. Main clinic"
          error={errors.label?.message}
          {...register('label')}
        />
        <TextField
          label="Addressee"
          autoComplete="organization"
          error={errors.addressee?.message}
          {...register('addressee')}
        />
        <TextField label="Attention" optional error={errors.attention?.message} {...register('attention')} />
        <TextField
          label="Phone"
          type="tel"
          optional
          autoComplete="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          label="Address"
          autoComplete="address-line1"
          containerClassName="sm:col-span-2"
          error={errors.line1?.message}
          {...register('line1')}
        />
        <TextField
          label="Address line 2"
          optional
          autoComplete="address-line2"
          containerClassName="sm:col-span-2"
          error={errors.line2?.message}
          {...register('line2')}
        />
        <TextField
          label="City"
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register('city')}
        />
        <div className="grid grid-cols-2 gap-4">
          <SelectField
            label="State"
            autoComplete="address-level1"
            error={errors.state?.message}
            {...register('state')}
          >
            <option value="">Choose…</option>
            {STATE_OPTIONS.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </SelectField>
          <TextField
            label="ZIP code"
            inputMode="numeric"
            autoComplete="postal-code"
            error={errors.zip?.message}
            {...register('zip')}
          />
        </div>
      </div>
      <fieldset className="space-y-2 text-sm">
        <legend className="sr-only">Defaults</legend>
        <label className="flex items-center gap-2">
          <input type="checkbox" className="size-4 accent-brand-600" {...register('defaultShipping')} />
          Default shipping address
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" className="size-4 accent-brand-600" {...register('defaultBilling')} />
          Default billing address
        </label>
        <label className="flex items-start gap-2">
          <input type="checkbox" className="mt-0.5 size-4 accent-brand-600" {...register('billingOnly')} />
          <span>
            Billing only
            <span className="block text-slate-600">
              Invoices go here, deliveries never (an accounts-payable office or PO box).
            </span>
          </span>
        </label>
      </fieldset>
      <FormActions submit={'Save address'} pending={upsert.isPending} onCancel={() => onDone(null)} />
    </form>
  );
}
