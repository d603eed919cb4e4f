// The issue form (issue 19 point 7; service spec §8 'Issue successfully submitted' / 'Could not
// submit issue'): subject, category, an optional order or invoice number and the message, checked
// with the contract's SubmitIssueBody. A visitor also gives a name and an e-mail; a signed-in
// contact's come from the login. After sending, the reference is shown and the form can be reused.
import { SUPPORT_ISSUE_CATEGORIES, SubmitIssueBody, supportMessages } from '@medsupply/contract';
import type { SubmitIssueResponse } from '@medsupply/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormNotice, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { isInvalidRequest } from '@/lib/refusal-groups';
import { schemaResolver } from '@/lib/schema-resolver';
import { useHydrated } from '@/lib/use-hydrated';

import { useSubmitIssue } from '../api/submit-issue';

interface IssueValues {
  subject: string;
  category: string;
  orderNumber: string;
  invoiceNumber: string;
  message: string;
  name: string;
  email: string;
}

const EMPTY: IssueValues = {
  subject: '',
  category: '',
  orderNumber: '',
  invoiceNumber: '',
  message: '',
  name: '',
  email: '',
};

function bodyOf(values: IssueValues, signedIn: boolean, pageUrl: string): SubmitIssueBody {
  const { name, email, category, ...rest } = values;
  return {
    ...rest,
    category: category as SubmitIssueBody['category'],
    pageUrl,
    ...(signedIn ? {} : { name, email }),
  };
}

function issueResolver(signedIn: boolean): Resolver<IssueValues> {
  const check = schemaResolver<IssueValues>(SubmitIssueBody, (values) => bodyOf(values, signedIn, ''));
  return async (values, context, options) => {
    const result = await check(values, context, options);
    if (!signedIn && !values.name.trim())
      result.errors.name = { type: 'validate', message: 'Name is required' };
    return result;
  };
}

export function IssueForm({
  signedIn,
  pageUrl,
  subject,
}: {
  signedIn: boolean;
  pageUrl: string;
  /** A subject to start from (a listing that found nothing passes the search, issue 29 §4). */
  subject?: string | undefined;
}) {
  const hydrated = useHydrated();
  const submit = useSubmitIssue();
  const [sent, setSent] = useState<SubmitIssueResponse | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<IssueValues>({
    defaultValues: { ...EMPTY, subject: subject ?? '' },
    resolver: issueResolver(signedIn),
  });

  const onSubmit = handleSubmit((values) => {
    setSent(null);
    submit.mutate(bodyOf(values, signedIn, pageUrl), {
      onSuccess: (answer) => {
        setSent(answer);
        reset(EMPTY);
      },
    });
  });

  const failure =
    isInvalidRequest(submit.error) && submit.error.message
      ? `${supportMessages.failed}: ${submit.error.message}`
      : supportMessages.failed;

  return (
    <form
      noValidate
      aria-label="Report an issue"
      onSubmit={(event) => void onSubmit(event)}
      className="space-y-4"
    >
      <fieldset disabled={!hydrated} className="min-w-0 space-y-4">
        {sent && (
          <FormNotice tone="success">
            {sent.message}. Your reference is <strong>{sent.reference}</strong>; we have e-mailed you a copy.
          </FormNotice>
        )}
        {submit.isError && <FormNotice tone="error">{failure}</FormNotice>}
        {!signedIn && (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Your name"
              autoComplete="name"
              error={errors.name?.message}
              {...register('name')}
            />
            <TextField
              label="Your e-mail"
              type="email"
              autoComplete="email"
              error={errors.email?.message}
              {...register('email')}
            />
          </div>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Subject"
            containerClassName="sm:col-span-2"
            error={errors.subject?.message}
            {...register('subject')}
          />
          <SelectField label="Category" error={errors.category?.message} {...register('category')}>
            <option value="">Choose…</option>
            {SUPPORT_ISSUE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </SelectField>
          <div className="grid grid-cols-2 gap-4">
            <TextField
              label="Order number"
              optional
              error={errors.orderNumber?.message}
              {...register('orderNumber')}
            />
            <TextField
              label="Invoice number"
              optional
              error={errors.invoiceNumber?.message}
              {...register('invoiceNumber')}
            />
          </div>
          <TextAreaField
            label="Message"
            containerClassName="sm:col-span-2"
            hint="What happened, and what you expected. Include item numbers if they help."
            error={errors.message?.message}
            {...register('message')}
          />
        </div>
        <Button type="submit" disabled={submit.isPending}>
          {submit.isPending ? 'Sending…' : 'Submit issue'}
        </Button>
      </fieldset>
    </form>
  );
}
