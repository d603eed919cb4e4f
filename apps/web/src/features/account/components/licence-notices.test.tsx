import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderPage } from '@/test/render-page';

import { LicenceNotices } from './licence-notices';

describe('LicenceNotices', () => {
  it('lists each licence near expiry and links to Addresses to renew it', () => {
    renderPage(
      <LicenceNotices
        notices={[
          {
            licenceId: 1,
            addressId: 7,
            addressLabel: 'Main Clinic',
            licenceNumber: 'DEA-1',
            expiresOn: '2026-03-20',
            state: 'expiring',
            daysLeft: 5,
            notice: 'License DEA-1 expires in 5 days',
          },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Licenses to renew' })).toBeTruthy();
    expect(screen.getByText('License DEA-1 expires in 5 days (Main Clinic)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upload a renewal on Addresses' }).getAttribute('href')).toBe(
      '/myaccount/menu/addresses',
    );
  });

  it('shows nothing without notices', () => {
    const { container } = renderPage(<LicenceNotices notices={[]} />);
    expect(container.textContent).toBe('');
  });
});
