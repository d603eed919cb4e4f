import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import { renderPage } from '@/test/render-page';

import { TRACKING_NUMBER_REQUIRED, TrackDeliveryForm } from './track-delivery-form';

function TrackingProbe() {
  return <p>Tracking page</p>;
}

describe('TrackDeliveryForm', () => {
  it('asks for a number, then opens its tracking page', async () => {
    const user = userEvent.setup();
    renderPage(
      <Routes>
        <Route path="/" element={<TrackDeliveryForm />} />
        <Route path="/tracking/:trackingNumber" element={<TrackingProbe />} />
      </Routes>,
    );
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(screen.getByText(TRACKING_NUMBER_REQUIRED)).toBeTruthy();
    await user.type(screen.getByLabelText('Tracking number'), ' 1Z999AA10123456784 ');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByText('Tracking page')).toBeTruthy();
  });
});
