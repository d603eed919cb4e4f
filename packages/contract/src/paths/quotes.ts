export const quotesPaths = {
  paginate: '/api/myaccount/quotes/paginate',
  byId: '/api/myaccount/quotes/:id',
  create: '/api/myaccount/quotes/create',
} as const;
