// service spec §7 "Account and transactions": sales orders through the generic paginate and
// by id (`byId?id=` and the generic `/{id}`, the same answer; ADR 0057), the filters' lists, the
// parent login's view, and reorder (issue 17 point 6).
export const salesOrdersPaths = {
  paginate: '/api/myaccount/salesorders/paginate',
  byId: '/api/myaccount/salesorders/byId',
  byPathId: '/api/myaccount/salesorders/:id',
  reorder: '/api/myaccount/salesorders/reorder',
  salesordersForParent: '/api/myaccount/transactions/salesordersForParent',
  getStatusList: '/api/myaccount/transactions/getStatusList',
  getShipToList: '/api/myaccount/transactions/getShipToList',
} as const;
