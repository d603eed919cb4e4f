// The head of product and category pages (storefront spec §2.5): what the route `meta` renders in
// the server's document and after a move inside the app.
import { describe, expect, it } from 'vitest';

import { categoryDetailFixture, itemDetailFixture } from '@/test/catalog-fixtures';

import { categoryHead, htmlText, productHead } from './page-head';

const URL_BASE = 'https://store.example';

describe('product head', () => {
  it('has the title, description, canonical link on the urlComponent and JSON-LD without an offer', () => {
    const item = itemDetailFixture({ titleTag: null, metaTag: null, price: 9.5 });
    const head = productHead(item, URL_BASE);
    expect(head[0]).toEqual({
      title: `${item.siteDisplayName ?? item.displayName} | Meridian Medical Supply`,
    });
    expect(head).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: `${URL_BASE}/product/${item.urlComponent}`,
    });
    const entry = head.find((descriptor) => 'script:ld+json' in descriptor);
    const ld = entry && 'script:ld+json' in entry ? entry['script:ld+json'] : undefined;
    expect(ld).toMatchObject({ '@type': 'Product', mpn: item.mpn, sku: item.itemName });
    expect(JSON.stringify(ld)).not.toMatch(/offer|price/i);
  });

  it("uses the item's own title tag and meta description when it has them", () => {
    const head = productHead(
      itemDetailFixture({ titleTag: 'Gloves | Buy by the case', metaTag: 'Nitrile.' }),
      URL_BASE,
    );
    expect(head[0]).toEqual({ title: 'Gloves | Buy by the case' });
    expect(head).toContainEqual({ name: 'description', content: 'Nitrile.' });
  });
});

describe('category head', () => {
  it('has the title, canonical link and a breadcrumb JSON-LD', () => {
    const head = categoryHead(categoryDetailFixture, null, URL_BASE);
    expect(head[0]).toEqual({ title: `${categoryDetailFixture.name} | Meridian Medical Supply` });
    expect(head).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: `${URL_BASE}/category/${categoryDetailFixture.urlComponent}`,
    });
  });
});

describe('htmlText', () => {
  it('drops tags and decodes entities', () => {
    expect(htmlText('<p>Latex&#8209;free &amp; <b>soft</b></p>')).toBe('Latex\u2011free & soft');
  });
});
