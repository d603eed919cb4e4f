// Staff sign-in (issue 20): username and password against /api/admin/auth/login. The API answers one
// message for an unknown name, a wrong password and an inactive member, and slows repeated tries.
// The form is checked by the contract's StaffLoginBody, its own words for a field left empty.
import { StaffLoginBody } from '@medsupply/contract';
import { useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormNotice, TextField } from '@/components/ui/field';
import { schemaResolver } from '@/lib/schema-resolver';

import { useStaffLogin } from '../api/staff';
import { errorMessage } from '../lib/admin-api';

interface LoginValues {
  username: string;
  password: string;
}

const bodyOf = (values: LoginValues): LoginValues => ({
  username: values.username.trim(),
  password: values.password,
});

const MISSING: Record<keyof LoginValues, string> = {
  username: 'Enter your staff username',
  password: 'Enter your password',
};

const checkLogin = schemaResolver<LoginValues>(StaffLoginBody, bodyOf);

/** The schema's check, with the sign-in's own words for an empty field. */
const loginResolver: Resolver<LoginValues> = async (values, context, options) => {
  const result = await checkLogin(values, context, options);
  const body = bodyOf(values);
  const errors = { ...result.errors };
  for (const name of ['username', 'password'] as const)
    if (!body[name]) errors[name] = { type: 'required', message: MISSING[name] };
  return Object.keys(errors).length > 0 ? { values: {}, errors } : result;
};

export function StaffLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const login = useStaffLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({
    defaultValues: { username: '', password: '' },
    resolver: loginResolver,
  });

  const onSubmit = handleSubmit((values) => {
    login.mutate(bodyOf(values), { onSuccess: onSignedIn });
  });

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="space-y-4"
      aria-label="Staff sign-in"
    >
      {login.error && <FormNotice tone="error">{errorMessage(login.error)}</FormNotice>}
      <TextField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
        {login.isPending ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
