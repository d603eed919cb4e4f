// Forgot-password mode of the login panel (storefront spec §4): the username gets a reset link by
// mail; on success the panel returns to login mode saying 'Check your mail inbox' (spec §8).
import { CreateResetHashBody, authMessages } from '@medsupply/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormNotice, TextField } from '@/components/ui/field';
import { schemaResolver } from '@/lib/schema-resolver';

import { useCreateResetHash } from '../api/create-reset-hash';
import { LOGIN_EXCEPTION } from '../messages';

export interface ForgotPasswordFormProps {
  onSent: (message: string) => void;
  onCancel: () => void;
}

export function ForgotPasswordForm({ onSent, onCancel }: ForgotPasswordFormProps) {
  const createResetHash = useCreateResetHash();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CreateResetHashBody>({
    defaultValues: { username: '' },
    resolver: schemaResolver<CreateResetHashBody>(CreateResetHashBody),
  });

  const onSubmit = handleSubmit(({ username }) => {
    setError(null);
    createResetHash.mutate(username, {
      onSuccess: (answer) => onSent(answer.message ?? authMessages.resetRequested),
      onError: (caught) => setError(caught.message || LOGIN_EXCEPTION),
    });
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      <p className="text-sm text-slate-700">
        Enter the username or email you log in with. We will email you a link to choose a new password.
      </p>
      {error && <FormNotice tone="error">{error}</FormNotice>}
      <TextField
        label="Username or email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...register('username')}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="outline" size="lg" onClick={onCancel}>
          Back to login
        </Button>
        <Button type="submit" size="lg" disabled={createResetHash.isPending}>
          Send reset link
        </Button>
      </div>
    </form>
  );
}
