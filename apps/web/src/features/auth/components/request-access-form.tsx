// Request-access mode of the login panel (storefront spec §4, service spec §7): company, names,
// phone and e-mail. Success returns to login mode with 'Your request has been created'; failure
// says 'Failed to submit request' (service spec §8).
import { RequestAccessBody, authMessages } from '@medsupply/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormNotice, TextField } from '@/components/ui/field';
import { schemaResolver } from '@/lib/schema-resolver';

import { useRequestAccess } from '../api/request-access';
import { ACCESS_REQUEST_FAILED } from '../messages';

interface RequestAccessValues {
  company: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
}

export interface RequestAccessFormProps {
  onSent: (message: string) => void;
  onCancel: () => void;
}

export function RequestAccessForm({ onSent, onCancel }: RequestAccessFormProps) {
  const requestAccess = useRequestAccess();
  const [failed, setFailed] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RequestAccessValues>({
    defaultValues: { company: '', firstName: '', lastName: '', phone: '', email: '' },
    // The contract's RequestAccessBody: 'Company is required', 'Invalid email address', as the API says.
    resolver: schemaResolver<RequestAccessValues>(RequestAccessBody),
  });

  const onSubmit = handleSubmit((values) => {
    setFailed(false);
    requestAccess.mutate(values, {
      // service spec §8: the success text is the spec's, whatever the server adds.
      onSuccess: () => onSent(authMessages.accessRequested),
      onError: () => setFailed(true),
    });
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      <p className="text-sm text-slate-700">
        Already buying from us by phone? Tell us who you are and our team will set up your online login.
      </p>
      {failed && <FormNotice tone="error">{ACCESS_REQUEST_FAILED}</FormNotice>}
      <TextField
        label="Company"
        autoComplete="organization"
        error={errors.company?.message}
        {...register('company')}
      />
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
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.email?.message}
        {...register('email')}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="outline" size="lg" onClick={onCancel}>
          Back to login
        </Button>
        <Button type="submit" size="lg" disabled={requestAccess.isPending}>
          Request access
        </Button>
      </div>
    </form>
  );
}
