// Login mode of the login panel (storefront spec §4): username and password. Errors per service
// spec §8: the server's message, 'Unexpected error occurred. Please try again.' when the answer
// lacks a user, 'Unexpected error occurred. Please try again later.' when the call fails.
import { LoginBody } from '@medsupply/contract';
import type { LoginResponse } from '@medsupply/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormNotice, TextField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { isRefusal } from '@/lib/refusal';
import { schemaResolver } from '@/lib/schema-resolver';

import { login } from '../api/login';
import { useApplySession } from '../hooks/use-session';
import { LOGIN_EXCEPTION, UNEXPECTED_LOGIN_ERROR } from '../messages';

/** The message a failed login shows (service spec §8). */
export function loginErrorMessage(error: unknown): string {
  // A refusal (401 wrong credentials, 403 inactive or pending, 429 too many attempts) carries the
  // server's message; a network failure or server error is the exception case.
  if (isRefusal(error) && error.message) return error.message;
  return LOGIN_EXCEPTION;
}

/** The answer is typed by the contract, but the spec has a message for one without a user. */
function hasUser(response: unknown): response is LoginResponse {
  return (
    typeof response === 'object' &&
    response !== null &&
    'user' in response &&
    typeof response.user === 'object' &&
    response.user !== null
  );
}

/**
 * Logs in and stores the session: resolves when done, or rejects with the message to show.
 * Shared by the login form and the automatic login after a password reset.
 */
export function useLoginAndStart() {
  const applySession = useApplySession();
  return async (username: string, password: string): Promise<void> => {
    let response: unknown;
    try {
      response = await login({ username, password });
    } catch (error) {
      throw new Error(loginErrorMessage(error), { cause: error });
    }
    if (!hasUser(response)) throw new Error(UNEXPECTED_LOGIN_ERROR);
    await applySession(response);
  };
}

interface LoginValues {
  username: string;
  password: string;
}

export interface LoginFormProps {
  notice?: string;
  onLoggedIn: () => void;
  onForgotPassword: () => void;
}

export function LoginForm({ notice, onLoggedIn, onForgotPassword }: LoginFormProps) {
  const loginAndStart = useLoginAndStart();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    defaultValues: { username: '', password: '' },
    // The contract's LoginBody: 'Username is required', 'Password is required'.
    resolver: schemaResolver<LoginValues>(LoginBody),
  });

  const onSubmit = handleSubmit(async ({ username, password }) => {
    setError(null);
    try {
      await loginAndStart(username, password);
      onLoggedIn();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : LOGIN_EXCEPTION);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      {notice && !error && <FormNotice tone="success">{notice}</FormNotice>}
      {error && <FormNotice tone="error">{error}</FormNotice>}
      <TextField
        label="Username or email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...register('username')}
      />
      <div>
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="mt-2 text-right">
          <Button variant="link" className="text-sm" onClick={onForgotPassword}>
            Forgot password?
          </Button>
        </div>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? <Spinner label="Logging in" className="text-white" /> : null}
        Log in
      </Button>
    </form>
  );
}
