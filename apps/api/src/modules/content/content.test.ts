// Content API through HTTP: the website entries (home carousels and tiles resolved, rich text
// sanitized, malformed entries left out) and content pages by path.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import {
  createAccount,
  createCatalogItem,
  createCategory,
  createContentEntry,
  createUser,
  keyPaths,
  pluck,
  loginAs,
} from '../../../test/factories.ts';

/** The alert banner as stored, unsafe parts included (the API sanitizes it). */
const BANNER_HTML =
  '<p><strong>Holiday shipping:</strong> closed Monday. <a href="javascript:alert(1)" onclick="x()">More</a></p><script>steal()</script>';

const link = (label: string, href: string) => ({ label, href });
const support = {
  phone: '1-800-555-0142',
  email: 'support@meridian-medical.example',
  hours: 'Monday to Friday, 9 am to 5 pm EST',
  contactPage: link('Contact Us', '/contactus'),
};

describe('content API', () => {
  let t: TestContext;
  let buyer: Record<string, string>;
  let categorySlug = '';
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestContext();
    const { db } = t;
    const category = await createCategory(db, 'Diagnostics');
    categorySlug = category.urlComponent;
    ids.category = category.id;
    ids.top = (
      await createCatalogItem(db, {
        displayName: 'Top Seller',
        popularity: 1000,
        prices: { 'List Price': 500 },
      })
    ).item.id;
    ids.inCategory = (
      await createCatalogItem(db, {
        displayName: 'Digital Thermometer',
        categoryId: category.id,
        popularity: 5,
      })
    ).item.id;
    ids.featured = (await createCatalogItem(db, { displayName: 'Featured Gauze' })).item.id;
    ids.retired = (await createCatalogItem(db, { displayName: 'Retired Item', inactive: true })).item.id;

    await createContentEntry(db, {
      kind: 'navBar',
      data: {
        slogans: ['Low Price Guarantee', '24-Hour Delivery', 'Live Customer Service 24/7'],
        links: [link('Resources', '/resources')],
        support,
      },
    });
    await createContentEntry(db, {
      kind: 'mainNavigation',
      data: {
        sections: [
          {
            id: 'products',
            label: 'PRODUCTS',
            href: '/shop',
            kind: 'categories',
            links: [
              { label: 'Diagnostics', href: `/category/${categorySlug}`, categoryUrlComponent: categorySlug },
            ],
          },
          {
            id: 'company',
            label: 'COMPANY',
            href: '/about',
            kind: 'links',
            dropdownId: 'company',
            links: [link('About Us', '/about')],
          },
        ],
      },
    });
    await createContentEntry(db, {
      kind: 'mainNavigationDropdown',
      data: {
        menus: [
          {
            id: 'company',
            label: 'Company',
            columns: [
              { heading: 'About', links: [{ label: 'About Us', href: '/about', description: 'Who we are' }] },
            ],
          },
        ],
      },
    });
    await createContentEntry(db, {
      kind: 'homePage',
      data: {
        hero: {
          heading: 'Medical supplies for practices that run on time',
          subheading: 'Contract pricing and next-day delivery.',
          cta: link('Shop all products', '/shop'),
          imageUrl: '/images/home/hero.webp',
          imageAlt: 'A supply room',
        },
        sections: [
          {
            type: 'categoryTiles',
            heading: 'Shop by category',
            categories: [
              { urlComponent: categorySlug, label: 'Diagnostics' },
              { urlComponent: 'gone-category', label: 'Gone' },
            ],
          },
          {
            type: 'productCarousel',
            heading: 'Best sellers',
            source: { kind: 'rule', rule: 'top-items', limit: 2 },
          },
          {
            type: 'productCarousel',
            heading: 'Featured',
            source: { kind: 'items', itemIds: [ids.featured, ids.retired, 999999] },
          },
          {
            type: 'productCarousel',
            heading: 'Popular in Diagnostics',
            source: { kind: 'category', categoryUrlComponent: categorySlug, limit: 10 },
            viewAll: link('Shop Diagnostics', `/category/${categorySlug}`),
          },
          {
            type: 'valuePropositions',
            heading: 'Why us',
            items: [{ icon: 'truck', title: 'Fast', body: 'Next day.' }],
          },
          { type: 'trustStrip', items: [{ label: 'Since 1998', detail: 'Family-owned' }] },
        ],
      },
    });
    // A malformed footer: it is left out rather than breaking the whole response.
    await createContentEntry(db, { kind: 'footer', data: { columns: 'not a list' } });
    await createContentEntry(db, {
      kind: 'alertBanner',
      data: {
        enabled: true,
        tone: 'info',
        html: BANNER_HTML,
      },
    });
    await createContentEntry(db, {
      kind: 'page',
      path: '/about',
      title: 'About Us',
      data: {
        heading: 'About Meridian',
        summary: 'A distributor built for independent care.',
        html: '<h2>Since 1998</h2><p>Family-owned.</p><iframe src="https://evil.example"></iframe>',
      },
    });
    await createContentEntry(db, {
      kind: 'page',
      path: '/draft',
      title: 'Draft',
      data: { heading: 'Draft', summary: 'Not yet.', html: '<p>Soon</p>' },
      published: false,
    });
    const account = await createAccount(db);
    buyer = (await loginAs(db, t.config, await createUser(db, { accountId: account.id }))).headers;
  });

  afterAll(async () => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  describe('website', () => {
    it('answers every entry, with the list of published pages', async () => {
      const res = await get('/api/content/website');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.navBar.slogans).toEqual([
        'Low Price Guarantee',
        '24-Hour Delivery',
        'Live Customer Service 24/7',
      ]);
      expect(body.navBar.support.phone).toBe('1-800-555-0142');
      expect(pluck(body.mainNavigation.sections, 'label')).toEqual(['PRODUCTS', 'COMPANY']);
      expect(body.mainNavigationDropdown.menus[0].columns[0].links[0].description).toBe('Who we are');
      expect(body.homePage.hero.heading).toBe('Medical supplies for practices that run on time');
      expect(body.pages).toEqual([{ path: '/about', title: 'About Us' }]);
    });

    it('sanitizes the alert banner', async () => {
      const banner = (await get('/api/content/website')).json().alertBanner;
      expect(banner).toEqual({
        enabled: true,
        tone: 'info',
        html: '<p><strong>Holiday shipping:</strong> closed Monday. <a>More</a></p>',
      });
    });

    it('leaves out an entry that does not have its shape', async () => {
      expect((await get('/api/content/website')).json().footer).toBeNull();
    });

    it('resolves category tiles and product carousels', async () => {
      const sections = (await get('/api/content/website')).json().homePage.sections;
      expect(pluck(sections, 'type')).toEqual([
        'categoryTiles',
        'productCarousel',
        'productCarousel',
        'productCarousel',
        'valuePropositions',
        'trustStrip',
      ]);
      expect(sections[0].categories).toEqual([
        { urlComponent: categorySlug, label: 'Diagnostics', id: ids.category, imageUrl: null },
        { urlComponent: 'gone-category', label: 'Gone', id: null, imageUrl: null },
      ]);
      expect(pluck(sections[1].items, 'id')).toEqual([ids.top, expect.any(Number)]);
      expect(sections[1].items).toHaveLength(2);
      // Inactive and unknown items are skipped.
      expect(pluck(sections[2].items, 'id')).toEqual([ids.featured]);
      expect(pluck(sections[3].items, 'id')).toEqual([ids.inCategory]);
      expect(sections[3].viewAll).toEqual(link('Shop Diagnostics', `/category/${categorySlug}`));
    });

    it('prices carousel cards only for a price-visible buyer', async () => {
      const anonymous = (await get('/api/content/website')).json();
      expect([...keyPaths(anonymous, 'price'), ...keyPaths(anonymous, 'prices')]).toEqual([]);
      const priced = (await get('/api/content/website', buyer)).json();
      expect(priced.homePage.sections[1].items[0]).toMatchObject({ id: ids.top, price: 5 });
    });
  });

  describe('shell (ours, issue 15)', () => {
    it("answers the website's entries without the home page, the same for a visitor and a buyer", async () => {
      const { homePage, ...expected } = (await get('/api/content/website')).json();
      expect(homePage).not.toBeNull();
      const visitor = await get('/api/content/shell');
      expect(visitor.statusCode).toBe(200);
      expect(visitor.json()).toEqual(expected);
      expect(visitor.json()).not.toHaveProperty('homePage');
      const signedIn = await get('/api/content/shell', buyer);
      expect(signedIn.body).toBe(visitor.body);
    });

    it('follows a change to the content at once', async () => {
      const before = (await get('/api/content/shell')).json().alertBanner;
      await t.db.execute(
        sql`UPDATE content_entries SET data = jsonb_set(data, '{html}', '"<p>Closed Friday.</p>"')
          WHERE kind = 'alertBanner' AND published`,
      );
      try {
        const until = Date.now() + 10_000;
        let banner = before;
        while (banner.html === before.html && Date.now() < until) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          banner = (await get('/api/content/shell')).json().alertBanner;
        }
        expect(banner.html).toBe('<p>Closed Friday.</p>');
      } finally {
        await t.db.execute(
          sql`UPDATE content_entries SET data = jsonb_set(data, '{html}', ${JSON.stringify(BANNER_HTML)}::jsonb)
            WHERE kind = 'alertBanner' AND published`,
        );
      }
    });
  });

  describe('pages', () => {
    it('answers a published page with sanitized HTML', async () => {
      const res = await get('/api/content/page?path=/about');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        path: '/about',
        title: 'About Us',
        heading: 'About Meridian',
        summary: 'A distributor built for independent care.',
        html: '<h2>Since 1998</h2><p>Family-owned.</p>',
        updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
      expect((await get('/api/content/page?path=/about/')).json().path).toBe('/about');
    });

    it('answers 404 for unknown and unpublished pages', async () => {
      for (const path of ['/nope', '/draft']) {
        const res = await get(`/api/content/page?path=${path}`);
        expect(res.statusCode, path).toBe(404);
        expect(res.json().message).toBe('Page not found');
      }
    });

    it('answers 400 for a path that is not a site path', async () => {
      for (const path of ['about', '/a%20b', 'https://evil.example/x', '']) {
        const res = await get(`/api/content/page?path=${path}`);
        expect(res.statusCode, path).toBe(400);
        expect(res.json().message).toMatch(/path/);
      }
      expect((await get('/api/content/page')).statusCode).toBe(400);
    });
  });
});
