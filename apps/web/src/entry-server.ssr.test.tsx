// The server render (ADR 0012): the anonymous first render of the public pages, from the first
// data the API embeds, with no price anywhere and no request of its own.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShellData } from '@medsupply/contract';

import { renderPage } from './entry-server';
import { categoriesFixture, siteConfigFixture } from './test/fixtures';
import {
  categoryDetailFixture,
  itemDetailFixture,
  paginateFixture,
  productCardFixture,
  websiteFixture,
} from './test/catalog-fixtures';

const shell: ShellData = {
  website: websiteFixture,
  siteConfig: siteConfigFixture,
  categories: categoriesFixture,
};

describe('server render of public pages', () => {
  const fetchSpy = vi.fn(() => Promise.reject(new Error('the server render must not fetch')));
  vi.stubGlobal('fetch', fetchSpy);
  afterEach(() => fetchSpy.mockClear());

  it('renders a product page from its embedded item: name, numbers and the login link for the price', async () => {
    const item = itemDetailFixture();
    const html = await renderPage({
      url: `/product/${item.urlComponent}`,
      shell,
      page: { page: 'product', key: item.urlComponent, item },
    });
    expect(html).toContain('<h1');
    expect(html).toContain('PureWave Nitrile Exam Gloves');
    expect(html).toContain('HVM-1098-317');
    expect(html).toContain('Login to View Price');
    expect(html).toContain(`/login?redirectTo=${encodeURIComponent(`/product/${item.urlComponent}`)}`);
    // The header renders from the shell's data: the alert banner of the website content.
    expect(html).toContain('Holiday shipping:');
    expect(html).not.toMatch(/\$\d/);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('renders the listing of /products/{page} from the embedded listing', async () => {
    const listing = paginateFixture([
      productCardFixture({ siteDisplayName: 'SureFlow Luer-Lock Syringe 10 mL' }),
    ]);
    const body = { page: 1, limit: 10, facets: {}, sort: 'relevance' as const };
    const html = await renderPage({
      url: '/products/1',
      shell: { ...shell, listing: { body, response: listing } },
    });
    expect(html).toContain('SureFlow Luer-Lock Syringe 10 mL');
    expect(html).toContain('Login to see price');
  });

  it('renders a category page from its embedded category and listing', async () => {
    const listing = paginateFixture([productCardFixture({ siteDisplayName: 'Halvorsen Vinyl Gloves' })]);
    const html = await renderPage({
      url: `/category/${categoryDetailFixture.urlComponent}`,
      shell,
      page: {
        page: 'category',
        key: categoryDetailFixture.urlComponent,
        category: categoryDetailFixture,
        listing,
      },
    });
    expect(html).toContain(categoryDetailFixture.name);
    expect(html).toContain('Halvorsen Vinyl Gloves');
  });

  it('renders the home page with its lazy parts at their stand-ins, and the whole footer', async () => {
    const html = (await renderPage({ url: '/', shell })) ?? '';
    expect(html).toContain('<main');
    // The footer's code is lazy in the browser, but the server renders it whole: its links read
    // without JavaScript, and the browser takes the element over (deferred-render.tsx).
    expect(html).not.toContain('h-96 bg-navy-950');
    const footer = /<footer[^>]*>([\s\S]*)<\/footer>/.exec(html)?.[1] ?? '';
    expect(footer).toContain('href="/returns"');
    expect(footer).toContain('href="tel:+18005550142"');
  });

  it('leaves redirects to the browser: /products goes to /products/1', async () => {
    await expect(renderPage({ url: '/products?search=gloves', shell })).resolves.toBeNull();
  });
});
