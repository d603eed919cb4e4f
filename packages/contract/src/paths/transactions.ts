// service spec §7 "Account and transactions": the transaction GETs of issue 21 (quick order's
// suggestions, the bell, tracking). markNotificationsAsRead changes state, so it is a POST (ADR 0026).
export const transactionsPaths = {
  quickOrderProducts: '/api/myaccount/transactions/quickOrderProducts',
  getUserNotifications: '/api/myaccount/transactions/getUserNotifications',
  markNotificationsAsRead: '/api/myaccount/transactions/markNotificationsAsRead',
  trackingData: '/api/myaccount/transactions/trackingData',
  recentFulfillments: '/api/myaccount/transactions/recentFulfillments',
  // service spec §7: POST upsertSubscription; deleteSubscription and
  // getSubscriptionAddressPaymentDetails {itemListId}; getSubscriptions lists them (ours).
  upsertSubscription: '/api/myaccount/transactions/upsertSubscription',
  deleteSubscription: '/api/myaccount/transactions/deleteSubscription',
  getSubscriptionAddressPaymentDetails: '/api/myaccount/transactions/getSubscriptionAddressPaymentDetails',
  getSubscriptions: '/api/myaccount/transactions/getSubscriptions',
} as const;
