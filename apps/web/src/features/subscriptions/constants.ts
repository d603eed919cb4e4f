// Texts of the subscriptions pages (issue 21 point 5).
import type { SubscriptionFrequency } from '@medsupply/contract';

export const FREQUENCY_LABELS: Record<SubscriptionFrequency, string> = {
  weekly: 'Every week',
  biweekly: 'Every 2 weeks',
  monthly: 'Every month',
  quarterly: 'Every 3 months',
};

/** Where a list is set up (or its subscription edited): the checkout screen, ?itemListId=. */
export const SUBSCRIPTION_SETUP_PATH = '/subscription';

/** The search parameter (=1) /subscription lands on the subscriptions page with, after saving. */
export const SUBSCRIPTION_SAVED_PARAM = 'saved';

export const SUBSCRIPTION_TEXTS = {
  make: 'Make this list a subscription',
  edit: 'Edit subscription',
  save: 'Save subscription',
  remove: 'End subscription',
  onTerms: 'On account terms',
  saved: 'Subscription saved.',
  empty: 'No subscriptions yet.',
  emptyHint:
    'Open one of your lists and choose “Make this list a subscription” to have it ordered on a schedule.',
  saveFailed: 'We could not save the subscription. Please try again.',
} as const;
