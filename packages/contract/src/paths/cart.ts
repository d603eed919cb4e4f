// service spec §7 "Cart" (/api/cart/cart/*); addItemList is our addition (a whole list to the cart).
export const cartPaths = {
  getCart: '/api/cart/cart/getCart',
  emptyCart: '/api/cart/cart/emptyCart',
  getSaveForLater: '/api/cart/cart/getSaveForLater',
  addItem: '/api/cart/cart/addItem',
  editItem: '/api/cart/cart/editItem',
  removeItem: '/api/cart/cart/removeItem',
  saveForLater: '/api/cart/cart/saveForLater',
  deleteSaveForLater: '/api/cart/cart/deleteSaveForLater',
  moveItemToCart: '/api/cart/cart/moveItemToCart',
  clearNotifications: '/api/cart/cart/clearNotifications',
  addItemList: '/api/cart/cart/addItemList',
  getTaxRate: '/api/cart/cart/getTaxRate',
  getConvenienceFee: '/api/cart/cart/getConvenienceFee',
  getConvenienceFeeRate: '/api/cart/cart/getConvenienceFeeRate',
  getConvFeeExempt: '/api/cart/cart/getConvFeeExempt',
} as const;
