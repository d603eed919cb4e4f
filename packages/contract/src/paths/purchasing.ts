// Issue 21: quick order's check and add, easy reorder, open items (service spec §7 generic
// GET /api/{route}/paginate), and several lines into the cart at once.
export const purchasingPaths = {
  quickOrderCheck: '/api/myaccount/quickorder/check',
  quickOrderAddToCart: '/api/myaccount/quickorder/addToCart',
  reorderPaginate: '/api/myaccount/reorder/paginate',
  reorderAddToCart: '/api/myaccount/reorder/addToCart',
  openItemsPaginate: '/api/myaccount/openitems/paginate',
  addItems: '/api/cart/cart/addItems',
} as const;
