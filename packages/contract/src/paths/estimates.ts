// Estimates and quotes (service spec §7 generic paginate, GET /api{route}/{id}, POST create).
export const estimatesPaths = {
  paginate: '/api/myaccount/estimates/paginate',
  byId: '/api/myaccount/estimates/:id',
  create: '/api/myaccount/estimates/create',
  convertToCart: '/api/myaccount/estimates/convertToCart',
} as const;
