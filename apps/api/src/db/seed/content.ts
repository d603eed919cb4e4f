// Site content of the demo store (our built-in content service, ARCHITECTURE §1): the header's
// nav bar, the main navigation and its dropdowns, the home page, the footer, the alert banner and
// the content pages. The `data` shape of every kind is defined and documented here; the content API
// mirrors these types in zod, and the storefront renders them.
//
// Page bodies and the banner are HTML limited to PAGE_HTML_TAGS (p, h2, h3, ul, li, a, strong, em);
// links inside them are site paths ('/contactus') or mailto:/tel: links.
import { contentEntries } from '../schema/index.ts';
import type { BulkWriter, Row } from './bulk.ts';
import type { SampleCategory } from './catalog-sample.ts';
import { addDays, DAY_MS, startOfUtcDay } from './time.ts';

// ---------------------------------------------------------------------------------------------
// Data types, one per content kind

/** The tags page and banner HTML may use; anything else is a content error. */
export const PAGE_HTML_TAGS = ['p', 'h2', 'h3', 'ul', 'li', 'a', 'strong', 'em'] as const;

/** A link: `href` is a site path ('/about', '/category/gloves') or an absolute/mailto:/tel: URL. */
export interface ContentLink {
  label: string;
  href: string;
}

/** kind 'navBar' (one entry): the header's utility area (storefront spec §2.4). */
export interface NavBarData {
  /** The info strip's slogans, in order. */
  slogans: string[];
  /** Links beside the search bar, in order (Resources, Contact Us…). */
  links: ContentLink[];
  /** The Support popover's content. */
  support: SupportDetails;
}

export interface SupportDetails {
  /** Display form of the toll-free number, e.g. '1-800-555-0142'. */
  phone: string;
  email: string;
  /** Human-readable hours, e.g. 'Monday to Friday, 9 am to 5 pm EST'. */
  hours: string;
  contactPage: ContentLink;
}

/** A navigation link; `categoryUrlComponent` is set when it points at a catalogue category. */
export interface NavigationLink extends ContentLink {
  categoryUrlComponent?: string;
  /** One short line shown under the label in dropdowns. */
  description?: string;
}

/** kind 'mainNavigation' (one entry): the category bar under the header, in order. */
export interface MainNavigationData {
  sections: MainNavigationSection[];
}

export interface MainNavigationSection {
  /** Stable id ('products', 'who-we-serve', 'company'). */
  id: string;
  /** The label as shown in the bar ('PRODUCTS'). */
  label: string;
  /** Where the label itself leads. */
  href: string;
  /**
   * 'categories': `links` are the top categories (each has categoryUrlComponent); the storefront
   * may expand their subcategories from the catalogue. 'links': plain links.
   */
  kind: 'categories' | 'links';
  links: NavigationLink[];
  /** Id of a mainNavigationDropdown menu opened from this section, if any. */
  dropdownId?: string;
}

/** kind 'mainNavigationDropdown' (one entry): the rich dropdown menus of the main navigation. */
export interface MainNavigationDropdownData {
  menus: NavigationDropdownMenu[];
}

export interface NavigationDropdownMenu {
  /** Matches MainNavigationSection.dropdownId. */
  id: string;
  label: string;
  columns: { heading: string; links: NavigationLink[] }[];
  /** An optional call-out shown beside the columns. */
  feature?: { heading: string; body: string; link: ContentLink };
}

/** kind 'homePage' (one entry): the hero, then sections rendered in order. */
export interface HomePageData {
  hero: HomeHero;
  sections: HomeSection[];
}

export interface HomeHero {
  heading: string;
  subheading: string;
  cta: ContentLink;
  secondaryCta?: ContentLink;
  /** Site path of the hero image. */
  imageUrl: string;
  imageAlt: string;
}

export type HomeSection =
  CategoryTilesSection | ProductCarouselSection | ValuePropositionsSection | TrustStripSection;

/** Tiles of top categories, by urlComponent (the catalogue supplies names and images). */
export interface CategoryTilesSection {
  type: 'categoryTiles';
  heading: string;
  categories: { urlComponent: string; label: string }[];
}

/** Where a product carousel's items come from. */
export type ProductCarouselSource =
  /** These items, in this order (inactive or missing ones are skipped). */
  | { kind: 'items'; itemIds: number[] }
  /** A rule evaluated by the API: 'top-items' = the store's best sellers. */
  | { kind: 'rule'; rule: 'top-items'; limit: number }
  /** The most popular items of a category (and its subcategories). */
  | { kind: 'category'; categoryUrlComponent: string; limit: number };

export interface ProductCarouselSection {
  type: 'productCarousel';
  heading: string;
  source: ProductCarouselSource;
  viewAll?: ContentLink;
}

/** Icon names from lucide-react. */
export type ValueIcon = 'truck' | 'badge-dollar-sign' | 'headset' | 'shield-check' | 'repeat' | 'file-text';

export interface ValuePropositionsSection {
  type: 'valuePropositions';
  heading: string;
  items: { icon: ValueIcon; title: string; body: string }[];
}

/** A strip of short proof points ('Since 1998', 'HIDA member'…). */
export interface TrustStripSection {
  type: 'trustStrip';
  items: { label: string; detail: string }[];
}

/** kind 'footer' (one entry). */
export interface FooterData {
  columns: { heading: string; links: ContentLink[] }[];
  contact: {
    phone: string;
    email: string;
    hours: string;
    /** Postal address, one line each. */
    addressLines: string[];
  };
  legalLinks: ContentLink[];
  /** Shown as is, e.g. '© 2026 Meridian Medical Supply. All rights reserved.' */
  copyright: string;
}

/** kind 'alertBanner' (one entry): a short rich-text notice above the header. */
export interface AlertBannerData {
  /** Shown only when true. */
  enabled: boolean;
  tone: 'info' | 'warning';
  /** HTML limited to PAGE_HTML_TAGS, one or two short paragraphs. */
  html: string;
}

/** kind 'page' (one entry per path): a content page registered as a route at its path. */
export interface PageData {
  /** The page's h1. */
  heading: string;
  /** One or two sentences: the meta description and the lead paragraph. */
  summary: string;
  /** Body HTML limited to PAGE_HTML_TAGS. */
  html: string;
}

/** The data type of each content kind (content_entries.kind → data). */
export interface ContentDataByKind {
  navBar: NavBarData;
  mainNavigation: MainNavigationData;
  mainNavigationDropdown: MainNavigationDropdownData;
  homePage: HomePageData;
  footer: FooterData;
  alertBanner: AlertBannerData;
  page: PageData;
}
export type ContentKind = keyof ContentDataByKind;

// ---------------------------------------------------------------------------------------------
// The demo store's content

export const STORE_NAME = 'Meridian Medical Supply';
// The defaults of SUPPORT_PHONE and SUPPORT_EMAIL (config.ts); an operator edits content, not env.
const SUPPORT_PHONE = '1-800-555-0142';
const SUPPORT_EMAIL = 'support@meridian-medical.example';
const SUPPORT_HOURS = 'Monday to Friday, 9 am to 5 pm EST';
// The default STORE_ADDRESS (config.ts) printed on invoices, receipts and statements: the footer
// must not give a clinic's accountant a second address.
const ADDRESS_LINES = [
  'Meridian Medical Supply',
  '2150 Commerce Park Drive, Suite 300',
  'Columbus, OH 43219',
];

const MARKETS: { id: string; label: string; description: string }[] = [
  {
    id: 'physician-practices',
    label: 'Physician Practices',
    description: 'Exam room, diagnostics and point-of-care testing',
  },
  { id: 'urgent-care', label: 'Urgent Care', description: 'Wound care, splinting, IV and rapid tests' },
  {
    id: 'surgery-centers',
    label: 'Ambulatory Surgery Centers',
    description: 'Procedure packs, sterilization and anesthesia supplies',
  },
  {
    id: 'long-term-care',
    label: 'Long-Term Care',
    description: 'Incontinence, skin care and resident comfort',
  },
  { id: 'dental', label: 'Dental Practices', description: 'Infection control, anesthetics and disposables' },
  {
    id: 'veterinary',
    label: 'Veterinary Clinics',
    description: 'Surgical, diagnostic and pharmacy supplies',
  },
  {
    id: 'home-health',
    label: 'Home Health & Hospice',
    description: 'Nursing bags, wound care and mobility aids',
  },
  {
    id: 'schools',
    label: 'School & University Health',
    description: 'First aid, AEDs and student health clinics',
  },
];

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

function formatLongDate(date: Date): string {
  return date.toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  });
}

function formatMonthDayYear(date: Date): string {
  return date.toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
}

/** The nth weekday (0 = Sunday) of a month; n = -1 for the last one. */
function nthWeekday(year: number, month: number, weekday: number, n: number): Date {
  if (n < 0) {
    const last = new Date(Date.UTC(year, month + 1, 0));
    return addDays(last, -((last.getUTCDay() - weekday + 7) % 7));
  }
  const first = new Date(Date.UTC(year, month, 1));
  return addDays(first, ((weekday - first.getUTCDay() + 7) % 7) + (n - 1) * 7);
}

/** The next US holiday on which the warehouses close, on or after `now`'s day. */
export function nextWarehouseHoliday(now: Date): { name: string; date: Date } {
  const today = startOfUtcDay(now).getTime();
  for (const year of [now.getUTCFullYear(), now.getUTCFullYear() + 1]) {
    const holidays = [
      { name: "New Year's Day", date: new Date(Date.UTC(year, 0, 1)) },
      { name: 'Memorial Day', date: nthWeekday(year, 4, 1, -1) },
      { name: 'Independence Day', date: new Date(Date.UTC(year, 6, 4)) },
      { name: 'Labor Day', date: nthWeekday(year, 8, 1, 1) },
      { name: 'Thanksgiving Day', date: nthWeekday(year, 10, 4, 4) },
      { name: 'Christmas Day', date: new Date(Date.UTC(year, 11, 25)) },
    ];
    const next = holidays.find((h) => h.date.getTime() >= today);
    if (next) return next;
  }
  throw new Error('unreachable: every year has holidays');
}

/** The business day before a date (Friday for a Monday). */
function previousBusinessDay(date: Date): Date {
  let day = addDays(date, -1);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day = addDays(day, -1);
  return day;
}

function nextBusinessDay(date: Date): Date {
  let day = addDays(date, 1);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day = addDays(day, 1);
  return day;
}

export interface ContentInput {
  writer: BulkWriter;
  now: Date;
  topCategories: readonly SampleCategory[];
  /** Popular item ids for the featured carousel. */
  featuredItemIds: readonly number[];
}

export interface ContentEntry<K extends ContentKind = ContentKind> {
  kind: K;
  path: string | null;
  title: string;
  data: ContentDataByKind[K];
}

/** Every content entry of the demo store, in a stable order. */
export function buildContent(input: Omit<ContentInput, 'writer'>): ContentEntry[] {
  const { now, topCategories, featuredItemIds } = input;
  const categoryLinks: NavigationLink[] = topCategories.map((c) => ({
    label: c.name,
    href: `/category/${c.urlComponent}`,
    categoryUrlComponent: c.urlComponent,
  }));
  const support: SupportDetails = {
    phone: SUPPORT_PHONE,
    email: SUPPORT_EMAIL,
    hours: SUPPORT_HOURS,
    contactPage: { label: 'Contact Us', href: '/contactus' },
  };

  const navBar: NavBarData = {
    slogans: ['Low Price Guarantee', '24-Hour Delivery', 'Live Customer Service 24/7'],
    links: [
      { label: 'Resources', href: '/resources' },
      { label: 'Promotions', href: '/promotions' },
      { label: 'Contact Us', href: '/contactus' },
    ],
    support,
  };

  const mainNavigation: MainNavigationData = {
    sections: [
      { id: 'products', label: 'PRODUCTS', href: '/shop', kind: 'categories', links: categoryLinks },
      {
        id: 'who-we-serve',
        label: 'WHO WE SERVE',
        href: '/marketsserved',
        kind: 'links',
        dropdownId: 'who-we-serve',
        links: MARKETS.map((m) => ({ label: m.label, href: `/marketsserved#${m.id}` })),
      },
      {
        id: 'company',
        label: 'COMPANY',
        href: '/about',
        kind: 'links',
        dropdownId: 'company',
        links: [
          { label: 'About Us', href: '/about' },
          { label: 'Updates', href: '/updates' },
          { label: 'Resources', href: '/resources' },
          { label: 'Contact Us', href: '/contactus' },
        ],
      },
    ],
  };

  const mainNavigationDropdown: MainNavigationDropdownData = {
    menus: [
      {
        id: 'who-we-serve',
        label: 'Who We Serve',
        columns: [
          {
            heading: 'Clinical settings',
            links: MARKETS.slice(0, 4).map((m) => ({
              label: m.label,
              href: `/marketsserved#${m.id}`,
              description: m.description,
            })),
          },
          {
            heading: 'Specialty and community care',
            links: MARKETS.slice(4).map((m) => ({
              label: m.label,
              href: `/marketsserved#${m.id}`,
              description: m.description,
            })),
          },
        ],
        feature: {
          heading: 'Opening a new location?',
          body: 'Our opening-order team builds your first order from a room-by-room checklist, at your contract prices.',
          link: { label: 'Talk to a specialist', href: '/contactus' },
        },
      },
      {
        id: 'company',
        label: 'Company',
        columns: [
          {
            heading: 'About Meridian',
            links: [
              { label: 'About Us', href: '/about', description: 'A distributor built for independent care' },
              { label: 'Updates', href: '/updates', description: 'Product, pricing and service news' },
              { label: 'Compare', href: '/compare', description: 'How we compare with the big distributors' },
            ],
          },
          {
            heading: 'Help',
            links: [
              { label: 'Contact Us', href: '/contactus', description: SUPPORT_HOURS },
              {
                label: 'Shipping Policy',
                href: '/shipping-policy',
                description: 'Cut-off times and delivery days',
              },
              { label: 'Returns', href: '/returns', description: 'How to return or exchange an item' },
            ],
          },
        ],
      },
    ],
  };

  const tileCategories = topCategories.slice(0, 8);
  const carouselCategory = topCategories[0];
  const homePage: HomePageData = {
    hero: {
      heading: 'Medical supplies for practices that run on time',
      subheading:
        'Contract pricing, next-day delivery across the Midwest and East Coast, and a team that answers the phone. Order from more than 100 trusted manufacturers.',
      cta: { label: 'Shop all products', href: '/shop' },
      secondaryCta: { label: 'Open an account', href: '/register' },
      imageUrl: '/images/home/hero-supply-room.svg',
      imageAlt: 'A well-stocked clinic supply room with labeled shelves',
    },
    sections: [
      {
        type: 'categoryTiles',
        heading: 'Shop by category',
        categories: tileCategories.map((c) => ({ urlComponent: c.urlComponent, label: c.name })),
      },
      {
        type: 'productCarousel',
        heading: 'Best sellers',
        source: { kind: 'rule', rule: 'top-items', limit: 12 },
        viewAll: { label: 'See all products', href: '/products/1' },
      },
      {
        type: 'valuePropositions',
        heading: `Why practices choose ${STORE_NAME}`,
        items: [
          {
            icon: 'truck',
            title: 'Next-day delivery',
            body: 'Orders placed by 2 pm ET ship the same day from four regional warehouses.',
          },
          {
            icon: 'badge-dollar-sign',
            title: 'Your contract prices',
            body: 'GPO and tier pricing are applied automatically when you sign in.',
          },
          {
            icon: 'repeat',
            title: 'Lists and subscriptions',
            body: 'Save par levels as lists and let recurring orders place themselves.',
          },
          {
            icon: 'headset',
            title: 'People who pick up',
            body: `Call ${SUPPORT_PHONE} and reach a product specialist, not a phone tree.`,
          },
        ],
      },
      ...(featuredItemIds.length > 0
        ? [
            {
              type: 'productCarousel' as const,
              heading: 'Stock up for the season',
              source: { kind: 'items' as const, itemIds: [...featuredItemIds] },
            },
          ]
        : []),
      ...(carouselCategory
        ? [
            {
              type: 'productCarousel' as const,
              heading: `Popular in ${carouselCategory.name}`,
              source: {
                kind: 'category' as const,
                categoryUrlComponent: carouselCategory.urlComponent,
                limit: 10,
              },
              viewAll: {
                label: `Shop ${carouselCategory.name}`,
                href: `/category/${carouselCategory.urlComponent}`,
              },
            },
          ]
        : []),
      {
        type: 'trustStrip',
        items: [
          { label: 'Since 1998', detail: 'Family-owned distributor' },
          { label: '12,000+', detail: 'Practices served' },
          { label: '99.2%', detail: 'Order fill rate' },
          { label: 'DEA & state licensed', detail: 'Rx and Schedules III–V' },
        ],
      },
    ],
  };

  const footer: FooterData = {
    columns: [
      {
        heading: 'Shop',
        links: [
          { label: 'All Products', href: '/shop' },
          ...categoryLinks.slice(0, 5).map(({ label, href }) => ({ label, href })),
          { label: 'Infection Control', href: '/infection-control' },
          { label: 'Promotions', href: '/promotions' },
        ],
      },
      {
        heading: 'Customer Service',
        links: [
          { label: 'Contact Us', href: '/contactus' },
          { label: 'Shipping Policy', href: '/shipping-policy' },
          { label: 'Returns', href: '/returns' },
          { label: 'Track a Delivery', href: '/tracking' },
          { label: 'Report an Issue', href: '/beta/issue' },
        ],
      },
      {
        heading: 'Company',
        links: [
          { label: 'About Us', href: '/about' },
          { label: 'Who We Serve', href: '/marketsserved' },
          { label: 'Updates', href: '/updates' },
          { label: 'Compare', href: '/compare' },
          { label: 'Resources', href: '/resources' },
        ],
      },
      {
        heading: 'My Account',
        links: [
          { label: 'Sign In', href: '/login' },
          { label: 'Create Account', href: '/register' },
          { label: 'Customer Application', href: '/customerapplication' },
          { label: 'Order History', href: '/myaccount/menu/salesorders' },
          { label: 'Pay Invoices', href: '/myaccount/menu/payment/create' },
        ],
      },
    ],
    contact: {
      phone: SUPPORT_PHONE,
      email: SUPPORT_EMAIL,
      hours: SUPPORT_HOURS,
      addressLines: ADDRESS_LINES,
    },
    legalLinks: [
      { label: 'Terms of Sale', href: '/returns' },
      { label: 'Shipping Policy', href: '/shipping-policy' },
      { label: 'Contact Us', href: '/contactus' },
    ],
    copyright: `© ${now.getUTCFullYear()} ${STORE_NAME}. All rights reserved.`,
  };

  const holiday = nextWarehouseHoliday(now);
  const lastCutoff = previousBusinessDay(holiday.date);
  const resumes = nextBusinessDay(holiday.date);
  const alertBanner: AlertBannerData = {
    enabled: true,
    tone: 'info',
    html:
      `<p><strong>Holiday shipping:</strong> our warehouses are closed on ${formatLongDate(holiday.date)} for ${holiday.name}. ` +
      `Orders placed after 2 pm ET on ${formatLongDate(lastCutoff)} ship on ${formatLongDate(resumes)}. ` +
      `<a href="/shipping-policy">See the shipping schedule</a>.</p>`,
  };

  const page = (path: string, title: string, data: PageData): ContentEntry<'page'> => ({
    kind: 'page',
    path,
    title,
    data,
  });
  const ago = (days: number) => formatMonthDayYear(new Date(startOfUtcDay(now).getTime() - days * DAY_MS));

  const pages: ContentEntry<'page'>[] = [
    page('/shop', 'Shop', {
      heading: 'Shop medical supplies',
      summary:
        'Browse thousands of exam room, surgical, diagnostic, pharmacy and janitorial products from the manufacturers your clinicians already trust.',
      html:
        '<h2>Shop by category</h2>' +
        `<ul>${topCategories.map((c) => `<li><a href="/category/${encodeURIComponent(c.urlComponent)}">${escapeHtml(c.name)}</a></li>`).join('')}</ul>` +
        '<h2>Ordering made simple</h2>' +
        '<ul><li><strong>Sign in</strong> to see your contract prices and licensed products.</li>' +
        '<li>Use <strong>Quick Order</strong> and <strong>Easy Reorder</strong> to restock in minutes.</li>' +
        '<li>Save par levels as <a href="/myaccount/menu/itemlists">item lists</a> and turn them into subscriptions.</li></ul>' +
        `<p>Cannot find an item? Call <a href="tel:${SUPPORT_PHONE}">${SUPPORT_PHONE}</a> and we will source it for you.</p>`,
    }),
    page('/promotions', 'Promotions', {
      heading: 'Current promotions',
      summary:
        'Savings on the supplies you reorder every month. Promotional prices apply automatically at checkout.',
      html:
        '<h2>Exam glove stock-up</h2>' +
        '<p>Buy any <strong>four cases</strong> of nitrile exam gloves and get the fifth case at <strong>50% off</strong>. Mix sizes freely.</p>' +
        '<h2>Free freight on your first subscription</h2>' +
        '<p>Turn any item list into a subscription and we waive ground freight on its first three deliveries, whatever the order size.</p>' +
        '<h2>Flu season bundle</h2>' +
        '<ul><li>Safety syringes and needles</li><li>Alcohol prep pads</li><li>Adhesive bandages and spot bandages</li><li>Sharps containers</li></ul>' +
        '<p>Order the bundle from your sales rep for <em>10% off</em> the combined price.</p>' +
        '<p>Promotions cannot be combined with GPO contract pricing and end when stock runs out. Questions? <a href="/contactus">Contact us</a>.</p>',
    }),
    page('/updates', 'Updates', {
      heading: 'Updates',
      summary: 'News about products, pricing, delivery and our online store.',
      html:
        `<h2>${ago(9)}</h2><h3>New: order approvals by e-mail</h3>` +
        '<p>Administrators now receive an e-mail when a buyer places an order that needs approval, and can approve it from <a href="/myaccount/menu/approvals">Approve Orders</a>.</p>' +
        `<h2>${ago(38)}</h2><h3>Saturday delivery in Columbus and Indianapolis</h3>` +
        '<p>Orders placed by noon on Friday now arrive on Saturday morning in both metro areas, at no extra charge.</p>' +
        `<h2>${ago(71)}</h2><h3>Manufacturer price changes</h3>` +
        '<p>Several manufacturers raised list prices on exam gloves and wound care. <strong>Contract prices are protected</strong> until your agreement renews; your rep will review any change with you first.</p>' +
        `<h2>${ago(120)}</h2><h3>License renewals</h3>` +
        '<p>Keep your DEA and state licenses current: checkout only offers shipping addresses with valid licenses for the controlled items in your cart. Send renewals to <a href="mailto:licensing@meridian-medical.example">licensing@meridian-medical.example</a>.</p>',
    }),
    page('/compare', 'Compare', {
      heading: `How ${STORE_NAME} compares`,
      summary:
        'What independent practices get from a regional distributor that the national catalogs do not offer.',
      html:
        '<h2>Pricing</h2>' +
        '<ul><li><strong>Meridian:</strong> your GPO or tier price on every item, shown as soon as you sign in.</li>' +
        '<li><strong>National catalogs:</strong> list prices online, contract prices only by quote.</li></ul>' +
        '<h2>Delivery</h2>' +
        '<ul><li><strong>Meridian:</strong> next-day ground delivery to most of our service area, with our own routes in six metro areas.</li>' +
        '<li><strong>National catalogs:</strong> two to five business days, extra charges for expedited freight.</li></ul>' +
        '<h2>Minimums</h2>' +
        '<ul><li><strong>Meridian:</strong> no order minimum; free ground freight from $250.</li>' +
        '<li><strong>National catalogs:</strong> order minimums or small-order fees are common.</li></ul>' +
        '<h2>Service</h2>' +
        '<ul><li><strong>Meridian:</strong> a named sales rep and a support line answered by people.</li>' +
        '<li><strong>National catalogs:</strong> ticket queues and call centers.</li></ul>' +
        '<p>Ready to switch? Send us your last three invoices from any supplier and we will price them line by line. <a href="/contactus">Request a comparison</a>.</p>',
    }),
    page('/resources', 'Resources', {
      heading: 'Resources',
      summary: 'Guides, checklists and answers that help your team order, store and use supplies well.',
      html:
        '<h2>Ordering guides</h2>' +
        '<ul><li><a href="/shop">Finding products</a>: search by name, item number or manufacturer part number.</li>' +
        '<li><a href="/myaccount/menu/itemlists">Item lists and subscriptions</a>: keep par levels and schedule recurring orders.</li>' +
        '<li><a href="/myaccount/menu/approvals">Order approvals</a>: let buyers order while an administrator approves.</li></ul>' +
        '<h2>Compliance</h2>' +
        '<ul><li><strong>Licensed products:</strong> Rx and Schedule III–V items need a current license on file for the shipping address.</li>' +
        '<li><strong>Allocations:</strong> some items are limited per account each month; your remaining quantity is shown on the product page.</li>' +
        '<li><strong>Safety data sheets:</strong> download them from the Downloads tab of each product.</li></ul>' +
        '<h2>Billing</h2>' +
        '<ul><li>Pay invoices online by card or ACH from <a href="/myaccount/menu/payment/create">Make Payment</a>.</li>' +
        '<li>Download statements and invoice PDFs from your account.</li>' +
        '<li>Card payments carry a convenience fee unless your account is exempt; ACH payments never do.</li></ul>',
    }),
    page('/marketsserved', 'Who We Serve', {
      heading: 'Who we serve',
      summary:
        'From two-room dental studios to multi-site health systems, we supply the care settings that large distributors overlook.',
      html: MARKETS.map(
        (m) =>
          `<h2>${m.label}</h2><p>${m.description}. Ask about our ${m.label.toLowerCase()} starter lists, built with practices like yours.</p>`,
      ).join(''),
    }),
    page('/about', 'About Us', {
      heading: `About ${STORE_NAME}`,
      summary: `${STORE_NAME} is a family-owned distributor of medical, surgical and pharmacy supplies serving independent care since 1998.`,
      html:
        '<p>We started with one warehouse in Columbus, Ohio and a simple promise: the right product, at the agreed price, the next morning. Today four regional warehouses serve more than 12,000 practices, surgery centers, long-term care facilities and clinics.</p>' +
        '<h2>What we believe</h2>' +
        '<ul><li><strong>Clinicians should not chase supplies.</strong> Lists, subscriptions and easy reorder keep shelves full.</li>' +
        '<li><strong>Prices should be clear.</strong> Your contract price is the price you see.</li>' +
        '<li><strong>Service is a person.</strong> Every account has a named sales rep.</li></ul>' +
        '<h2>Licensed and accredited</h2>' +
        '<p>We are licensed by the DEA and state boards of pharmacy to distribute prescription products and Schedule III–V controlled substances, and we verify licenses on every controlled order.</p>' +
        '<p><a href="/contactus">Get in touch</a> or <a href="/register">open an account</a>.</p>',
    }),
    page('/contactus', 'Contact Us', {
      heading: 'Contact us',
      summary: `Our customer service team is available ${SUPPORT_HOURS}.`,
      html:
        '<h2>Customer service</h2>' +
        `<ul><li>Phone: <a href="tel:${SUPPORT_PHONE}">${SUPPORT_PHONE}</a></li>` +
        `<li>E-mail: <a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a></li>` +
        `<li>Hours: ${SUPPORT_HOURS}</li></ul>` +
        '<h2>Orders and deliveries</h2>' +
        '<p>For a missing or damaged delivery, have your order number (SO-…) ready, or <a href="/beta/issue">report an issue</a> online and we will reply within one business day.</p>' +
        '<h2>Accounts receivable</h2>' +
        '<p>Questions about invoices, statements or credits: <a href="mailto:ar@meridian-medical.example">ar@meridian-medical.example</a>.</p>' +
        '<h2>Mailing address</h2>' +
        `<p>${ADDRESS_LINES.join(', ')}</p>`,
    }),
    page('/shipping-policy', 'Shipping Policy', {
      heading: 'Shipping policy',
      summary: 'When your order ships, how it travels and what freight costs.',
      html:
        '<h2>Cut-off times</h2>' +
        '<p>Orders placed by <strong>2 pm ET</strong> on a business day ship the same day. Your account may have a different cut-off for its delivery route; it is shown on the <em>Addresses</em> page of your account.</p>' +
        '<h2>Freight</h2>' +
        '<ul><li><strong>Ground:</strong> free on orders of $250 or more, otherwise $12.95.</li>' +
        '<li><strong>2nd Day Air:</strong> $24.95.</li>' +
        '<li><strong>Next Day Air:</strong> $44.95, order by 2 pm ET.</li></ul>' +
        '<h2>Carriers and tracking</h2>' +
        '<p>We ship with our own delivery routes, UPS, FedEx and USPS. Every shipment has a tracking link in your account and in the delivery notification.</p>' +
        '<h2>Licensed products</h2>' +
        '<p>Rx and controlled items ship only to addresses with a current license for the item’s level. Temperature-sensitive items ship Monday to Wednesday in insulated packaging.</p>' +
        '<h2>Holidays</h2>' +
        "<p>Our warehouses close on New Year's Day, Memorial Day, Independence Day, Labor Day, Thanksgiving Day and Christmas Day.</p>",
    }),
    page('/returns', 'Returns', {
      heading: 'Returns and exchanges',
      summary: 'Unopened items can be returned within 30 days of delivery for credit.',
      html:
        '<h2>What can be returned</h2>' +
        '<ul><li>Unopened items in their original packaging, within <strong>30 days</strong> of delivery.</li>' +
        '<li>Items damaged in transit or shipped in error, at any time within 30 days, at no cost to you.</li></ul>' +
        '<h2>What cannot be returned</h2>' +
        '<ul><li>Prescription and controlled products, unless shipped in error.</li>' +
        '<li>Refrigerated items, special orders and opened sterile products.</li></ul>' +
        '<h2>How to return</h2>' +
        '<p>Call <a href="tel:' +
        SUPPORT_PHONE +
        '">' +
        SUPPORT_PHONE +
        '</a> or <a href="/beta/issue">report an issue</a> with your order number. We e-mail a return label, and a <em>credit memo</em> appears in your account once the items arrive. Credits can be applied to any open invoice from <a href="/myaccount/menu/payment/create">Make Payment</a>.</p>' +
        '<p>A 15% restocking fee applies to returns of items ordered in error after 14 days.</p>',
    }),
  ];

  return [
    { kind: 'navBar', path: null, title: 'Nav bar', data: navBar },
    { kind: 'mainNavigation', path: null, title: 'Main navigation', data: mainNavigation },
    {
      kind: 'mainNavigationDropdown',
      path: null,
      title: 'Main navigation dropdowns',
      data: mainNavigationDropdown,
    },
    { kind: 'homePage', path: null, title: STORE_NAME, data: homePage },
    { kind: 'footer', path: null, title: 'Footer', data: footer },
    { kind: 'alertBanner', path: null, title: 'Alert banner', data: alertBanner },
    ...pages,
  ];
}

export async function seedContent(input: ContentInput): Promise<number> {
  const entries = buildContent(input);
  const rows: Row<typeof contentEntries>[] = entries.map((entry, index) => ({
    id: index + 1,
    kind: entry.kind,
    path: entry.path,
    title: entry.title,
    data: entry.data as unknown as Record<string, unknown>,
    published: true,
    updatedAt: input.now,
  }));
  await input.writer.insert(contentEntries, rows);
  return rows.length;
}
