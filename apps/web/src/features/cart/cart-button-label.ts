// The header cart icon's accessible name, apart from the cart screens' texts (constants.ts) so the
// header, on every page, does not load those tables with it (issue 15: initial JS ≤ 150 KB).

/** The cart icon's accessible name, carrying the badge's total quantity. */
export function cartButtonLabel(quantity: number): string {
  return `Cart, ${quantity} ${quantity === 1 ? 'item' : 'items'}`;
}
