// SAP Open Catalog Interface 4.0 (issue 28 point 6, ADR 0038): the second punchout format. The
// procurement system (SAP SRM / S/4HANA) opens the catalog URL, `/punchout/oci`, with the login it
// was configured with (USERNAME, PASSWORD), its HOOK_URL and the ~OkCode / ~target / ~caller
// fields; the store signs the system's contact in in punchout mode at once (the browser is already
// here: no start link to hand over). returncart then answers a form posting NEW_ITEM-* fields to
// the HOOK_URL instead of a cXML message. Purchase orders from SAP come through the cXML
// OrderRequest endpoint (or another channel): OCI itself only carries the cart.
import { randomBytes } from 'node:crypto';
import { unitOfMeasureCode } from '@medsupply/domain';
import type { LineItem } from '../../core/line-item.ts';
import { refuse } from '../../core/refusals.ts';
import { checkPasswordLimited } from '../auth/auth.service.ts';
import { CxmlReadError, money } from './cxml.ts';
import * as q from './punchout.queries.ts';

/** The catalog call's fields, as SAP sends them (GET query or POST form). */
export interface OciEntry {
  username: string;
  password: string;
  hookUrl: string;
  okCode: string;
  target: string;
  caller: string;
}

const MAX_FIELD = 2000;
/** OCI 4.0's NEW_ITEM-DESCRIPTION holds 40 characters; the whole name goes to the long text. */
const DESCRIPTION_LENGTH = 40;

export const OCI_MESSAGES = {
  credentials: 'The OCI USERNAME or PASSWORD was not accepted.',
  hookUrl: 'HOOK_URL must be an http or https URL.',
  target: '~target must be a frame name of letters, digits and underscores.',
  function: 'Only the catalog call (no FUNCTION) is supported.',
} as const;

const bad = (message: string) => new CxmlReadError(message);

/** The catalog call's fields, checked: a HOOK_URL to post back to and a sane frame name. */
export function readOciEntry(fields: Record<string, unknown>): OciEntry {
  const field = (name: string): string => {
    const value = fields[name];
    return typeof value === 'string' ? value.slice(0, MAX_FIELD) : '';
  };
  // DETAIL, VALIDATE, SOURCING and BACKGROUND_SEARCH are OCI's optional calls; not offered.
  if (field('FUNCTION') !== '') throw bad(OCI_MESSAGES.function);
  let hookUrl: string;
  try {
    const url = new URL(field('HOOK_URL'));
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('scheme');
    hookUrl = url.href;
  } catch {
    throw bad(OCI_MESSAGES.hookUrl);
  }
  const target = field('~target') || field('~TARGET') || '_top';
  if (!/^[A-Za-z0-9_]{1,40}$/.test(target)) throw bad(OCI_MESSAGES.target);
  const okCode = field('~OkCode') || field('~OKCODE') || 'ADDI';
  const caller = field('~caller') || field('~CALLER') || 'CTLG';
  return {
    username: field('USERNAME').trim(),
    password: field('PASSWORD'),
    hookUrl,
    okCode: /^[A-Za-z0-9_]{1,20}$/.test(okCode) ? okCode : 'ADDI',
    caller: /^[A-Za-z0-9_]{1,20}$/.test(caller) ? caller : 'CTLG',
    target,
  };
}

/**
 * The procurement system an OCI login names: USERNAME is the system's From identity and PASSWORD
 * its shared secret, checked as the cXML Sender's is (argon2id, the same work for an unknown name,
 * the sign-in limits).
 */
export async function authenticateOci(
  db: Parameters<typeof q.systemByIdentity>[0],
  entry: OciEntry,
  ip: string,
): Promise<q.SystemRow> {
  const system = entry.username ? await q.systemByIdentity(db, entry.username) : null;
  const ok = await checkPasswordLimited(
    db,
    { scope: 'punchout', username: `oci:${entry.username.slice(0, 200)}`, ip },
    system?.shared_secret_hash,
    entry.password,
  );
  if (!ok || !system) throw refuse('UNAUTHORIZED', OCI_MESSAGES.credentials);
  return system;
}

/** A fresh OCI session's payload id (cXML's field; OCI has none). */
export const ociPayloadId = () => `oci:${randomBytes(12).toString('base64url')}`;

export interface OciLineFacts {
  unspsc: string | null;
}

/** The NEW_ITEM-* fields of the cart's lines (OCI 4.0), in order, 1-based. */
export function ociFields(
  lines: readonly LineItem[],
  facts: ReadonlyMap<number, OciLineFacts>,
  entry: Pick<OciEntry, 'okCode' | 'target' | 'caller'>,
): Array<[string, string]> {
  const fields: Array<[string, string]> = [];
  lines.forEach((line, index) => {
    const n = index + 1;
    const unit = line.units.find((u) => u.id === line.unitId);
    const name = line.identity.displayName;
    fields.push(
      [`NEW_ITEM-DESCRIPTION[${n}]`, name.slice(0, DESCRIPTION_LENGTH)],
      [`NEW_ITEM-QUANTITY[${n}]`, String(line.quantity)],
      [`NEW_ITEM-UNIT[${n}]`, unitOfMeasureCode(unit?.unitName ?? '')],
      [`NEW_ITEM-PRICE[${n}]`, money(line.unitCents ?? 0)],
      [`NEW_ITEM-PRICEUNIT[${n}]`, '1'],
      [`NEW_ITEM-CURRENCY[${n}]`, 'USD'],
      [`NEW_ITEM-VENDORMAT[${n}]`, line.identity.itemName],
      [`NEW_ITEM-EXT_PRODUCT_ID[${n}]`, line.identity.itemName],
      [`NEW_ITEM-MANUFACTMAT[${n}]`, line.identity.mpn],
      [`NEW_ITEM-MATGROUP[${n}]`, facts.get(line.itemId)?.unspsc ?? ''],
      [`NEW_ITEM-CUST_FIELD5[${n}]`, String(line.lineId)],
      [`NEW_ITEM-LONGTEXT_${n}:132[]`, `${name} (${line.identity.manufacturer} ${line.identity.mpn})`],
    );
  });
  fields.push(['~OkCode', entry.okCode], ['~target', entry.target], ['~caller', entry.caller]);
  return fields;
}
