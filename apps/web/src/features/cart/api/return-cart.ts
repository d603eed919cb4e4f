// POST /api/checkout/checkout/returncart (service spec §7, issue 28, ADR 0038): a punchout session
// hands its cart back to the procurement system. The storefront first asks with `check` whether
// every line would go back (the answer names each refused line and why), then posts the same call
// as a real HTML form carrying the session's token, so that the browser follows the answer: an
// auto-posting form to the procurement system, which the store's own CSP could not allow.
import {
  type ReturnCartRefusedLine,
  type ReturnCartRefusedResponse,
  checkoutPaths,
} from '@medsupply/contract';

import { apiUrl, call } from '@/lib/api-client';
import { isRefused } from '@/lib/refusal';

/** Where the returncart form posts. */
export const RETURN_CART_ACTION = apiUrl(checkoutPaths.returnCart);

export type ReturnCartCheck =
  { kind: 'ready'; lineCount: number } | { kind: 'refused'; message: string; lines: ReturnCartRefusedLine[] };

/** Whether every line would go back; any other refusal is thrown as an ApiError. */
export async function checkReturnCart(): Promise<ReturnCartCheck> {
  try {
    const ready = await call('POST', checkoutPaths.returnCart, { body: { check: true } });
    return { kind: 'ready', lineCount: ready.lineCount };
  } catch (error) {
    if (isRefused(error, 'CART_LINES_REFUSED')) {
      if (isRefusedLines(error.body)) {
        return { kind: 'refused', message: error.body.message, lines: error.body.lines };
      }
    }
    throw error;
  }
}

/** returncart's 400 naming refused lines (checked by hand: zod stays off the page's bundle). */
function isRefusedLines(body: unknown): body is ReturnCartRefusedResponse {
  return (
    typeof body === 'object' &&
    body !== null &&
    'code' in body &&
    body.code === 'CART_LINES_REFUSED' &&
    'lines' in body &&
    Array.isArray(body.lines)
  );
}
