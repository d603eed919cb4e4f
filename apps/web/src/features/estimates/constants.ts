// Texts of the estimates and quotes pages (issue 21 point 3).
import { ESTIMATE_STATUSES } from '@medsupply/contract';
import type { BadgeTone } from '@/components/ui/badge';

export { ESTIMATE_STATUSES };

export const STATUS_TONES: Record<(typeof ESTIMATE_STATUSES)[number], BadgeTone> = {
  Open: 'success',
  Requested: 'info',
  Expired: 'warning',
  Converted: 'neutral',
  Closed: 'neutral',
};

export const ESTIMATE_TEXTS = {
  estimate: {
    noun: 'estimates',
    one: 'Estimate',
    empty: 'No estimates yet.',
    emptyHint: 'Save your cart as an estimate to order it later at today’s prices.',
  },
  quote: {
    noun: 'quotes',
    one: 'Quote',
    empty: 'No quotes yet.',
    emptyHint: 'Ask for a quote from your cart; we price it and it appears here.',
  },
  convert: 'Add to cart at these prices',
  convertFailed: 'We could not add this estimate to your cart. Please try again.',
  saveAsEstimate: 'Save as estimate',
  requestQuote: 'Request a quote',
  savedEstimate: (tranId: string) => `Saved as estimate ${tranId}.`,
  requestedQuote: (tranId: string) => `Quote ${tranId} requested. We will price it and let you know.`,
} as const;
