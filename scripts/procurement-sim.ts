// A fictional procurement system (README "Punchout"; issue 28): the buyer's side of a cXML punchout,
// small enough to read in one sitting, for trying the store by hand (`node scripts/punchout-demo.ts`)
// and for the browser journey (apps/web/e2e/punchout-journeys.spec.ts). It posts a
// PunchOutSetupRequest as St. Brendan's demo e-procurement system and sends the browser to the start
// URL; receives the cart at its BrowserFormPost URL and shows it as a requisition; and on "Submit
// purchase order" posts an OrderRequest for those lines (one payloadID per requisition, so a second
// press places nothing new) and shows the store's answer.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { XMLParser } from 'fast-xml-parser';

/** The demo system's credentials, as the demo store seeds them (apps/api/src/db/seed/punchout.ts). */
export const DEMO_SYSTEM = {
  name: 'St. Brendan e-Procurement (demo)',
  from: 'AN-STBRENDAN-T',
  to: 'AN-MERIDIAN-T',
  secret: 'Demo-cXML-2026',
} as const;

export interface RequisitionLine {
  supplierPartId: string;
  auxiliaryId: string;
  quantity: number;
  unitOfMeasure: string;
  unitPrice: string;
  description: string;
  manufacturerPartId: string;
  manufacturerName: string;
  classification: string;
  classificationDomain: string;
}

export interface Requisition {
  id: number;
  buyerCookie: string;
  /** Whether the message came back with the BuyerCookie this system sent. */
  cookieMatched: boolean;
  lines: RequisitionLine[];
  total: string;
  /** The store's answer to the OrderRequest, once sent. */
  order?: { status: number; text: string };
}

export interface ProcurementSim {
  url: string;
  requisitions: Requisition[];
  close(): Promise<void>;
}

const escape = (value: string | number) =>
  String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const MAX_BODY_BYTES = 2 * 1024 * 1024;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new Error('The posted body is too large.');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function page(response: ServerResponse, status: number, title: string, body: string): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · ${escape(DEMO_SYSTEM.name)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;color:#1e293b;background:#f1f5f9}
header{background:#4c1d95;color:#fff;padding:12px 20px;font-weight:600}
main{max-width:960px;margin:24px auto;padding:0 16px}
.card{background:#fff;border:1px solid #cbd5e1;border-radius:8px;padding:16px 20px;overflow-x:auto}
table{border-collapse:collapse;width:100%;font-size:14px}th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #e2e8f0}
td.n,th.n{text-align:right}button{background:#4c1d95;color:#fff;border:0;border-radius:6px;padding:10px 16px;font-size:15px;cursor:pointer}
.ok{color:#166534}.bad{color:#991b1b}
</style></head>
<body><header>${escape(DEMO_SYSTEM.name)}</header><main>${body}</main></body></html>`);
}

function credentials(): string {
  return `<Header>
    <From><Credential domain="NetworkID"><Identity>${DEMO_SYSTEM.from}</Identity></Credential></From>
    <To><Credential domain="NetworkID"><Identity>${DEMO_SYSTEM.to}</Identity></Credential></To>
    <Sender><Credential domain="NetworkID"><Identity>${DEMO_SYSTEM.from}</Identity><SharedSecret>${DEMO_SYSTEM.secret}</SharedSecret></Credential><UserAgent>${escape(DEMO_SYSTEM.name)}</UserAgent></Sender>
  </Header>`;
}

const prolog = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">`;

function setupRequest(payloadId: string, buyerCookie: string, formPostUrl: string): string {
  return `${prolog}
<cXML payloadID="${escape(payloadId)}" timestamp="${new Date().toISOString()}" xml:lang="en-US">
  ${credentials()}
  <Request deploymentMode="test">
    <PunchOutSetupRequest operation="create">
      <BuyerCookie>${escape(buyerCookie)}</BuyerCookie>
      <BrowserFormPost><URL>${escape(formPostUrl)}</URL></BrowserFormPost>
    </PunchOutSetupRequest>
  </Request>
</cXML>`;
}

function orderRequest(payloadId: string, orderId: string, requisition: Requisition): string {
  const items = requisition.lines
    .map(
      (line, index) => `<ItemOut quantity="${line.quantity}" lineNumber="${index + 1}">
      <ItemID><SupplierPartID>${escape(line.supplierPartId)}</SupplierPartID><SupplierPartAuxiliaryID>${escape(line.auxiliaryId)}</SupplierPartAuxiliaryID></ItemID>
      <ItemDetail><UnitPrice><Money currency="USD">${escape(line.unitPrice)}</Money></UnitPrice>
        <Description xml:lang="en">${escape(line.description)}</Description><UnitOfMeasure>${escape(line.unitOfMeasure)}</UnitOfMeasure>
        <Classification domain="${escape(line.classificationDomain)}">${escape(line.classification)}</Classification></ItemDetail>
    </ItemOut>`,
    )
    .join('\n');
  return `${prolog}
<cXML payloadID="${escape(payloadId)}" timestamp="${new Date().toISOString()}" xml:lang="en-US">
  ${credentials()}
  <Request deploymentMode="test">
    <OrderRequest>
      <OrderRequestHeader orderID="${escape(orderId)}" orderDate="${new Date().toISOString()}" type="new">
        <Total><Money currency="USD">${escape(requisition.total)}</Money></Total>
      </OrderRequestHeader>
      ${items}
    </OrderRequest>
  </Request>
</cXML>`;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => name === 'ItemIn',
});

type Node = Record<string, unknown>;
const child = (node: unknown, ...names: string[]): unknown =>
  names.reduce<unknown>((at, name) => (at && typeof at === 'object' ? (at as Node)[name] : undefined), node);
const scalar = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';
const text = (node: unknown, ...names: string[]): string => {
  const found = child(node, ...names);
  if (found && typeof found === 'object') return scalar((found as Node)['#text']);
  return scalar(found);
};

/** The lines and cookie of a PunchOutOrderMessage. */
export function readOrderMessage(cxml: string): Omit<Requisition, 'id' | 'cookieMatched'> {
  const root = parser.parse(cxml) as Node;
  const message = child(root, 'cXML', 'Message', 'PunchOutOrderMessage');
  if (!message) throw new Error('The posted document is not a PunchOutOrderMessage.');
  const items = (child(message, 'ItemIn') as unknown[] | undefined) ?? [];
  return {
    buyerCookie: text(message, 'BuyerCookie'),
    total: text(message, 'PunchOutOrderMessageHeader', 'Total', 'Money'),
    lines: items.map((item) => ({
      supplierPartId: text(item, 'ItemID', 'SupplierPartID'),
      auxiliaryId: text(item, 'ItemID', 'SupplierPartAuxiliaryID'),
      quantity: Number(child(item, '@quantity')),
      unitOfMeasure: text(item, 'ItemDetail', 'UnitOfMeasure'),
      unitPrice: text(item, 'ItemDetail', 'UnitPrice', 'Money'),
      description: text(item, 'ItemDetail', 'Description'),
      manufacturerPartId: text(item, 'ItemDetail', 'ManufacturerPartID'),
      manufacturerName: text(item, 'ItemDetail', 'ManufacturerName'),
      classification: text(item, 'ItemDetail', 'Classification'),
      classificationDomain: scalar(child(item, 'ItemDetail', 'Classification', '@domain')) || 'UNSPSC',
    })),
  };
}

/** The Status of a cXML Response. */
function statusOf(cxml: string): { code: number; text: string } {
  const status = child(parser.parse(cxml), 'cXML', 'Response', 'Status');
  return {
    code: Number(scalar(child(status, '@code')) || 0),
    text: text(status) || scalar(child(status, '@text')),
  };
}

function requisitionPage(response: ServerResponse, requisition: Requisition): void {
  const rows = requisition.lines
    .map(
      (line) => `<tr><td>${escape(line.supplierPartId)}</td><td>${escape(line.description)}</td>
<td>${escape(line.manufacturerName)} ${escape(line.manufacturerPartId)}</td><td class="n">${line.quantity}</td>
<td>${escape(line.unitOfMeasure)}</td><td class="n">$${escape(line.unitPrice)}</td><td>${escape(line.classificationDomain)} ${escape(line.classification)}</td></tr>`,
    )
    .join('');
  const order = requisition.order
    ? `<p role="status" class="${requisition.order.status === 200 ? 'ok' : 'bad'}">Supplier answered ${requisition.order.status}: ${escape(requisition.order.text)}</p>`
    : `<form method="post" action="/requisitions/${requisition.id}/order"><button type="submit">Submit purchase order</button></form>`;
  page(
    response,
    200,
    `Requisition REQ-${requisition.id}`,
    `<h1>Requisition REQ-${requisition.id}</h1>
<div class="card">
<p>Cart received from the supplier${requisition.cookieMatched ? '' : ' <strong class="bad">(BuyerCookie does not match)</strong>'}.</p>
<table aria-label="Requisition lines"><thead><tr><th>Supplier part</th><th>Description</th><th>Manufacturer</th><th class="n">Qty</th><th>UoM</th><th class="n">Unit price</th><th>Classification</th></tr></thead>
<tbody>${rows}</tbody></table>
<p>Total: <strong data-testid="requisition-total">$${escape(requisition.total)}</strong></p>
${order}
</div>`,
  );
}

/** Starts the simulator on `port` (0: any free port) of `host`, talking to the store at `store`. */
export async function startProcurementSim(options: {
  store: string;
  port?: number;
  host?: string;
}): Promise<ProcurementSim> {
  const store = options.store.replace(/\/$/, '');
  const requisitions: Requisition[] = [];
  const cookies = new Set<string>();
  let url = '';
  let sequence = 0;
  const runId = Date.now().toString(36);

  const server: Server = createServer((request, response) => {
    void (async () => {
      const path = new URL(request.url ?? '/', 'http://sim').pathname;
      if (request.method === 'GET' && path === '/') {
        page(
          response,
          200,
          'New requisition',
          `<h1>New requisition</h1><div class="card"><p>Shop the supplier's catalog from here: your cart comes back as a requisition for approval.</p>
<form method="post" action="/punchout"><button type="submit">Shop at the supplier</button></form></div>`,
        );
        return;
      }
      if (request.method === 'POST' && path === '/punchout') {
        sequence += 1;
        const cookie = `sb-${runId}-${sequence}`;
        cookies.add(cookie);
        const answer = await fetch(`${store}/punchout/cxml/setup`, {
          method: 'POST',
          headers: { 'content-type': 'text/xml; charset=utf-8' },
          body: setupRequest(
            `${runId}.${sequence}.setup@procurement.st-brendan.example`,
            cookie,
            `${url}/return`,
          ),
        });
        const xml = await answer.text();
        const start = text(
          child(parser.parse(xml), 'cXML', 'Response', 'PunchOutSetupResponse'),
          'StartPage',
          'URL',
        );
        if (!answer.ok || !start) {
          const status = statusOf(xml);
          page(
            response,
            502,
            'Punchout refused',
            `<h1>Punchout refused</h1><p class="bad">${status.code}: ${escape(status.text)}</p>`,
          );
          return;
        }
        response.writeHead(303, { location: start, 'cache-control': 'no-store' });
        response.end();
        return;
      }
      if (request.method === 'POST' && path === '/return') {
        const form = new URLSearchParams(await readBody(request));
        const message = readOrderMessage(form.get('cxml-urlencoded') ?? '');
        const requisition: Requisition = {
          id: requisitions.length + 1,
          cookieMatched: cookies.has(message.buyerCookie),
          ...message,
        };
        requisitions.push(requisition);
        response.writeHead(303, { location: `/requisitions/${requisition.id}` });
        response.end();
        return;
      }
      const match = /^\/requisitions\/(\d+)(\/order)?$/.exec(path);
      const requisition = match ? requisitions[Number(match[1]) - 1] : undefined;
      if (requisition && request.method === 'GET' && !match?.[2]) {
        requisitionPage(response, requisition);
        return;
      }
      if (requisition && request.method === 'POST' && match?.[2]) {
        // One payloadID per requisition: a second press (or a retry) is the same order.
        const payloadId = `${runId}.req-${requisition.id}@procurement.st-brendan.example`;
        const answer = await fetch(`${store}/punchout/cxml/order`, {
          method: 'POST',
          headers: { 'content-type': 'text/xml; charset=utf-8' },
          body: orderRequest(payloadId, `PO-SB-${runId}-${requisition.id}`.toUpperCase(), requisition),
        });
        const status = statusOf(await answer.text());
        requisition.order = { status: status.code, text: status.text };
        response.writeHead(303, { location: `/requisitions/${requisition.id}` });
        response.end();
        return;
      }
      page(response, 404, 'Not found', '<h1>Not found</h1>');
    })().catch((error: unknown) => {
      if (!response.headersSent)
        page(response, 500, 'Error', `<h1>Error</h1><p>${escape(String(error))}</p>`);
      else response.end();
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const address = server.address() as AddressInfo;
  url = `http://${options.host === '0.0.0.0' ? 'localhost' : (options.host ?? '127.0.0.1')}:${address.port}`;
  return {
    url,
    requisitions,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
