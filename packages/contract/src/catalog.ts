// The catalogue calls of service spec §7 ("Catalogue", /api/shopping/*): categories, the product
// entity of storefront spec §3, product cards (§2.6), listing with facets, and the personalised
// groups. Money is decimal dollars on the wire.
//
// Price visibility (service spec §6, ARCHITECTURE §7): `price` and `prices` are present ONLY for a
// logged-in caller whose user has isPriceVisible. For anonymous callers and users without it the
// keys are absent: not zero, not null. For a price-visible caller `price` is null when the item
// has no price at all (the storefront shows it as 'N/A', storefront spec §2.5).
import { z } from 'zod';
import { Money, money } from './money.ts';
import { DEFAULT_PAGE_SIZE } from '@medsupply/domain';
import { MAX_PAGE, MAX_PAGE_SIZE, paginated } from './pagination.ts';

// ---------------------------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------------------------

/**
 * A positive database id (ids are integers, ARCHITECTURE §6). Bounded by PostgreSQL's integer, so
 * an id in a request body that no row can have is a 400, not a database error.
 */
export const Id = z.number().int().positive().max(2_147_483_647, 'id is too large');

/** A public URL slug: lower/upper-case letters and digits separated by single hyphens. */
export const URL_COMPONENT_PATTERN = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;

/**
 * `id` query values that may be an item or category id or its urlComponent (storefront spec §2.1:
 * "/product/{id}: the id may be the item id or its url component"). Digits are an id; anything
 * else must look like a slug. '0', '-5' or '<x>' are answered with 400.
 */
export const IdOrUrlComponent = z
  .string({ message: 'must be an id or a url component' })
  .trim()
  .min(1, 'must not be empty')
  .max(200, 'must be at most 200 characters')
  .refine(
    (value) => (/^\d+$/.test(value) ? Number(value) >= 1 && Number(value) <= 2_147_483_647 : true),
    'must be a positive id',
  )
  .refine(
    (value) => /^\d+$/.test(value) || URL_COMPONENT_PATTERN.test(value),
    'must be a positive id or a url component (letters, digits and hyphens)',
  );

/** A positive id given in a query string. */
export const IdQueryValue = z.coerce
  .number({ message: 'id must be a number' })
  .int('id must be a whole number')
  .min(1, 'id must be a positive number')
  .max(2_147_483_647, 'id is too large');

/** One price level's price of the base unit, in dollars; level 'List Price' is struck through. */
export const LevelPrice = z.object({ level: z.string(), price: Money });
export type LevelPrice = z.infer<typeof LevelPrice>;

/** The name of the strike-through price level (storefront spec §3). */
export const LIST_PRICE_LEVEL = 'List Price';

/** Present only for price-visible callers (see the header). */
const priceFields = {
  /** The caller's price level price of one base unit in dollars; null: no price ('N/A'). */
  price: Money.nullable().optional(),
  /** 'List Price' and the caller's level, each for one base unit. */
  prices: money(z.array(LevelPrice)).optional(),
};

/** A unit of measure of the item's unit type (service spec §3: unit.details). */
export const UnitDetail = z.object({
  id: Id,
  unitName: z.string(),
  /** Base units in one of this unit: line price = price × conversionRate × quantity (service spec §9). */
  conversionRate: z.number(),
  baseUnit: z.boolean(),
});
export type UnitDetail = z.infer<typeof UnitDetail>;

export const ItemUnit = z.object({
  /** The unit preselected when none is chosen (else the base unit). */
  defaultUnitId: Id.nullable(),
  details: z.array(UnitDetail),
});
export type ItemUnit = z.infer<typeof ItemUnit>;

/**
 * The caller's account's most recent purchase of the item (storefront spec §2.6: 'Ordered on
 * {date}' and the unit used then). null for anonymous callers and items never bought.
 */
export const LatestPurchase = z.object({
  /** ISO 8601 timestamp of the order. */
  date: z.string(),
  /** The unit id ordered then. */
  unit: Id,
  unitDetails: UnitDetail,
});
export type LatestPurchase = z.infer<typeof LatestPurchase>;

/** attribute name → value, e.g. { Size: 'Large' } (storefront spec §3). */
export const MatrixDetails = z.record(z.string(), z.string());

// ---------------------------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------------------------

/** A category of the three-level tree (storefront spec §3 Category). */
export interface CategoryNode {
  id: number;
  name: string;
  urlComponent: string;
  imageUrl: string | null;
  /** True when the category has children. */
  isParent: boolean;
  children: CategoryNode[];
}
export const CategoryNode: z.ZodType<CategoryNode> = z.object({
  id: Id,
  name: z.string(),
  urlComponent: z.string(),
  imageUrl: z.string().nullable(),
  isParent: z.boolean(),
  get children() {
    return z.array(CategoryNode);
  },
});

/** GET getCategories: the top-level categories, each with two levels of children. */
export const CategoriesResponse = z.array(CategoryNode);
export type CategoriesResponse = z.infer<typeof CategoriesResponse>;

/** A category named in breadcrumbs and product data. */
export const CategoryRef = z.object({ id: Id, name: z.string(), urlComponent: z.string() });
export type CategoryRef = z.infer<typeof CategoryRef>;

export const CategoryBySubCategoryUrlQuery = z.object({
  urlComponent: IdOrUrlComponent,
});
export type CategoryBySubCategoryUrlQuery = z.infer<typeof CategoryBySubCategoryUrlQuery>;

/** A category with its ancestors (for breadcrumbs) and its direct children with theirs. */
export const CategoryDetail = z.object({
  id: Id,
  name: z.string(),
  urlComponent: z.string(),
  imageUrl: z.string().nullable(),
  description: z.string().nullable(),
  isParent: z.boolean(),
  /** 1 = top level, 2, 3. */
  depth: z.number().int(),
  /** The direct parent, or null for a top-level category. */
  parent: CategoryRef.nullable(),
  /** Root first, down to and including this category. */
  breadcrumbs: z.array(CategoryRef),
  children: z.array(CategoryNode),
});
export type CategoryDetail = z.infer<typeof CategoryDetail>;

// ---------------------------------------------------------------------------------------------
// Product cards (storefront spec §2.6): only what a card shows
// ---------------------------------------------------------------------------------------------

/** A variant as a card's variant dropdown needs it. */
export const CardVariant = z.object({
  id: Id,
  itemName: z.string(),
  urlComponent: z.string(),
  mpn: z.string(),
  matrixDetails: MatrixDetails.nullable(),
  quantityAvailable: z.number().int(),
  isInStock: z.boolean(),
  isAddableToCart: z.boolean(),
  rxLevel: z.number().int(),
  ...priceFields,
});
export type CardVariant = z.infer<typeof CardVariant>;

export const ProductCard = z.object({
  id: Id,
  itemName: z.string(),
  displayName: z.string(),
  siteDisplayName: z.string().nullable(),
  urlComponent: z.string(),
  manufacturer: z.string(),
  mpn: z.string(),
  thumbnailImage: z.string().nullable(),
  quantityAvailable: z.number().int(),
  /** In stock when quantityAvailable is above 0 (storefront spec §2.5). */
  isInStock: z.boolean(),
  isAddableToCart: z.boolean(),
  restricted: z.boolean(),
  /** 0 = no licence needed; the card shows a licence icon above 0. */
  rxLevel: z.number().int(),
  /** 'month' | 'quarter' when on allocation (the allocation tooltip), else null. */
  allocationPeriod: z.string().nullable(),
  matrixDetails: MatrixDetails.nullable(),
  unit: ItemUnit,
  /** Variants of a matrix item (empty for a plain item). */
  children: z.array(CardVariant),
  latestPurchase: LatestPurchase.nullable(),
  ...priceFields,
});
export type ProductCard = z.infer<typeof ProductCard>;

// ---------------------------------------------------------------------------------------------
// Product detail (storefront spec §3 Product)
// ---------------------------------------------------------------------------------------------

export const ItemQuery = z
  .object({
    /** The item id or its urlComponent. */
    id: IdOrUrlComponent.optional(),
    /** Alternative to `id`: the urlComponent. */
    urlComponent: IdOrUrlComponent.optional(),
  })
  .refine((q) => q.id !== undefined || q.urlComponent !== undefined, {
    message: 'id or urlComponent is required',
    path: ['id'],
  });
export type ItemQuery = z.infer<typeof ItemQuery>;

export const ItemImage = z.object({ index: z.number().int(), url: z.string(), largeUrl: z.string() });
export const ItemFile = z.object({ url: z.string(), name: z.string() });

export const VariantChild = z.object({
  id: Id,
  itemName: z.string(),
  displayName: z.string(),
  urlComponent: z.string(),
  mpn: z.string(),
  matrixDetails: MatrixDetails.nullable(),
  quantityAvailable: z.number().int(),
  isInStock: z.boolean(),
  isAddableToCart: z.boolean(),
  rxLevel: z.number().int(),
  ...priceFields,
});
export type VariantChild = z.infer<typeof VariantChild>;

export const ItemCategory = CategoryRef.extend({ parent: CategoryRef.nullable() });

export const ItemDetail = z.object({
  id: Id,
  /** The id the cart and item lists take as itemId (same as id). */
  itemId: Id,
  /** The item number. */
  itemName: z.string(),
  displayName: z.string(),
  siteDisplayName: z.string().nullable(),
  urlComponent: z.string(),
  /** Sanitized HTML. */
  description: z.string(),
  manufacturer: z.string(),
  mpn: z.string(),
  quantityAvailable: z.number().int(),
  isInStock: z.boolean(),
  isAddableToCart: z.boolean(),
  specialOrder: z.boolean(),
  rxLevel: z.number().int(),
  restricted: z.boolean(),
  inactive: z.boolean(),
  allocationPeriod: z.string().nullable(),
  thumbnailImage: z.string().nullable(),
  itemImage: z.array(ItemImage),
  itemFile: z.array(ItemFile),
  unit: ItemUnit,
  /** Variant items of a matrix product. */
  children: z.array(VariantChild),
  /** For a variant: the matrix parent's id, else null. */
  parentId: Id.nullable(),
  matrixDetails: MatrixDetails.nullable(),
  attributes: z.record(z.string(), z.string()),
  metaTag: z.string().nullable(),
  titleTag: z.string().nullable(),
  h1Tag: z.string().nullable(),
  searchKeywords: z.string(),
  category: ItemCategory.nullable(),
  latestPurchase: LatestPurchase.nullable(),
  ...priceFields,
});
export type ItemDetail = z.infer<typeof ItemDetail>;

/**
 * GET item dating `?id=` (ours, issue 34): "Ships with 5 months' dating" when the lot a buyer would
 * receive now expires in fewer whole months than the store's threshold; null otherwise (and for an
 * item without lots). Apart from the item's answer, which is kept until a catalogue table changes
 * (ADR 0046), while lots move with every shipment and dating with every day.
 */
export const ItemDatingQuery = z.object({
  id: z.coerce
    .number({ message: 'id must be a number' })
    .int('id must be a whole number')
    .positive()
    .max(2_147_483_647),
});
export const ItemDatingResponse = z.object({ datingNotice: z.string().nullable() });
export type ItemDatingResponse = z.infer<typeof ItemDatingResponse>;

/** GET alternativeItem / correlatedItems: `?id=` (an id or urlComponent). */
export const ItemIdQuery = z.object({ id: IdOrUrlComponent });
export type ItemIdQuery = z.infer<typeof ItemIdQuery>;

/** A related product tile (storefront spec §3 Alternative item / Correlated item). */
export const RelatedItem = z.object({
  id: Id,
  thumbnailImage: z.string().nullable(),
  urlComponent: z.string(),
  manufacturer: z.string(),
  displayName: z.string(),
  ...priceFields,
});
export type RelatedItem = z.infer<typeof RelatedItem>;

export const AlternativeItemsResponse = z.array(RelatedItem);
export type AlternativeItemsResponse = z.infer<typeof AlternativeItemsResponse>;

/** service spec §7: each entry wraps correlatedItem. */
export const CorrelatedItemsResponse = z.array(z.object({ correlatedItem: RelatedItem }));
export type CorrelatedItemsResponse = z.infer<typeof CorrelatedItemsResponse>;

// ---------------------------------------------------------------------------------------------
// Item-list search (quick order): concrete, orderable items
// ---------------------------------------------------------------------------------------------

export const GetItemListQuery = z.object({
  /** Markup is stripped; a term shorter than 3 characters (after trimming) answers an empty list. */
  search: z.string().max(200, 'search must be at most 200 characters'),
});
export type GetItemListQuery = z.infer<typeof GetItemListQuery>;

/** Most matches getItemList answers. */
export const ITEM_LIST_SEARCH_LIMIT = 10;

export const ItemListMatch = z.object({
  id: Id,
  itemName: z.string(),
  displayName: z.string(),
  siteDisplayName: z.string().nullable(),
  urlComponent: z.string(),
  manufacturer: z.string(),
  mpn: z.string(),
  thumbnailImage: z.string().nullable(),
  matrixDetails: MatrixDetails.nullable(),
  quantityAvailable: z.number().int(),
  isInStock: z.boolean(),
  isAddableToCart: z.boolean(),
  restricted: z.boolean(),
  rxLevel: z.number().int(),
  unit: ItemUnit,
  ...priceFields,
});
export type ItemListMatch = z.infer<typeof ItemListMatch>;

export const GetItemListResponse = z.array(ItemListMatch);
export type GetItemListResponse = z.infer<typeof GetItemListResponse>;

// ---------------------------------------------------------------------------------------------
// Listing: paginate and filters
// ---------------------------------------------------------------------------------------------

export const ITEM_SORTS = [
  'relevance',
  'name-asc',
  'name-desc',
  'price-asc',
  'price-desc',
  'newest',
] as const;
export const ItemSort = z.enum(ITEM_SORTS);
export type ItemSort = z.infer<typeof ItemSort>;

export const AVAILABILITIES = ['inStock', 'outOfStock'] as const;
export const Availability = z.enum(AVAILABILITIES);
export type Availability = z.infer<typeof Availability>;

/** The selected facet values: one choice per group (storefront spec §4 "Catalogue filters"). */
export const FacetSelection = z.object({
  manufacturer: z.string().trim().min(1).max(200).optional(),
  rxLevel: z.number().int().min(0).max(1000).optional(),
  availability: Availability.optional(),
});
export type FacetSelection = z.infer<typeof FacetSelection>;

/** A category by id or urlComponent; the listing includes its descendants. */
export const CategorySelector = z.union([Id, IdOrUrlComponent]);

const searchTerm = z.string().max(500, 'searchTerm must be at most 500 characters').nullable().optional();

export const PaginateItemsBody = z.object({
  page: z.number().int().min(1, 'page must be 1 or more').max(MAX_PAGE).default(1),
  /** Page size; the storefront uses 10 (storefront spec §3). */
  limit: z.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  /** Markup is stripped; a blank term is ignored (storefront spec §5). */
  searchTerm,
  category: CategorySelector.nullable().optional(),
  facets: FacetSelection.default({}),
  /** Default: relevance (with a search term), else popularity. Price sorts need price visibility. */
  sort: ItemSort.default('relevance'),
  /** The hosted search service's session token; accepted for compatibility, not needed. */
  userToken: z.string().max(200).optional(),
  /** The hosted search service's rule contexts; accepted for compatibility, not used. */
  ruleContexts: z.array(z.string().max(100)).max(20).optional(),
});
export type PaginateItemsBody = z.input<typeof PaginateItemsBody>;

/** The generic GET form of paginate (service spec §7 `GET /api/{route}/paginate`), query parameters. */
export const PaginateItemsQuery = z.object({
  page: z.coerce
    .number({ message: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be 1 or more')
    .max(MAX_PAGE)
    .default(1),
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1)
    .max(MAX_PAGE_SIZE)
    .default(DEFAULT_PAGE_SIZE),
  searchTerm: z.string().max(500).optional(),
  category: IdOrUrlComponent.optional(),
  manufacturer: z.string().trim().min(1).max(200).optional(),
  rxLevel: z.coerce.number({ message: 'rxLevel must be a number' }).int().min(0).max(1000).optional(),
  availability: Availability.optional(),
  sort: ItemSort.default('relevance'),
});
export type PaginateItemsQuery = z.input<typeof PaginateItemsQuery>;

export const FacetValueCount = z.object({ value: z.string(), count: z.number().int() });
export const RxLevelCount = z.object({ value: z.number().int(), name: z.string(), count: z.number().int() });
export const AvailabilityCount = z.object({ value: Availability, count: z.number().int() });

/**
 * Facet counts. Each group is counted over the items matching the search, the category and the
 * OTHER groups' selections (not its own), so switching the choice within a group shows what the
 * switch would give. Manufacturers: most frequent first, at most 100, the selected one always included.
 */
export const ItemFacets = z.object({
  manufacturer: z.array(FacetValueCount),
  rxLevel: z.array(RxLevelCount),
  availability: z.array(AvailabilityCount),
});
export type ItemFacets = z.infer<typeof ItemFacets>;

/** Most categories a search that found nothing suggests. */
export const CATEGORY_SUGGESTIONS_MAX = 5;

export const PaginateItemsResponse = paginated(ProductCard).extend({
  facets: ItemFacets,
  /** The sort applied (price sorts fall back to relevance for callers who cannot see prices). */
  sort: ItemSort,
  /** The search term after markup stripping; null when there was none or it was blank. */
  searchTerm: z.string().nullable(),
  /** Identifies this search for click events (POST /api/search/click); null without a search term. */
  queryID: z.string().nullable(),
  /** The category listed, or null. */
  category: CategoryRef.nullable(),
  /**
   * When a search finds nothing: the closest term that finds something ("Did you mean …", issue 29),
   * or null when none is close. Absent when something was found or there was no search.
   */
  didYouMean: z.string().nullable().optional(),
  /**
   * When a search finds nothing: the categories whose names match any of its words, typos and the
   * trade's words forgiven as in the search (at most CATEGORY_SUGGESTIONS_MAX, best first). Absent
   * when something was found or there was no search.
   */
  categorySuggestions: z.array(CategoryRef).optional(),
});
export type PaginateItemsResponse = z.infer<typeof PaginateItemsResponse>;

export const FiltersBody = z.object({
  searchTerm,
  category: CategorySelector.nullable().optional(),
  facets: FacetSelection.default({}),
});
export type FiltersBody = z.input<typeof FiltersBody>;

export const FiltersResponse = ItemFacets.extend({
  /** Items matching the search, the category and the selections (what paginate would list). */
  total: z.number().int(),
});
export type FiltersResponse = z.infer<typeof FiltersResponse>;

// ---------------------------------------------------------------------------------------------
// Top items, controlled substances, personalised groups
// ---------------------------------------------------------------------------------------------

/** GET topItems: the most ordered items (storefront spec §7 "a separate call gets top items"). */
export const TopItemsResponse = z.array(ProductCard);
export type TopItemsResponse = z.infer<typeof TopItemsResponse>;

export const RxLevel = z.object({
  id: z.number().int(),
  name: z.string(),
  isControlledSubstance: z.boolean(),
});
export type RxLevel = z.infer<typeof RxLevel>;

/**
 * GET getSellableControlledSubstances: the Rx levels the store may sell (level 0 needs no licence and
 * is not listed). Feed `levels.map(l => l.id)` to canPurchaseRxLevel's sellableLevels.
 */
export const SellableControlledSubstancesResponse = z.array(RxLevel);
export type SellableControlledSubstancesResponse = z.infer<typeof SellableControlledSubstancesResponse>;

/**
 * Personalised groups (storefront spec §3 "Personalised item groups"), logged-in callers only (401
 * otherwise). Each answers product cards, which carry latestPurchase.
 * - purchaseAgain: the account's most recently ordered items.
 * - industrySuggestions: items most ordered by other accounts of the same business type that this
 *   account has not ordered (the store's top items when the account has no business type).
 * - userItems: purchaseAgain followed by industrySuggestions not already in it (the merged list).
 * - timeToReorder: items ordered at least twice whose usual interval has (nearly) elapsed.
 * - recentUserSearchProducts: the user's recent searches and the items they opened from search.
 */
export const PersonalizedItemsResponse = z.array(ProductCard);
export type PersonalizedItemsResponse = z.infer<typeof PersonalizedItemsResponse>;

export const RecentSearch = z.object({ query: z.string(), searchedAt: z.string() });
export const RecentUserSearchProductsResponse = z.object({
  searches: z.array(RecentSearch),
  results: z.array(ProductCard),
});
export type RecentUserSearchProductsResponse = z.infer<typeof RecentUserSearchProductsResponse>;

/** Most cards a personalised group or topItems answers. */
export const PERSONALIZED_LIMIT = 12;
