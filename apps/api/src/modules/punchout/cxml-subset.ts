// OUR SUBSET of the cXML 1.2.014 DTD (issue 28, ADR 0038): the content models and attributes of
// every element this store writes (PunchOutSetupResponse, PunchOutOrderMessage, status Response;
// ConfirmationRequest and ShipNoticeRequest, which 1.2.014 declares in its Fulfill.dtd module),
// transcribed from cXML.dtd and Fulfill.dtd, which cannot be shipped here. Where the DTD allows
// optional children we never write, the model below leaves them out (a narrower model: a document
// that passes it passes the DTD's). A document that passes is valid against
// the official DTD for these elements; elements we never write are not described and are refused.
// Tests validate every document the API answers against it (punchout.test.ts).
import { XMLParser } from 'fast-xml-parser';

interface ElementModel {
  /** Children as a regex over their names, each followed by one space; 'text' for #PCDATA only. */
  content: RegExp | 'text';
  required?: readonly string[];
  optional?: readonly string[];
  /** Attribute values the DTD enumerates, or the shape our data rules add. */
  values?: Readonly<Record<string, RegExp>>;
  /** A shape of the text (#PCDATA) beyond the DTD, e.g. Money's decimal amount. */
  text?: RegExp;
}

const credentialParty: ElementModel = { content: /^(Credential )+$/ };
/** %datetime.tz; as cXML writes it: ISO 8601 with a zone. */
const DATETIME_TZ = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
/** %uint; and %r8; (the DTD says CDATA; these are the shapes it means). */
const UINT = /^\d+$/;
const R8 = /^\d+(\.\d+)?$/;

/** <!ELEMENT …> and <!ATTLIST …> of the elements we emit. */
export const CXML_SUBSET: Readonly<Record<string, ElementModel>> = {
  // <!ELEMENT cXML ((Header, (Message | Request)) | Response)>
  cXML: {
    content: /^(Header (Message |Request )|Response )$/,
    required: ['payloadID', 'timestamp'],
    optional: ['xml:lang', 'version', 'signatureVersion'],
    values: { timestamp: DATETIME_TZ },
  },
  // <!ELEMENT Header (From, To, Sender, Path?, OriginalDocument?)>
  Header: { content: /^From To Sender $/ },
  From: credentialParty,
  To: credentialParty,
  // <!ELEMENT Sender (Credential+, UserAgent)>
  Sender: { content: /^(Credential )+UserAgent $/ },
  // <!ELEMENT Credential (Identity, (SharedSecret | DigitalSignature | CredentialMac)?)>
  Credential: { content: /^Identity $/, required: ['domain'], optional: ['type'] },
  Identity: { content: 'text' },
  UserAgent: { content: 'text' },
  // <!ELEMENT Response (Status, (ProfileResponse | PunchOutSetupResponse | …)?)>
  Response: { content: /^Status (PunchOutSetupResponse )?$/, optional: ['Id'] },
  // <!ELEMENT Status (#PCDATA)> <!ATTLIST Status code %uint; #REQUIRED text %string; #REQUIRED>
  Status: {
    content: 'text',
    required: ['code', 'text'],
    optional: ['xml:lang'],
    values: { code: /^\d{3}$/ },
  },
  PunchOutSetupResponse: { content: /^StartPage $/ },
  StartPage: { content: /^URL $/ },
  URL: { content: 'text', optional: ['name'], text: /^https?:\/\/\S+$/ },
  // <!ELEMENT Message (Status?, (PunchOutOrderMessage | …))>
  Message: { content: /^(Status )?PunchOutOrderMessage $/, optional: ['deploymentMode', 'inReplyTo', 'Id'] },
  // <!ELEMENT PunchOutOrderMessage (BuyerCookie, PunchOutOrderMessageHeader, ItemIn*)>
  PunchOutOrderMessage: { content: /^BuyerCookie PunchOutOrderMessageHeader (ItemIn )*$/ },
  BuyerCookie: { content: 'text' },
  // <!ELEMENT PunchOutOrderMessageHeader (SourcingStatus?, Total, ShipTo?, Shipping?, Tax?, …)>
  PunchOutOrderMessageHeader: {
    content: /^Total $/,
    required: ['operationAllowed'],
    optional: ['quoteStatus'],
    values: { operationAllowed: /^(create|inspect|edit)$/ },
  },
  Total: { content: /^Money $/ },
  UnitPrice: { content: /^Money $/ },
  Money: {
    content: 'text',
    required: ['currency'],
    optional: ['alternateAmount', 'alternateCurrency'],
    values: { currency: /^[A-Z]{3}$/ },
    text: /^-?\d+(\.\d+)?$/,
  },
  // <!ELEMENT ItemIn (ItemID, Path?, ItemDetail?, SupplierID?, ShipTo?, Shipping?, Tax?, …)>
  ItemIn: {
    content: /^ItemID ItemDetail $/,
    required: ['quantity'],
    optional: ['lineNumber', 'itemType', 'parentLineNumber'],
    values: { quantity: /^\d+(\.\d+)?$/ },
  },
  // <!ELEMENT ItemID (SupplierPartID, SupplierPartAuxiliaryID?, BuyerPartID?)>
  ItemID: { content: /^SupplierPartID (SupplierPartAuxiliaryID )?$/ },
  SupplierPartID: { content: 'text' },
  SupplierPartAuxiliaryID: { content: 'text' },
  // <!ELEMENT ItemDetail (UnitPrice, Description+, OverallLimit?, ExpectedLimit?, UnitOfMeasure,
  //   PriceBasisQuantity?, Classification+, ManufacturerPartID?, ManufacturerName?, URL?, …)>
  ItemDetail: {
    content:
      /^UnitPrice (Description )+UnitOfMeasure (Classification )+(ManufacturerPartID )?(ManufacturerName )?$/,
  },
  Description: { content: 'text', required: ['xml:lang'] },
  // UN/CEFACT Recommendation 20/21 codes are 2–3 capitals or digits.
  UnitOfMeasure: { content: 'text', text: /^[A-Z0-9]{2,3}$/ },
  Classification: { content: 'text', required: ['domain'], optional: ['code'] },
  ManufacturerPartID: { content: 'text' },
  ManufacturerName: { content: 'text', optional: ['xml:lang'] },

  // ----- Requests we send (Fulfill.dtd) -----
  // <!ELEMENT Request (… | ConfirmationRequest | ShipNoticeRequest | …)>
  // <!ATTLIST Request deploymentMode (production | test) "production" Id ID #IMPLIED>
  Request: {
    content: /^(ConfirmationRequest |ShipNoticeRequest )$/,
    optional: ['deploymentMode', 'Id'],
    values: { deploymentMode: /^(production|test)$/ },
  },
  // <!ELEMENT ConfirmationRequest (ConfirmationHeader, OrderReference, ConfirmationItem*)>
  ConfirmationRequest: { content: /^ConfirmationHeader OrderReference (ConfirmationItem )*$/ },
  // <!ELEMENT ConfirmationHeader (DocumentReference?, Total?, Shipping?, Tax?, Contact*, Hazard*,
  //   Comments*, IdReference*, Extrinsic*)>
  ConfirmationHeader: {
    content: /^(Total )?$/,
    required: ['type', 'noticeDate'],
    optional: ['confirmID', 'operation', 'invoiceID', 'version'],
    values: {
      type: /^(accept|allDetail|detail|backordered|except|reject|requestToPay|replace)$/,
      operation: /^(new|update)$/,
      noticeDate: DATETIME_TZ,
      version: UINT,
    },
  },
  // <!ELEMENT OrderReference (DocumentReference)> <!ATTLIST OrderReference orderID, orderDate>
  OrderReference: {
    content: /^DocumentReference $/,
    optional: ['orderID', 'orderDate'],
    values: { orderDate: DATETIME_TZ },
  },
  // <!ELEMENT DocumentReference EMPTY> <!ATTLIST DocumentReference payloadID %string; #REQUIRED>
  DocumentReference: { content: /^$/, required: ['payloadID'] },
  // <!ELEMENT ConfirmationItem (UnitOfMeasure, Contact*, Hazard*, ConfirmationStatus+)>
  ConfirmationItem: {
    content: /^UnitOfMeasure (ConfirmationStatus )+$/,
    required: ['lineNumber', 'quantity'],
    optional: ['parentLineNumber'],
    values: { lineNumber: UINT, quantity: R8 },
  },
  // <!ELEMENT ConfirmationStatus (UnitOfMeasure, (ItemIn | ItemOut)?, UnitPrice?, Tax?, Shipping?,
  //   Comments*, Extrinsic*)>
  ConfirmationStatus: {
    content: /^UnitOfMeasure (UnitPrice )?$/,
    required: ['quantity', 'type'],
    optional: ['shipmentDate', 'deliveryDate'],
    values: {
      quantity: R8,
      type: /^(accept|allDetail|detail|backordered|reject|unknown|requestToPay)$/,
      shipmentDate: DATETIME_TZ,
      deliveryDate: DATETIME_TZ,
    },
  },
  // <!ELEMENT ShipNoticeRequest (ShipNoticeHeader, ShipControl*, ShipNoticePortion*)>
  ShipNoticeRequest: { content: /^ShipNoticeHeader (ShipControl )*(ShipNoticePortion )*$/ },
  // <!ELEMENT ShipNoticeHeader (ServiceLevel*, DocumentReference?, Contact*, Comments*, …)>: all
  // optional; we write none.
  ShipNoticeHeader: {
    content: /^$/,
    required: ['shipmentID', 'noticeDate'],
    optional: ['operation', 'shipmentDate', 'deliveryDate', 'shipmentType', 'fulfillmentType'],
    values: {
      operation: /^(new|update|delete)$/,
      noticeDate: DATETIME_TZ,
      shipmentDate: DATETIME_TZ,
      deliveryDate: DATETIME_TZ,
      shipmentType: /^(actual|planned)$/,
      fulfillmentType: /^(partial|complete)$/,
    },
  },
  // <!ELEMENT ShipControl (CarrierIdentifier+, ShipmentIdentifier, PackageIdentification?, …)>
  ShipControl: {
    content: /^(CarrierIdentifier )+ShipmentIdentifier $/,
    optional: ['startDate'],
    values: { startDate: DATETIME_TZ },
  },
  // <!ELEMENT CarrierIdentifier (#PCDATA)> <!ATTLIST CarrierIdentifier domain %string; #REQUIRED>
  CarrierIdentifier: { content: 'text', required: ['domain'], text: /\S/ },
  ShipmentIdentifier: { content: 'text', text: /\S/ },
  // <!ELEMENT ShipNoticePortion (OrderReference, MasterAgreementReference?, …, ShipNoticeItem*)>
  // A portion without items would announce the whole order shipped: we always list them.
  ShipNoticePortion: { content: /^OrderReference (ShipNoticeItem )+$/ },
  // <!ELEMENT ShipNoticeItem (…, UnitOfMeasure, Packaging*, Hazard*, Batch?, …)>
  ShipNoticeItem: {
    content: /^UnitOfMeasure $/,
    required: ['quantity', 'lineNumber'],
    optional: ['shipNoticeLineNumber'],
    values: { quantity: R8, lineNumber: UINT, shipNoticeLineNumber: UINT },
  },
};

const ordered = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  processEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
});

type OrderedNode = Record<string, unknown>;

/**
 * The problems of a cXML document against our subset: the declaration, the DOCTYPE naming the cXML
 * DTD, then every element's content model and attributes. Empty when it is valid.
 */
export function cxmlSubsetProblems(xml: string): string[] {
  const problems: string[] = [];
  if (!xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')) problems.push('no XML declaration');
  if (
    !/<!DOCTYPE cXML SYSTEM "http:\/\/xml\.cxml\.org\/schemas\/cXML\/1\.2\.\d{3}\/(cXML|Fulfill)\.dtd">/.test(
      xml,
    )
  ) {
    problems.push('no DOCTYPE naming the cXML 1.2 DTD');
  }
  const nodes = (ordered.parse(xml) as OrderedNode[]).filter((n) => !('?xml' in n) && !('!DOCTYPE' in n));
  const roots = nodes.filter((n) => !('#text' in n));
  if (roots.length !== 1 || !roots[0] || !('cXML' in roots[0]))
    problems.push('the root element must be cXML');
  for (const root of roots) check(root, 'cXML', problems);
  return problems;
}

function nameOf(node: OrderedNode): string | undefined {
  return Object.keys(node).find((k) => k !== ':@');
}

function check(node: OrderedNode, path: string, problems: string[]): void {
  const name = nameOf(node);
  if (!name) return;
  const model = CXML_SUBSET[name];
  if (!model) {
    problems.push(`${path}: element ${name} is not in our cXML subset`);
    return;
  }
  const attrs = (node[':@'] ?? {}) as Record<string, string>;
  for (const required of model.required ?? []) {
    if (attrs[required] === undefined) problems.push(`${path}: ${name} needs attribute ${required}`);
  }
  const allowed = new Set([...(model.required ?? []), ...(model.optional ?? [])]);
  for (const [attr, value] of Object.entries(attrs)) {
    if (!allowed.has(attr)) problems.push(`${path}: ${name} has no attribute ${attr}`);
    const shape = model.values?.[attr];
    if (shape && !shape.test(value)) problems.push(`${path}: ${name}@${attr} "${value}" is not allowed`);
  }
  const children = (node[name] ?? []) as OrderedNode[];
  const elements = children.filter((c) => !('#text' in c));
  const text = children
    .filter((c) => '#text' in c)
    .map((c) => String(c['#text']))
    .join('');
  if (model.content === 'text') {
    if (elements.length > 0) problems.push(`${path}: ${name} holds text only`);
    if (model.text && !model.text.test(text)) problems.push(`${path}: ${name} text "${text}" is not allowed`);
    return;
  }
  if (text.trim() !== '') problems.push(`${path}: ${name} holds no text`);
  const sequence = elements.map((c) => `${nameOf(c) ?? ''} `).join('');
  if (!model.content.test(sequence)) {
    problems.push(`${path}: ${name} content "${sequence.trim()}" does not match ${String(model.content)}`);
  }
  for (const child of elements) check(child, `${path}/${nameOf(child) ?? ''}`, problems);
}
