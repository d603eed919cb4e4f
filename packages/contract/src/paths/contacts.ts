// service spec §7 generic calls on the contacts route (isAdmin).
export const contactsPaths = {
  paginate: '/api/contacts/paginate',
  byId: '/api/contacts/:id',
  create: '/api/contacts/create',
  edit: '/api/contacts/edit',
  delete: '/api/contacts/delete',
} as const;
