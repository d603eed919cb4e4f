// service spec §7 "Catalogue" (/api/shopping/*), with the personalised groups' paths of our choosing.
export const catalogPaths = {
  getCategories: '/api/shopping/category/getCategories',
  getCategoryBySubCategoryUrl: '/api/shopping/category/getCategoryBySubCategoryUrl',
  item: '/api/shopping/item/item',
  /** Ours (issue 34): the short-dating notice of an item that carries lots. */
  itemDating: '/api/shopping/item/dating',
  alternativeItem: '/api/shopping/item/alternativeItem',
  correlatedItems: '/api/shopping/item/correlatedItems',
  getItemList: '/api/shopping/item/getItemList',
  filters: '/api/shopping/item/filters',
  paginate: '/api/shopping/item/paginate',
  topItems: '/api/shopping/item/topItems',
  getSellableControlledSubstances: '/api/shopping/item/getSellableControlledSubstances',
  purchaseAgain: '/api/shopping/item/purchaseAgain',
  industrySuggestions: '/api/shopping/item/industrySuggestions',
  userItems: '/api/shopping/item/userItems',
  timeToReorder: '/api/shopping/item/timeToReorder',
  recentUserSearchProducts: '/api/shopping/item/recentUserSearchProducts',
  // Ours (issue 19 point 8): many item numbers or MPNs at once (/productLookup).
  lookup: '/api/shopping/item/lookup',
} as const;
