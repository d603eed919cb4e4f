// Security (/myaccount/menu/security; issue 19 point 2): change the password (the current one is
// required; every other session is signed out), and the signed-in sessions with "Sign out" per
// session and "Sign out everywhere else". Times are on the store's clock (stable across server
// render and hydration).
import { ChangePasswordBody, authMessages } from '@medsupply/contract';
import type { SessionInfo } from '@medsupply/contract';

import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormNotice, TextField } from '@/components/ui/field';
import { NewPasswordFields, newPasswordChecks } from '@/components/ui/new-password-fields';
import { schemaResolver } from '@/lib/schema-resolver';
import { formatStoreDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useHydrated } from '@/lib/use-hydrated';
import { QueryView } from '@/components/ui/query-view';

import { useChangePassword, useSessions, useSignOutOtherSessions, useSignOutSession } from '../api/security';

import { Panel, problemOf } from './panel';

interface PasswordValues {
  currentPassword: string;
  password: string;
  passwordMatch: string;
}

const EMPTY: PasswordValues = { currentPassword: '', password: '', passwordMatch: '' };

function ChangePasswordForm() {
  const hydrated = useHydrated();
  const change = useChangePassword();
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PasswordValues>({
    defaultValues: EMPTY,
    resolver: schemaResolver<PasswordValues>(ChangePasswordBody, undefined, newPasswordChecks()),
  });
  const onSubmit = handleSubmit((values) => {
    setDone(null);
    change.mutate(values, {
      onSuccess: (answer) => {
        reset(EMPTY);
        setDone(answer.message ?? authMessages.passwordChanged);
      },
    });
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="max-w-md space-y-4">
      <fieldset disabled={!hydrated} className="min-w-0 space-y-4">
        {done && (
          <FormNotice tone="success">{`${done} Your other sessions have been signed out.`}</FormNotice>
        )}
        {change.isError && <FormNotice tone="error">{problemOf(change.error)}</FormNotice>}
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <NewPasswordFields
          password={register('password')}
          passwordMatch={register('passwordMatch')}
          errors={{ password: errors.password?.message, passwordMatch: errors.passwordMatch?.message }}
        />
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Changing…' : 'Change password'}
        </Button>
      </fieldset>
    </form>
  );
}

function SessionRow({ session }: { session: SessionInfo }) {
  const signOut = useSignOutSession();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-navy-900">
          {session.device}
          {session.current && <Badge tone="success">This device</Badge>}
        </p>
        <p className="text-slate-600">
          {session.ip ?? 'Unknown address'} · signed in {formatStoreDateTime(session.signedInAt)} · last seen{' '}
          {formatStoreDateTime(session.lastSeenAt)}
        </p>
      </div>
      {!session.current && (
        <Button
          variant="outline"
          size="sm"
          disabled={signOut.isPending}
          aria-label={`Sign out ${session.device} (${session.ip ?? 'unknown address'})`}
          onClick={() =>
            signOut.mutate(session.id, {
              onSuccess: () => toast.success(`${session.device} has been signed out.`),
              onError: (error) => toast.error(problemOf(error)),
            })
          }
        >
          Sign out
        </Button>
      )}
    </li>
  );
}

function SessionsPanel() {
  const sessions = useSessions();
  const others = useSignOutOtherSessions();
  const otherCount = sessions.data?.sessions.filter((s) => !s.current).length ?? 0;
  return (
    <Panel
      title="Signed-in sessions"
      actions={
        otherCount > 0 ? (
          <Button
            variant="outline"
            size="sm"
            disabled={others.isPending}
            onClick={() =>
              others.mutate(undefined, {
                onSuccess: (answer) =>
                  toast.success(
                    `${answer.signedOut} other ${answer.signedOut === 1 ? 'session' : 'sessions'} signed out.`,
                  ),
                onError: (error) => toast.error(problemOf(error)),
              })
            }
          >
            Sign out everywhere else
          </Button>
        ) : null
      }
    >
      <QueryView query={sessions} what="sessions" loading="panel">
        {(data) => (
          <>
            <p className="text-sm text-slate-600">
              Where you are signed in now. Sign out any device you do not recognize, then change your
              password.
            </p>
            <ul aria-label="Sessions" className="mt-2 divide-y divide-slate-100">
              {data.sessions.map((session) => (
                <SessionRow key={session.id} session={session} />
              ))}
            </ul>
          </>
        )}
      </QueryView>
    </Panel>
  );
}

export function SecurityPage() {
  return (
    <div className="space-y-5">
      <Panel title="Change password">
        <ChangePasswordForm />
      </Panel>
      <SessionsPanel />
    </div>
  );
}
