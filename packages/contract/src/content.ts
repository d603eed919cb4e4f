// Our content service in place of the hosted one (storefront spec §1, §3 "Content entries", §7):
// nav bar, main navigation and its dropdowns, home page, footer, alert banner and content pages.
// The shapes mirror the content rows the demo seed writes (apps/api/src/db/seed/content.ts).
// Rich text (`html`) is sanitized by the API to an allow-list of tags and attributes.
import { z } from 'zod';
import { ProductCard } from './catalog.ts';

/** `href`: a site path ('/about') or an absolute, mailto: or tel: URL. */
export const ContentLink = z.object({ label: z.string(), href: z.string() });
export type ContentLink = z.infer<typeof ContentLink>;

export const NavigationLink = ContentLink.extend({
  /** Set when the link points at a catalogue category. */
  categoryUrlComponent: z.string().optional(),
  /** One short line shown under the label in dropdowns. */
  description: z.string().optional(),
});
export type NavigationLink = z.infer<typeof NavigationLink>;

export const SupportDetails = z.object({
  phone: z.string(),
  email: z.string(),
  hours: z.string(),
  contactPage: ContentLink,
});

/** The header's utility area (storefront spec §2.4): slogans, links, Support popover. */
export const NavBar = z.object({
  slogans: z.array(z.string()),
  links: z.array(ContentLink),
  support: SupportDetails,
});
export type NavBar = z.infer<typeof NavBar>;

export const MainNavigationSection = z.object({
  /** Stable id ('products', 'who-we-serve', 'company'). */
  id: z.string(),
  /** As shown in the bar ('PRODUCTS'). */
  label: z.string(),
  href: z.string(),
  /** 'categories': links are top categories (expand subcategories from getCategories). */
  kind: z.enum(['categories', 'links']),
  links: z.array(NavigationLink),
  /** The mainNavigationDropdown menu this section opens, if any. */
  dropdownId: z.string().optional(),
});
export const MainNavigation = z.object({ sections: z.array(MainNavigationSection) });
export type MainNavigation = z.infer<typeof MainNavigation>;

export const NavigationDropdownMenu = z.object({
  id: z.string(),
  label: z.string(),
  columns: z.array(z.object({ heading: z.string(), links: z.array(NavigationLink) })),
  feature: z.object({ heading: z.string(), body: z.string(), link: ContentLink }).optional(),
});
export const MainNavigationDropdown = z.object({ menus: z.array(NavigationDropdownMenu) });
export type MainNavigationDropdown = z.infer<typeof MainNavigationDropdown>;

export const HomeHero = z.object({
  heading: z.string(),
  subheading: z.string(),
  cta: ContentLink,
  secondaryCta: ContentLink.optional(),
  imageUrl: z.string(),
  imageAlt: z.string(),
});

/** Category tiles; the API adds each category's id and image (null when the category is gone). */
export const CategoryTilesSection = z.object({
  type: z.literal('categoryTiles'),
  heading: z.string(),
  categories: z.array(
    z.object({
      urlComponent: z.string(),
      label: z.string(),
      id: z.number().int().nullable(),
      imageUrl: z.string().nullable(),
    }),
  ),
});

export const ProductCarouselSource = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('items'), itemIds: z.array(z.number().int()) }),
  z.object({ kind: z.literal('rule'), rule: z.literal('top-items'), limit: z.number().int() }),
  z.object({ kind: z.literal('category'), categoryUrlComponent: z.string(), limit: z.number().int() }),
]);

/**
 * A product carousel. The API resolves its source into `items` (product cards as the caller may see
 * them: prices only for price-visible callers; inactive or missing items skipped), so the home page
 * needs no further call.
 */
export const ProductCarouselSection = z.object({
  type: z.literal('productCarousel'),
  heading: z.string(),
  source: ProductCarouselSource,
  viewAll: ContentLink.optional(),
  items: z.array(ProductCard),
});

export const ValuePropositionsSection = z.object({
  type: z.literal('valuePropositions'),
  heading: z.string(),
  /** icon: a lucide-react icon name ('truck', 'badge-dollar-sign', 'headset', …). */
  items: z.array(z.object({ icon: z.string(), title: z.string(), body: z.string() })),
});

export const TrustStripSection = z.object({
  type: z.literal('trustStrip'),
  items: z.array(z.object({ label: z.string(), detail: z.string() })),
});

export const HomeSection = z.discriminatedUnion('type', [
  CategoryTilesSection,
  ProductCarouselSection,
  ValuePropositionsSection,
  TrustStripSection,
]);
export type HomeSection = z.infer<typeof HomeSection>;

export const HomePage = z.object({ hero: HomeHero, sections: z.array(HomeSection) });
export type HomePage = z.infer<typeof HomePage>;

export const Footer = z.object({
  columns: z.array(z.object({ heading: z.string(), links: z.array(ContentLink) })),
  contact: z.object({
    phone: z.string(),
    email: z.string(),
    hours: z.string(),
    addressLines: z.array(z.string()),
  }),
  legalLinks: z.array(ContentLink),
  copyright: z.string(),
});
export type Footer = z.infer<typeof Footer>;

/** A short rich-text notice above the header; show it only when enabled. */
export const AlertBanner = z.object({
  enabled: z.boolean(),
  tone: z.enum(['info', 'warning']),
  /** Sanitized HTML. */
  html: z.string(),
});
export type AlertBanner = z.infer<typeof AlertBanner>;

/** A content page's path and title, for registering its route (storefront spec §2.1). */
export const ContentPageLink = z.object({ path: z.string(), title: z.string() });

/**
 * GET /api/content/website. Any entry may be null when the store has none published (the storefront
 * then renders without it).
 */
export const WebsiteResponse = z.object({
  navBar: NavBar.nullable(),
  mainNavigation: MainNavigation.nullable(),
  mainNavigationDropdown: MainNavigationDropdown.nullable(),
  homePage: HomePage.nullable(),
  footer: Footer.nullable(),
  alertBanner: AlertBanner.nullable(),
  /** Every published content page. */
  pages: z.array(ContentPageLink),
});
export type WebsiteResponse = z.infer<typeof WebsiteResponse>;

/**
 * Ours (issue 15), GET /api/content/shell: the website's entries every page's frame shows, without
 * the home page's sections (its product carousels carry the caller's prices): the same for every
 * caller.
 */
export const ShellContentResponse = WebsiteResponse.omit({ homePage: true });
export type ShellContentResponse = z.infer<typeof ShellContentResponse>;

/** GET /api/content/page?path=/about: a site path, '/' followed by letters, digits, '-', '_' or '/'. */
export const ContentPageQuery = z.object({
  path: z
    .string({ message: 'path is required' })
    .max(200, 'path must be at most 200 characters')
    .regex(/^\/[A-Za-z0-9/_-]*$/, "path must be a site path such as '/about'"),
});
export type ContentPageQuery = z.infer<typeof ContentPageQuery>;

export const ContentPageResponse = z.object({
  path: z.string(),
  title: z.string(),
  /** The page's h1. */
  heading: z.string(),
  /** The meta description and lead paragraph. */
  summary: z.string(),
  /** Sanitized HTML. */
  html: z.string(),
  updatedAt: z.string(),
});
export type ContentPageResponse = z.infer<typeof ContentPageResponse>;
