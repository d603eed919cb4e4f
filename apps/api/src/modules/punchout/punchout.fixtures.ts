// Fixtures of the punchout tests: a clinic with a procurement system (its secret hashed as the
// module stores it), cXML documents as a procurement system writes them, and calls to the cXML
// endpoints and the start link.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { items, punchoutSystems } from '../../db/schema/index.ts';
import type { TestContext } from '../../../test/harness.ts';
import { createUser } from '../../../test/factories.ts';
import { hashPassword } from '../auth/auth.service.ts';
import { escapeXml } from './cxml.ts';

export interface ProcurementSystem {
  id: number;
  accountId: number;
  contactId: number;
  from: { domain: string; identity: string };
  to: { domain: string; identity: string };
  sender: { domain: string; identity: string };
  secret: string;
}

let n = 0;

/** A procurement system of `accountId`, its contact a punchout contact of the account. */
export async function createProcurementSystem(
  db: Db,
  accountId: number,
  options: { toleranceBasisPoints?: number; orderNotificationUrl?: string } = {},
): Promise<ProcurementSystem> {
  n += 1;
  const contact = await createUser(db, { accountId, isPunchout: true });
  const system = {
    from: { domain: 'networkid', identity: `AN0100${n}-T` },
    to: { domain: 'duns', identity: '123456789' },
    sender: { domain: 'networkid', identity: `AN0100${n}-T` },
    secret: `s3cret-${n}-welcome`,
  };
  const [row] = await db
    .insert(punchoutSystems)
    .values({
      accountId,
      name: `Test procurement ${n}`,
      fromDomain: system.from.domain,
      fromIdentity: system.from.identity,
      toDomain: system.to.domain,
      toIdentity: system.to.identity,
      senderDomain: system.sender.domain,
      senderIdentity: system.sender.identity,
      sharedSecretHash: await hashPassword(system.secret),
      contactId: contact.id,
      priceToleranceBasisPoints: options.toleranceBasisPoints ?? 0,
      orderNotificationUrl: options.orderNotificationUrl ?? null,
    })
    .returning({ id: punchoutSystems.id });
  if (!row) throw new Error('procurement system not created');
  return { id: row.id, accountId, contactId: contact.id, ...system };
}

export async function itemNumberOf(db: Db, itemId: number): Promise<string> {
  const [row] = await db.select({ name: items.itemName }).from(items).where(eq(items.id, itemId));
  if (!row) throw new Error('no such item');
  return row.name;
}

export interface HeaderOptions {
  secret?: string;
  fromIdentity?: string;
  toIdentity?: string;
  payloadId?: string;
}

function header(system: ProcurementSystem, o: HeaderOptions): string {
  return `<Header>
    <From><Credential domain="NetworkID"><Identity>${escapeXml(o.fromIdentity ?? system.from.identity)}</Identity></Credential></From>
    <To><Credential domain="DUNS"><Identity>${escapeXml(o.toIdentity ?? system.to.identity)}</Identity></Credential></To>
    <Sender><Credential domain="NetworkID"><Identity>${escapeXml(system.sender.identity)}</Identity><SharedSecret>${escapeXml(o.secret ?? system.secret)}</SharedSecret></Credential><UserAgent>Test Procurement 1.0</UserAgent></Sender>
  </Header>`;
}

const prolog = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">`;

export interface ItemOut {
  itemNumber: string;
  quantity: number;
  unitOfMeasure?: string;
  unitPrice?: string;
  /** The buyer's line number; its position (from 1) when not given. */
  lineNumber?: number;
}

function itemOut(line: ItemOut, index: number): string {
  return `<ItemOut quantity="${line.quantity}" lineNumber="${line.lineNumber ?? index + 1}">
      <ItemID><SupplierPartID>${escapeXml(line.itemNumber)}</SupplierPartID></ItemID>
      <ItemDetail><UnitPrice><Money currency="USD">${line.unitPrice ?? '0.00'}</Money></UnitPrice>
        <Description xml:lang="en">line</Description><UnitOfMeasure>${line.unitOfMeasure ?? 'EA'}</UnitOfMeasure>
        <Classification domain="UNSPSC">42132203</Classification></ItemDetail>
    </ItemOut>`;
}

/** A PunchOutSetupRequest as a procurement system posts it. */
export function setupRequest(
  system: ProcurementSystem,
  o: HeaderOptions & {
    operation?: string;
    buyerCookie?: string;
    formPostUrl?: string;
    shipToAddressId?: number;
    items?: ItemOut[];
    /** The requisitioner's e-mail (Extrinsic UserEmail). */
    userEmail?: string;
  } = {},
): string {
  return `${prolog}
<cXML payloadID="${escapeXml(o.payloadId ?? `${Date.now()}.${Math.random()}@buyer.example`)}" timestamp="2026-01-05T10:00:00-05:00" xml:lang="en-US">
  ${header(system, o)}
  <Request deploymentMode="test">
    <PunchOutSetupRequest operation="${o.operation ?? 'create'}">
      <BuyerCookie>${escapeXml(o.buyerCookie ?? 'cookie-1')}</BuyerCookie>
      <Extrinsic name="UserEmail">${escapeXml(o.userEmail ?? 'buyer@hospital.example')}</Extrinsic>
      <BrowserFormPost><URL>${escapeXml(o.formPostUrl ?? 'https://procurement.example/punchout/return?id=1&session=2')}</URL></BrowserFormPost>
      ${o.shipToAddressId === undefined ? '' : `<ShipTo><Address addressID="${o.shipToAddressId}"><Name xml:lang="en">Main</Name></Address></ShipTo>`}
      ${(o.items ?? []).map(itemOut).join('\n')}
    </PunchOutSetupRequest>
  </Request>
</cXML>`;
}

/** An OrderRequest as a procurement system posts it. */
export function orderRequestXml(
  system: ProcurementSystem,
  o: HeaderOptions & { orderId?: string; shipToAddressId: number; items: ItemOut[] },
): string {
  return `${prolog}
<cXML payloadID="${escapeXml(o.payloadId ?? `${Date.now()}.${Math.random()}@buyer.example`)}" timestamp="2026-01-05T10:00:00-05:00">
  ${header(system, o)}
  <Request deploymentMode="test">
    <OrderRequest>
      <OrderRequestHeader orderID="${escapeXml(o.orderId ?? 'PO-1001')}" orderDate="2026-01-05T10:00:00-05:00" type="new">
        <Total><Money currency="USD">0.00</Money></Total>
        <ShipTo><Address addressID="${o.shipToAddressId}"><Name xml:lang="en">Main</Name></Address></ShipTo>
      </OrderRequestHeader>
      ${o.items.map(itemOut).join('\n')}
    </OrderRequest>
  </Request>
</cXML>`;
}

export interface CxmlAnswer {
  status: number;
  body: string;
  contentType: string;
}

/** POSTs a document to a cXML endpoint, from `ip` (each test's own, so sign-in limits stay apart). */
export async function postCxml(
  t: TestContext,
  url: string,
  body: string,
  options: { ip?: string; contentType?: string } = {},
): Promise<CxmlAnswer> {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: { 'content-type': options.contentType ?? 'text/xml; charset=utf-8' },
    remoteAddress: options.ip ?? '10.9.0.1',
  });
  return { status: res.statusCode, body: res.payload, contentType: String(res.headers['content-type']) };
}

/** The cXML Status code and text of an answer. */
export function statusOf(xml: string): { code: number; text: string } {
  const match = /<Status code="(\d+)" text="[^"]*"(?:\/>|>([^<]*)<\/Status>)/.exec(xml);
  return { code: Number(match?.[1] ?? 0), text: match?.[2] ?? '' };
}

export function startUrlOf(xml: string): string {
  const match = /<StartPage>\s*<URL>([^<]+)<\/URL>/.exec(xml);
  if (!match?.[1]) throw new Error(`no StartPage URL in ${xml}`);
  return match[1];
}

/** What a procurement system's order notification URL received. */
export interface Received {
  contentType: string;
  body: string;
}

/**
 * A procurement system's order notification endpoint on 127.0.0.1: it keeps every POST and answers
 * with the next of `answers` (then with the last one again), each an HTTP status and a body.
 */
export async function startReceiver(): Promise<{
  url: string;
  received: Received[];
  answerWith: (...answers: Array<{ status: number; body?: string }>) => void;
  close: () => Promise<void>;
}> {
  const received: Received[] = [];
  let answers: Array<{ status: number; body?: string }> = [{ status: 200, body: cxmlOk }];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        contentType: String(request.headers['content-type']),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const answer = (answers.length > 1 ? answers.shift() : answers[0]) ?? { status: 200 };
      response.writeHead(answer.status, { 'content-type': 'text/xml' }).end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/cxml/notify`,
    received,
    answerWith: (...next) => {
      answers = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A procurement system's cXML answer with `code`. */
export const cxmlAnswer = (code: number, text: string) => `<?xml version="1.0" encoding="UTF-8"?>
<cXML payloadID="1@buyer.example" timestamp="2026-01-05T10:00:00Z"><Response><Status code="${code}" text="${text}"/></Response></cXML>`;
const cxmlOk = cxmlAnswer(200, 'OK');
