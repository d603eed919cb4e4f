import { screen, within } from '@testing-library/react';
import type { DeliveryDaysResponse } from '@medsupply/contract';
import { beforeEach, describe, expect, it } from 'vitest';

import { json, mockApi } from '@/test/mock-api';
import { signIn } from '@/test/render';
import { renderPage } from '@/test/render-page';

import { DeliveryDayPage } from './delivery-day-page';

const answer: DeliveryDaysResponse = {
  provider: 'Meridian',
  dddShippingCutoffTime: '14:00',
  timeZone: 'America/New_York',
  shipTos: [
    {
      addressId: 7,
      label: 'Main clinic',
      addressee: 'Lakeside Family Clinic',
      line1: '1 Lake St',
      city: 'Madison',
      state: 'WI',
      zip: '53703',
      deliveryDays: ['Tuesday', 'Friday'],
      shipDate: '2026-03-16',
      orderBy: '2026-03-16T18:00:00.000Z',
      nextDeliveryDates: ['2026-03-17', '2026-03-20', '2026-03-24', '2026-03-27', '2026-03-31'],
    },
  ],
};

beforeEach(() => {
  signIn();
  mockApi({ 'GET /api/myaccount/deliveryday/getAll': () => json(answer) });
});

describe('DeliveryDayPage', () => {
  it('shows each ship-to’s delivery days, the cut-off and the next delivery dates', async () => {
    renderPage(<DeliveryDayPage />);
    const main = await screen.findByRole('region', { name: 'Main clinic' });
    expect(screen.getByText('2:00 PM ET')).toBeTruthy();
    expect(within(main).getByText('Tuesday, Friday')).toBeTruthy();
    expect(main.textContent).toContain('2:00 PM ET 03/16/2026');
    expect(main.textContent).toContain('to ship Mon 03/16/2026');
    const dates = within(main)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(dates).toEqual(['Tue 03/17/2026', 'Fri 03/20/2026', 'Tue 03/24/2026', 'Fri 03/27/2026']);
  });
});
