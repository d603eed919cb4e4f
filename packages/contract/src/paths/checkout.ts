// service spec §7 "Checkout" (/api/checkout/checkout/*, issue 17).
export const checkoutPaths = {
  getCheckoutData: '/api/checkout/checkout/getCheckoutData',
  getTypes: '/api/checkout/checkout/getTypes',
  getAlternateShippingData: '/api/checkout/checkout/getAlternateShippingData',
  placeOrder: '/api/checkout/checkout/placeOrder',
  // Issue 28: a punchout session's cart back to the procurement system (cXML PunchOutOrderMessage).
  returnCart: '/api/checkout/checkout/returncart',
} as const;
