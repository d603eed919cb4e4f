import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Contact, CreateContactBody, EditContactBody } from '@medsupply/contract';
import { LAST_ADMIN_MESSAGE } from '@medsupply/domain';
import { beforeEach, describe, expect, it } from 'vitest';

import { apiError, json, mockApi } from '@/test/mock-api';
import type { RecordedRequest } from '@/test/mock-api';
import { signIn } from '@/test/render';
import { renderPage } from '@/test/render-page';

import { contact, profile } from '../test/fixtures';

import { CHOOSE_ROLE_MESSAGE } from './contact-form';
import { ContactsPage } from './contacts-page';

let requests: RecordedRequest[];
let contacts: Contact[];

beforeEach(() => {
  signIn();
  contacts = [
    contact(11, { firstName: 'Alex', lastName: 'Admin', isAdmin: true }),
    ...Array.from({ length: 101 }, (_, i) => contact(100 + i)),
    contact(500, { firstName: 'Gone', lastName: 'Away', isActive: false }),
  ];
  ({ requests } = mockApi({
    'GET /api/contacts/paginate': (request) => {
      const query = new URL(request.url, 'http://127.0.0.1').searchParams;
      const page = Number(query.get('page') ?? '1');
      const rows = contacts.filter((c) => c.isActive === (query.get('inactive') !== 'true'));
      return json({
        limit: 100,
        page,
        pages: Math.ceil(rows.length / 100),
        total: rows.length,
        results: rows.slice((page - 1) * 100, page * 100),
      });
    },
    'GET /api/myaccount/profile/get': () => json(profile),
    'GET /api/auth/getBusinessTypesandContactRoles': () =>
      json({
        businessTypes: [],
        contactRoles: [
          { id: 2, name: 'Office Manager' },
          { id: 3, name: 'Nurse' },
        ],
      }),
    'POST /api/contacts/create': (request) => {
      const body = JSON.parse(request.body ?? '{}') as CreateContactBody;
      const created = contact(900, {
        ...body,
        username: body.username ?? body.email,
        contactRole: { id: 3, name: 'Nurse' },
        invitationPending: true,
        lastLoginAt: null,
      });
      contacts = [created, ...contacts];
      return json({ contact: created });
    },
    'PATCH /api/contacts/edit': (request) => {
      const body = JSON.parse(request.body ?? '{}') as EditContactBody;
      if (body.id === 11 && body.isAdmin === false) return apiError(422, LAST_ADMIN_MESSAGE);
      contacts = contacts.map((c) => (c.id === body.id ? { ...c, ...body } : c));
      return json({ contact: contacts.find((c) => c.id === body.id) });
    },
    'POST /api/contacts/delete': (request) => {
      const { id } = JSON.parse(request.body ?? '{}') as { id: number };
      contacts = contacts.map((c) => (c.id === id ? { ...c, isActive: false } : c));
      return json({ contact: contacts.find((c) => c.id === id) });
    },
  }));
});

describe('ContactsPage', () => {
  it('shows a skeleton for the role, not “Choose…”, until the roles are read', async () => {
    let answerRoles: (response: Response) => void = () => undefined;
    const user = userEvent.setup();
    mockApi({
      'GET /api/contacts/paginate': () =>
        json({ limit: 100, page: 1, pages: 1, total: 1, results: [contact(100)] }),
      'GET /api/myaccount/profile/get': () => json(profile),
      'GET /api/auth/getBusinessTypesandContactRoles': () =>
        new Promise<Response>((resolve) => (answerRoles = resolve)),
    });
    renderPage(<ContactsPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Pat100 Buyer' }));
    const form = screen.getByRole('form', { name: 'Edit Pat100 Buyer' });
    // The contact is an Office Manager: no control may say otherwise while the roles load.
    expect(within(form).getByRole('status', { name: 'Loading Role' })).toBeTruthy();
    expect(within(form).queryByRole('combobox', { name: 'Role' })).toBeNull();
    expect(within(form).queryByText('Choose…')).toBeNull();
    answerRoles(
      json({
        businessTypes: [],
        contactRoles: [
          { id: 2, name: 'Office Manager' },
          { id: 3, name: 'Nurse' },
        ],
      }),
    );
    const role = await within(form).findByRole<HTMLSelectElement>('combobox', { name: 'Role' });
    expect(role.value).toBe('2');
    expect(within(form).queryByRole('status', { name: 'Loading Role' })).toBeNull();
  });

  it('lists 100 contacts a page with role and permissions, and pages on', async () => {
    const user = userEvent.setup();
    renderPage(<ContactsPage />);
    const list = await screen.findByRole('region', { name: 'Contacts' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(100);
    const alex = within(list).getAllByRole('listitem')[0]!;
    expect(within(alex).getByText('Administrator')).toBeTruthy();
    expect(within(alex).getByText(/Office Manager/)).toBeTruthy();
    // The signed-in admin's own row: marked, and no Deactivate (the API refuses it anyway).
    expect(await within(alex).findByText('You')).toBeTruthy();
    expect(within(alex).queryByRole('button', { name: 'Deactivate Alex Admin' })).toBeNull();
    expect(screen.getByText(/Page 1 of 2/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Pat199 Buyer')).toBeTruthy();
    expect(requests.some((r) => r.url.includes('page=2'))).toBe(true);
  });

  it('checks the form, then creates a contact who is shown with a pending invitation', async () => {
    const user = userEvent.setup();
    renderPage(<ContactsPage />);
    await screen.findByRole('region', { name: 'Contacts' });
    await user.click(screen.getByRole('button', { name: 'Add contact' }));
    const form = screen.getByRole('form', { name: 'New contact' });
    await user.type(within(form).getByLabelText('Email'), 'casey@lakeside');
    await user.type(within(form).getByLabelText(/^Username/), 'casey nurse');
    await user.click(within(form).getByRole('button', { name: 'Create and invite' }));
    expect(await within(form).findByText('Invalid email address')).toBeTruthy();
    expect(within(form).getByText('Cannot contain spaces')).toBeTruthy();
    expect(within(form).getByText('First name is required')).toBeTruthy();
    expect(within(form).getByText(CHOOSE_ROLE_MESSAGE)).toBeTruthy();
    await user.clear(within(form).getByLabelText(/^Username/));
    await user.type(within(form).getByLabelText('Email'), '.example');
    await user.type(within(form).getByLabelText('First name'), 'Casey');
    await user.type(within(form).getByLabelText('Last name'), 'Nurse');
    await within(form).findByRole('option', { name: 'Nurse' });
    await user.selectOptions(within(form).getByLabelText('Role'), '3');
    await user.click(within(form).getByLabelText(/Orders need approval/));
    await user.click(within(form).getByRole('button', { name: 'Create and invite' }));
    expect(
      await screen.findByText('Casey Nurse: an invitation to set a password has been e-mailed.'),
    ).toBeTruthy();
    expect(await screen.findByText('Invitation pending')).toBeTruthy();
    const sent = JSON.parse(
      requests.find((r) => r.path === '/api/contacts/create')?.body ?? '{}',
    ) as CreateContactBody;
    expect(sent).toMatchObject({
      email: 'casey@lakeside.example',
      contactRoleId: 3,
      isPriceVisible: true,
      isAdmin: false,
      ordersNeedApproval: true,
    });
    expect(sent.username).toBeUndefined();
  });

  it('shows the API’s refusal when the last admin would lose the right', async () => {
    const user = userEvent.setup();
    renderPage(<ContactsPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Alex Admin' }));
    const form = screen.getByRole('form', { name: 'Edit Alex Admin' });
    await user.click(within(form).getByLabelText(/Administrator/));
    await user.click(within(form).getByRole('button', { name: 'Save contact' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(LAST_ADMIN_MESSAGE);
  });

  it('deactivates a contact, who then shows among the deactivated and can be restored', async () => {
    const user = userEvent.setup();
    renderPage(<ContactsPage />);
    await user.click(await screen.findByRole('button', { name: 'Deactivate Pat100 Buyer' }));
    await user.click(screen.getByRole('button', { name: 'Yes, deactivate' }));
    expect(
      await screen.findByText('Pat100 Buyer has been deactivated. Their order history stays.'),
    ).toBeTruthy();
    await user.click(screen.getByLabelText('Show deactivated contacts'));
    expect(await screen.findByText('Gone Away')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Restore Pat100 Buyer' }));
    expect(await screen.findByText('Pat100 Buyer can sign in again.')).toBeTruthy();
    const sent = requests.find((r) => r.path === '/api/contacts/edit');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({ id: 100, isActive: true });
  });
});
