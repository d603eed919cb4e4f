import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROFILE_SAVED_MESSAGE } from '@medsupply/contract';
import type { ProfileResponse } from '@medsupply/contract';
import { beforeEach, describe, expect, it } from 'vitest';

import { apiError, json, mockApi } from '@/test/mock-api';
import type { RecordedRequest } from '@/test/mock-api';
import { signIn } from '@/test/render';
import { renderPage } from '@/test/render-page';

import { profile } from '../test/fixtures';

import { ProfilePage } from './profile-page';

let requests: RecordedRequest[];

beforeEach(() => {
  signIn();
  ({ requests } = mockApi({
    'GET /api/myaccount/profile/get': () => json(profile),
    'POST /api/myaccount/profile/edit': (request) => {
      const body = JSON.parse(request.body ?? '{}') as Partial<ProfileResponse['contact']>;
      if (body.email === 'taken@lakeside.example') return apiError(400, 'That e-mail is already used.');
      return json({ ...profile, contact: { ...profile.contact, ...body } });
    },
  }));
});

describe('ProfilePage', () => {
  it('shows the contact and the account with its terms and sales rep', async () => {
    renderPage(<ProfilePage />);
    expect(await screen.findByText('Alex Admin')).toBeTruthy();
    expect(screen.getByText('alex@lakeside.example')).toBeTruthy();
    expect(screen.getByText('Lakeside Clinic')).toBeTruthy();
    expect(screen.getByText('C-10001')).toBeTruthy();
    expect(screen.getByText('Net 30')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'sam@meridian.example' }).getAttribute('href')).toBe(
      'mailto:sam@meridian.example',
    );
  });

  it('checks the fields with the spec’s messages before saving', async () => {
    const user = userEvent.setup();
    renderPage(<ProfilePage />);
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'alex@lakeside');
    const phone = screen.getByLabelText(/Phone/);
    await user.clear(phone);
    await user.type(phone, '608-555-CALL');
    await user.clear(screen.getByLabelText('First name'));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(screen.getByText('Must be a number')).toBeTruthy();
    expect(screen.getByText('First name is required')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('saves the edit and shows the new details', async () => {
    const user = userEvent.setup();
    renderPage(<ProfilePage />);
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const title = screen.getByLabelText(/Title/);
    await user.clear(title);
    await user.type(title, 'Purchasing lead');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(PROFILE_SAVED_MESSAGE)).toBeTruthy();
    expect(screen.getByText('Purchasing lead')).toBeTruthy();
    const sent = requests.find((r) => r.method === 'POST');
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({
      title: 'Purchasing lead',
      email: 'alex@lakeside.example',
    });
  });

  it('shows the server’s refusal and keeps the form', async () => {
    const user = userEvent.setup();
    renderPage(<ProfilePage />);
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'taken@lakeside.example');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect((await screen.findByRole('alert')).textContent).toContain('That e-mail is already used.');
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('taken@lakeside.example');
  });
});
