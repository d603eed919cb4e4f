// Store-wide settings the storefront shell needs (the specs' {phone}, {email}, {provider} placeholders).
import { z } from 'zod';

import { ERROR_CODES } from './refusal-codes.ts';

export const SiteConfigResponse = z.object({
  storeName: z.string(),
  provider: z.string(),
  supportPhone: z.string(),
  supportEmail: z.string(),
  // storefront spec §1: Monday to Friday, 9 am to 5 pm EST.
  supportHours: z.string(),
  checkoutPhone: z.string(),
  customerApplicationUrl: z.string(),
});
export type SiteConfigResponse = z.infer<typeof SiteConfigResponse>;

export const HealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ ok: z.boolean(), kind: z.enum(['pglite', 'postgres']), latencyMs: z.number() }),
  // Issue 27: the read replica, when DATABASE_REPLICA_URL configures one. The lag is null when the
  // primary or the replica cannot be asked; 0 when the replica has replayed all the primary wrote.
  replica: z
    .object({
      ok: z.boolean(),
      latencyMs: z.number(),
      lagSeconds: z.number().nullable(),
      lagBytes: z.number().nullable(),
    })
    .optional(),
  version: z.string(),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

/**
 * Every error the API answers with: a message a person can read, never internals, and the code a
 * client acts on (refusal-codes.ts: a closed list; absent only on a 500, which is nothing to act on).
 */
export const ErrorResponse = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  code: z.enum(ERROR_CODES).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;
