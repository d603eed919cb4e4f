import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductCard, ProductLookupLine } from '@medsupply/contract';
import { beforeEach, describe, expect, it } from 'vitest';

import { productCardFixture } from '@/test/catalog-fixtures';
import { json, mockApi } from '@/test/mock-api';
import type { RecordedRequest } from '@/test/mock-api';
import { signIn } from '@/test/render';
import { renderPage } from '@/test/render-page';

import { lookupNumbers } from '../api/lookup';

import { ProductLookupPage } from './product-lookup-page';

let requests: RecordedRequest[];

function card(itemName: string, overrides: Partial<ProductCard> = {}): ProductCard {
  return productCardFixture({
    itemName,
    displayName: `Item ${itemName}`,
    siteDisplayName: null,
    urlComponent: `item-${itemName.toLowerCase()}`,
    mpn: `MPN-${itemName}`,
    quantityAvailable: 12,
    isInStock: true,
    price: 12.5,
    ...overrides,
  });
}

const answer: ProductLookupLine[] = [
  {
    query: 'GLV-100',
    matchedBy: 'itemName',
    item: card('GLV-100'),
    mayBuy: true,
    reason: null,
    reasonCode: null,
  },
  {
    query: 'MPN-RX-9',
    matchedBy: 'mpn',
    item: card('RX-9', { rxLevel: 3, isInStock: false, quantityAvailable: 0 }),
    mayBuy: false,
    reason: 'This item requires a medical license to purchase',
    reasonCode: 'LICENSE_REQUIRED',
  },
  {
    query: 'NOPE-1',
    matchedBy: null,
    item: null,
    mayBuy: false,
    reason: 'No item has this number',
    reasonCode: 'NOT_FOUND',
  },
];

beforeEach(() => {
  signIn();
  ({ requests } = mockApi({ 'POST /api/shopping/item/lookup': () => json({ results: answer }) }));
});

describe('lookupNumbers', () => {
  it('splits on lines, commas and spaces, drops blanks and repeats', () => {
    expect(lookupNumbers(' GLV-100\nMPN-RX-9, NOPE-1;\n\nGLV-100 \t')).toEqual([
      'GLV-100',
      'MPN-RX-9',
      'NOPE-1',
    ]);
  });
});

describe('ProductLookupPage', () => {
  it('asks for a number before calling', async () => {
    const user = userEvent.setup();
    renderPage(<ProductLookupPage />);
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    expect(screen.getByText('Enter at least one item number')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it("says the contract's limit past 100 numbers, and that a number is too long, before calling", async () => {
    const user = userEvent.setup();
    renderPage(<ProductLookupPage />);
    const field = screen.getByLabelText(/Item numbers or MPNs/);
    await user.click(field);
    await user.paste(Array.from({ length: 101 }, (_, n) => `GLV-${n}`).join('\n'));
    expect(screen.getByText('101 numbers')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByText('Enter at most 100 numbers at a time')).toBeTruthy();
    await user.clear(field);
    await user.paste('X'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByText('A number must be at most 100 characters')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('looks up many numbers and says per line: item, availability, price, may buy and why not', async () => {
    const user = userEvent.setup();
    renderPage(<ProductLookupPage />);
    await user.type(screen.getByLabelText('Item numbers or MPNs'), 'GLV-100{enter}MPN-RX-9, NOPE-1');
    expect(screen.getByText('3 numbers')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    const results = await screen.findByRole('region', { name: 'Lookup results' });
    expect(within(results).getByText('2 of 3 found.')).toBeTruthy();
    const [glove, rx, unknown] = within(results).getAllByRole('listitem');
    expect(within(glove!).getByRole('link', { name: 'Item GLV-100' }).getAttribute('href')).toBe(
      '/product/item-glv-100',
    );
    expect(glove!.textContent).toContain('In stock (12)');
    expect(glove!.textContent).toContain('$12.50');
    expect(within(glove!).getByText('May buy')).toBeTruthy();
    expect(rx!.textContent).toContain('(matched by MPN)');
    expect(rx!.textContent).toContain('Out of stock');
    expect(within(rx!).getByText('Cannot buy')).toBeTruthy();
    expect(within(rx!).getByText('This item requires a medical license to purchase')).toBeTruthy();
    expect(unknown!.textContent).toContain('Not found');
    expect(within(unknown!).getByText('No item has this number')).toBeTruthy();
    expect(JSON.parse(requests[0]?.body ?? '{}')).toEqual({ numbers: ['GLV-100', 'MPN-RX-9', 'NOPE-1'] });
  });
});
