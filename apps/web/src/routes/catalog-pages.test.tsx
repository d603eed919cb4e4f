// The catalogue pages through the app's real route table: product detail states (storefront spec
// §2.5) and the listing's URL-driven filters (§4 "Catalogue filters").
import type { ItemDetail, ProductCard } from '@medsupply/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import {
  categoryDetailFixture,
  itemDetailFixture,
  paginateFixture,
  productCardFixture,
  shellContentFixture,
  websiteFixture,
} from '@/test/catalog-fixtures';
import { userFixture } from '@/test/auth-fixtures';
import { categoriesFixture, siteConfigFixture } from '@/test/fixtures';
import { json, mockApi } from '@/test/mock-api';
import type { RecordedRequest } from '@/test/mock-api';
import { renderApp, signIn } from '@/test/render';

// Lazy route modules load on first use: under a busy test run that takes longer than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

let item: ItemDetail;
let allocationMax: number | null;
let paginateBodies: unknown[];
/** The cards every listing answer carries. */
let listingCards: ProductCard[];
let itemRequests: RecordedRequest[];

beforeEach(() => {
  item = itemDetailFixture();
  allocationMax = null;
  paginateBodies = [];
  listingCards = [productCardFixture()];
  itemRequests = [];
  mockApi({
    'GET /api/site/config': () => json(siteConfigFixture),
    'GET /api/auth/currentUser': () => json({ user: userFixture() }),
    'GET /api/shopping/item/getSellableControlledSubstances': () =>
      json([{ id: 1, name: 'Rx Only', isControlledSubstance: false }]),
    'POST /api/myaccount/allocation/getItemAllocation': () => json({ allocationMax }),
    'GET /api/shopping/category/getCategories': () => json(categoriesFixture),
    'GET /api/content/website': () => json(websiteFixture),
    'GET /api/content/shell': () => json(shellContentFixture),
    'GET /api/shopping/item/item': (request) => {
      itemRequests.push(request);
      return json(item);
    },
    'GET /api/shopping/item/correlatedItems': () =>
      json([
        {
          correlatedItem: {
            id: 7,
            thumbnailImage: null,
            urlComponent: 'gauze',
            manufacturer: 'Acme',
            displayName: 'Gauze Pads',
          },
        },
      ]),
    'GET /api/shopping/item/alternativeItem': () => json([]),
    'GET /api/shopping/category/getCategoryBySubCategoryUrl': () => json(categoryDetailFixture),
    'POST /api/shopping/item/paginate': (request) => {
      const body: unknown = JSON.parse(request.body ?? '{}');
      paginateBodies.push(body);
      const page =
        typeof body === 'object' && body !== null && 'page' in body && typeof body.page === 'number'
          ? body.page
          : 1;
      return json(paginateFixture(listingCards, { total: 25, pages: 3, page }));
    },
  });
});

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

describe('product page (storefront spec §2.5)', () => {
  it('shows a visitor the product and a Login to View Price link carrying the return path', async () => {
    renderApp('/product/42');
    expect(await heading('PureWave Nitrile Exam Gloves')).toBeTruthy();
    expect(screen.getByText('Halvorsen Medical', { selector: 'p' })).toBeTruthy();
    expect(screen.getByText('MER-104231')).toBeTruthy();
    expect(screen.getByText('HVM-1098-317')).toBeTruthy();
    expect(screen.getByText('In Stock')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login to View Price' }).getAttribute('href')).toBe(
      '/login?redirectTo=%2Fproduct%2F42',
    );
    // Thumbnails because there is more than one image.
    expect(screen.getByRole('button', { name: 'Show image 2 of 2' })).toBeTruthy();
    // Breadcrumbs: parent category page, then the category's listing.
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Gloves' }).getAttribute('href')).toBe(
      '/category/gloves',
    );
    expect(within(crumbs).getByRole('link', { name: 'Nitrile Gloves' }).getAttribute('href')).toBe(
      '/products/1?category=nitrile-gloves',
    );
    // The description with its list wrappers removed.
    expect(screen.getByText('Textured fingertips').tagName).toBe('P');
  });

  it('shows a price-visible buyer the price with List Price struck through', async () => {
    signIn();
    item = itemDetailFixture({ price: 9.5, prices: [{ level: 'List Price', price: 12 }] });
    renderApp('/product/42');
    expect(await screen.findByText('$9.50')).toBeTruthy();
    expect(screen.getByText('$12.00').tagName).toBe('S');
    expect(screen.queryByRole('link', { name: 'Login to View Price' })).toBeNull();
  });

  it.each([
    ['not addable', { isAddableToCart: false }],
    ['priced N/A', { price: null }],
  ])('says the product is unavailable when %s', async (_case, overrides) => {
    signIn();
    item = itemDetailFixture(overrides);
    renderApp('/product/42');
    expect(
      await screen.findByText('This product is currently unavailable. Please check back later!'),
    ).toBeTruthy();
  });

  it('says there is no more allocation when allocationMax is 0', async () => {
    signIn();
    item = itemDetailFixture({ price: 9.5, prices: [], allocationPeriod: 'month' });
    allocationMax = 0;
    renderApp('/product/42');
    expect(await screen.findByText('You have no more allocation on this product.')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Currently Unavailable' }).disabled).toBe(
      true,
    );
  });

  it('shows Out of Stock, the rx icon and the coming-soon image without images', async () => {
    item = itemDetailFixture({
      quantityAvailable: 0,
      isInStock: false,
      rxLevel: 1,
      itemImage: [],
      thumbnailImage: null,
    });
    renderApp('/product/42');
    expect(await screen.findByText('Out of Stock')).toBeTruthy();
    expect(
      screen.getByRole('img', { name: 'This item requires a medical license to purchase' }),
    ).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Image coming soon' })).toBeTruthy();
  });

  it('preselects the unit of ?uom= and opens the related section for #rp', async () => {
    signIn();
    item = itemDetailFixture({ price: 9.5, prices: [] });
    renderApp('/product/42?uom=14#rp');
    expect((await screen.findByLabelText<HTMLSelectElement>('Unit of measure')).value).toBe('14');
    // service spec §9: the price of the chosen unit is price × conversion rate.
    expect(screen.getByText('$95.00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Related Products' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('link', { name: 'Gauze Pads' })).toBeTruthy();
    // A related item answered without prices: a signed-in buyer is told so (storefront spec §6),
    // with no link back to the login they are past (issue 15).
    expect(screen.getAllByText('Login to see price').length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: /to see price/i })).toBeNull();
  });

  it('renders the product its loader read, without asking the API again (ADR 0022)', async () => {
    item = itemDetailFixture({ siteDisplayName: 'Primed Gloves' });
    renderApp('/product/primed-item');
    expect(await heading('Primed Gloves')).toBeTruthy();
    // The loader's one read primed the page's query: the page itself asks for nothing more.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(itemRequests.map((request) => new URL(request.url, 'http://x').searchParams.get('id'))).toEqual([
      'primed-item',
    ]);
  });

  it('opens the Have Questions and Share dialogs', async () => {
    const { user } = renderApp('/product/42');
    await heading('PureWave Nitrile Exam Gloves');
    await user.click(screen.getByRole('button', { name: 'Have Questions?' }));
    const questions = await screen.findByRole('dialog', { name: 'Have Questions?' });
    expect(within(questions).getByRole('link', { name: '1-800-555-0142' }).getAttribute('href')).toBe(
      'tel:+18005550142',
    );
    expect(within(questions).getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe(
      '/contactus',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Have Questions?' })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const share = await screen.findByRole('dialog', { name: 'Share this product' });
    for (const name of [/Twitter/, /Facebook/, /LinkedIn/])
      expect(within(share).getByRole('link', { name })).toBeTruthy();
    expect(within(share).getByLabelText<HTMLInputElement>('Copy link').value).toContain(
      '/product/purewave-nitrile-exam-gloves-mer-104231',
    );
  });
});

describe('listing (storefront spec §2.1, §4)', () => {
  it('lists the results with a count and pagination, and filters by manufacturer through the URL', async () => {
    const { router, user } = renderApp('/products/1?search=gloves&sort=name-asc');
    expect(await screen.findByText('Showing 1–1 of 25 results')).toBeTruthy();
    expect(paginateBodies[0]).toMatchObject({
      page: 1,
      limit: 10,
      searchTerm: 'gloves',
      sort: 'name-asc',
      facets: {},
    });
    expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe(
      '/products/3?search=gloves&sort=name-asc',
    );

    await user.click(
      within(screen.getByRole('complementary', { name: 'Filters' })).getByRole('radio', {
        name: /Harborlight Health/,
      }),
    );
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?search=gloves&manufacturer=Harborlight+Health&sort=name-asc',
      ),
    );
    await waitFor(() =>
      expect(paginateBodies.at(-1)).toMatchObject({
        facets: { manufacturer: 'Harborlight Health' },
        page: 1,
      }),
    );
  });

  it("renders the cards past the first screen only as they come near it, and loads the first ones' pictures at once", async () => {
    listingCards = Array.from({ length: 10 }, (_, n) =>
      productCardFixture({ id: 100 + n, urlComponent: `glove-${n + 1}`, siteDisplayName: `Glove ${n + 1}` }),
    );
    renderApp('/products/1');
    await screen.findByText('Glove 10');
    const items = [...document.querySelectorAll('main ul li')].filter((li) => li.querySelector('article'));
    expect(items).toHaveLength(10);
    expect(items.map((li) => li.classList.contains('listing-card-later'))).toEqual([
      ...Array<boolean>(4).fill(false),
      ...Array<boolean>(6).fill(true),
    ]);
    expect(items.map((li) => li.querySelector('img')?.getAttribute('loading'))).toEqual([
      ...Array<string>(4).fill('eager'),
      ...Array<string>(6).fill('lazy'),
    ]);
  });

  it('clears availability, rx level and sort when a category is chosen', async () => {
    const { router, user } = renderApp(
      '/products/2?availability=inStock&rxLevel=2&sort=name-asc&manufacturer=Acme',
    );
    await screen.findByText('Showing 11–11 of 25 results');
    await user.click(
      await within(screen.getByRole('complementary', { name: 'Filters' })).findByRole('radio', {
        name: 'Wound Care',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/1'));
    expect(router.state.location.search).toBe('?category=wound-care&manufacturer=Acme');
    expect(await heading('Wound Care')).toBeTruthy();
  });

  it("selects a filter by its label in the phone's filter panel of a directly loaded category page", async () => {
    const { router, user } = renderApp('/category/exam-room');
    await screen.findByText('Showing 1–1 of 25 results');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    // Every label points at an id of its own: no id on the page is used twice.
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    const panel = screen.getAllByRole('group', { name: 'Manufacturer' }).at(-1);
    if (!panel) throw new Error('no filter panel');
    await user.click(within(panel).getByText('Harborlight Health'));
    await waitFor(() => expect(router.state.location.search).toBe('?manufacturer=Harborlight+Health'));
  });

  it('shows the category named in place of the page number: /products/{categoryUrlComponent}', async () => {
    renderApp('/products/exam-room');
    expect(await heading('Exam Room')).toBeTruthy();
    await waitFor(() => expect(paginateBodies[0]).toMatchObject({ category: 'exam-room', page: 1 }));
  });

  it('shows a category page with its subcategories and items', async () => {
    renderApp('/category/exam-room');
    expect(await heading('Exam Room')).toBeTruthy();
    expect(
      within(screen.getByRole('navigation', { name: 'Subcategories' })).getByRole('link', { name: 'Gloves' }),
    ).toBeTruthy();
    await waitFor(() => expect(paginateBodies[0]).toMatchObject({ category: 'exam-room', page: 1 }));
  });
});
