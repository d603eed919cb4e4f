// The back office's procurement systems (issue 28, docs/decisions/0038-punchout-cxml.md): per
// customer account, the cXML identities a procurement system signs its documents with, the contact
// its punchout sessions and orders act as, where its order confirmations and ship notices go, and
// how far an OrderRequest's prices may stray from ours. The shared secret is made by the store,
// stored as an argon2id hash, and shown once: in the answer that created or rotated it.
import { z } from 'zod';
import { Id } from './catalog.ts';

const MESSAGES = {
  domain: 'A credential domain is 1 to 100 characters without spaces (e.g. NetworkID, DUNS)',
  identity: 'A credential identity is 1 to 200 characters',
  url: 'The order notification URL must be an http or https URL',
  tolerance: 'The price tolerance is a percentage from 0 to 100 with at most two decimals',
  name: 'A name is 1 to 100 characters',
} as const;

/** cXML compares credential domains without regard to case: they are kept lower-case. */
export const CredentialDomain = z
  .string()
  .trim()
  .min(1, MESSAGES.domain)
  .max(100, MESSAGES.domain)
  .regex(/^[\x21-\x7e]+$/, MESSAGES.domain)
  .transform((v) => v.toLowerCase());

export const CxmlCredential = z.object({
  domain: CredentialDomain,
  identity: z.string().trim().min(1, MESSAGES.identity).max(200, MESSAGES.identity),
});
export type CxmlCredential = z.infer<typeof CxmlCredential>;

/** A credential as answered (its domain already lower-case). */
export const CxmlCredentialView = z.object({ domain: z.string(), identity: z.string() });

export const OrderNotificationUrl = z
  .string()
  .trim()
  .max(2000, MESSAGES.url)
  .refine((v) => {
    try {
      const url = new URL(v);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, MESSAGES.url);

export const PriceTolerancePercent = z
  .number({ message: MESSAGES.tolerance })
  .min(0, MESSAGES.tolerance)
  .max(100, MESSAGES.tolerance)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, MESSAGES.tolerance);

/** One cXML document owed to the system, and how its delivery went. */
export const AdminProcurementDelivery = z.object({
  id: Id,
  documentType: z.enum(['ConfirmationRequest', 'ShipNoticeRequest']),
  salesOrderId: Id,
  orderNumber: z.string().nullable(),
  /** pending: to be retried; failed: given up after the last retry; skipped: nowhere to send it. */
  status: z.enum(['pending', 'delivered', 'failed', 'skipped']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  lastAttemptAt: z.iso.datetime().nullable(),
  deliveredAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type AdminProcurementDelivery = z.infer<typeof AdminProcurementDelivery>;

export const AdminProcurementSystem = z.object({
  id: Id,
  accountId: Id,
  name: z.string(),
  from: CxmlCredentialView,
  to: CxmlCredentialView,
  sender: CxmlCredentialView,
  contact: z.object({ id: Id, name: z.string(), email: z.string() }),
  orderNotificationUrl: z.string().nullable(),
  priceTolerancePercent: z.number(),
  isActive: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** The newest ten documents sent (or owed) to it. */
  recentDeliveries: z.array(AdminProcurementDelivery),
  /** Documents given up after their last retry: the staff's to follow up. */
  failedDeliveries: z.number().int(),
});
export type AdminProcurementSystem = z.infer<typeof AdminProcurementSystem>;

export const AdminProcurementSystems = z.object({ systems: z.array(AdminProcurementSystem) });
export type AdminProcurementSystems = z.infer<typeof AdminProcurementSystems>;

export const CreateProcurementSystemBody = z
  .object({
    name: z.string().trim().min(1, MESSAGES.name).max(100, MESSAGES.name),
    from: CxmlCredential,
    to: CxmlCredential,
    sender: CxmlCredential,
    contactId: Id,
    orderNotificationUrl: OrderNotificationUrl.nullable(),
    priceTolerancePercent: PriceTolerancePercent,
  })
  .strict();
export type CreateProcurementSystemBody = z.infer<typeof CreateProcurementSystemBody>;

/** PATCH: only the fields sent change; `isActive: false` disables the system (no set-up, no order). */
export const UpdateProcurementSystemBody = CreateProcurementSystemBody.partial()
  .extend({ isActive: z.boolean().optional() })
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: 'Nothing to change' });
export type UpdateProcurementSystemBody = z.infer<typeof UpdateProcurementSystemBody>;

export const ProcurementSystemResponse = z.object({ system: AdminProcurementSystem });
export type ProcurementSystemResponse = z.infer<typeof ProcurementSystemResponse>;

/** Create and rotate: the new shared secret, shown this once and never again. */
export const ProcurementSecretResponse = z.object({
  system: AdminProcurementSystem,
  sharedSecret: z.string(),
});
export type ProcurementSecretResponse = z.infer<typeof ProcurementSecretResponse>;
