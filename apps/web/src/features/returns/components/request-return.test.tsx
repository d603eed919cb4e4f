import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { returnPaths, type ReturnableResponse, type ReturnView } from '@medsupply/contract';
import { quantityMaxMessage } from '@medsupply/domain';
import { describe, expect, it } from 'vitest';

import { json, mockApi } from '@/test/mock-api';
import { renderPage } from '@/test/render-page';

import { RequestReturn } from './request-return';

// An order line of 5 delivered from two lots (A: 3, B: 2), lot B already half held by a return.
const returnable: ReturnableResponse = {
  salesOrderId: 41,
  tranId: 'SO-2041',
  controlledRule: 'refused',
  lines: [
    {
      salesOrderLineId: 7,
      lineNumber: 1,
      itemName: 'Lidocaine 1% Injection',
      itemNumber: 'LID-1',
      unitName: 'Vial',
      delivered: 5,
      returnable: 4,
      isControlled: false,
      lots: [
        { lotId: 31, lotNumber: 'LA-1', expiresOn: '2027-03-31', quantity: 3, returnable: 3 },
        { lotId: 32, lotNumber: 'LB-2', expiresOn: '2028-01-31', quantity: 2, returnable: 1 },
      ],
    },
  ],
};

const view = { id: 5, returnNumber: 'RT-000005' } as unknown as ReturnView;

async function openForm() {
  renderPage(<RequestReturn salesOrderId={41} returnsHref="/myaccount/menu/returns" />);
  await userEvent.click(screen.getByRole('button', { name: 'Request a return' }));
  return screen.findByRole('form', { name: 'Request a return' });
}

describe('RequestReturn', () => {
  it('takes units of each lot a line was delivered from, in one return', async () => {
    const { requests } = mockApi({
      [`GET ${returnPaths.returnable}`]: () => json(returnable),
      [`POST ${returnPaths.request}`]: () => json(view),
    });
    const form = await openForm();
    const lotA = await within(form).findByLabelText('Lidocaine 1% Injection, lot LA-1');
    const lotB = within(form).getByLabelText('Lidocaine 1% Injection, lot LB-2');
    // Each lot's row says what was delivered of it and what may still go back.
    expect(lotB.closest('tr')?.textContent).toContain('Lot LB-2 · Exp. 2028-01-31');
    await userEvent.type(lotA, '2');
    await userEvent.type(lotB, '1');
    await userEvent.selectOptions(within(form).getByLabelText(/Reason/), 'damaged');
    await userEvent.click(within(form).getByRole('button', { name: 'Request return' }));
    await screen.findByText(/RT-000005/);
    const post = requests.find((r) => r.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toMatchObject({
      salesOrderId: 41,
      reason: 'damaged',
      lines: [
        { salesOrderLineId: 7, quantity: 2, lotId: 31 },
        { salesOrderLineId: 7, quantity: 1, lotId: 32 },
      ],
    });
  });

  it("opens at once with the recall as its reason when a recall's page sends the buyer", async () => {
    mockApi({ [`GET ${returnPaths.returnable}`]: () => json(returnable) });
    renderPage(<RequestReturn salesOrderId={41} returnsHref="/myaccount/menu/returns" startWith="recall" />);
    const form = await screen.findByRole('form', { name: 'Request a return' });
    await within(form).findByLabelText('Lidocaine 1% Injection, lot LA-1');
    expect(within(form).getByLabelText<HTMLSelectElement>(/Reason/).value).toBe('recall');
  });

  it('says so before sending more of a lot than is left of it', async () => {
    const { requests } = mockApi({
      [`GET ${returnPaths.returnable}`]: () => json(returnable),
      [`POST ${returnPaths.request}`]: () => json(view),
    });
    const form = await openForm();
    await userEvent.type(await within(form).findByLabelText('Lidocaine 1% Injection, lot LB-2'), '2');
    await userEvent.selectOptions(within(form).getByLabelText(/Reason/), 'damaged');
    await userEvent.click(within(form).getByRole('button', { name: 'Request return' }));
    await within(form).findByText(`Line 1 (Lidocaine 1% Injection, lot LB-2): ${quantityMaxMessage(1)}`);
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });
});
