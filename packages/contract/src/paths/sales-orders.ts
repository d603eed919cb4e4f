// service spec §7 "Account and transactions": sales orders through the generic paginate and
// by id, the filters' lists, the parent login's view, and reorder (issue 17 point 6).
export const salesOrdersPaths = {
  paginate: '/api/myaccount/salesorders/paginate',
  byId: '/api/myaccount/salesorders/byId',
  reorder: '/api/myaccount/salesorders/reorder',
  salesordersForParent: '/api/myaccount/transactions/salesordersForParent',
  getStatusList: '/api/myaccount/transactions/getStatusList',
  getShipToList: '/api/myaccount/transactions/getShipToList',
} as const;
