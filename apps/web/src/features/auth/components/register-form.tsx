// The registration form of /register (service spec §7 createAccount): company, contact, e-mail,
// phone, business type and contact role (getBusinessTypesandContactRoles), address and an optional
// password. Field rules and messages are the domain validators' and the contract's.
import { CreateAccountBody } from '@medsupply/contract';
import type { CreateAccountResponse } from '@medsupply/contract';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { FormNotice, SelectField, TextField } from '@/components/ui/field';
import { newPasswordChecks } from '@/components/ui/new-password-fields';
import { QueryView } from '@/components/ui/query-view';
import { isRefusal } from '@/lib/refusal';
import { schemaResolver } from '@/lib/schema-resolver';

import { useCreateAccount } from '../api/create-account';
import { useRegistrationOptions } from '../api/get-registration-options';
import { LOGIN_EXCEPTION, requiredMessage } from '../messages';

interface RegisterValues {
  companyName: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  businessTypeId: string;
  contactRoleId: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  zip: string;
  password: string;
  passwordMatch: string;
}

const EMPTY: RegisterValues = {
  companyName: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  businessTypeId: '',
  contactRoleId: '',
  line1: '',
  line2: '',
  city: '',
  state: '',
  zip: '',
  password: '',
  passwordMatch: '',
};

export function toCreateAccountBody(values: RegisterValues): CreateAccountBody {
  return {
    companyName: values.companyName.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    businessTypeId: Number(values.businessTypeId),
    contactRoleId: Number(values.contactRoleId),
    address: {
      line1: values.line1.trim(),
      line2: values.line2.trim() || null,
      city: values.city.trim(),
      state: values.state.trim(),
      zip: values.zip.trim(),
      country: 'US',
    },
    ...(values.password ? { password: values.password, passwordMatch: values.passwordMatch } : {}),
  };
}

/** The choices the schema takes as ids: an unchosen one is said as a missing field. */
const CHOICES: Partial<Record<string, string>> = {
  businessTypeId: 'Business type',
  contactRoleId: 'Your role',
};

/**
 * The contract's CreateAccountBody on the body the form sends, its words under the field they are
 * about (the address's under its own fields), and the new password's rules (newPasswordProblem)
 * when one is typed.
 */
const registerResolver: Resolver<RegisterValues> = async (values, context, options) => {
  const result = await schemaResolver<RegisterValues>(
    CreateAccountBody,
    toCreateAccountBody,
    newPasswordChecks(true),
  )(values, context, options);
  const errors: Record<string, FieldError> = {};
  for (const [name, error] of Object.entries(result.errors as Record<string, FieldError>)) {
    const choice = CHOICES[name];
    errors[name.replace(/^address\./, '')] = choice
      ? { type: 'validate', message: requiredMessage(choice) }
      : error;
  }
  return Object.keys(errors).length === 0
    ? result
    : { values: {}, errors: errors as FieldErrors<RegisterValues> };
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      {/* Floated so it sits inside the card rather than on its border; the content clears it. */}
      <legend className="float-left mb-4 w-full text-base font-semibold text-navy-900">{title}</legend>
      <div className="clear-both space-y-5">{children}</div>
    </fieldset>
  );
}

export function RegisterForm({ onRegistered }: { onRegistered: (answer: CreateAccountResponse) => void }) {
  const options = useRegistrationOptions();
  const createAccount = useCreateAccount();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterValues>({ defaultValues: EMPTY, resolver: registerResolver });

  const onSubmit = handleSubmit((values) => {
    setError(null);
    createAccount.mutate(toCreateAccountBody(values), {
      onSuccess: onRegistered,
      onError: (caught) => setError(isRefusal(caught) ? caught.message : LOGIN_EXCEPTION),
    });
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-6">
      {error && <FormNotice tone="error">{error}</FormNotice>}
      <Section title="Company">
        <TextField
          label="Company name"
          autoComplete="organization"
          error={errors.companyName?.message}
          {...register('companyName')}
        />
        <QueryView query={options} what="business types and roles" owner="the">
          {({ businessTypes, contactRoles }) => (
            <div className="grid gap-5 sm:grid-cols-2">
              <SelectField
                label="Business type"
                error={errors.businessTypeId?.message}
                {...register('businessTypeId')}
              >
                <option value="">Choose…</option>
                {businessTypes.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label="Your role"
                error={errors.contactRoleId?.message}
                {...register('contactRoleId')}
              >
                <option value="">Choose…</option>
                {contactRoles.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </SelectField>
            </div>
          )}
        </QueryView>
      </Section>

      <Section title="Contact">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="First name"
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            hint="This becomes your username."
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField
            label="Phone"
            type="tel"
            autoComplete="tel"
            error={errors.phone?.message}
            {...register('phone')}
          />
        </div>
      </Section>

      <Section title="Shipping address">
        <TextField
          label="Address"
          autoComplete="address-line1"
          error={errors.line1?.message}
          {...register('line1')}
        />
        <TextField
          label="Suite, floor or building"
          optional
          autoComplete="address-line2"
          {...register('line2')}
        />
        <div className="grid gap-5 sm:grid-cols-[1fr_8rem_9rem]">
          <TextField
            label="City"
            autoComplete="address-level2"
            error={errors.city?.message}
            {...register('city')}
          />
          <TextField
            label="State"
            autoComplete="address-level1"
            error={errors.state?.message}
            {...register('state')}
          />
          <TextField
            label="ZIP code"
            autoComplete="postal-code"
            inputMode="numeric"
            error={errors.zip?.message}
            {...register('zip')}
          />
        </div>
      </Section>

      <Section title="Password">
        <p className="text-sm text-slate-700">
          Optional: choose one now, or set it later with “Forgot password” once your account is approved.
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Password"
            type="password"
            optional
            autoComplete="new-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <TextField
            label="Confirm password"
            type="password"
            optional
            autoComplete="new-password"
            error={errors.passwordMatch?.message}
            {...register('passwordMatch')}
          />
        </div>
      </Section>

      <div className="flex flex-col-reverse items-stretch gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-700">
          Already have a login?{' '}
          <Link to="/login" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            Log in
          </Link>
        </p>
        <Button type="submit" size="lg" disabled={createAccount.isPending || options.data === undefined}>
          Create Account
        </Button>
      </div>
    </form>
  );
}
