// Query keys of the company pages (issue 19): profile, sessions, addresses, contacts, settings.
export const companyKeys = {
  all: ['company'] as const,
  profile: () => [...companyKeys.all, 'profile'] as const,
  sessions: () => [...companyKeys.all, 'sessions'] as const,
  addresses: () => [...companyKeys.all, 'addresses'] as const,
  contactsAll: () => [...companyKeys.all, 'contacts'] as const,
  contacts: (query: { page: number; inactive?: 'true' }) => [...companyKeys.contactsAll(), query] as const,
  contactRoles: () => [...companyKeys.all, 'contact-roles'] as const,
  settings: () => [...companyKeys.all, 'settings'] as const,
  deliveryDays: () => [...companyKeys.all, 'delivery-days'] as const,
};
