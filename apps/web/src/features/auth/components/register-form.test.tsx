// The registration form (/register): checked by the contract's CreateAccountBody before anything is
// sent, in the API's own words under each field (the address's under its fields, an unchosen
// business type as a missing field), the new password by newPasswordProblem, and the body the call takes.
import { authMessages } from '@medsupply/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { apiError, json, mockApi } from '@/test/mock-api';
import { renderPage } from '@/test/render-page';

import { RegisterForm } from './register-form';

function open() {
  const api = mockApi({
    'GET /api/auth/getBusinessTypesandContactRoles': () =>
      json({
        businessTypes: [{ id: 3, name: 'Dental practice' }],
        contactRoles: [{ id: 7, name: 'Office manager' }],
      }),
    'POST /api/auth/createAccount': () => json({ success: true, message: 'Thank you for registering.' }),
  });
  const onRegistered = vi.fn();
  renderPage(<RegisterForm onRegistered={onRegistered} />);
  return { ...api, onRegistered, user: userEvent.setup() };
}

describe('RegisterForm', () => {
  it('says when the business types cannot be read, holds the submit, and reads them again on Try again', async () => {
    let calls = 0;
    mockApi({
      'GET /api/auth/getBusinessTypesandContactRoles': () =>
        ++calls === 1
          ? apiError(500, 'The store is busy.')
          : json({ businessTypes: [{ id: 3, name: 'Dental practice' }], contactRoles: [] }),
    });
    renderPage(<RegisterForm onRegistered={vi.fn()} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load the business types and roles.');
    expect(screen.getByRole('button', { name: 'Create Account' }).hasAttribute('disabled')).toBe(true);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('option', { name: 'Dental practice' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create Account' }).hasAttribute('disabled')).toBe(false);
  });

  it("says what is missing in the contract's words, and sends nothing", async () => {
    const { user, requests } = open();
    await screen.findByRole('option', { name: 'Dental practice' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Company is required')).toBeTruthy();
    for (const message of [
      'Business type is required',
      'Your role is required',
      'First name is required',
      'Email is required',
      'Phone is required',
      'Address is required',
      'City is required',
      'ZIP code is required',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(screen.getByLabelText('Address').getAttribute('aria-invalid')).toBe('true');
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('checks the e-mail and the new password, then sends the body the call takes', async () => {
    const { user, requests, onRegistered } = open();
    await screen.findByRole('option', { name: 'Dental practice' });
    const fill = async (label: string, value: string) => {
      await user.clear(screen.getByLabelText(label, { exact: false }));
      await user.type(screen.getByLabelText(label, { exact: false }), value);
    };
    await fill('Company name', 'Harbor Dental');
    await user.selectOptions(screen.getByLabelText('Business type'), '3');
    await user.selectOptions(screen.getByLabelText('Your role'), '7');
    await fill('First name', 'Lee');
    await fill('Last name', 'Chan');
    await fill('Email', 'lee@harbor');
    await fill('Phone', '608-555-0100');
    await fill('Address', ' 12 Pier Road ');
    await fill('City', 'Madison');
    await fill('State', 'WI');
    await fill('ZIP code', '53703');
    await user.type(screen.getByLabelText(/^Password/), 'harbor-dental-1');
    await user.type(screen.getByLabelText(/^Confirm password/), 'harbor-dental-2');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(screen.getByText(authMessages.passwordsDoNotMatch)).toBeTruthy();

    await fill('Email', 'lee@harbor.example');
    await fill('Confirm password', 'harbor-dental-1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await vi.waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(JSON.parse(requests.find((r) => r.method === 'POST')?.body ?? '{}')).toEqual({
      companyName: 'Harbor Dental',
      firstName: 'Lee',
      lastName: 'Chan',
      email: 'lee@harbor.example',
      phone: '608-555-0100',
      businessTypeId: 3,
      contactRoleId: 7,
      address: {
        line1: '12 Pier Road',
        line2: null,
        city: 'Madison',
        state: 'WI',
        zip: '53703',
        country: 'US',
      },
      password: 'harbor-dental-1',
      passwordMatch: 'harbor-dental-1',
    });
  });
});
