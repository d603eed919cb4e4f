// The substitutes calls (issue 34 point 4, ADR 0053), apart from `paths`, which is in every page's
// initial JavaScript, and from the schemas (substitutes.ts), which a page importing a path would
// otherwise bundle with zod: the storefront needs only these strings.
export const substitutePaths = {
  forItem: '/api/shopping/item/substitutes',
  forCart: '/api/cart/cart/getSubstitutes',
  swapLine: '/api/cart/cart/swapLine',
} as const;
