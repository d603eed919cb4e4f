// POST /api/shopping/item/lookup (issue 19 point 8): many item numbers, MPNs or manufacturer part
// numbers at once; per line the item, its availability, the price when visible, and whether this
// account may buy it (and why not).
import { catalogPaths } from '@medsupply/contract';
import { useMutation } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

/** The numbers typed or pasted: one a line, or separated by commas, semicolons, tabs or spaces. */
export function lookupNumbers(text: string): string[] {
  const seen = new Set<string>();
  for (const entry of text.split(/[\n\r,;\t ]+/)) {
    const number = entry.trim();
    if (number) seen.add(number);
  }
  return [...seen];
}

export function useProductLookup() {
  return useMutation({
    mutationFn: (numbers: string[]) => call('POST', catalogPaths.lookup, { body: { numbers } }),
  });
}
