import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { overviewFixture } from '@/test/auth-fixtures';
import { renderPage } from '@/test/render-page';

import { OverviewView } from './account-overview';

describe('Account overview (issue 18 point 8)', () => {
  it('shows the aging summary from the ledger, late buckets set apart, and leads to the statement and Make a payment', () => {
    renderPage(
      <OverviewView
        data={{ ...overviewFixture, credit: { ...overviewFixture.credit, availableCredits: 65 } }}
      />,
    );
    const aging = within(screen.getByRole('region', { name: 'Aging summary' }));
    const figure = (label: string) => aging.getByText(label).nextElementSibling?.textContent;
    expect(figure('Current')).toBe('$5,000.00');
    expect(figure('1-30 Days')).toBe('$2,765.50');
    expect(figure('31-60 Days')).toBe('$1,000.00');
    expect(figure('61-90 Days')).toBe('$0.00');
    expect(figure('Over 90 Days')).toBe('$0.00');
    expect(figure('Total')).toBe('$8,765.50');
    expect(aging.getByRole('link', { name: 'Account statement' }).getAttribute('href')).toBe(
      '/myaccount/menu/statements',
    );
    expect(screen.getByText(/\$65\.00 in credits to apply/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Make a payment' }).getAttribute('href')).toBe(
      '/myaccount/menu/payment/create',
    );
  });

  it('shows no aging without price visibility', () => {
    const { credit, openInvoices } = overviewFixture;
    renderPage(
      <OverviewView
        data={{
          ...overviewFixture,
          credit: { hasTerms: credit.hasTerms, terms: credit.terms },
          openInvoices: { count: openInvoices.count },
          aging: {},
        }}
      />,
    );
    expect(screen.queryByRole('region', { name: 'Aging summary' })).toBeNull();
  });
});
