// Punchout for procurement systems (issue 28, ADR 0038): a cXML PunchOutSetupRequest opens a
// one-time start link, the link signs the system's contact in in punchout mode with an empty or
// edited cart, returncart hands the cart back as a PunchOutOrderMessage once every line passes
// placing's rules, and an OrderRequest is placed through order-to-cash, once per payloadID.
// Services speak refusals (core/refusals.ts); the routes turn them into cXML Status codes.
import { createHash, randomBytes } from 'node:crypto';
import { unitOfMeasureCode } from '@medsupply/domain';
import { RETURN_CART_MESSAGES, type ReturnCartRefusedLine } from '@medsupply/contract';
import type { Buyer } from '../../core/actor.ts';
import { requestHash } from '../../core/idempotency.ts';
import { lineItems, listedLineSource } from '../../core/line-item.ts';
import { refuse } from '../../core/refusals.ts';
import type { Db } from '../../db/client.ts';
import type { PunchoutEditLine } from '../../db/schema/index.ts';
import {
  buyerOfContact,
  buyerOfSession,
  checkPasswordLimited,
  endSession,
  startPunchoutSession,
  type AuthDeps,
} from '../auth/auth.service.ts';
import { addLinesToCart, emptyCart } from '../cart/cart.service.ts';
import type { OrderToCashDeps } from '../order-to-cash/order-to-cash.service.ts';
import { judgeCartLines, placeOrder, type ProcurementLine } from '../order-to-cash/placing.service.ts';
import {
  all,
  at,
  attr,
  credentialsOf,
  CxmlReadError,
  cxmlDocument,
  el,
  first,
  money,
  textOf,
  type Credential,
  type CxmlNode,
} from './cxml.ts';
import { authenticateOci, ociFields, ociPayloadId, type OciEntry } from './oci.ts';
import * as q from './punchout.queries.ts';

export interface PunchoutDeps {
  db: Db;
  auth: AuthDeps;
  orderToCash: OrderToCashDeps;
  now: () => Date;
  store: { name: string; publicUrl: string };
}

/** A start link is good for one open within this many seconds (it travels through the buyer's browser). */
export const START_LINK_TTL_SECONDS = 5 * 60;
/** More lines than any requisition carries; beyond it the request is refused, not read. */
const MAX_LINES = 500;
const MAX_TEXT = 2000;

export const PUNCHOUT_MESSAGES = {
  credentials: "The sender's credentials or shared secret were not accepted.",
  linkInvalid:
    'This punchout link has expired or was already used. Start again from your procurement system.',
  contactInactive: "The procurement system's contact or account is not active.",
} as const;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const bad = (message: string) => new CxmlReadError(message);

function hostOf(url: string): string {
  return new URL(url).host;
}

// ---------------------------------------------------------------------------------------------
// Authentication: From, To, Sender and the shared secret
// ---------------------------------------------------------------------------------------------

const matches = (c: Credential, domain: string, identity: string) =>
  c.domain === domain.toLowerCase() && c.identity === identity;

/**
 * The procurement system a document's Header names, once its To and Sender credentials match the
 * configuration and the Sender's SharedSecret verifies against the stored argon2id hash. Unknown
 * systems do the same hashing work and get the same answer (no probing of identities), under the
 * sign-in limits (429 after repeated failures).
 */
async function authenticate(deps: PunchoutDeps, root: CxmlNode, ip: string): Promise<q.SystemRow> {
  const header = first(root, 'Header');
  if (!header) throw bad('The cXML document has no Header.');
  const from = credentialsOf(first(header, 'From'));
  const to = credentialsOf(first(header, 'To'));
  const sender = credentialsOf(first(header, 'Sender'));
  const secret = sender.find((c) => c.sharedSecret !== null)?.sharedSecret ?? '';
  let system: q.SystemRow | null = null;
  for (const c of from) {
    if (c.domain && c.identity) system = system ?? (await q.systemByFrom(deps.db, c.domain, c.identity));
  }
  const named =
    system !== null &&
    to.some((c) => matches(c, system.to_domain, system.to_identity)) &&
    sender.some((c) => matches(c, system.sender_domain, system.sender_identity));
  const fromName = from[0] ? `${from[0].domain}:${from[0].identity}`.slice(0, 200) : 'unknown';
  const ok = await checkPasswordLimited(
    deps.db,
    { scope: 'punchout', username: fromName, ip },
    named ? system?.shared_secret_hash : null,
    secret.slice(0, MAX_TEXT),
  );
  if (!ok || !named || !system) throw refuse('UNAUTHORIZED', PUNCHOUT_MESSAGES.credentials);
  return system;
}

function payloadIdOf(root: CxmlNode): string {
  const id = attr(root, 'payloadID')?.trim() ?? '';
  if (!id || id.length > 250) throw bad('The cXML document needs a payloadID of at most 250 characters.');
  return id;
}

function httpUrl(text: string, what: string): string {
  try {
    const url = new URL(text);
    if ((url.protocol === 'https:' || url.protocol === 'http:') && text.length <= MAX_TEXT) return url.href;
  } catch {
    // Not a URL: refused below.
  }
  throw bad(`${what} must be an http or https URL.`);
}

function addressIdOf(node: CxmlNode | undefined, what: string): number | null {
  const id = attr(at(node, 'Address'), 'addressID');
  if (id === undefined) return null;
  if (!/^\d{1,9}$/.test(id.trim())) throw bad(`${what} addressID must be one of the account's address ids.`);
  return Number(id.trim());
}

/** ItemOut lines: part number, whole positive quantity, unit code, the buyer's line number. */
function itemOutLines(
  request: CxmlNode,
): Array<PunchoutEditLine & { unitPrice: string; lineNumber: number }> {
  const items = all(request, 'ItemOut');
  if (items.length > MAX_LINES) throw bad(`At most ${MAX_LINES} ItemOut lines are accepted.`);
  return items.map((item, index) => {
    const quantityText = attr(item, 'quantity')?.trim() ?? '';
    const quantity = Number(quantityText);
    if (!/^\d{1,7}(\.0+)?$/.test(quantityText) || quantity < 1) {
      throw bad(`ItemOut ${index + 1}: quantity must be a whole number of at least 1.`);
    }
    const itemNumber = textOf(item, 'ItemID', 'SupplierPartID');
    if (!itemNumber || itemNumber.length > 200)
      throw bad(`ItemOut ${index + 1}: SupplierPartID is required.`);
    // Documents about the order refer to the buyer's lines by its numbers; its position otherwise.
    const lineNumberText = attr(item, 'lineNumber')?.trim() ?? '';
    return {
      itemNumber,
      quantity,
      unitOfMeasure: textOf(item, 'ItemDetail', 'UnitOfMeasure').toUpperCase().slice(0, 10),
      unitPrice: textOf(item, 'ItemDetail', 'UnitPrice', 'Money'),
      lineNumber: /^\d{1,9}$/.test(lineNumberText) ? Number(lineNumberText) : index + 1,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// PunchOutSetupRequest → PunchOutSetupResponse
// ---------------------------------------------------------------------------------------------

/**
 * The requisitioner's own punchout contact, when the request names them (Extrinsic UserEmail, as
 * Ariba and Coupa send it, or Contact/Email) and the account has a punchout contact with that
 * e-mail: each requisitioner then builds their own cart. Otherwise the system's contact.
 */
async function requisitioner(
  deps: PunchoutDeps,
  request: CxmlNode,
  accountId: number,
): Promise<number | null> {
  const extrinsic = all(request, 'Extrinsic').find((e) => attr(e, 'name') === 'UserEmail');
  const email = (extrinsic ? textOf(extrinsic) : '') || textOf(request, 'Contact', 'Email');
  if (!email || email.length > 320) return null;
  return q.punchoutContactByEmail(deps.db, accountId, email);
}

/** POST /punchout/cxml/setup: answers the PunchOutSetupResponse with a one-time start URL. */
export async function setup(deps: PunchoutDeps, root: CxmlNode, ip: string): Promise<string> {
  const payloadId = payloadIdOf(root);
  const request = at(root, 'Request', 'PunchOutSetupRequest');
  if (!request) throw bad('The cXML document has no Request/PunchOutSetupRequest.');
  const system = await authenticate(deps, root, ip);
  const operation = attr(request, 'operation') ?? 'create';
  if (operation !== 'create' && operation !== 'edit' && operation !== 'inspect') {
    throw bad('PunchOutSetupRequest operation must be create, edit or inspect.');
  }
  const buyerCookie = textOf(request, 'BuyerCookie');
  if (!buyerCookie || buyerCookie.length > MAX_TEXT) throw bad('BuyerCookie is required.');
  const browserFormPostUrl = httpUrl(textOf(request, 'BrowserFormPost', 'URL'), 'BrowserFormPost URL');
  const shipToAddressId = addressIdOf(first(request, 'ShipTo'), 'ShipTo');
  if (shipToAddressId !== null && !(await q.isShipToOf(deps.db, system.account_id, shipToAddressId))) {
    throw bad("ShipTo addressID is not a ship-to address of the procurement system's account.");
  }
  const editLines =
    operation === 'create'
      ? []
      : itemOutLines(request).map(({ itemNumber, quantity, unitOfMeasure }) => ({
          itemNumber,
          quantity,
          unitOfMeasure,
        }));

  const userId = (await requisitioner(deps, request, system.account_id)) ?? system.contact_id;
  const token = randomBytes(32).toString('base64url');
  const now = deps.now();
  await q.insertPunchoutSession(deps.db, {
    systemId: system.id,
    accountId: system.account_id,
    userId,
    payloadId,
    operation,
    buyerCookie,
    browserFormPostUrl,
    shipToAddressId,
    editLines,
    startTokenHash: sha256(token),
    startExpiresAt: new Date(now.getTime() + START_LINK_TTL_SECONDS * 1000),
  });
  const startUrl = `${deps.store.publicUrl.replace(/\/$/, '')}/punchout/start/${token}`;
  return cxmlDocument(
    [
      el('Response', {}, [
        el('Status', { code: 200, text: 'OK' }),
        el('PunchOutSetupResponse', {}, [el('StartPage', {}, [el('URL', {}, startUrl)])]),
      ]),
    ],
    { now, host: hostOf(deps.store.publicUrl) },
  );
}

// ---------------------------------------------------------------------------------------------
// The start link
// ---------------------------------------------------------------------------------------------

/** What opening a start link gives the browser: the session's token, and where to go. */
export interface PunchoutStart {
  token: string;
  expiresAt: string;
  redirectTo: string;
}

/**
 * GET /punchout/start/:token: the one use of a start link signs the system's contact in, in
 * punchout mode; create starts with an empty cart, edit and inspect with the request's items.
 */
export async function start(
  deps: PunchoutDeps,
  token: string,
  client: { ip: string; userAgent: string | null },
): Promise<PunchoutStart> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token))
    throw refuse('PUNCHOUT_LINK_INVALID', PUNCHOUT_MESSAGES.linkInvalid);
  const started = await q.useStartLink(deps.db, sha256(token), deps.now());
  if (!started) throw refuse('PUNCHOUT_LINK_INVALID', PUNCHOUT_MESSAGES.linkInvalid);
  const session = await startPunchoutSession(
    deps.auth,
    { userId: started.user_id, accountId: started.account_id },
    client,
  );
  await q.linkAuthSession(deps.db, started.id, session.sessionId);
  const buyer = await buyerOfSession(
    deps.db,
    { sessionId: session.sessionId, userId: started.user_id },
    client.ip,
  );
  if (!buyer) throw refuse('ACCOUNT_INACTIVE', PUNCHOUT_MESSAGES.contactInactive);
  // The contact's cart is the requisition being built: it starts as the procurement system says.
  await emptyCart(deps.db, buyer);
  if (started.operation !== 'create') await putBack(deps, buyer, started.edit_lines);
  return {
    token: session.token,
    expiresAt: session.expiresAt,
    redirectTo: started.operation === 'create' ? '/' : '/cart',
  };
}

/** An edited requisition's lines back in the cart, each under the cart's own rules. */
async function putBack(deps: PunchoutDeps, buyer: Buyer, lines: readonly PunchoutEditLine[]): Promise<void> {
  const items = await q.itemsByNumber(
    deps.db,
    lines.map((l) => l.itemNumber),
  );
  const toAdd = lines.flatMap((line) => {
    const item = items.get(line.itemNumber);
    if (!item) return [];
    return [{ itemId: item.id, unitId: unitOf(item, line.unitOfMeasure), quantity: line.quantity }];
  });
  // Lines the rules refuse now (an item since restricted, allocation used) stay out, as in reorder.
  if (toAdd.length > 0) await addLinesToCart(deps.db, buyer, toAdd, deps.now());
}

/** Our unit for a UN/CEFACT code: the item's unit with that code, else its default one. */
function unitOf(item: q.ItemByNumberRow, code: string): number | undefined {
  const byCode = item.units.filter((u) => unitOfMeasureCode(u.unitName) === code);
  const preferred =
    byCode.find((u) => u.id === item.default_unit_id) ?? byCode.find((u) => u.baseUnit) ?? byCode[0];
  return preferred?.id ?? item.default_unit_id ?? undefined;
}

// ---------------------------------------------------------------------------------------------
// returncart → PunchOutOrderMessage
// ---------------------------------------------------------------------------------------------

export type ReturnCartResult =
  | { kind: 'form'; html: string; formOrigin: string }
  | { kind: 'ready'; lineCount: number }
  | { kind: 'refused'; lines: ReturnCartRefusedLine[] };

/**
 * POST /api/checkout/checkout/returncart: the cart as a PunchOutOrderMessage in an auto-posting
 * form to the BrowserFormPost URL, once every line passes placing's rules; then the punchout
 * session ends (its sign-in is revoked, the start link is long spent).
 */
export async function returnCart(
  deps: PunchoutDeps,
  buyer: Buyer,
  options: { check?: boolean } = {},
): Promise<ReturnCartResult> {
  if (!buyer.user.isPunchout) throw refuse('FORBIDDEN', RETURN_CART_MESSAGES.notPunchout);
  const session = await q.openSessionOf(deps.db, buyer.user.sessionId, buyer.account.id);
  if (!session) throw refuse('FORBIDDEN', RETURN_CART_MESSAGES.notPunchout);
  if (session.operation === 'inspect') throw refuse('FORBIDDEN', RETURN_CART_MESSAGES.inspectOnly);
  // cXML needs a UnitPrice on every line; a contact who may not see prices may not send them out.
  if (!buyer.permissions.isPriceVisible) throw refuse('FORBIDDEN', RETURN_CART_MESSAGES.pricesHidden);
  const judged = await judgeCartLines(deps.orderToCash, buyer, session.ship_to_address_id);
  if (judged.lines.length === 0) throw refuse('CART_EMPTY', RETURN_CART_MESSAGES.emptyCart);
  const refused = judged.lines.flatMap(({ line, refusal }) =>
    refusal
      ? [{ lineId: line.lineId, itemId: line.itemId, itemName: line.identity.itemName, ...refusal }]
      : [],
  );
  if (refused.length > 0) return { kind: 'refused', lines: refused };

  const lines = judged.lines.map((v) => v.line);
  // The storefront's pre-check: every line would go back; nothing is sent and the session stays.
  if (options.check) return { kind: 'ready', lineCount: lines.length };
  const totalCents = lines.reduce((sum, l) => sum + (l.lineCents ?? 0), 0);
  const facts = await q.itemFacts(
    deps.db,
    lines.map((l) => l.itemId),
  );
  const now = deps.now();
  if (session.format === 'oci') {
    const target = session.oci_target ?? '_top';
    const fields = ociFields(lines, facts, { okCode: 'ADDI', target, caller: 'CTLG' });
    return finishReturn(deps, buyer, session, autoPostForm(session.browser_form_post_url, fields, target));
  }
  const message = cxmlDocument(
    [
      el('Header', {}, [
        // Back to the buyer: our identity (their To) is now the From, theirs the To.
        el('From', {}, [credential(session.to_domain, session.to_identity)]),
        el('To', {}, [credential(session.from_domain, session.from_identity)]),
        el('Sender', {}, [
          credential(session.to_domain, session.to_identity),
          el('UserAgent', {}, deps.store.name),
        ]),
      ]),
      el('Message', {}, [
        el('PunchOutOrderMessage', {}, [
          el('BuyerCookie', {}, session.buyer_cookie),
          el('PunchOutOrderMessageHeader', { operationAllowed: 'edit' }, [
            el('Total', {}, [el('Money', { currency: 'USD' }, money(totalCents))]),
          ]),
          ...lines.map((line) => {
            const fact = facts.get(line.itemId);
            const unit = line.units.find((u) => u.id === line.unitId);
            return el('ItemIn', { quantity: line.quantity }, [
              el('ItemID', {}, [
                el('SupplierPartID', {}, line.identity.itemName),
                el('SupplierPartAuxiliaryID', {}, String(line.lineId)),
              ]),
              el('ItemDetail', {}, [
                el('UnitPrice', {}, [el('Money', { currency: 'USD' }, money(line.unitCents ?? 0))]),
                el('Description', { 'xml:lang': 'en' }, line.identity.displayName),
                el('UnitOfMeasure', {}, unitOfMeasureCode(unit?.unitName ?? '')),
                // The DTD wants a Classification: UNSPSC where the item has one, else our category.
                fact?.unspsc
                  ? el('Classification', { domain: 'UNSPSC' }, fact.unspsc)
                  : el(
                      'Classification',
                      { domain: 'SupplierCategory' },
                      fact?.category_path || 'Uncategorized',
                    ),
                el('ManufacturerPartID', {}, line.identity.mpn),
                el('ManufacturerName', {}, line.identity.manufacturer),
              ]),
            ]);
          }),
        ]),
      ]),
    ],
    { now, host: hostOf(deps.store.publicUrl) },
  );
  return finishReturn(
    deps,
    buyer,
    session,
    autoPostForm(session.browser_form_post_url, [['cxml-urlencoded', message]]),
  );
}

/** The cart goes back once: the session is marked returned and its sign-in ends. */
async function finishReturn(
  deps: PunchoutDeps,
  buyer: Buyer,
  session: q.OpenSessionRow,
  html: string,
): Promise<ReturnCartResult> {
  if (!(await q.markReturned(deps.db, session.id, deps.now()))) {
    throw refuse('FORBIDDEN', RETURN_CART_MESSAGES.notPunchout);
  }
  await endSession(deps.db, buyer.user.sessionId, buyer.user.id);
  return { kind: 'form', html, formOrigin: new URL(session.browser_form_post_url).origin };
}

const credential = (domain: string, identity: string) =>
  el('Credential', { domain }, [el('Identity', {}, identity)]);

/** The script that posts the form; its hash goes into the answer's Content-Security-Policy. */
export const AUTO_POST_SCRIPT = 'document.forms[0].submit();';

/**
 * The browser hand-off: an HTML form posting `fields` to the procurement system — cXML's one
 * `cxml-urlencoded` field, or OCI's NEW_ITEM-* fields into its ~target frame.
 */
function autoPostForm(action: string, fields: ReadonlyArray<[string, string]>, target?: string): string {
  const escape = (v: string) =>
    v
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&#39;');
  const inputs = fields
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Returning your cart</title></head>
<body>
<form method="post" action="${escape(action)}"${target ? ` target="${escape(target)}"` : ''}>
${inputs}
<p>Returning your cart to your procurement system…</p>
<noscript><button type="submit">Return cart to procurement</button></noscript>
</form>
<script>${AUTO_POST_SCRIPT}</script>
</body></html>
`;
}

// ---------------------------------------------------------------------------------------------
// OCI 4.0: the catalog call opens a session at once
// ---------------------------------------------------------------------------------------------

/**
 * GET or POST /punchout/oci: SAP's catalog call. Checks the login, records the HOOK_URL and signs
 * the system's contact in, in punchout mode with an empty cart, as a start link would.
 */
export async function ociStart(
  deps: PunchoutDeps,
  entry: OciEntry,
  client: { ip: string; userAgent: string | null },
): Promise<PunchoutStart> {
  const system = await authenticateOci(deps.db, entry, client.ip);
  const token = randomBytes(32).toString('base64url');
  const now = deps.now();
  await q.insertPunchoutSession(deps.db, {
    systemId: system.id,
    accountId: system.account_id,
    userId: system.contact_id,
    payloadId: ociPayloadId(),
    format: 'oci',
    ociTarget: entry.target,
    operation: 'create',
    buyerCookie: '',
    browserFormPostUrl: entry.hookUrl,
    shipToAddressId: null,
    editLines: [],
    startTokenHash: sha256(token),
    startExpiresAt: new Date(now.getTime() + START_LINK_TTL_SECONDS * 1000),
  });
  return start(deps, token, client);
}

// ---------------------------------------------------------------------------------------------
// OrderRequest → Response
// ---------------------------------------------------------------------------------------------

/** What placing an OrderRequest answered: the order's number. */
export interface OrderAccepted {
  orderNumber: string;
}

/**
 * POST /punchout/cxml/order: authenticates, resolves every ItemOut to our item and unit, checks the
 * prices against ours within the system's tolerance, and places the order on the account's terms
 * through order-to-cash (every placing rule; the payloadID is the idempotency key, so a repeat
 * answers the same order and a different document under the same payloadID is refused).
 */
export async function orderRequest(deps: PunchoutDeps, root: CxmlNode, ip: string): Promise<OrderAccepted> {
  const payloadId = payloadIdOf(root);
  const request = at(root, 'Request', 'OrderRequest');
  const header = first(request, 'OrderRequestHeader');
  if (!request || !header) throw bad('The cXML document has no Request/OrderRequest/OrderRequestHeader.');
  const system = await authenticate(deps, root, ip);
  const type = attr(header, 'type') ?? 'new';
  if (type !== 'new')
    throw bad(`OrderRequest type "${type.slice(0, 20)}" is not supported; send a new order.`);
  const orderId = (attr(header, 'orderID') ?? '').trim();
  if (!orderId || orderId.length > 45)
    throw bad('OrderRequestHeader orderID is required (at most 45 characters).');
  // cXML makes ShipTo optional: without one the order goes to the account's default ship-to.
  const shipTo =
    addressIdOf(first(header, 'ShipTo'), 'ShipTo') ?? (await q.defaultShipTo(deps.db, system.account_id));
  if (shipTo === null)
    throw bad("The procurement system's account has no ship-to address; name one in ShipTo.");
  const billTo =
    addressIdOf(first(header, 'BillTo'), 'BillTo') ?? (await q.defaultBillTo(deps.db, system.account_id));
  if (billTo === null || !(await q.isAddressOf(deps.db, system.account_id, billTo))) {
    throw bad("BillTo addressID is not an address of the procurement system's account.");
  }
  const requested = itemOutLines(request);
  if (requested.length === 0) throw bad('The OrderRequest has no ItemOut lines.');

  const buyer = await buyerOfContact(deps.db, system.contact_id, system.account_id);
  if (!buyer) throw refuse('FORBIDDEN', PUNCHOUT_MESSAGES.contactInactive);
  const items = await q.itemsByNumber(
    deps.db,
    requested.map((l) => l.itemNumber),
  );
  const lines: ProcurementLine[] = requested.map((line, index) => {
    const item = items.get(line.itemNumber);
    if (!item) throw bad(`ItemOut ${index + 1}: SupplierPartID ${line.itemNumber} is not an item of ours.`);
    const unitId = unitOf(item, line.unitOfMeasure);
    if (unitId === undefined)
      throw bad(`ItemOut ${index + 1}: UnitOfMeasure ${line.unitOfMeasure} is not sold.`);
    return { id: index + 1, itemId: item.id, unitId, quantity: line.quantity };
  });
  await checkPrices(deps, buyer, requested, lines, system.price_tolerance_basis_points);

  const placed = await placeOrder(
    deps.orderToCash,
    buyer,
    { shipAddressId: shipTo, billAddressId: billTo, payment: { type: 'terms' }, poNumber: orderId },
    {
      idempotencyKey: `cxml:${payloadId}`,
      requestHash: requestHash({ body: { shipTo, billTo, orderId, lines } }),
    },
    {
      kind: 'procurement',
      systemId: system.id,
      orderRequest: {
        payloadId,
        orderId,
        orderDate: attr(header, 'orderDate')?.trim().slice(0, 40) ?? null,
        lineNumbers: requested.map((l) => l.lineNumber),
      },
      lines,
    },
  );
  return { orderNumber: placed.orderConfirmation.tranId };
}

/** Each line's UnitPrice against ours today: beyond the tolerance, the requisition is stale. */
async function checkPrices(
  deps: PunchoutDeps,
  buyer: Buyer,
  requested: ReadonlyArray<{ unitPrice: string; itemNumber: string }>,
  lines: ProcurementLine[],
  toleranceBasisPoints: number,
): Promise<void> {
  const ours = await lineItems(deps.db, buyer, listedLineSource(lines));
  for (const [index, line] of ours.entries()) {
    const asked = requested[index];
    if (!asked) continue;
    if (!/^\d{1,9}(\.\d{1,4})?$/.test(asked.unitPrice)) {
      throw bad(`ItemOut ${index + 1}: UnitPrice Money must be a decimal amount.`);
    }
    const askedCents = Math.round(Number(asked.unitPrice) * 100);
    const ourCents = line.unitCents;
    if (ourCents === null) continue; // no price: placing refuses the line with its own reason
    if (Math.abs(askedCents - ourCents) * 10_000 > ourCents * toleranceBasisPoints) {
      throw refuse(
        'PRICE_MISMATCH',
        `ItemOut ${index + 1} (${asked.itemNumber}): the price ${money(askedCents)} differs from ours, ${money(ourCents)}. Punch out again for current prices.`,
      );
    }
  }
}
