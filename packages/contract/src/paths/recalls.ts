// Recalls (issue 34 point 2, ADR 0050): the account's recalls (/myaccount/menu/recalls), its
// acknowledgment, the notice PDF; and the recalls covering an item or one of the account's orders
// (the banners of the product page and of order details).
export const recallsPaths = {
  list: '/api/myaccount/recalls',
  acknowledge: '/api/myaccount/recalls/acknowledge',
  notice: '/api/myaccount/recalls/notice',
  forOrder: '/api/myaccount/recalls/order',
  forItem: '/api/recalls/item',
} as const;
