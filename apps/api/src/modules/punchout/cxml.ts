// cXML 1.2 on the wire (issue 28, ADR 0038): reading what procurement systems post, safely, and
// writing the documents we answer. Reading refuses any DTD internal subset before a parser sees the
// text (no entity is ever declared, so none is expanded or fetched: XXE and billion laughs end
// here), then fast-xml-parser checks well-formedness and builds a tree with entity processing off;
// the five predefined entities and character references are decoded by us afterwards.
// Writing escapes every text and attribute value; no string from a request reaches the output raw.
import { randomBytes } from 'node:crypto';
import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** What a procurement system may post: far above a real PunchOutSetupRequest or OrderRequest. */
export const CXML_BODY_LIMIT_BYTES = 512 * 1024;
/** cXML documents say which DTD they follow; ours is the subset in cxml-subset.ts. */
export const CXML_DTD = 'http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd';
/** ConfirmationRequest and ShipNoticeRequest are declared in the Fulfill module of the same release. */
export const FULFILL_DTD = 'http://xml.cxml.org/schemas/cXML/1.2.014/Fulfill.dtd';

/** Why a posted document cannot be read: answered as a cXML Status 400 with this text. */
export class CxmlReadError extends Error {
  override name = 'CxmlReadError';
}

// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------

/** A parsed element: attributes as `@_name`, text as `#text`, children by name (always arrays). */
export type CxmlNode = { [key: string]: CxmlNode[] | string | undefined };

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  processEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  trimValues: true,
  // Every element is a list, so a document with one ItemOut reads like one with many.
  isArray: (_name, _path, _isLeafNode, isAttribute) => !isAttribute,
  alwaysCreateTextNode: true,
});

const PREDEFINED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The five predefined entities and numeric references; anything else is left as written. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,4});/gi, (whole, ref: string) => {
    if (ref.startsWith('#')) {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return PREDEFINED[ref] ?? whole;
  });
}

function decodeTree(node: unknown): unknown {
  if (typeof node === 'string') return decodeEntities(node);
  if (Array.isArray(node)) return node.map(decodeTree);
  if (node && typeof node === 'object') {
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, decodeTree(v)]));
  }
  return node;
}

/** The document's root `cXML` element; CxmlReadError when the text is not a cXML document we read. */
export function readCxml(text: string): CxmlNode {
  if (text.length === 0) throw new CxmlReadError('The request has no cXML document.');
  // A DOCTYPE naming the cXML DTD is normal; one with an internal subset declares entities or
  // more, which no procurement system needs and every XXE or entity-expansion attack does.
  if (/<!ENTITY/i.test(text) || /<!DOCTYPE[^>]*\[/i.test(text)) {
    throw new CxmlReadError('DTD declarations (ENTITY, internal subsets) are not accepted.');
  }
  let parsed: CxmlNode;
  try {
    // The validator still ships in the pinned fast-xml-parser; its maintainers now also publish it
    // as fast-xml-validator, which would add three dependencies for the same code.
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    const valid = XMLValidator.validate(text, { allowBooleanAttributes: false });
    if (valid !== true) {
      throw new CxmlReadError(
        `The cXML document is not well-formed XML: ${valid.err.msg} (line ${valid.err.line}).`,
      );
    }
    parsed = decodeTree(parser.parse(text)) as CxmlNode;
  } catch (error) {
    // The parser throws on some input the validator lets through (fuzzing found a bare "<?1.0"):
    // a document we cannot read, not a fault of ours.
    if (error instanceof CxmlReadError) throw error;
    throw new CxmlReadError(`The cXML document is not well-formed XML: ${(error as Error).message}`);
  }
  const root = first(parsed, 'cXML');
  if (!root) throw new CxmlReadError('The document is not cXML: its root element must be cXML.');
  return root;
}

/** The first child element `name` of `node`. */
export function first(node: CxmlNode | undefined, name: string): CxmlNode | undefined {
  const value = node?.[name];
  return Array.isArray(value) ? value[0] : undefined;
}

/** Every child element `name` of `node`. */
export function all(node: CxmlNode | undefined, name: string): CxmlNode[] {
  const value = node?.[name];
  return Array.isArray(value) ? value : [];
}

/** The element at `path` below `node` (first of each name). */
export function at(node: CxmlNode | undefined, ...path: string[]): CxmlNode | undefined {
  return path.reduce<CxmlNode | undefined>((n, name) => first(n, name), node);
}

/** The text of `node` (or of the element at `path` below it), trimmed; '' when absent. */
export function textOf(node: CxmlNode | undefined, ...path: string[]): string {
  const target = at(node, ...path);
  const text = target?.['#text'];
  return typeof text === 'string' ? text.trim() : '';
}

export function attr(node: CxmlNode | undefined, name: string): string | undefined {
  const value = node?.[`@_${name}`];
  return typeof value === 'string' ? value : undefined;
}

/** One Credential of a From, To or Sender. */
export interface Credential {
  domain: string;
  identity: string;
  sharedSecret: string | null;
}

export function credentialsOf(party: CxmlNode | undefined): Credential[] {
  return all(party, 'Credential').map((c) => ({
    domain: (attr(c, 'domain') ?? '').trim().toLowerCase(),
    identity: textOf(c, 'Identity'),
    sharedSecret: first(c, 'SharedSecret') ? textOf(c, 'SharedSecret') : null,
  }));
}

// ---------------------------------------------------------------------------------------------
// Writing
// ---------------------------------------------------------------------------------------------

/** Text and attribute values escaped for XML (and for HTML, which needs the same five). */
export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** An element to write: a name, attributes (undefined ones left out), text or children. */
export interface XmlElement {
  name: string;
  attrs?: Record<string, string | number | undefined>;
  children?: ReadonlyArray<XmlElement | null | undefined>;
  text?: string;
}

export const el = (
  name: string,
  attrs: XmlElement['attrs'] = {},
  children: XmlElement['children'] | string = [],
): XmlElement => (typeof children === 'string' ? { name, attrs, text: children } : { name, attrs, children });

function write(node: XmlElement, depth: number): string {
  const pad = '  '.repeat(depth);
  const attrs = Object.entries(node.attrs ?? {})
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${escapeXml(String(v))}"`)
    .join('');
  if (node.text !== undefined) return `${pad}<${node.name}${attrs}>${escapeXml(node.text)}</${node.name}>`;
  const children = (node.children ?? []).filter((c): c is XmlElement => Boolean(c));
  if (children.length === 0) return `${pad}<${node.name}${attrs}/>`;
  return `${pad}<${node.name}${attrs}>\n${children.map((c) => write(c, depth + 1)).join('\n')}\n${pad}</${node.name}>`;
}

/**
 * A whole cXML document: declaration, DOCTYPE (cXML.dtd unless another is named) and the cXML root
 * with payloadID (a new one unless given) and timestamp.
 */
export function cxmlDocument(
  body: XmlElement[],
  options: { now: Date; host: string; dtd?: string; payloadId?: string },
): string {
  const root = el(
    'cXML',
    {
      payloadID: options.payloadId ?? payloadId(options.now, options.host),
      timestamp: options.now.toISOString(),
      'xml:lang': 'en-US',
    },
    body,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE cXML SYSTEM "${options.dtd ?? CXML_DTD}">\n${write(root, 0)}\n`;
}

/** cXML payloadID: unique, `time.random@host` as the specification suggests. */
export function payloadId(now: Date, host: string): string {
  return `${now.getTime()}.${randomBytes(8).toString('hex')}@${host}`;
}

/** A cXML Response with only a Status: 200 OK or an error code and its text. */
export function statusResponse(code: number, text: string, options: { now: Date; host: string }): string {
  return cxmlDocument(
    [el('Response', {}, [el('Status', { code, text: code === 200 ? 'OK' : statusName(code) }, text)])],
    options,
  );
}

/** The short name cXML's Status text attribute carries for a code. */
export function statusName(code: number): string {
  const names: Record<number, string> = {
    200: 'OK',
    400: 'Bad Request',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'Not Found',
    409: 'Conflict',
    413: 'Request Entity Too Large',
    415: 'Unsupported Media Type',
    422: 'Unprocessable Entity',
    429: 'Too Many Requests',
  };
  return names[code] ?? (code < 500 ? 'Bad Request' : 'Internal Server Error');
}

/** Dollars of integer cents as cXML Money writes them: '12.50'. */
export const money = (cents: number): string => (cents / 100).toFixed(2);
