// The store's own name, for the wordmark and page titles before the site config arrives.
export const BRAND_NAME = 'Meridian Medical Supply';
