import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authMessages } from '@medsupply/contract';
import type { SessionInfo } from '@medsupply/contract';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { apiError, json, mockApi } from '@/test/mock-api';
import type { RecordedRequest } from '@/test/mock-api';
import { signIn } from '@/test/render';
import { renderPage } from '@/test/render-page';

import { session } from '../test/fixtures';

import { SecurityPage } from './security-page';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn(), warning: vi.fn() } }));

let requests: RecordedRequest[];
let sessions: SessionInfo[];

beforeEach(() => {
  signIn();
  vi.mocked(toast.success).mockClear();
  sessions = [
    session('a0000000-0000-4000-8000-000000000001', { current: true }),
    session('a0000000-0000-4000-8000-000000000002', { device: 'Safari on iPhone', ip: '198.51.100.4' }),
    session('a0000000-0000-4000-8000-000000000003', { device: 'Firefox on Linux', ip: '198.51.100.9' }),
  ];
  ({ requests } = mockApi({
    'GET /api/auth/sessions': () => json({ sessions }),
    'POST /api/auth/sessions/signOut': (request) => {
      const { id } = JSON.parse(request.body ?? '{}') as { id: string };
      sessions = sessions.filter((s) => s.id !== id);
      return json({ success: true, signedOut: 1 });
    },
    'POST /api/auth/sessions/signOutOthers': () => {
      const before = sessions.length;
      sessions = sessions.filter((s) => s.current);
      return json({ success: true, signedOut: before - sessions.length });
    },
    'POST /api/auth/changePassword': (request) => {
      const body = JSON.parse(request.body ?? '{}') as { currentPassword: string };
      if (body.currentPassword !== 'old-password-1') return apiError(400, authMessages.currentPasswordWrong);
      sessions = sessions.filter((s) => s.current);
      return json({ success: true, message: authMessages.passwordChanged });
    },
  }));
});

async function fillPassword(user: ReturnType<typeof userEvent.setup>, current: string) {
  if (current) await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), 'new-password-22');
  await user.type(screen.getByLabelText('Confirm new password'), 'new-password-22');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('SecurityPage', () => {
  it('lists the sessions, the current one marked, with their address and times on the store clock', async () => {
    renderPage(<SecurityPage />);
    const list = await screen.findByRole('list', { name: 'Sessions' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('This device')).toBeTruthy();
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(rows[1]?.textContent).toContain('198.51.100.4');
    expect(rows[1]?.textContent).toContain('last seen 03/14/2026 12:30 PM ET');
  });

  it('signs out one session, then every other one', async () => {
    const user = userEvent.setup();
    renderPage(<SecurityPage />);
    await user.click(await screen.findByRole('button', { name: 'Sign out Safari on iPhone (198.51.100.4)' }));
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Safari on iPhone has been signed out.'),
    );
    await screen.findByText(/198\.51\.100\.9/);
    expect(screen.queryByText(/198\.51\.100\.4/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('1 other session signed out.'));
    expect(await screen.findAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
  });

  it('requires the current password and checks the new one before calling', async () => {
    const user = userEvent.setup();
    renderPage(<SecurityPage />);
    await screen.findByRole('list', { name: 'Sessions' });
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is required')).toBeTruthy();
    expect(screen.getByText('Must be at least 8 characters')).toBeTruthy();
    expect(requests.some((r) => r.path === '/api/auth/changePassword')).toBe(false);
  });

  it('shows a wrong current password, then changes it and the other sessions are gone', async () => {
    const user = userEvent.setup();
    renderPage(<SecurityPage />);
    await screen.findByRole('list', { name: 'Sessions' });
    await fillPassword(user, 'wrong-password');
    expect(await screen.findByText(authMessages.currentPasswordWrong)).toBeTruthy();
    await user.clear(screen.getByLabelText('Current password'));
    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('Confirm new password'));
    await fillPassword(user, 'old-password-1');
    expect(
      await screen.findByText(/Your password has been changed\. Your other sessions have been signed out\./),
    ).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Current password').value).toBe('');
    expect(await screen.findAllByRole('listitem')).toHaveLength(1);
  });
});
