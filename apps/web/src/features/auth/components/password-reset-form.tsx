// The password-reset mode reached from the mailed link /login?reset=<hash>&username=<u> (service
// spec §4, §7): the link is validated; a valid one asks for the new password twice (at least 8
// characters), resets it, says 'Password Reset! Logging you in', logs in and goes to /. An invalid
// link, or a refused reset, shows the server's message. The same form serves a new contact's
// invitation link (/login?invitation=<secret>&username=<u>, issue 19): it sets the first password.
import { ResetPasswordBody, authMessages, contactMessages } from '@medsupply/contract';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormNotice } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';

import { resetPassword } from '../api/reset-password';
import { acceptInvitation } from '../api/invitation';
import { passwordResetQueryOptions } from '../api/validate-password-reset';
import { LOGIN_EXCEPTION } from '../messages';

import { useLoginAndStart } from './login-form';
import { NewPasswordFields, newPasswordChecks } from '@/components/ui/new-password-fields';
import { schemaResolver } from '@/lib/schema-resolver';

interface ResetValues {
  password: string;
  passwordMatch: string;
}

export interface PasswordResetFormProps {
  username: string;
  hash: string;
  onLoggedIn: () => void;
  onRequestNewLink: () => void;
  /** The link is a new contact's invitation rather than a password reset. */
  invitation?: boolean;
}

const TEXTS = {
  reset: {
    checking: 'Checking your reset link',
    invalid: authMessages.resetLinkInvalid,
    retry: 'Request a new link',
    intro: 'Choose a new password for',
    done: authMessages.passwordReset,
    submit: 'Reset password',
  },
  invitation: {
    checking: 'Checking your invitation',
    invalid: contactMessages.invitationInvalid,
    retry: 'Back to login',
    intro: 'Welcome! Choose a password for',
    done: contactMessages.invitationAccepted,
    submit: 'Set password',
  },
} as const;

export function PasswordResetForm({
  username,
  hash,
  onLoggedIn,
  onRequestNewLink,
  invitation = false,
}: PasswordResetFormProps) {
  const texts = TEXTS[invitation ? 'invitation' : 'reset'];
  const validation = useQuery(passwordResetQueryOptions({ username, hash }, invitation));
  const loginAndStart = useLoginAndStart();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetValues>({
    defaultValues: { password: '', passwordMatch: '' },
    // The link's username and hash were checked when it was opened; the passwords are the contract's.
    resolver: schemaResolver<ResetValues>(
      ResetPasswordBody.pick({ password: true, passwordMatch: true }),
      undefined,
      newPasswordChecks(),
    ),
  });

  const onSubmit = handleSubmit(async ({ password, passwordMatch }) => {
    setError(null);
    try {
      await (invitation ? acceptInvitation : resetPassword)({ username, hash, password, passwordMatch });
    } catch (caught) {
      setError(
        caught instanceof ApiError && caught.code !== 'NETWORK_ERROR' ? caught.message : LOGIN_EXCEPTION,
      );
      return;
    }
    setDone(true);
    try {
      await loginAndStart(username, password);
      onLoggedIn();
    } catch (caught) {
      setDone(false);
      setError(caught instanceof Error ? caught.message : LOGIN_EXCEPTION);
    }
  });

  if (validation.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label={texts.checking} />
      </div>
    );
  }
  if (validation.isError || !validation.data.valid) {
    const message = validation.isError ? LOGIN_EXCEPTION : (validation.data.message ?? texts.invalid);
    return (
      <div className="space-y-5">
        <FormNotice tone="error">{message}</FormNotice>
        <Button size="lg" className="w-full" onClick={onRequestNewLink}>
          {texts.retry}
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      <p className="text-sm text-slate-700">
        {texts.intro} <span className="font-semibold text-navy-900">{username}</span>.
      </p>
      {done && <FormNotice tone="success">{texts.done}</FormNotice>}
      {error && <FormNotice tone="error">{error}</FormNotice>}
      <NewPasswordFields
        password={register('password')}
        passwordMatch={register('passwordMatch')}
        errors={{ password: errors.password?.message, passwordMatch: errors.passwordMatch?.message }}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting || done}>
        {texts.submit}
      </Button>
    </form>
  );
}
