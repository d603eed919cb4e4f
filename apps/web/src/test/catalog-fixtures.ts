// Catalogue, search and content test data shaped by the contract: each fixture is parsed by the
// contract's own schema, so a change to the API's shape breaks these tests instead of drifting.
import {
  CategoryDetail,
  ContentPageResponse,
  ItemDetail,
  PaginateItemsResponse,
  ProductCard,
  ShellContentResponse,
  SuggestionsResponse,
  WebsiteResponse,
} from '@medsupply/contract';

const unit = {
  defaultUnitId: 13,
  details: [
    { id: 13, unitName: 'Box of 100', conversionRate: 1, baseUnit: true },
    { id: 14, unitName: 'Case of 10 Boxes', conversionRate: 10, baseUnit: false },
  ],
};

export function productCardFixture(overrides: Partial<ProductCard> = {}): ProductCard {
  return ProductCard.parse({
    id: 42,
    itemName: 'MER-104231',
    displayName: 'Nitrile Exam Gloves, Powder-Free',
    siteDisplayName: 'PureWave Nitrile Exam Gloves',
    urlComponent: 'purewave-nitrile-exam-gloves-mer-104231',
    manufacturer: 'Halvorsen Medical',
    mpn: 'HVM-1098-317',
    thumbnailImage: '/media/items/glove.svg',
    quantityAvailable: 120,
    isInStock: true,
    isAddableToCart: true,
    restricted: false,
    rxLevel: 0,
    allocationPeriod: null,
    matrixDetails: null,
    unit,
    children: [],
    latestPurchase: null,
    ...overrides,
  });
}

export function itemDetailFixture(overrides: Partial<ItemDetail> = {}): ItemDetail {
  return ItemDetail.parse({
    id: 42,
    itemId: 42,
    itemName: 'MER-104231',
    displayName: 'Nitrile Exam Gloves, Powder-Free',
    siteDisplayName: 'PureWave Nitrile Exam Gloves',
    urlComponent: 'purewave-nitrile-exam-gloves-mer-104231',
    description: '<p>Powder-free nitrile gloves.</p><ul><li>Textured fingertips</li><li>Latex free</li></ul>',
    manufacturer: 'Halvorsen Medical',
    mpn: 'HVM-1098-317',
    quantityAvailable: 120,
    isInStock: true,
    isAddableToCart: true,
    specialOrder: false,
    rxLevel: 0,
    restricted: false,
    inactive: false,
    allocationPeriod: null,
    thumbnailImage: '/media/items/glove.svg?w=160',
    itemImage: [
      { index: 0, url: '/media/items/glove-1.svg', largeUrl: '/media/items/glove-1.svg?w=1200' },
      { index: 1, url: '/media/items/glove-2.svg', largeUrl: '/media/items/glove-2.svg?w=1200' },
    ],
    itemFile: [{ url: '/media/files/spec.pdf', name: 'Product Specification Sheet' }],
    unit,
    children: [],
    parentId: null,
    matrixDetails: null,
    attributes: { Color: 'Blue' },
    metaTag: null,
    titleTag: null,
    h1Tag: null,
    searchKeywords: '',
    category: {
      id: 111,
      name: 'Nitrile Gloves',
      urlComponent: 'nitrile-gloves',
      parent: { id: 11, name: 'Gloves', urlComponent: 'gloves' },
    },
    latestPurchase: null,
    ...overrides,
  });
}

export function paginateFixture(
  results: ProductCard[] = [productCardFixture()],
  overrides: Partial<PaginateItemsResponse> = {},
): PaginateItemsResponse {
  return PaginateItemsResponse.parse({
    limit: 10,
    page: 1,
    pages: results.length === 0 ? 0 : 1,
    total: results.length,
    results,
    facets: {
      manufacturer: [
        { value: 'Halvorsen Medical', count: 7 },
        { value: 'Harborlight Health', count: 3 },
      ],
      rxLevel: [{ value: 2, name: 'Rx Only', count: 2 }],
      availability: [
        { value: 'inStock', count: 9 },
        { value: 'outOfStock', count: 1 },
      ],
    },
    sort: 'relevance',
    searchTerm: null,
    queryID: null,
    category: null,
    ...overrides,
  });
}

export const categoryDetailFixture: CategoryDetail = CategoryDetail.parse({
  id: 1,
  name: 'Exam Room',
  urlComponent: 'exam-room',
  imageUrl: null,
  description: null,
  isParent: true,
  depth: 1,
  parent: null,
  breadcrumbs: [{ id: 1, name: 'Exam Room', urlComponent: 'exam-room' }],
  children: [
    { id: 11, name: 'Gloves', urlComponent: 'gloves', imageUrl: null, isParent: false, children: [] },
  ],
});

export function suggestionsFixture(query: string, count: number): SuggestionsResponse {
  return SuggestionsResponse.parse({
    query,
    queryID: 'q-123',
    hits: Array.from({ length: count }, (_, index) => ({
      id: index + 1,
      itemName: `MER-10${index}`,
      displayName: `Nitrile Gloves ${index + 1}`,
      thumbnailImage: `/media/items/${index}.svg`,
      urlComponent: `nitrile-gloves-${index + 1}`,
    })),
    hitsPerPage: 5,
    total: count,
    exhaustiveTotal: true,
  });
}

export const websiteFixture: WebsiteResponse = WebsiteResponse.parse({
  navBar: null,
  mainNavigation: null,
  mainNavigationDropdown: null,
  homePage: {
    hero: {
      heading: 'Medical supplies for practices that run on time',
      subheading: 'Contract pricing and next-day delivery.',
      cta: { label: 'Shop all products', href: '/shop' },
      imageUrl: '/images/hero.webp',
      imageAlt: 'A clinic supply room',
    },
    sections: [
      {
        type: 'productCarousel',
        heading: 'Best sellers',
        source: { kind: 'rule', rule: 'top-items', limit: 12 },
        items: [productCardFixture()],
      },
    ],
  },
  footer: {
    columns: [{ heading: 'Customer Service', links: [{ label: 'Returns', href: '/returns' }] }],
    contact: { phone: '1-800-555-0142', email: 'support@meridian.test', hours: 'Mon-Fri', addressLines: [] },
    legalLinks: [],
    copyright: '© 2026 Meridian Medical Supply. All rights reserved.',
  },
  alertBanner: {
    enabled: true,
    tone: 'info',
    html: '<p><strong>Holiday shipping:</strong> closed Thursday.</p>',
  },
  pages: [{ path: '/returns', title: 'Returns' }],
});

/** The website's shell part (GET /api/content/shell): the same entries without the home page. */
export const shellContentFixture: ShellContentResponse = ShellContentResponse.parse(websiteFixture);

/** A content page whose title and heading are `title`. */
export function contentPageFixture(path: string, title: string): ContentPageResponse {
  return ContentPageResponse.parse({
    path,
    title,
    heading: title,
    summary: `${title} at Meridian Medical Supply.`,
    html: `<p>${title} text.</p>`,
    updatedAt: '2026-11-01T00:00:00.000Z',
  });
}
