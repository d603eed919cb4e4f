import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderPage } from '@/test/render-page';

import { StatusLabel } from './order-status';

describe('StatusLabel', () => {
  it("shows the order system's 'Cancelled' as 'Canceled' (ADR 0042) and other statuses as they are", () => {
    renderPage(
      <>
        <StatusLabel status="Cancelled" />
        <StatusLabel status="Pending Fulfillment" />
      </>,
    );
    expect(screen.getByText('Canceled')).toBeTruthy();
    expect(screen.queryByText('Cancelled')).toBeNull();
    expect(screen.getByText('Pending Fulfillment')).toBeTruthy();
  });
});
