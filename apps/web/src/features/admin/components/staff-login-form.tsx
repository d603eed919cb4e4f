// Staff sign-in (issue 20): username and password against /api/admin/auth/login. The API answers one
// message for an unknown name, a wrong password and an inactive member, and slows repeated tries.
import { useState } from 'react';
import type { SubmitEvent } from 'react';

import { Button } from '@/components/ui/button';
import { FormNotice, TextField } from '@/components/ui/field';

import { useStaffLogin } from '../api/staff';
import { errorMessage } from '../lib/admin-api';

const textOf = (value: FormDataEntryValue | null): string => (typeof value === 'string' ? value : '');

export function StaffLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const login = useStaffLogin();
  const [missing, setMissing] = useState<{ username?: string; password?: string }>({});

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const username = textOf(data.get('username')).trim();
    const password = textOf(data.get('password'));
    const errors = {
      username: username ? undefined : 'Enter your staff username',
      password: password ? undefined : 'Enter your password',
    };
    setMissing(errors);
    if (errors.username || errors.password) return;
    login.mutate({ username, password }, { onSuccess: onSignedIn });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Staff sign-in">
      {login.error && <FormNotice tone="error">{errorMessage(login.error)}</FormNotice>}
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={missing.username}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        error={missing.password}
      />
      <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
        {login.isPending ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
