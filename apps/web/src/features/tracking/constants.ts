// Texts of the tracking page and the dashboard's shipments (storefront spec §2.1, §8).
export { TRACKING_MESSAGES } from '@medsupply/contract';

export const TRACKING_TEXTS = {
  title: 'Track Your Delivery',
  signIn: 'Sign in to see where this delivery is.',
  recentTitle: 'Recent shipments',
  recentEmpty: 'Nothing has shipped in the last while.',
} as const;
