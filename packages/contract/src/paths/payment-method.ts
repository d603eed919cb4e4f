// service spec §7 "Payments, payment methods": the account's saved cards and bank accounts.
export const paymentMethodPaths = {
  getAll: '/api/myaccount/paymentmethod/getAll',
  getTypes: '/api/myaccount/paymentmethod/getTypes',
  upsert: '/api/myaccount/paymentmethod/upsert',
  delete: '/api/myaccount/paymentmethod/delete',
} as const;
