// Path constants of the service spec §7; the API registers and the web calls exactly these.
export const paths = {
  health: '/api/health',
  siteConfig: '/api/site/config',
  // Ours (issue 30): the document shell's data for the caller in one read (the root loader's).
  storefront: { shell: '/api/storefront/shell' },
  // service spec §7 "Auth".
  auth: {
    login: '/api/auth/login',
    currentUser: '/api/auth/currentUser',
    refreshToken: '/api/auth/refreshToken',
    logout: '/api/auth/logout',
    createResetHash: '/api/auth/createResetHash',
    validatePasswordReset: '/api/auth/validatePasswordReset',
    resetPassword: '/api/auth/resetPassword',
    requestAccess: '/api/auth/requestAccess',
    getRelatedAccounts: '/api/auth/getRelatedAccounts',
    switchAccount: '/api/auth/switchAccount',
    getBusinessTypesandContactRoles: '/api/auth/getBusinessTypesandContactRoles',
    createAccount: '/api/auth/createAccount',
    // Ours (issue 16): a signed-in user changes their password (/myaccount/menu/security).
    changePassword: '/api/auth/changePassword',
    // Ours (issue 19): the security page's signed-in sessions, and a new contact's invitation link.
    sessions: '/api/auth/sessions',
    signOutSession: '/api/auth/sessions/signOut',
    signOutOtherSessions: '/api/auth/sessions/signOutOthers',
    validateInvitation: '/api/auth/validateInvitation',
    acceptInvitation: '/api/auth/acceptInvitation',
  },
  // service spec §7 "Account and transactions".
  account: {
    getOverViewData: '/api/myaccount/account/getOverViewData',
    // Ours (issue 19): profile, settings (isAdmin) and the delivery-day page's data.
    getProfile: '/api/myaccount/profile/get',
    editProfile: '/api/myaccount/profile/edit',
    getSettings: '/api/myaccount/settings/get',
    editSettings: '/api/myaccount/settings/edit',
    deliveryDays: '/api/myaccount/deliveryday/getAll',
  },
  // service spec §7 "addresses": getAll, upsert, delete {id}; licences are ours (issue 19 point 3).
  address: {
    getAll: '/api/myaccount/address/getAll',
    upsert: '/api/myaccount/address/upsert',
    delete: '/api/myaccount/address/delete',
    upsertLicence: '/api/myaccount/address/licence/upsert',
    licenceDocument: '/api/myaccount/address/licence/document',
  },
  // service spec §7 generic calls on the contacts route (isAdmin).
  contacts: {
    paginate: '/api/contacts/paginate',
    byId: '/api/contacts/:id',
    create: '/api/contacts/create',
    edit: '/api/contacts/edit',
    delete: '/api/contacts/delete',
  },
  // service spec §7 "support".
  support: {
    submitIssue: '/api/myaccount/contact/submitIssue',
    // Ours: the account's issues and one of them by id.
    getIssues: '/api/myaccount/contact/getIssues',
    getIssue: '/api/myaccount/contact/getIssue',
    getcovidlist: '/api/informational/getcovidlist',
  },
  // service spec §7 "Catalogue" (/api/shopping/*), with the personalised groups' paths of our choosing.
  catalog: {
    getCategories: '/api/shopping/category/getCategories',
    getCategoryBySubCategoryUrl: '/api/shopping/category/getCategoryBySubCategoryUrl',
    item: '/api/shopping/item/item',
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
  },
  // service spec §7 "Cart" (/api/cart/cart/*); addItemList is our addition (a whole list to the cart).
  cart: {
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
  },
  // service spec §7 "Item lists" (/api/cart/itemList/*).
  itemList: {
    createList: '/api/cart/itemList/createList',
    editList: '/api/cart/itemList/editList',
    deleteList: '/api/cart/itemList/deleteList',
    upsertListDetail: '/api/cart/itemList/upsertListDetail',
    deleteListDetail: '/api/cart/itemList/deleteListDetail',
    deleteListDetailByItemListId: '/api/cart/itemList/deleteListDetailByItemListId',
    getAllLists: '/api/cart/itemList/getAllLists',
    getListDetails: '/api/cart/itemList/getListDetails',
    getListsByItemId: '/api/cart/itemList/getListsByItemId',
  },
  // service spec §7 "Account and transactions": the transaction GETs of issue 21 (quick order's
  // suggestions, the bell, tracking). markNotificationsAsRead changes state, so it is a POST (ADR 0026).
  transactions: {
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
  },
  // Test-only (TEST_HOOKS=true, never in production; ADR 0026): the subscription job's due sweep
  // and its orders, run now, as the API tests run them (enqueueDue, then drain).
  testHooks: {
    runDueSubscriptions: '/api/test/subscriptions/runDue',
    // Issue 27: an answer that takes ?ms= milliseconds, in flight while the shutdown test stops the API.
    wait: '/api/test/wait',
  },
  // Issue 21: quick order's check and add, easy reorder, open items (service spec §7 generic
  // GET /api/{route}/paginate), and several lines into the cart at once.
  purchasing: {
    quickOrderCheck: '/api/myaccount/quickorder/check',
    quickOrderAddToCart: '/api/myaccount/quickorder/addToCart',
    reorderPaginate: '/api/myaccount/reorder/paginate',
    reorderAddToCart: '/api/myaccount/reorder/addToCart',
    openItemsPaginate: '/api/myaccount/openitems/paginate',
    addItems: '/api/cart/cart/addItems',
  },
  // Estimates and quotes (service spec §7 generic paginate, GET /api{route}/{id}, POST create).
  estimates: {
    paginate: '/api/myaccount/estimates/paginate',
    byId: '/api/myaccount/estimates/:id',
    create: '/api/myaccount/estimates/create',
    convertToCart: '/api/myaccount/estimates/convertToCart',
  },
  quotes: {
    paginate: '/api/myaccount/quotes/paginate',
    byId: '/api/myaccount/quotes/:id',
    create: '/api/myaccount/quotes/create',
  },
  // service spec §7: POST getItemAllocation {itemId} → allocationMax.
  allocation: {
    getItemAllocation: '/api/myaccount/allocation/getItemAllocation',
  },
  // service spec §7 "Payments, payment methods": the account's saved cards and bank accounts.
  paymentMethod: {
    getAll: '/api/myaccount/paymentmethod/getAll',
    getTypes: '/api/myaccount/paymentmethod/getTypes',
    upsert: '/api/myaccount/paymentmethod/upsert',
    delete: '/api/myaccount/paymentmethod/delete',
  },
  // service spec §7 "Account and transactions" (invoices/paginate, invoices/byId, payments/byId,
  // generatePDF) under one prefix of ours, with the lists and details the billing pages need.
  transaction: {
    invoicesPaginate: '/api/myaccount/transaction/invoices/paginate',
    invoicesById: '/api/myaccount/transaction/invoices/byId',
    paymentsPaginate: '/api/myaccount/transaction/payments/paginate',
    paymentsById: '/api/myaccount/transaction/payments/byId',
    creditMemosPaginate: '/api/myaccount/transaction/creditmemos/paginate',
    creditMemosById: '/api/myaccount/transaction/creditmemos/byId',
    statement: '/api/myaccount/transaction/statement',
    generatePDF: '/api/myaccount/transaction/generatePDF',
    /** GET ?token=: the signed link generatePDF answers; opens the PDF inline. */
    pdf: '/api/myaccount/transaction/pdf',
  },
  // service spec §7 "Payments": GET getCreditInfo, POST createPayment.
  payments: {
    getCreditInfo: '/api/payments/payments/getCreditInfo',
    createPayment: '/api/payments/payments/createPayment',
  },
  // service spec §7 "Checkout" (/api/checkout/checkout/*, issue 17).
  checkout: {
    getCheckoutData: '/api/checkout/checkout/getCheckoutData',
    getTypes: '/api/checkout/checkout/getTypes',
    getAlternateShippingData: '/api/checkout/checkout/getAlternateShippingData',
    placeOrder: '/api/checkout/checkout/placeOrder',
    // Issue 28: a punchout session's cart back to the procurement system (cXML PunchOutOrderMessage).
    returnCart: '/api/checkout/checkout/returncart',
  },
  // service spec §7 "Account and transactions": sales orders through the generic paginate and
  // by id, the filters' lists, the parent login's view, and reorder (issue 17 point 6).
  salesOrders: {
    paginate: '/api/myaccount/salesorders/paginate',
    byId: '/api/myaccount/salesorders/byId',
    reorder: '/api/myaccount/salesorders/reorder',
    salesordersForParent: '/api/myaccount/transactions/salesordersForParent',
    getStatusList: '/api/myaccount/transactions/getStatusList',
    getShipToList: '/api/myaccount/transactions/getShipToList',
  },
  // Approve Orders (/myaccount/menu/approvals, isAdmin; issue 17 point 5).
  approvals: {
    getApprovals: '/api/myaccount/approvals/getApprovals',
    approve: '/api/myaccount/approvals/approve',
    reject: '/api/myaccount/approvals/reject',
  },
  // Our search in place of the hosted search service (ARCHITECTURE §8).
  search: {
    suggestions: '/api/search/suggestions',
    click: '/api/search/click',
  },
  // Our content service in place of the hosted one (storefront spec §1, §3 "Content entries").
  content: {
    website: '/api/content/website',
    /** Ours (issue 15): the website without the home page's sections, the same for everyone. */
    shell: '/api/content/shell',
    page: '/api/content/page',
  },
} as const;
