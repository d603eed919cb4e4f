// Names of generated media: product illustrations, category tiles and PDF documents. The seed builds
// URLs with these functions and the routes parse them back, so both sides agree on one format and a
// key that does not parse is a 404 rather than a broken picture.
//
//   /media/items/{kind}_{rrggbb}_{label}_{view}.svg?w={width}   e.g. glove-box_2563eb_nitrile-m_1
//   /media/categories/{kind}_{rrggbb}.svg?w={width}             e.g. syringe_0891b2
//   /media/files/{doc}_{item-number}_{product-slug}.pdf         e.g. sds_mer-104233_nitrile-exam-gloves

export const PRODUCT_KINDS = [
  'box',
  'glove-box',
  'glove-pack',
  'syringe',
  'needle',
  'catheter',
  'sharps-container',
  'blood-tube',
  'gauze-pack',
  'bandage-roll',
  'dressing',
  'adhesive-strip',
  'tape-roll',
  'spray-bottle',
  'pump-bottle',
  'pill-bottle',
  'vial',
  'dropper-bottle',
  'ointment-tube',
  'iv-bag',
  'iv-set',
  'mask',
  'respirator',
  'gown',
  'face-shield',
  'safety-glasses',
  'monitor',
  'thermometer',
  'pulse-oximeter',
  'bp-gauge',
  'stethoscope',
  'test-cassette',
  'glucose-meter',
  'cannula',
  'oxygen-mask',
  'resuscitator',
  'canister',
  'pouch',
  'indicator-strip',
  'wipes-canister',
  'jug',
  'specimen-cup',
  'pipette',
  'device',
  'exam-table',
  'stool',
  'wheelchair',
  'cart',
  'scale',
  'aed',
  'paper-ream',
  'label-roll',
  'pen',
  'clipboard',
  'bag-roll',
] as const;

export type ProductKind = (typeof PRODUCT_KINDS)[number];

export const DOCUMENT_KINDS = ['spec-sheet', 'sds', 'ifu', 'brochure', 'package-insert'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** What a document is called on the product page's Downloads tab. */
export const DOCUMENT_TITLES: Record<DocumentKind, string> = {
  'spec-sheet': 'Product Specification Sheet',
  sds: 'Safety Data Sheet (SDS)',
  ifu: 'Instructions for Use',
  brochure: 'Product Brochure',
  'package-insert': 'Prescribing Information (Package Insert)',
};

export interface ItemImageKey {
  kind: ProductKind;
  /** Six lower-case hex digits, no '#'. */
  color: string;
  /** Lower-case words joined by '-', shown upper-case on the package (at most 24 characters). */
  label: string;
  /** 1 front, 2 angled, 3 detail, 4 packaging. */
  view: number;
}

export interface CategoryImageKey {
  kind: ProductKind;
  color: string;
}

export interface DocumentName {
  doc: DocumentKind;
  /** The item number, lower case ('mer-104233', 'mer-104233-m'). */
  itemNumber: string;
  /** The product's slug, cut to 80 characters. */
  slug: string;
}

const kindSet: ReadonlySet<string> = new Set(PRODUCT_KINDS);
const documentSet: ReadonlySet<string> = new Set(DOCUMENT_KINDS);

const COLOR = /^[0-9a-f]{6}$/;
const LABEL = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ITEM_KEY = /^([a-z-]+)_([0-9a-f]{6})_([a-z0-9-]{1,24})_([1-4])$/;
const CATEGORY_KEY = /^([a-z-]+)_([0-9a-f]{6})$/;
const DOCUMENT = /^([a-z-]+)_([a-z0-9]+(?:-[a-z0-9]+)*)_([a-z0-9]+(?:-[a-z0-9]+)*)$/;

export const MAX_LABEL_LENGTH = 24;
export const MAX_SLUG_LENGTH = 80;

function isKind(value: string): value is ProductKind {
  return kindSet.has(value);
}

function isDocument(value: string): value is DocumentKind {
  return documentSet.has(value);
}

/** Lower-case words joined by '-' ('Nitrile Exam Gloves, 9.5"' → 'nitrile-exam-gloves-9-5'). */
export function slugify(text: string, maxLength = MAX_SLUG_LENGTH): string {
  // Decompose accents only when there are any: normalize() is slow and the seed slugs 100k names.
  const ascii = /^[\x20-\x7e]*$/.test(text) ? text : text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  const slug = ascii
    .toLowerCase()
    .replace(/%/g, '-pct-')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= maxLength) return slug;
  // Cut at a word boundary so slugs never end in half a word.
  const cut = slug.slice(0, maxLength + 1);
  const lastDash = cut.lastIndexOf('-');
  return (lastDash > 0 ? cut.slice(0, lastDash) : slug.slice(0, maxLength)).replace(/-+$/, '');
}

export function itemImageKey(key: ItemImageKey): string {
  const label = slugify(key.label, MAX_LABEL_LENGTH) || 'item';
  if (!COLOR.test(key.color)) throw new Error(`not a color: ${key.color}`);
  if (!Number.isInteger(key.view) || key.view < 1 || key.view > 4) throw new Error(`bad view ${key.view}`);
  return `${key.kind}_${key.color}_${label}_${key.view}`;
}

export function parseItemImageKey(key: string): ItemImageKey | null {
  const match = ITEM_KEY.exec(key);
  if (!match) return null;
  const [, kind = '', color = '', label = '', view = ''] = match;
  if (!isKind(kind) || !LABEL.test(label)) return null;
  return { kind, color, label, view: Number(view) };
}

export function categoryImageKey(key: CategoryImageKey): string {
  if (!COLOR.test(key.color)) throw new Error(`not a color: ${key.color}`);
  return `${key.kind}_${key.color}`;
}

export function parseCategoryImageKey(key: string): CategoryImageKey | null {
  const match = CATEGORY_KEY.exec(key);
  if (!match) return null;
  const [, kind = '', color = ''] = match;
  return isKind(kind) ? { kind, color } : null;
}

export function documentName(name: DocumentName): string {
  const itemNumber = slugify(name.itemNumber, 40);
  const slug = slugify(name.slug, MAX_SLUG_LENGTH) || 'product';
  return `${name.doc}_${itemNumber}_${slug}`;
}

export function parseDocumentName(name: string): DocumentName | null {
  if (name.length > 160) return null;
  const match = DOCUMENT.exec(name);
  if (!match) return null;
  const [, doc = '', itemNumber = '', slug = ''] = match;
  if (!isDocument(doc) || itemNumber.length > 40 || slug.length > MAX_SLUG_LENGTH) return null;
  return { doc, itemNumber, slug };
}

/** Image widths the seed asks for; any width from 32 to 2000 is served. */
export const IMAGE_WIDTHS = { thumb: 160, card: 480, large: 1200 } as const;

export const itemImageUrl = (key: string, width: number): string => `/media/items/${key}.svg?w=${width}`;
export const categoryImageUrl = (key: string, width: number = IMAGE_WIDTHS.card): string =>
  `/media/categories/${key}.svg?w=${width}`;
export const documentUrl = (name: string): string => `/media/files/${name}.pdf`;
