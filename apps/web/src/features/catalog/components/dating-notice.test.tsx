import { screen } from '@testing-library/react';
import { catalogPaths } from '@medsupply/contract';
import { describe, expect, it } from 'vitest';

import { json, mockApi } from '@/test/mock-api';
import { renderPage } from '@/test/render-page';

import { DatingNotice } from './dating-notice';

describe('DatingNotice', () => {
  it("shows the store's short-dating notice for the item asked about", async () => {
    const { requests } = mockApi({
      [`GET ${catalogPaths.itemDating}`]: () => json({ datingNotice: "Ships with 5 months' dating" }),
    });
    renderPage(<DatingNotice itemId={77} />);
    expect((await screen.findByText("Ships with 5 months' dating")).textContent).toBe(
      "Ships with 5 months' dating",
    );
    expect(new URL(requests[0]?.url ?? '', 'http://127.0.0.1').searchParams.get('id')).toBe('77');
  });

  it('shows nothing when the item is not short-dated', async () => {
    const { requests } = mockApi({
      [`GET ${catalogPaths.itemDating}`]: () => json({ datingNotice: null }),
    });
    const { container } = renderPage(<DatingNotice itemId={78} />);
    await expect.poll(() => requests.length).toBe(1);
    expect(container.textContent).toBe('');
  });
});
