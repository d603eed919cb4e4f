// The demo catalogue: Rx levels, price levels, packaging (unit types and units), three levels of
// categories, items (standalone, matrix parents and their variant children) with prices per level,
// images, documents and related/alternative items. Rows are drawn from catalog-data.ts templates with
// the seeded PRNG only, ids are assigned here in generation order, and everything is written with
// multi-row INSERTs (bulk.ts), so the same seed and size give the same rows and 100k items load in
// about a minute. Engineer-facing facts (the notable items the demo logins and tests rely on) come
// back in the summary so nobody has to search for them.
import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Database } from '../client.ts';
import {
  categories,
  itemEffectivePrices,
  itemFiles,
  itemImages,
  itemPrices,
  itemRelations,
  items,
  priceLevels,
  rxLevels,
  unitTypes,
  units,
} from '../schema/index.ts';
import {
  categoryImageKey,
  categoryImageUrl,
  DOCUMENT_TITLES,
  documentName,
  documentUrl,
  IMAGE_WIDTHS,
  itemImageKey,
  itemImageUrl,
  slugify,
  type ProductKind,
} from '../../modules/media/media-keys.ts';
import { BulkWriter, resetIdentities, type Row } from './bulk.ts';
import {
  CATEGORY_TREE,
  COLOR_HEX,
  LINE_PREFIXES,
  LINE_SUFFIXES,
  MANUFACTURERS,
  PRICE_LEVELS,
  RELATED_TOP_CATEGORIES,
  RX_LEVELS,
  TOP_CATEGORY_SHARES,
  UNIT_TYPES,
  type CategorySpec,
  type ItemTemplate,
  type ManufacturerSpec,
  type PriceLevelName,
  type UnitTypeSpec,
} from './catalog-data.ts';
import { createRng, hash32, type Rng } from './random.ts';

export interface CatalogOptions {
  /** Sellable items to create: active, non-parent rows (variant children and standalone items). */
  items: number;
  seed: string;
  /** Items were created during the three years before this moment (default: a fixed date). */
  now?: Date;
}

export interface CatalogCounts {
  rxLevels: number;
  priceLevels: number;
  unitTypes: number;
  units: number;
  categories: number;
  topCategories: number;
  /** All item rows: standalone items, matrix parents and variant children. */
  items: number;
  matrixParents: number;
  variantChildren: number;
  /**
   * Items some licensed account can buy: not matrix parents, active, unrestricted, at a sellable Rx
   * level. At least `options.items` (the count asked for).
   */
  sellableItems: number;
  itemPrices: number;
  itemImages: number;
  itemFiles: number;
  itemRelations: number;
}

/** Items the demo logins, the docs and the tests point at; every id exists in every catalogue. */
export interface NotableItemIds {
  /** Nitrile exam gloves with X-Small to X-Large children. */
  gloveFamilyParentId: number;
  /** Its Medium child. */
  mediumGloveId: number;
  /** A legend (Rx level 1) injectable, in stock. */
  rxItemId: number;
  /** A Schedule IV injectable (sellable controlled substance), in stock. */
  controlledItemId: number;
  /** A Schedule II injectable: controlled and not sellable online. */
  scheduleIIItemId: number;
  /** Items on allocation (per month or quarter), in stock. */
  allocatedItemIds: number[];
  restrictedItemId: number;
  inactiveItemId: number;
  outOfStockItemId: number;
  specialOrderItemId: number;
}

export interface CatalogSummary extends NotableItemIds {
  counts: CatalogCounts;
  /** Price level ids by name ('List Price' is the strike-through level). */
  priceLevelIds: Record<PriceLevelName, number>;
}

// ---------------------------------------------------------------------------------------------
// Reference rows

/** Items are written to the bulk writer this many at a time (bounded memory at 100k items). */
const ITEM_BATCH = 1000;
/** Default "now": catalogue timestamps must not depend on the clock. */
const DEFAULT_NOW = new Date(Date.UTC(2026, 0, 1));
const DAY_MS = 86_400_000;
const STORE_PREFIX = 'MER';
const SELLABLE_RX: ReadonlySet<number> = new Set(RX_LEVELS.filter((l) => l.sellable).map((l) => l.id));

interface UnitTypeInfo {
  id: number;
  spec: UnitTypeSpec;
  /** Pieces in one base unit ('Box of 100' → 100), to scale template prices between packagings. */
  basePieces: number;
  defaultUnitId: number;
  /** Conversion rate of the default unit (stock and allocation are whole default units). */
  defaultRate: number;
  unitNames: string[];
}

interface LeafInfo {
  index: number;
  categoryId: number;
  name: string;
  path: string;
  color: string;
  topName: string;
  subKey: string;
}

interface TemplateInfo {
  key: string;
  template: ItemTemplate;
  leaf: LeafInfo;
  makers: ManufacturerSpec[];
  unitTypes: UnitTypeInfo[];
  /** Packaging decided by an attribute value (sized attributes), by unit type key. */
  unitTypesByKey: Map<string, UnitTypeInfo>;
}

/** Sellable rows one draw of the template yields on average (a family yields several). */
function expectedSellable(t: ItemTemplate): number {
  if (!t.variant) return 1;
  const share = t.variantShare ?? 0;
  const all = t.variant.values.length;
  const averageFamily = (Math.min(t.variant.min, all) + all) / 2;
  return 1 - share + share * averageFamily;
}

function piecesOf(unitName: string): number {
  const match = /of ([\d,]+)/.exec(unitName);
  return match?.[1] ? Number(match[1].replaceAll(',', '')) : 1;
}

function buildUnitTypes(): {
  rows: { types: Row<typeof unitTypes>[]; units: Row<typeof units>[] };
  byKey: Map<string, UnitTypeInfo>;
} {
  const types: Row<typeof unitTypes>[] = [];
  const unitRows: Row<typeof units>[] = [];
  const byKey = new Map<string, UnitTypeInfo>();
  let unitId = 0;
  UNIT_TYPES.forEach((spec, index) => {
    const typeId = index + 1;
    types.push({ id: typeId, name: spec.name });
    const ids: number[] = [];
    spec.units.forEach(([unitName, rate], sortOrder) => {
      unitId += 1;
      ids.push(unitId);
      unitRows.push({
        id: unitId,
        unitTypeId: typeId,
        unitName,
        conversionRate: rate,
        baseUnit: sortOrder === 0,
        sortOrder,
      });
    });
    const defaultIndex = spec.defaultUnit ?? 0;
    const [baseName = 'Each'] = spec.units[0] ?? [];
    byKey.set(spec.key, {
      id: typeId,
      spec,
      basePieces: piecesOf(baseName),
      defaultUnitId: ids[defaultIndex] ?? ids[0] ?? 0,
      defaultRate: spec.units[defaultIndex]?.[1] ?? 1,
      unitNames: spec.units.map(([name]) => name),
    });
  });
  return { rows: { types, units: unitRows }, byKey };
}

function buildCategories(): {
  rows: Row<typeof categories>[];
  leaves: { leaf: LeafInfo; spec: CategorySpec }[];
} {
  const rows: Row<typeof categories>[] = [];
  const leaves: { leaf: LeafInfo; spec: CategorySpec }[] = [];
  const usedSlugs = new Set<string>();
  const uniqueSlug = (name: string, parentSlug: string | null): string => {
    let slug = slugify(name);
    if (usedSlugs.has(slug) && parentSlug) slug = `${parentSlug}-${slug}`;
    for (let n = 2; usedSlugs.has(slug); n++) slug = `${slugify(name)}-${n}`;
    usedSlugs.add(slug);
    return slug;
  };
  // Breadth-first ids: top categories are 1..12, so their ids read naturally in URLs and logs.
  let queue: {
    spec: CategorySpec;
    parentId: number | null;
    parentSlug: string | null;
    path: string[];
    top: string;
    sortOrder: number;
    subKey: string;
  }[] = CATEGORY_TREE.map((spec, sortOrder) => ({
    spec,
    parentId: null,
    parentSlug: null,
    path: [],
    top: spec.name,
    sortOrder,
    subKey: spec.name,
  }));
  let depth = 1;
  while (queue.length > 0) {
    const next: typeof queue = [];
    for (const entry of queue) {
      const id = rows.length + 1;
      const slug = uniqueSlug(entry.spec.name, entry.parentSlug);
      const path = [...entry.path, entry.spec.name];
      rows.push({
        id,
        parentId: entry.parentId,
        name: entry.spec.name,
        urlComponent: slug,
        imageUrl: categoryImageUrl(categoryImageKey({ kind: entry.spec.kind, color: entry.spec.color })),
        description: entry.spec.description,
        depth,
        sortOrder: entry.sortOrder,
      });
      if (entry.spec.templates && entry.spec.templates.length > 0) {
        leaves.push({
          leaf: {
            index: leaves.length,
            categoryId: id,
            name: entry.spec.name,
            path: path.join(' > '),
            color: entry.spec.color,
            topName: entry.top,
            subKey: entry.subKey,
          },
          spec: entry.spec,
        });
      }
      (entry.spec.children ?? []).forEach((child, sortOrder) => {
        next.push({
          spec: child,
          parentId: id,
          parentSlug: slug,
          path,
          top: entry.top,
          sortOrder,
          subKey: depth === 1 ? `${entry.top}/${child.name}` : entry.subKey,
        });
      });
    }
    queue = next;
    depth += 1;
  }
  return { rows, leaves };
}

// ---------------------------------------------------------------------------------------------
// Text helpers

const escapeHtml = (text: string): string =>
  /[&<>"]/.test(text)
    ? text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')
    : text;

/** Replaces `{Name}` by the value of attribute Name; an unknown name is a defect in the data. */
function fill(text: string, values: Readonly<Record<string, string>>, where: string): string {
  return text.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${where}: no attribute '${name}' for '${text}'`);
    return value;
  });
}

function truncateWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 40 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

function firstSentence(text: string): string {
  const end = text.search(/\.(\s|$)/);
  return end === -1 ? text : text.slice(0, end + 1);
}

function lineName(maker: ManufacturerSpec, templateKey: string, variant: number): string {
  const h = hash32(`${maker.code}|${templateKey}|${variant}`);
  const prefix = LINE_PREFIXES[h % LINE_PREFIXES.length] ?? 'Sure';
  const suffix = LINE_SUFFIXES[(h >>> 8) % LINE_SUFFIXES.length] ?? 'Line';
  return `${prefix}${suffix}`;
}

// ---------------------------------------------------------------------------------------------
// Prices: cents per base unit for each level; List Price is the highest.

function nicePrice(cents: number): number {
  if (cents >= 10_000) return Math.max(100, Math.round(cents / 100) * 100 - 1);
  if (cents >= 1_000) return Math.round(cents / 10) * 10 - 1;
  return Math.max(1, Math.round(cents));
}

function levelPrices(baseCents: number, listMarkup: number): number[] {
  const base = Math.max(2, baseCents);
  const list = Math.max(base + 1, nicePrice(base * listMarkup));
  return PRICE_LEVELS.map((level) =>
    level.factor === null ? list : Math.max(1, Math.round(base * level.factor)),
  );
}

// ---------------------------------------------------------------------------------------------
// Item generation

interface ItemFlags {
  restricted: boolean;
  inactive: boolean;
  specialOrder: boolean;
  outOfStock: boolean;
  allocation: 'month' | 'quarter' | null;
}

const NO_FLAGS: ItemFlags = {
  restricted: false,
  inactive: false,
  specialOrder: false,
  outOfStock: false,
  allocation: null,
};

/** A hand-picked item: which template, maker, values and flags; the rest is drawn as usual. */
interface Showcase {
  noun: string;
  maker?: string;
  values?: Record<string, string>;
  unitKey?: string;
  /** Make a family with these variant values. */
  variantValues?: string[];
  flags?: Partial<ItemFlags>;
  rxLevel?: number;
  popularity?: number;
}

interface ItemDraft {
  template: TemplateInfo;
  maker: ManufacturerSpec;
  values: Record<string, string>;
  unitType: UnitTypeInfo;
  variantValues: (readonly [string, string])[];
  flags: ItemFlags;
  rxLevel: number;
  popularity: number;
  /** Product of the chosen values' price factors. */
  priceScale: number;
  /** Showcase items keep plenty of stock so demos and tests can order them repeatedly. */
  wellStocked: boolean;
}

interface CreatedItem {
  id: number;
  childIds: number[];
  sellable: number;
}

class CatalogBuilder {
  readonly #writer: BulkWriter;
  readonly #rng: Rng;
  readonly #templates: TemplateInfo[];
  readonly #cumulative: number[];
  readonly #priceLevelIds: number[];
  readonly #nowMs: number;
  #nextItemId = 1;
  #nextImageId = 1;
  #nextFileId = 1;
  #familySeq = 0;
  #itemRows: Row<typeof items>[] = [];
  #priceRows: Row<typeof itemPrices>[] = [];
  #imageRows: Row<typeof itemImages>[] = [];
  #fileRows: Row<typeof itemFiles>[] = [];
  /** Active top-level items (standalone and parents) per leaf: the pool for related/alternative items. */
  readonly leafItems: number[][];
  /** Every top-level item with its leaf, in id order. */
  readonly topLevel: { id: number; leaf: number }[] = [];
  counts = { items: 0, parents: 0, children: 0, sellable: 0 };

  constructor(
    writer: BulkWriter,
    rng: Rng,
    templates: TemplateInfo[],
    leafCount: number,
    priceLevelIds: number[],
    now: Date,
  ) {
    this.#writer = writer;
    this.#rng = rng;
    this.#templates = templates;
    this.#priceLevelIds = priceLevelIds;
    this.#nowMs = now.getTime();
    this.leafItems = Array.from({ length: leafCount }, () => []);
    // Each top category gets its share of the sellable items; its templates split that share by
    // weight, and a template that yields families is drawn less often for the rows it yields.
    const weightOfTop = new Map<string, number>();
    for (const t of templates) {
      weightOfTop.set(t.leaf.topName, (weightOfTop.get(t.leaf.topName) ?? 0) + (t.template.weight ?? 1));
    }
    let total = 0;
    this.#cumulative = templates.map((t) => {
      const share = TOP_CATEGORY_SHARES[t.leaf.topName] ?? 0.05;
      const withinTop = (t.template.weight ?? 1) / (weightOfTop.get(t.leaf.topName) ?? 1);
      return (total += (share * withinTop) / expectedSellable(t.template));
    });
  }

  pickTemplate(): TemplateInfo {
    const cumulative = this.#cumulative;
    const target = this.#rng.next() * (cumulative[cumulative.length - 1] ?? 0);
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] ?? 0) > target) hi = mid;
      else lo = mid + 1;
    }
    const info = this.#templates[lo];
    if (!info) throw new Error('no item templates');
    return info;
  }

  /** The template with this noun whose attributes offer every given value. */
  findTemplate(noun: string, values: Readonly<Record<string, string>> = {}): TemplateInfo {
    const info = this.#templates.find(
      (t) =>
        t.template.noun === noun &&
        Object.entries(values).every(([name, value]) =>
          t.template.attrs.some((a) => a.name === name && a.values.includes(value)),
        ),
    );
    if (!info) throw new Error(`no template '${noun}' offering ${JSON.stringify(values)}`);
    return info;
  }

  /** A random draft; `remaining` caps the size of a variant family near the end of the run. */
  draft(info: TemplateInfo, remaining: number): ItemDraft {
    const rng = this.#rng;
    const t = info.template;
    const values: Record<string, string> = {};
    for (const attr of t.attrs) values[attr.name] = rng.pick(attr.values);
    const { priceScale, unitTypes: packagings } = this.#pricing(info, values);
    let variantValues: (readonly [string, string])[] = [];
    if (t.variant && rng.chance(t.variantShare ?? 0) && remaining >= t.variant.min) {
      const all = t.variant.values;
      const size = Math.min(remaining, rng.int(Math.min(t.variant.min, all.length), all.length));
      const start = rng.int(0, all.length - size);
      variantValues = all.slice(start, start + size);
    }
    const rxLevel = t.rx
      ? rng.weighted(
          t.rx.map(([level]) => level),
          t.rx.map(([, w]) => w),
        )
      : 0;
    const flags: ItemFlags = {
      inactive: rng.chance(0.005),
      restricted: rng.chance(0.005),
      specialOrder: rng.chance(t.specialOrderShare ?? 0.01),
      outOfStock: rng.chance(0.03),
      allocation: rng.chance(t.allocationShare ?? 0.004) ? (rng.chance(0.75) ? 'month' : 'quarter') : null,
    };
    // Popularity (units sold last year) is heavy-tailed: a few best sellers, a long tail.
    const popularity = Math.floor(6000 * rng.next() ** 5) + rng.int(1, 40);
    return {
      template: info,
      maker: rng.pick(info.makers),
      values,
      unitType: rng.pick(packagings),
      variantValues,
      flags,
      rxLevel,
      popularity,
      priceScale,
      wellStocked: false,
    };
  }

  /**
   * The price factor of the chosen values and the packagings that suit them: the one a value decides
   * (a gallon jug), else the template's packagings whose base unit costs at least 40 cents, so the
   * price levels (a few percent apart) stay distinct after rounding to cents.
   */
  #pricing(
    info: TemplateInfo,
    values: Readonly<Record<string, string>>,
  ): { priceScale: number; unitTypes: UnitTypeInfo[] } {
    let priceScale = 1;
    let decided: UnitTypeInfo | undefined;
    for (const attr of info.template.attrs) {
      const index = attr.values.indexOf(values[attr.name] ?? '');
      if (index < 0) continue;
      priceScale *= attr.priceScale?.[index] ?? 1;
      const key = attr.unitKeys?.[index];
      if (key) decided = info.unitTypesByKey.get(key);
    }
    if (decided) return { priceScale, unitTypes: [decided] };
    const reference = info.unitTypes[0];
    const low = info.template.price[0] * priceScale;
    const suitable = info.unitTypes.filter((u) => low * (u.basePieces / (reference?.basePieces ?? 1)) >= 40);
    return { priceScale, unitTypes: suitable.length > 0 ? suitable : info.unitTypes };
  }

  showcaseDraft(showcase: Showcase): ItemDraft {
    const info = this.findTemplate(showcase.noun, showcase.values);
    const base = this.draft(info, 0);
    const maker = showcase.maker ? MANUFACTURERS.find((m) => m.name === showcase.maker) : base.maker;
    if (!maker) throw new Error(`no manufacturer '${String(showcase.maker)}'`);
    const values = { ...base.values, ...showcase.values };
    const pricing = this.#pricing(info, values);
    const unitType = showcase.unitKey
      ? [...info.unitTypes, ...info.unitTypesByKey.values()].find((u) => u.spec.key === showcase.unitKey)
      : pricing.unitTypes[0];
    if (!unitType) throw new Error(`'${showcase.noun}' has no unit type ${String(showcase.unitKey)}`);
    const variantValues = (showcase.variantValues ?? []).map((value) => {
      const found = info.template.variant?.values.find(([v]) => v === value);
      if (!found) throw new Error(`'${showcase.noun}' has no variant '${value}'`);
      return found;
    });
    return {
      ...base,
      maker,
      unitType,
      values,
      priceScale: pricing.priceScale,
      variantValues,
      flags: { ...NO_FLAGS, ...showcase.flags },
      rxLevel: showcase.rxLevel ?? base.rxLevel,
      popularity: showcase.popularity ?? base.popularity,
      wellStocked: true,
    };
  }

  /** Writes the item (and its children) and returns its ids. */
  async create(d: ItemDraft): Promise<CreatedItem> {
    const rng = this.#rng;
    const { template: info, maker, values, unitType, flags } = d;
    const t = info.template;
    const where = `template '${t.noun}'`;
    const seq = this.#familySeq++;
    // Item numbers and MPNs are affine permutations of the sequence number: unique, yet not in order.
    const itemName = `${STORE_PREFIX}-${100_000 + ((seq * 7919 + 4231) % 900_000)}`;
    const mpnDigits = String(1_000_000 + ((seq * 104_729 + 98_317) % 9_000_000));
    const mpn = `${maker.code}-${mpnDigits.slice(0, 4)}-${mpnDigits.slice(4)}`;

    const noun = fill(t.noun, values, where);
    const named = t.attrs.filter((a) => a.inName !== false).map((a) => values[a.name] ?? '');
    const displayName = [noun, ...named.filter((v) => v !== '' && !noun.includes(v))].join(', ');
    const line = t.generic ? null : lineName(maker, info.key, rng.int(0, 1));
    const siteDisplayName = line ? `${line} ${displayName}` : displayName;
    const urlComponent = `${slugify(displayName, 80)}-${itemName.toLowerCase()}`;

    const unitNames = unitType.unitNames;
    const soldBy = unitType.spec.soldBy;
    const attributes: Record<string, string> = { ...values, 'Sold By': soldBy };
    const blurb = fill(t.blurb, values, where);
    const features = rng.sample(t.features, Math.min(t.features.length, rng.int(3, 5)));
    const rxLevel = d.rxLevel;
    const descriptionHtml = describe({
      siteDisplayName,
      manufacturer: maker.name,
      blurb,
      features,
      specs: Object.entries(attributes),
      unitNames,
      storage: t.storage,
      rxLevel,
    });
    const keywords = new Set<string>([...t.keywords, info.leaf.name.toLowerCase()]);
    if (line) keywords.add(line.toLowerCase());
    for (const value of named) keywords.add(value.toLowerCase());
    const searchKeywords = [...keywords].join(', ');
    const metaTag = truncateWords(`${siteDisplayName} by ${maker.name}. ${firstSentence(blurb)}`, 155);
    const titleTag = truncateWords(`${siteDisplayName} | ${maker.name}`, 90);

    // Price per base unit, scaled from the template's reference packaging to the chosen one.
    const [lo, hi] = t.price;
    const reference = info.unitTypes[0] ?? unitType;
    const pieceScale = unitType.basePieces / reference.basePieces;
    const baseCents = nicePrice(lo * (hi / lo) ** rng.next() * pieceScale * d.priceScale);
    const listMarkup = 1 / (1 - (0.15 + rng.next() * 0.25));

    const color = this.#colorOf(t, values, info.leaf.color);
    const kind = t.kind;
    const label = fill(t.label, values, where);
    const stock = (): number => {
      if (flags.outOfStock) return 0;
      if (flags.specialOrder) return rng.chance(0.6) ? 0 : rng.int(1, 5) * unitType.defaultRate;
      // Stock in whole default units, log-uniform: mostly dozens to hundreds, expensive equipment a few.
      const [low, high] = d.wellStocked ? [300, 2500] : baseCents > 50_000 ? [2, 40] : [8, 3000];
      return Math.round(low * (high / low) ** rng.next()) * unitType.defaultRate;
    };
    const allocationDefaultMax = flags.allocation ? rng.int(2, 12) * 5 * unitType.defaultRate : null;
    const createdAt = new Date(
      this.#nowMs - rng.int(30, 3 * 365) * DAY_MS - rng.int(0, DAY_MS / 1000 - 1) * 1000,
    );
    const updatedAt = new Date(Math.min(this.#nowMs, createdAt.getTime() + rng.int(0, 400) * DAY_MS));

    const common = {
      manufacturer: maker.name,
      categoryId: info.leaf.categoryId,
      categoryPath: info.leaf.path,
      rxLevel,
      restricted: flags.restricted,
      inactive: flags.inactive,
      specialOrder: flags.specialOrder,
      allocationPeriod: flags.allocation,
      allocationDefaultMax,
      unitTypeId: unitType.id,
      defaultUnitId: unitType.defaultUnitId,
      createdAt,
      updatedAt,
    };
    const docs = t.files.map((doc) => ({
      name: DOCUMENT_TITLES[doc],
      url: documentUrl(documentName({ doc, itemNumber: itemName, slug: slugify(displayName) })),
    }));

    const parentId = this.#nextItemId++;
    const isFamily = d.variantValues.length > 0;
    const childIds: number[] = [];
    const childRows: Row<typeof items>[] = [];
    let familyStock = 0;
    let familyPopularity = 0;
    if (isFamily) {
      const variantName = t.variant?.name ?? 'Size';
      // Middle sizes sell best: weight popularity by distance from the family's centre.
      const centre = (d.variantValues.length - 1) / 2;
      for (const [index, [value, code]] of d.variantValues.entries()) {
        const id = this.#nextItemId++;
        childIds.push(id);
        const childName = `${itemName}-${code}`;
        const childDisplay = `${displayName}, ${value}`;
        const quantityAvailable = stock();
        const popularity =
          Math.round((d.popularity * (1.6 - Math.abs(index - centre) * 0.35)) / d.variantValues.length) +
          rng.int(1, 5);
        familyStock += quantityAvailable;
        familyPopularity += popularity;
        const childLabel = `${label} ${code}`;
        const images = this.#images(
          id,
          kind,
          color,
          childLabel,
          `${line ? `${line} ` : ''}${childDisplay}`,
          rng.int(1, 2),
        );
        childRows.push({
          id,
          parentId,
          isMatrixParent: false,
          itemName: childName,
          displayName: childDisplay,
          siteDisplayName: `${siteDisplayName}, ${value}`,
          urlComponent: `${slugify(childDisplay, 80)}-${childName.toLowerCase()}`,
          mpn: `${mpn}-${code}`,
          descriptionHtml,
          metaTag: truncateWords(
            `${siteDisplayName}, ${value} by ${maker.name}. ${firstSentence(blurb)}`,
            155,
          ),
          titleTag: truncateWords(`${siteDisplayName}, ${value} | ${maker.name}`, 90),
          h1Tag: `${siteDisplayName}, ${value}`,
          searchKeywords: `${searchKeywords}, ${value.toLowerCase()}`,
          ...common,
          quantityAvailable,
          matrixDetails: { [variantName]: value },
          attributes: { ...attributes, [variantName]: value },
          thumbnailUrl: images.thumbnailUrl,
          popularity,
        });
        // Larger sizes of some families cost a little more.
        const bump = index >= d.variantValues.length - 1 && rng.chance(0.3) ? 1.04 : 1;
        this.#prices(id, levelPrices(nicePrice(baseCents * bump), listMarkup));
      }
    }

    const images = this.#images(
      parentId,
      kind,
      color,
      label,
      siteDisplayName,
      rng.weighted([1, 2, 3, 4], [3, 3, 2.5, 1.5]),
    );
    this.#itemRows.push({
      id: parentId,
      parentId: null,
      isMatrixParent: isFamily,
      itemName,
      displayName,
      siteDisplayName,
      urlComponent,
      mpn,
      descriptionHtml,
      metaTag,
      titleTag,
      h1Tag: siteDisplayName,
      searchKeywords,
      ...common,
      quantityAvailable: isFamily ? familyStock : stock(),
      matrixDetails: null,
      attributes,
      thumbnailUrl: images.thumbnailUrl,
      popularity: isFamily ? familyPopularity : d.popularity,
    });
    this.#itemRows.push(...childRows);
    this.#prices(parentId, levelPrices(baseCents, listMarkup));
    this.#files(parentId, docs);

    // Sellable: some licensed account can buy it (active, not restricted, Rx level sold online).
    const buyable = !flags.inactive && !flags.restricted && SELLABLE_RX.has(rxLevel);
    const sellable = buyable ? (isFamily ? childIds.length : 1) : 0;
    this.counts.items += 1 + childIds.length;
    this.counts.parents += isFamily ? 1 : 0;
    this.counts.children += childIds.length;
    this.counts.sellable += sellable;
    this.topLevel.push({ id: parentId, leaf: info.leaf.index });
    if (!flags.inactive) this.leafItems[info.leaf.index]?.push(parentId);
    if (this.#itemRows.length >= ITEM_BATCH) await this.flushItems();
    return { id: parentId, childIds, sellable };
  }

  #colorOf(t: ItemTemplate, values: Record<string, string>, fallback: string): string {
    const named = values['Color'] ? COLOR_HEX[values['Color']] : undefined;
    if (named) return named;
    if (t.colors && t.colors.length > 0) return this.#rng.pick(t.colors);
    return fallback;
  }

  #images(
    itemId: number,
    kind: ProductKind,
    color: string,
    label: string,
    alt: string,
    count: number,
  ): { thumbnailUrl: string } {
    const views = ['', 'angled view', 'detail', 'packaging'];
    let thumbnailUrl = '';
    for (let view = 1; view <= count; view++) {
      const key = itemImageKey({ kind, color, label, view });
      if (view === 1) thumbnailUrl = itemImageUrl(key, IMAGE_WIDTHS.thumb);
      const suffix = views[view - 1] ?? '';
      this.#imageRows.push({
        id: this.#nextImageId++,
        itemId,
        index: view - 1,
        url: itemImageUrl(key, IMAGE_WIDTHS.card),
        largeUrl: itemImageUrl(key, IMAGE_WIDTHS.large),
        alt: suffix ? `${alt}, ${suffix}` : alt,
      });
    }
    return { thumbnailUrl };
  }

  #prices(itemId: number, cents: number[]): void {
    cents.forEach((priceCents, index) => {
      const priceLevelId = this.#priceLevelIds[index];
      if (priceLevelId !== undefined) this.#priceRows.push({ itemId, priceLevelId, priceCents });
    });
  }

  #files(itemId: number, docs: { name: string; url: string }[]): void {
    for (const doc of docs)
      this.#fileRows.push({ id: this.#nextFileId++, itemId, name: doc.name, url: doc.url });
  }

  /** Hands the buffered rows to the writer; items first so the other tables' foreign keys hold. */
  async flushItems(): Promise<void> {
    await this.#writer.insert(items, this.#itemRows);
    await this.#writer.insert(itemPrices, this.#priceRows);
    await this.#writer.insert(itemImages, this.#imageRows);
    await this.#writer.insert(itemFiles, this.#fileRows);
    this.#itemRows = [];
    this.#priceRows = [];
    this.#imageRows = [];
    this.#fileRows = [];
  }
}

/** 'A', 'A or B', 'A, B or C'. */
function listOf(names: readonly string[]): string {
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1] ?? ''}`;
}

function describe(input: {
  siteDisplayName: string;
  manufacturer: string;
  blurb: string;
  features: readonly string[];
  specs: [string, string][];
  unitNames: string[];
  storage: string | undefined;
  rxLevel: number;
}): string {
  const parts = [
    `<p>${escapeHtml(input.blurb)}</p>`,
    `<ul>${input.features.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>`,
    `<p><strong>Specifications</strong></p>`,
    `<ul>${input.specs.map(([name, value]) => `<li>${escapeHtml(name)}: ${escapeHtml(value)}</li>`).join('')}<li>Manufacturer: ${escapeHtml(input.manufacturer)}</li></ul>`,
    `<p>Available as ${escapeHtml(listOf(input.unitNames))}.${input.storage ? ` ${escapeHtml(input.storage)}` : ''}</p>`,
  ];
  if (input.rxLevel === 1) {
    parts.push(
      '<p><strong>Rx only.</strong> A current practitioner or facility license must be on file to order this item.</p>',
    );
  } else if (input.rxLevel >= 2) {
    const schedule = RX_LEVELS.find((l) => l.id === input.rxLevel)?.name ?? 'Controlled';
    parts.push(
      `<p><strong>${escapeHtml(schedule)} controlled substance.</strong> A DEA registration for this schedule must be on file for the ship-to address.</p>`,
    );
  }
  return parts.join('');
}

// ---------------------------------------------------------------------------------------------

interface ShowcaseSet {
  gloves: Showcase;
  rx: Showcase;
  controlled: Showcase;
  scheduleII: Showcase;
  allocated: Showcase[];
  restricted: Showcase;
  inactive: Showcase;
  outOfStock: Showcase;
  specialOrder: Showcase;
}

/** The hand-picked items, created first so their ids are small and stable across sizes. */
const SHOWCASE: ShowcaseSet = {
  gloves: {
    noun: 'Nitrile Exam Gloves',
    maker: 'Halvorsen Medical',
    values: { Powder: 'Powder-Free', Texture: 'Textured Fingertips', Color: 'Blue', Thickness: '3.5 mil' },
    unitKey: 'BX100-CS10',
    variantValues: ['X-Small', 'Small', 'Medium', 'Large', 'X-Large'],
    popularity: 48_000,
  },
  rx: {
    noun: 'Lidocaine HCl Injection',
    maker: 'Fairhaven Pharmaceuticals',
    values: { Strength: '1% (10 mg/mL)', Package: '10 mL Multiple-Dose Vial' },
    unitKey: 'VL-CT25',
    popularity: 9_000,
  },
  controlled: {
    noun: 'Midazolam Injection',
    maker: 'Meadowbrook Pharmaceuticals',
    values: { Strength: '1 mg/mL', Package: '2 mL Single-Dose Vial' },
    unitKey: 'VL-CT10',
    popularity: 2_500,
  },
  scheduleII: {
    noun: 'Morphine Sulfate Injection',
    maker: 'Yarrow Pharmaceuticals',
    values: { Strength: '4 mg/mL', Package: '1 mL Single-Dose Vial' },
    unitKey: 'VL-CT10',
    popularity: 1_200,
  },
  allocated: [
    {
      noun: 'N95 Particulate Respirators',
      maker: 'Harborlight Health',
      values: { Style: 'Cup-Style', Valve: 'Without Valve' },
      unitKey: 'BX50-CS10',
      flags: { allocation: 'month' },
      popularity: 15_000,
    },
    {
      noun: 'Sodium Chloride Injection, USP',
      maker: 'Brightwater Infusion',
      values: { Concentration: '0.9%', Volume: '1,000 mL' },
      unitKey: 'BG-CS12',
      flags: { allocation: 'month' },
      popularity: 11_000,
    },
    {
      noun: '{Type} Prep Pads',
      maker: 'Crestline Surgical',
      values: { Type: 'Isopropyl Alcohol', Size: 'Medium' },
      unitKey: 'BX200-CS10',
      flags: { allocation: 'quarter' },
      popularity: 13_000,
    },
  ],
  restricted: {
    noun: '{Type}',
    maker: 'Ironbridge Instruments',
    values: { Type: 'Automated External Defibrillator', Mode: 'Semi-Automatic' },
    flags: { restricted: true },
    popularity: 300,
  },
  inactive: {
    noun: 'Latex Exam Gloves',
    maker: 'Everwell Medical Products',
    values: { Powder: 'Lightly Powdered', Texture: 'Smooth' },
    flags: { inactive: true },
    popularity: 40,
  },
  outOfStock: {
    noun: 'Woven Gauze Sponges',
    maker: 'Ambermoor Healthcare',
    values: { Size: '4 × 4 in', Ply: '12-Ply', Sterility: 'Sterile' },
    unitKey: 'EA-BX25-CS4',
    flags: { outOfStock: true },
    popularity: 7_000,
  },
  specialOrder: {
    noun: '{Type} Exam Table',
    maker: 'Westbrook Clinical Furniture',
    values: { Type: 'Power', Upholstery: 'Dove Gray' },
    flags: { specialOrder: true },
    popularity: 90,
  },
};

export async function seedCatalog(database: Database, options: CatalogOptions): Promise<CatalogSummary> {
  if (!Number.isInteger(options.items) || options.items < 1) {
    throw new RangeError(`items must be a positive whole number, got ${String(options.items)}`);
  }
  const rng = createRng(`${options.seed}/catalog`);
  // Three batches in flight keep the server busy while the next is generated; batches take turns on
  // the facet counters that the items triggers upsert (concurrent upserts deadlocked).
  const writer = new BulkWriter(database, { concurrency: 3, serializeOn: ['item_facet_counts'] });
  await writer.deferForeignKeyChecks();

  // Reference data.
  await writer.insert(
    rxLevels,
    RX_LEVELS.map((level) => ({ ...level })),
  );
  const priceLevelIds = PRICE_LEVELS.map((_level, index) => index + 1);
  await writer.insert(
    priceLevels,
    PRICE_LEVELS.map((level, index) => ({ id: index + 1, name: level.name, sortOrder: index })),
  );
  const unitData = buildUnitTypes();
  await writer.insert(unitTypes, unitData.rows.types);
  await writer.insert(units, unitData.rows.units);
  const categoryData = buildCategories();
  await writer.insert(categories, categoryData.rows);

  // Templates with their manufacturers and packagings resolved once.
  const templates: TemplateInfo[] = [];
  for (const { leaf, spec } of categoryData.leaves) {
    (spec.templates ?? []).forEach((template, index) => {
      const makers = MANUFACTURERS.filter((m) => m.specialties.some((s) => template.makers.includes(s)));
      const types = template.units.map((key) => {
        const found = unitData.byKey.get(key);
        if (!found) throw new Error(`template '${template.noun}' names unknown unit type '${key}'`);
        return found;
      });
      if (makers.length === 0) throw new Error(`template '${template.noun}' has no manufacturer`);
      const unitTypesByKey = new Map<string, UnitTypeInfo>();
      for (const attr of template.attrs) {
        for (const list of [attr.priceScale, attr.unitKeys]) {
          if (list && list.length !== attr.values.length) {
            throw new Error(`template '${template.noun}': ${attr.name} needs one entry per value`);
          }
        }
        for (const key of attr.unitKeys ?? []) {
          const found = unitData.byKey.get(key);
          if (!found) throw new Error(`template '${template.noun}' names unknown unit type '${key}'`);
          unitTypesByKey.set(key, found);
        }
      }
      templates.push({
        key: `${leaf.categoryId}.${index}`,
        template,
        leaf,
        makers,
        unitTypes: types,
        unitTypesByKey,
      });
    });
  }
  const builder = new CatalogBuilder(
    writer,
    rng.fork('items'),
    templates,
    categoryData.leaves.length,
    priceLevelIds,
    options.now ?? DEFAULT_NOW,
  );

  // Secondary indexes (GIN trigram and full-text, btree) are dropped while the items load and built
  // once afterwards: one sorted build is several times cheaper than maintaining them row by row.
  // The effective prices are filled in one pass after the load (see withEffectivePricesFilledAfter).
  const { notable, relationCount } = await withoutSecondaryIndexes(
    database,
    [items, itemImages, itemFiles, itemEffectivePrices],
    () =>
      withEffectivePricesFilledAfter(database, async () => {
        const make = (showcase: Showcase) => builder.create(builder.showcaseDraft(showcase));
        const gloves = await make(SHOWCASE.gloves);
        const rxItem = await make(SHOWCASE.rx);
        const controlled = await make(SHOWCASE.controlled);
        const scheduleII = await make(SHOWCASE.scheduleII);
        const allocated: number[] = [];
        for (const showcase of SHOWCASE.allocated) allocated.push((await make(showcase)).id);
        const restricted = await make(SHOWCASE.restricted);
        const inactive = await make(SHOWCASE.inactive);
        const outOfStock = await make(SHOWCASE.outOfStock);
        const specialOrder = await make(SHOWCASE.specialOrder);
        const mediumGloveId = gloves.childIds[2];
        if (mediumGloveId === undefined) throw new Error('the glove family has no Medium child');

        while (builder.counts.sellable < options.items) {
          const remaining = options.items - builder.counts.sellable;
          await builder.create(builder.draft(builder.pickTemplate(), remaining));
        }
        await builder.flushItems();
        const relations = await writeRelations(
          writer,
          rng.fork('relations'),
          builder,
          categoryData.leaves.map((l) => l.leaf),
        );
        await writer.finish();
        const ids: NotableItemIds = {
          gloveFamilyParentId: gloves.id,
          mediumGloveId,
          rxItemId: rxItem.id,
          controlledItemId: controlled.id,
          scheduleIIItemId: scheduleII.id,
          allocatedItemIds: allocated,
          restrictedItemId: restricted.id,
          inactiveItemId: inactive.id,
          outOfStockItemId: outOfStock.id,
          specialOrderItemId: specialOrder.id,
        };
        return { notable: ids, relationCount: relations };
      }),
  );
  await resetIdentities(database, [priceLevels, unitTypes, units, categories, items, itemImages, itemFiles]);
  // Statistics for the planner, and the visibility map and hint bits set once now rather than by the
  // first readers: PGlite has no autovacuum, and listings rely on index-only scans of all-visible
  // pages. One statement (VACUUM cannot run inside the implicit transaction of a multi-statement exec).
  // item_facet_counts and item_search are filled by triggers on items, item_effective_prices once
  // after the load (docs/decisions/0011). item_search is rewritten in category order (migration
  // 0009 marks its category index for CLUSTER): a search term's matches mostly sit in a few
  // categories, so a broad term reads a sixth of the pages it reads in the order the batches wrote
  // the rows.
  await database.exec('CLUSTER item_search');
  await database.exec(
    'VACUUM (ANALYZE) rx_levels, price_levels, unit_types, units, categories, items, item_facet_counts, item_search, item_effective_prices, item_prices, item_images, item_files, item_relations',
  );

  const written = writer.counts();
  return {
    counts: {
      rxLevels: written['rx_levels'] ?? 0,
      priceLevels: written['price_levels'] ?? 0,
      unitTypes: written['unit_types'] ?? 0,
      units: written['units'] ?? 0,
      categories: written['categories'] ?? 0,
      topCategories: CATEGORY_TREE.length,
      items: builder.counts.items,
      matrixParents: builder.counts.parents,
      variantChildren: builder.counts.children,
      sellableItems: builder.counts.sellable,
      itemPrices: written['item_prices'] ?? 0,
      itemImages: written['item_images'] ?? 0,
      itemFiles: written['item_files'] ?? 0,
      itemRelations: relationCount,
    },
    priceLevelIds: Object.fromEntries(PRICE_LEVELS.map((level, index) => [level.name, index + 1])) as Record<
      PriceLevelName,
      number
    >,
    ...notable,
  };
}

/**
 * The statement triggers that keep item_effective_prices (migration 0008), by table. They fire in
 * every replication role (ENABLE ALWAYS), so the seed's bulk writer would run them on every batch.
 */
const EFFECTIVE_PRICE_TRIGGERS: Readonly<Record<string, readonly string[]>> = {
  items: [
    'items_effective_prices_insert',
    'items_effective_prices_update',
    'items_effective_prices_delete',
    'items_effective_prices_truncate',
  ],
  item_prices: [
    'item_prices_effective_insert',
    'item_prices_effective_update',
    'item_prices_effective_delete',
    'item_prices_effective_truncate',
  ],
  price_levels: ['price_levels_effective_change', 'price_levels_effective_truncate'],
};

function effectivePriceTriggers(action: 'DISABLE' | 'ENABLE ALWAYS'): string {
  return Object.entries(EFFECTIVE_PRICE_TRIGGERS)
    .map(
      ([table, names]) =>
        `ALTER TABLE "${table}" ${names.map((name) => `${action} TRIGGER ${name}`).join(', ')}`,
    )
    .join(';\n');
}

/**
 * Runs `load` (the catalogue's writes) with the effective-price triggers disabled, then enables them
 * again, as they were (ENABLE ALWAYS), and fills item_effective_prices from the whole catalogue in
 * one set-based pass. The seed writes each batch's items before their prices, so with the triggers
 * on every item was priced twice, batch by batch; one pass over the loaded tables is a few seconds
 * at 100k items (docs/decisions/0011). Only the seed does this: every other write, the
 * application's and an administrator's, goes through the triggers. The triggers are enabled again
 * also when `load` fails; the table is then left to the next refresh (`--reset` truncates it).
 */
export async function withEffectivePricesFilledAfter<T>(
  database: Database,
  load: () => Promise<T>,
): Promise<T> {
  const enable = `${effectivePriceTriggers('ENABLE ALWAYS')};`;
  await database.exec(`${effectivePriceTriggers('DISABLE')};`);
  let result: T;
  try {
    result = await load();
  } catch (error) {
    // The load's own error is the one to report.
    await database.exec(enable).catch(() => undefined);
    throw error;
  }
  // Enabled first, on their own: a failed fill must not leave the triggers off.
  await database.exec(enable);
  await database.exec('SELECT item_effective_prices_refresh(NULL);');
  return result;
}

/**
 * Runs `load` with the tables' secondary indexes dropped, then recreates them from their saved
 * definitions (also when `load` fails, so a failed seed never leaves the schema without its
 * indexes). Indexes that back constraints (primary keys) stay. Only for empty tables: a catalogue is
 * seeded once into an empty database, and nothing else reads these tables meanwhile.
 */
async function withoutSecondaryIndexes<T>(
  database: Database,
  tables: readonly PgTable[],
  load: () => Promise<T>,
): Promise<T> {
  const names = tables.map((t) => `'${getTableName(t)}'`).join(',');
  const [state] = await queryRows<{ empty: boolean }>(
    database.db,
    sql.raw(
      `SELECT NOT EXISTS (SELECT 1 FROM ${tables.map((t) => `"${getTableName(t)}"`).join(' UNION ALL SELECT 1 FROM ')}) AS empty`,
    ),
  );
  if (!state?.empty) return load();
  const indexes = await queryRows<{ name: string; definition: string }>(
    database.db,
    sql.raw(`SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
      FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
      WHERE t.relname IN (${names}) AND t.relnamespace = current_schema()::regnamespace
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
      ORDER BY 1`),
  );
  if (indexes.length > 0) await database.exec(indexes.map((i) => `DROP INDEX ${i.name}`).join(';\n'));
  const recreate = async (): Promise<void> => {
    // One statement each: a failure (a duplicate under a unique index) names its index.
    for (const index of indexes) {
      await database.exec(
        index.definition.replace(/^CREATE (UNIQUE )?INDEX /, 'CREATE $1INDEX IF NOT EXISTS '),
      );
    }
  };
  try {
    const result = await load();
    await recreate();
    return result;
  } catch (error) {
    // Put the indexes back even after a failed load; the load's own error is the one to report.
    await recreate().catch(() => undefined);
    throw error;
  }
}

/**
 * Related (correlated: bought together) and alternative (same leaf, other makers) items for every
 * top-level item. Pools hold active items only, so no link leads to a discontinued product.
 */
async function writeRelations(
  writer: BulkWriter,
  rng: Rng,
  builder: CatalogBuilder,
  leaves: LeafInfo[],
): Promise<number> {
  const leavesByTop = new Map<string, number[]>();
  const leavesBySub = new Map<string, number[]>();
  for (const leaf of leaves) {
    if ((builder.leafItems[leaf.index]?.length ?? 0) === 0) continue;
    leavesByTop.set(leaf.topName, [...(leavesByTop.get(leaf.topName) ?? []), leaf.index]);
    leavesBySub.set(leaf.subKey, [...(leavesBySub.get(leaf.subKey) ?? []), leaf.index]);
  }
  const companions = leaves.map((leaf) => {
    const siblings = (leavesBySub.get(leaf.subKey) ?? []).filter((i) => i !== leaf.index);
    const related = (RELATED_TOP_CATEGORIES[leaf.topName] ?? []).flatMap(
      (name) => leavesByTop.get(name) ?? [],
    );
    return { siblings, related };
  });

  let rows: Row<typeof itemRelations>[] = [];
  let count = 0;
  const pickFrom = (leafIndex: number): number | undefined => {
    const pool = builder.leafItems[leafIndex];
    return pool && pool.length > 0 ? rng.pick(pool) : undefined;
  };
  for (const { id, leaf } of builder.topLevel) {
    const { siblings, related } = companions[leaf] ?? { siblings: [], related: [] };
    const seen = new Set<number>([id]);
    const add = (
      kind: 'correlated' | 'alternative',
      relatedItemId: number | undefined,
      sortOrder: number,
    ): boolean => {
      if (relatedItemId === undefined || seen.has(relatedItemId)) return false;
      seen.add(relatedItemId);
      rows.push({ itemId: id, relatedItemId, kind, sortOrder });
      return true;
    };
    const alternatives = rng.int(2, 3);
    for (let n = 0, tries = 0; n < alternatives && tries < 8; tries++) {
      if (add('alternative', pickFrom(leaf), n)) n++;
    }
    const correlated = rng.int(3, 5);
    for (let n = 0, tries = 0; n < correlated && tries < 12; tries++) {
      const pool = n < 2 && siblings.length > 0 ? siblings : related.length > 0 ? related : siblings;
      if (pool.length === 0) break;
      if (add('correlated', pickFrom(rng.pick(pool)), n)) n++;
    }
    if (rows.length >= 20_000) {
      count += rows.length;
      await writer.insert(itemRelations, rows);
      rows = [];
    }
  }
  count += rows.length;
  await writer.insert(itemRelations, rows);
  return count;
}

/** Row counts of the catalogue tables as stored (tests and the seed CLI use it). */
export async function countCatalogRows(database: Database): Promise<Record<string, number>> {
  const [row] = await queryRows<Record<string, number>>(
    database.db,
    sql`SELECT
      (SELECT count(*) FROM categories)::int AS categories,
      (SELECT count(*) FROM items)::int AS items,
      (SELECT count(*) FROM item_prices)::int AS item_prices,
      (SELECT count(*) FROM item_images)::int AS item_images,
      (SELECT count(*) FROM item_files)::int AS item_files,
      (SELECT count(*) FROM item_relations)::int AS item_relations`,
  );
  return row ?? {};
}
