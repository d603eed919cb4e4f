// service spec §7 "addresses": getAll, upsert, delete {id}; licences are ours (issue 19 point 3).
export const addressPaths = {
  getAll: '/api/myaccount/address/getAll',
  upsert: '/api/myaccount/address/upsert',
  delete: '/api/myaccount/address/delete',
  upsertLicence: '/api/myaccount/address/licence/upsert',
  licenceDocument: '/api/myaccount/address/licence/document',
} as const;
