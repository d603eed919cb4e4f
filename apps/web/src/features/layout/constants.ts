// Texts and links of the storefront shell, verbatim from storefront spec §1, §2.4 and §9.

/** storefront spec §1: the slogan strip. */
export const SLOGANS = ['Low Price Guarantee', '24-Hour Delivery', 'Live Customer Service 24/7'] as const;

/** storefront spec §9: support hours, shown when the site config has not arrived. */
export const DEFAULT_SUPPORT_HOURS = 'Mon-Fri 9 am to 5 pm EST';

/** storefront spec §2.4: the category bar after the PRODUCTS dropdown. */
export const MAIN_NAV_LINKS = [
  { label: 'WHO WE SERVE', to: '/marketsserved' },
  { label: 'COMPANY', to: '/about' },
] as const;

export const RESOURCES_LINK = { label: 'Resources', to: '/resources' } as const;
export const CONTACT_LINK = { label: 'Contact Us', to: '/contactus' } as const;
export const REORDER_PATH = '/myaccount/menu/reorder';
export const CART_PATH = '/cart';
export const ALL_PRODUCTS_PATH = '/products/1';

/** A category as the navigation shows it; the app maps the catalogue's tree into this. */
export interface NavCategory {
  id: string;
  name: string;
  href: string;
  children: NavCategory[];
}

/** storefront spec §9: "The support phone is 1-{phone}". */
export function displaySupportPhone(phone: string): string {
  const trimmed = phone.trim();
  return /^(\+?1[\s.-])/.test(trimmed) ? trimmed : `1-${trimmed}`;
}

export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? digits : `+${digits.length === 10 ? `1${digits}` : digits}`}`;
}
