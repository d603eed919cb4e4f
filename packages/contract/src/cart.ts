// The cart calls of service spec §7 ("Cart", /api/cart/cart/*) and the allocation call
// (/api/myaccount/allocation/getItemAllocation): cart lines, save-for-later, notifications, totals,
// tax rate and convenience fee. Money is decimal dollars on the wire.
//
// Price visibility (service spec §6, storefront spec §2.7): for a user without isPriceVisible the
// money keys (line `price` and `lineTotal`, and the cart's subtotal, shipping, tax, taxRate, total
// and convenienceFee) are absent, not zero and not null. Quantities, units and names are always
// present.
//
// Every mutation answers the whole cart, so the storefront replaces its cache with the response
// and never computes totals itself.
import { z } from 'zod';
import { Money, money } from './money.ts';
import { Id, MatrixDetails, UnitDetail } from './catalog.ts';

/** A whole quantity from 1; the server floors fractions and lifts anything below 1 to 1 (service spec §5). */
export const CartQuantity = z
  .number({ message: 'quantity must be a number' })
  .max(1_000_000, 'quantity must be 1,000,000 or less');

/** The item fields a cart line, a saved item, an item-list line and an estimate line show. */
export const LineItemFields = {
  itemId: Id,
  /** The item number. */
  itemName: z.string(),
  displayName: z.string(),
  siteDisplayName: z.string().nullable(),
  urlComponent: z.string(),
  manufacturer: z.string(),
  mpn: z.string(),
  thumbnailImage: z.string().nullable(),
  /** Variant attributes, shown as 'key:value' (storefront spec §2.7). */
  matrixDetails: MatrixDetails.nullable(),
  /** The item's Rx level (service spec §3 cartDetail rxLevelId); 0 = no licence needed. */
  rxLevelId: z.number().int(),
  /** The chosen unit's id (service spec §3: line `unit`). */
  unit: Id,
  quantity: z.number().int().positive(),
  /** Every unit the item is sold in, for the unit dropdown; conversionRate prices each. */
  units: z.array(UnitDetail),
  /** Whether the item can be bought now (not inactive, restricted or unpriced). */
  isAddableToCart: z.boolean(),
  quantityAvailable: z.number().int(),
  /** Present only with price visibility: price of one BASE unit in dollars; null = no price ('N/A'). */
  price: Money.nullable().optional(),
  /** Present only with price visibility: price × unit conversion rate × quantity (service spec §9). */
  lineTotal: Money.nullable().optional(),
};

/** A cart line (storefront spec §3 "Cart line"). */
export const CartLine = z.object({ id: Id, ...LineItemFields });
export type CartLine = z.infer<typeof CartLine>;

/** A save-for-later entry: `id` is the saved entry's id (deleteSaveForLater, moveItemToCart). */
export const SavedItem = z.object({ id: Id, ...LineItemFields });
export type SavedItem = z.infer<typeof SavedItem>;

/** A message the server left on the cart, e.g. a line removed because the item became inactive. */
export const CartNotification = z.object({
  id: Id,
  message: z.string(),
  /** ISO 8601 timestamp. */
  createdAt: z.string(),
});
export type CartNotification = z.infer<typeof CartNotification>;

/** Tax or fee: dollars, or 'error' when its calculation failed (service spec §4, §8). */
export const AmountOrError = money(z.union([z.number(), z.literal('error')]));
export type AmountOrError = z.infer<typeof AmountOrError>;

/**
 * The cart (service spec §3 "Cart"). Tax is an estimate for the account's default shipping address
 * (0 with no address or a tax-exempt account); checkout recomputes it for the chosen address. The
 * convenience fee applies to card payments and is computed at checkout, so it is 0 here.
 */
export const Cart = z.object({
  /** null until the contact's first add creates the cart. */
  id: Id.nullable(),
  status: z.string(),
  approvedBy: Id.nullable(),
  /** The contact (user) the cart belongs to. */
  contactId: Id,
  cartDetail: z.array(CartLine),
  saveForLater: z.array(SavedItem),
  notifications: z.array(CartNotification),
  /** Number of lines: the popover's '{n} Products' (storefront spec §2.7). */
  totalItems: z.number().int(),
  /** Sum of the lines' quantities (the header badge). */
  totalQuantity: z.number().int(),
  // Money: present only with price visibility (see the header).
  subtotal: Money.optional(),
  /** 0 = 'FREE' when there is a subtotal (service spec §9). */
  shipping: Money.optional(),
  /** Percent, e.g. 6.25; hidden with the totals it explains (docs/decisions/0007-cart-rules.md). */
  taxRate: money(z.number()).optional(),
  tax: AmountOrError.optional(),
  /** subtotal + shipping, before tax and fee (service spec §9: total shown = total + tax + fee). */
  total: Money.optional(),
  convenienceFee: AmountOrError.optional(),
  /**
   * On add, edit and move responses: true when the server cut the quantity to the remaining
   * allocation (storefront spec §8: the warning toast 'Item quantites are limited and has been
   * adjusted in your cart').
   */
  addToCartAdjustment: z.boolean().optional(),
});
export type Cart = z.infer<typeof Cart>;

/** GET getSaveForLater. */
export const SaveForLaterResponse = z.array(SavedItem);
export type SaveForLaterResponse = z.infer<typeof SaveForLaterResponse>;

/** POST addItem (service spec §7). `unit` defaults to the item's default unit, else its base unit. */
export const AddItemRequest = z.object({
  itemId: Id,
  unit: Id.optional(),
  quantity: CartQuantity.optional(),
  /** The search term and query id when the add came from search results (analytics). */
  searchTerm: z.string().max(200).optional(),
  queryID: z.string().max(100).optional(),
});
export type AddItemRequest = z.infer<typeof AddItemRequest>;

/** POST editItem: sets the line's quantity and unit; a unit already on another line merges into it. */
export const EditItemRequest = z.object({
  detailId: Id,
  quantity: CartQuantity,
  unit: Id,
});
export type EditItemRequest = z.infer<typeof EditItemRequest>;

/** POST removeItem. */
export const RemoveItemRequest = z.object({ detailId: Id });
export type RemoveItemRequest = z.infer<typeof RemoveItemRequest>;

/** POST saveForLater {item}: moves the cart line `item.id` to save-for-later. */
export const SaveForLaterRequest = z.object({ item: z.object({ id: Id }) });
export type SaveForLaterRequest = z.infer<typeof SaveForLaterRequest>;

/** POST deleteSaveForLater {id}: the saved entry's id. */
export const DeleteSaveForLaterRequest = z.object({ id: Id });
export type DeleteSaveForLaterRequest = z.infer<typeof DeleteSaveForLaterRequest>;

/**
 * POST moveItemToCart {id, itemId, unit, quantity}: moves the saved entry `id` back to the cart
 * under every add-to-cart rule (merging, allocation); the saved entry is removed.
 */
export const MoveItemToCartRequest = z.object({
  id: Id,
  itemId: Id,
  unit: Id,
  quantity: CartQuantity,
});
export type MoveItemToCartRequest = z.infer<typeof MoveItemToCartRequest>;

/**
 * POST addItemList {itemListId} (our addition; storefront "add a whole list to the cart"): adds
 * every line of a list the contact may see, under the add-to-cart rules. Lines refused by a rule
 * are reported, the rest are added.
 */
export const AddItemListRequest = z.object({ itemListId: Id });
export type AddItemListRequest = z.infer<typeof AddItemListRequest>;

export const AddItemListResponse = z.object({
  cart: Cart,
  refused: z.array(z.object({ itemId: Id, reason: z.string() })),
});
export type AddItemListResponse = z.infer<typeof AddItemListResponse>;

/** POST getTaxRate {addressId, itemIds}. */
export const TaxRateRequest = z.object({
  addressId: Id,
  itemIds: z.array(Id).max(500, 'at most 500 items'),
});
export type TaxRateRequest = z.infer<typeof TaxRateRequest>;

export const TaxRateResponse = z.object({
  /** Percent at the ship-to address (0 for a tax-exempt account). */
  taxRate: z.number(),
  /** Which of the asked items are taxable there. */
  items: z.array(z.object({ itemId: Id, taxable: z.boolean() })),
  shippingTaxable: z.boolean(),
});
export type TaxRateResponse = z.infer<typeof TaxRateResponse>;

/** POST getConvenienceFee {total}: total = subtotal + shipping + tax in dollars (service spec §9). */
export const ConvenienceFeeRequest = z.object({
  total: z.number().nonnegative('total must be 0 or more').max(100_000_000),
});
export type ConvenienceFeeRequest = z.infer<typeof ConvenienceFeeRequest>;

/** The fee is an amount of money: absent for a caller without isPriceVisible (service spec §6). */
export const ConvenienceFeeResponse = z.object({ convenienceFeeTotal: Money.optional() });
export type ConvenienceFeeResponse = z.infer<typeof ConvenienceFeeResponse>;

/** GET getConvenienceFeeRate: percent, e.g. 3. */
export const ConvenienceFeeRateResponse = z.object({ convenienceFeeRate: z.number() });
export type ConvenienceFeeRateResponse = z.infer<typeof ConvenienceFeeRateResponse>;

/** GET getConvFeeExempt. */
export const ConvFeeExemptResponse = z.object({ convFeeExempt: z.boolean() });
export type ConvFeeExemptResponse = z.infer<typeof ConvFeeExemptResponse>;

/** POST /api/myaccount/allocation/getItemAllocation {itemId}. */
export const ItemAllocationRequest = z.object({ itemId: Id });
export type ItemAllocationRequest = z.infer<typeof ItemAllocationRequest>;

/** allocationMax: what the account may still add this period; null when the item is not on allocation. */
export const ItemAllocationResponse = z.object({ allocationMax: z.number().int().nullable() });
export type ItemAllocationResponse = z.infer<typeof ItemAllocationResponse>;

// The error codes live in a zod-free module: the storefront imports them at startup, and importing
// them from here would bring every schema of this file and zod itself into its first JavaScript.
export { CART_ERROR_CODES, LOGGED_ONLY_CART_CODES, type CartErrorCode } from './cart-codes.ts';
