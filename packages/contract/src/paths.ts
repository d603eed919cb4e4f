// Path constants of the service spec §7; the API registers and the web calls exactly these.
export const paths = {
  health: '/api/health',
  siteConfig: '/api/site/config',
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
  },
  // service spec §7 "Account and transactions".
  account: {
    getOverViewData: '/api/myaccount/account/getOverViewData',
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
  },
  // Our search in place of the hosted search service (ARCHITECTURE §8).
  search: {
    suggestions: '/api/search/suggestions',
    click: '/api/search/click',
  },
  // Our content service in place of the hosted one (storefront spec §1, §3 "Content entries").
  content: {
    website: '/api/content/website',
    page: '/api/content/page',
  },
} as const;
