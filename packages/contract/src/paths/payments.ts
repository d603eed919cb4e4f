// service spec §7 "Payments": GET getCreditInfo, POST createPayment.
export const paymentsPaths = {
  getCreditInfo: '/api/payments/payments/getCreditInfo',
  createPayment: '/api/payments/payments/createPayment',
} as const;
