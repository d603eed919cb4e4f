import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubmitIssueBody } from '@medsupply/contract';
import { beforeEach, describe, expect, it } from 'vitest';

import { apiError, json, mockApi } from '@/test/mock-api';
import type { RecordedRequest } from '@/test/mock-api';
import { renderPage } from '@/test/render-page';

import { IssueForm } from './issue-form';

let requests: RecordedRequest[];
let fail = false;

beforeEach(() => {
  fail = false;
  ({ requests } = mockApi({
    'POST /api/myaccount/contact/submitIssue': () =>
      fail
        ? apiError(500, 'Internal Server Error')
        : json({ success: true, message: 'Issue successfully submitted', reference: 'SI-000042' }),
  }));
});

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Subject'), 'Damaged carton');
  await user.selectOptions(screen.getByLabelText('Category'), 'Delivery');
  await user.type(screen.getByLabelText(/Order number/), 'SO-1042');
  await user.type(screen.getByLabelText('Message'), 'Two boxes of gloves arrived crushed.');
}

describe('IssueForm', () => {
  it('asks for subject, category and message, then sends and shows the reference', async () => {
    const user = userEvent.setup();
    renderPage(<IssueForm signedIn pageUrl="/beta/issue" />);
    await user.click(screen.getByRole('button', { name: 'Submit issue' }));
    expect(await screen.findByText('Subject is required')).toBeTruthy();
    expect(screen.getByText('Choose a category')).toBeTruthy();
    expect(screen.getByText('Message is required')).toBeTruthy();
    expect(screen.queryByLabelText('Your e-mail')).toBeNull();
    expect(requests).toHaveLength(0);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Submit issue' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'Issue successfully submitted. Your reference is SI-000042',
    );
    expect(JSON.parse(requests[0]?.body ?? '{}')).toEqual({
      subject: 'Damaged carton',
      category: 'Delivery',
      orderNumber: 'SO-1042',
      invoiceNumber: '',
      message: 'Two boxes of gloves arrived crushed.',
      pageUrl: '/beta/issue',
    } satisfies Partial<SubmitIssueBody>);
    expect(screen.getByLabelText<HTMLInputElement>('Subject').value).toBe('');
  });

  it('starts from the subject it is given (a search that found nothing)', () => {
    renderPage(<IssueForm signedIn pageUrl="/contactus" subject="Can’t find: zzwidget" />);
    expect(screen.getByLabelText<HTMLInputElement>('Subject').value).toBe('Can’t find: zzwidget');
  });

  it('asks a visitor for a name and a valid e-mail', async () => {
    const user = userEvent.setup();
    renderPage(<IssueForm signedIn={false} pageUrl="/contactus" />);
    await fill(user);
    await user.type(screen.getByLabelText('Your e-mail'), 'pat@clinic');
    await user.click(screen.getByRole('button', { name: 'Submit issue' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    await user.type(screen.getByLabelText('Your name'), 'Pat Lee');
    await user.type(screen.getByLabelText('Your e-mail'), '.example');
    await user.click(screen.getByRole('button', { name: 'Submit issue' }));
    await screen.findByText(/Issue successfully submitted/);
    expect(JSON.parse(requests[0]?.body ?? '{}')).toMatchObject({
      name: 'Pat Lee',
      email: 'pat@clinic.example',
    });
  });

  it('says it could not submit the issue when the call fails, keeping what was typed', async () => {
    const user = userEvent.setup();
    fail = true;
    renderPage(<IssueForm signedIn pageUrl="/beta/issue" />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Submit issue' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not submit issue');
    expect(screen.getByLabelText<HTMLInputElement>('Subject').value).toBe('Damaged carton');
  });
});
