import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { SETTINGS_SAVED_MESSAGE } from '@medsupply/contract';
import type { AccountSettings } from '@medsupply/contract';
import { beforeEach, describe, expect, it } from 'vitest';

import { apiError, json, mockApi } from '@/test/mock-api';
import type { RecordedRequest } from '@/test/mock-api';
import { signIn } from '@/test/render';
import { renderPage } from '@/test/render-page';

import { companyKeys } from '../api/keys';
import { SettingsPage } from './settings-page';

let requests: RecordedRequest[];
let refuse = false;
const stored: AccountSettings = {
  statementPreferences: {
    statementFrequency: 'monthly',
    statementMethod: 'email',
    statementIncludeInvoices: false,
  },
  accountPreferences: { approvalsNotification: true },
};

beforeEach(() => {
  signIn();
  refuse = false;
  ({ requests } = mockApi({
    'GET /api/myaccount/settings/get': () => json(stored),
    'POST /api/myaccount/settings/edit': (request) =>
      refuse ? apiError(403, 'Forbidden') : json(JSON.parse(request.body ?? '{}')),
  }));
});

describe('SettingsPage', () => {
  it('shows a skeleton, not default choices, until the settings are read', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockApi({
      'GET /api/myaccount/settings/get': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderPage(<SettingsPage />);
    expect(screen.getByRole('status', { name: 'Loading settings' })).toBeTruthy();
    expect(screen.queryByLabelText('Statement frequency')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    answer(json(stored));
    const frequency = await screen.findByLabelText<HTMLSelectElement>('Statement frequency');
    expect(frequency.value).toBe('monthly');
    expect(screen.queryByRole('status', { name: 'Loading settings' })).toBeNull();
  });

  it("renders the stored settings in the server's markup, before any script runs", () => {
    const client = new QueryClient();
    client.setQueryData(companyKeys.settings(), {
      ...stored,
      statementPreferences: { ...stored.statementPreferences, statementMethod: 'mail' },
    });
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <QueryClientProvider client={client}>
        <SettingsPage />
      </QueryClientProvider>,
    );
    const select = (label: string) =>
      [...container.querySelectorAll('select')].find((s) =>
        container.querySelector(`label[for="${s.id}"]`)?.textContent.includes(label),
      );
    expect(select('Statement frequency')?.querySelector('option[selected]')?.textContent).toBe('Monthly');
    expect(select('Send statements by')?.querySelector('option[selected]')?.textContent).toBe('Postal mail');
    const checkbox = (name: string) => container.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    expect(checkbox('statementPreferences.statementIncludeInvoices')?.hasAttribute('checked')).toBe(false);
    expect(checkbox('accountPreferences.approvalsNotification')?.hasAttribute('checked')).toBe(true);
  });

  it('shows the stored preferences and saves the changed ones', async () => {
    const user = userEvent.setup();
    renderPage(<SettingsPage />);
    const frequency = await screen.findByLabelText<HTMLSelectElement>('Statement frequency');
    expect(frequency.value).toBe('monthly');
    expect(screen.getByLabelText<HTMLInputElement>(/E-mail administrators/).checked).toBe(true);
    await user.selectOptions(frequency, 'quarterly');
    await user.selectOptions(screen.getByLabelText('Send statements by'), 'mail');
    await user.click(screen.getByLabelText(/Include invoices/));
    await user.click(screen.getByLabelText(/E-mail administrators/));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(SETTINGS_SAVED_MESSAGE)).toBeTruthy();
    const sent = requests.find((r) => r.method === 'POST');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({
      statementPreferences: {
        statementFrequency: 'quarterly',
        statementMethod: 'mail',
        statementIncludeInvoices: true,
      },
      accountPreferences: { approvalsNotification: false },
    });
  });

  it('shows a refusal', async () => {
    const user = userEvent.setup();
    refuse = true;
    renderPage(<SettingsPage />);
    await user.click(await screen.findByRole('button', { name: 'Save settings' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Forbidden');
  });
});
