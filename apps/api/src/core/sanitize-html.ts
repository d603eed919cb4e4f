// Server-side sanitizer for rich text we serve (alert banner, content pages, product descriptions):
// an allow-list of tags and attributes, re-serialized from a token stream so the output is always
// well-formed. Dropped with their content: script, style, iframe and other active or inert-markup
// elements. Dropped attributes: everything not allowed, so every on* handler and style. URLs: only
// http(s), mailto and tel, or relative; javascript:, data:, vbscript: and the like are removed even
// when hidden with entities, control characters or whitespace.

/** Tags kept (with the attributes below); other tags are removed but their text is kept. */
const ALLOWED_TAGS = new Set(
  (
    'a abbr b blockquote br caption cite code col colgroup dd del div dl dt em figcaption figure h1 h2 h3 ' +
    'h4 h5 h6 hr i img ins kbd li mark ol p pre q s small span strong sub sup table tbody td tfoot th ' +
    'thead tr u ul section article header footer'
  ).split(' '),
);

/** Elements whose whole content goes with them: code, styles, embedded documents, forms of markup. */
const DROPPED_WITH_CONTENT = new Set(
  (
    'script style iframe frame frameset object embed applet noscript noembed noframes template xmp ' +
    'plaintext title head svg math textarea select option'
  ).split(' '),
);

const VOID_TAGS = new Set(['br', 'hr', 'img', 'col']);

const GLOBAL_ATTRIBUTES = new Set(['class', 'title', 'lang', 'dir']);
const TAG_ATTRIBUTES: Readonly<Record<string, ReadonlySet<string>>> = {
  a: new Set(['href', 'target', 'rel']),
  img: new Set(['src', 'alt', 'width', 'height']),
  td: new Set(['colspan', 'rowspan']),
  th: new Set(['colspan', 'rowspan', 'scope']),
  ol: new Set(['start', 'type']),
  col: new Set(['span']),
  colgroup: new Set(['span']),
  blockquote: new Set(['cite']),
  q: new Set(['cite']),
};

const URL_ATTRIBUTES = new Set(['href', 'src', 'cite']);
const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const IMAGE_SCHEMES = new Set(['http', 'https']);

const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  bull: '•',
  middot: '·',
  times: '×',
  plusmn: '±',
  micro: 'µ',
  frac12: '½',
  tab: '\t',
  newline: '\n',
  colon: ':',
};

/** Decodes character references; unknown named references stay as text. */
function decode(text: string): string {
  return text.replace(/&(#\d{1,8}|#x[0-9a-f]{1,7}|[a-z][a-z0-9]{1,31});?/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
      return valid ? String.fromCodePoint(code) : '\ufffd';
    }
    return NAMED[body] ?? NAMED[body.toLowerCase()] ?? whole;
  });
}

const escapeText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replaceAll('"', '&quot;');

// Control characters and whitespace that browsers ignore inside a URL scheme ('java\tscript:').
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const URL_NOISE = /[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g;

/** The URL if its scheme is allowed (or it is relative), else null. */
function safeUrl(value: string, schemes: ReadonlySet<string>): string | null {
  const url = value.trim();
  const probe = url.replace(URL_NOISE, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(probe);
  if (scheme?.[1]) return schemes.has(scheme[1].toLowerCase()) ? url : null;
  // No scheme: relative. A leading '//' is another host over the page's scheme: fine for http(s).
  return url;
}

interface Attribute {
  name: string;
  value: string;
}

/** Reads the attributes of a tag from `start` (just past its name); returns them and the index past '>'. */
function readAttributes(
  input: string,
  start: number,
): { attributes: Attribute[]; end: number; selfClosing: boolean } {
  const attributes: Attribute[] = [];
  let i = start;
  let selfClosing = false;
  while (i < input.length) {
    const char = input.charAt(i);
    if (char === '>') return { attributes, end: i + 1, selfClosing };
    if (/[\s/]/.test(char)) {
      selfClosing = char === '/';
      i += 1;
      continue;
    }
    selfClosing = false;
    const nameMatch = /^[^\s"'>/=]+/.exec(input.slice(i, i + 200));
    const name = (nameMatch?.[0] ?? char).toLowerCase();
    i += nameMatch?.[0].length ?? 1;
    while (/\s/.test(input.charAt(i))) i += 1;
    let value = '';
    if (input.charAt(i) === '=') {
      i += 1;
      while (/\s/.test(input.charAt(i))) i += 1;
      const quote = input.charAt(i);
      if (quote === '"' || quote === "'") {
        const close = input.indexOf(quote, i + 1);
        const end = close === -1 ? input.length : close;
        value = input.slice(i + 1, end);
        i = end + 1;
      } else {
        const unquoted = /^[^\s>]*/.exec(input.slice(i))?.[0] ?? '';
        value = unquoted;
        i += unquoted.length;
      }
    }
    attributes.push({ name, value: decode(value) });
  }
  return { attributes, end: input.length, selfClosing };
}

function keptAttributes(tag: string, attributes: Attribute[]): string {
  const allowed = TAG_ATTRIBUTES[tag];
  const out: string[] = [];
  const seen = new Set<string>();
  let opensWindow = false;
  for (const { name, value } of attributes) {
    if (seen.has(name) || !(GLOBAL_ATTRIBUTES.has(name) || allowed?.has(name))) continue;
    let kept: string | null = value;
    if (URL_ATTRIBUTES.has(name)) kept = safeUrl(value, tag === 'img' ? IMAGE_SCHEMES : LINK_SCHEMES);
    if (name === 'target') kept = value === '_blank' ? '_blank' : null;
    if (name === 'rel') continue; // set below when needed
    if (kept === null) continue;
    if (name === 'target') opensWindow = true;
    seen.add(name);
    out.push(` ${name}="${escapeAttribute(kept)}"`);
  }
  // A new window must not get a handle on this page.
  if (tag === 'a' && opensWindow) out.push(' rel="noopener noreferrer"');
  return out.join('');
}

/** Index just past `needle` at or after `from`, or the end of the input. */
function skipPast(input: string, needle: string, from: number): number {
  const found = input.indexOf(needle, from);
  return found === -1 ? input.length : found + needle.length;
}

/** Sanitizes rich text to the allow-list; the result is well-formed and safe to put into a page. */
export function sanitizeHtml(input: string | null | undefined): string {
  const html = input ?? '';
  let out = '';
  const open: string[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      out += escapeText(decode(html.slice(i)));
      break;
    }
    out += escapeText(decode(html.slice(i, lt)));
    if (html.startsWith('<!--', lt)) {
      i = skipPast(html, '-->', lt + 4);
      continue;
    }
    const next = html.charAt(lt + 1);
    if (next === '!' || next === '?') {
      i = skipPast(html, '>', lt + 2);
      continue;
    }
    const tagMatch = /^<(\/?)([a-zA-Z][a-zA-Z0-9:-]*)/.exec(html.slice(lt, lt + 100));
    if (!tagMatch?.[2]) {
      out += '&lt;';
      i = lt + 1;
      continue;
    }
    const closing = tagMatch[1] === '/';
    const tag = tagMatch[2].toLowerCase();
    const { attributes, end, selfClosing } = readAttributes(html, lt + tagMatch[0].length);
    i = end;
    if (closing) {
      const at = open.lastIndexOf(tag);
      if (at !== -1) {
        // Close everything opened inside it too, so the output stays well-formed.
        while (open.length > at) out += `</${open.pop() ?? ''}>`;
      }
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(tag)) {
      if (!selfClosing) {
        const closeTag = new RegExp(`</${tag}(?![a-zA-Z0-9:-])[^>]*>?`, 'gi');
        closeTag.lastIndex = i;
        const found = closeTag.exec(html);
        i = found ? found.index + found[0].length : html.length;
      }
      continue;
    }
    if (!ALLOWED_TAGS.has(tag)) continue;
    out += `<${tag}${keptAttributes(tag, attributes)}>`;
    if (!VOID_TAGS.has(tag) && !selfClosing) open.push(tag);
  }
  while (open.length > 0) out += `</${open.pop() ?? ''}>`;
  return out;
}

/** The text of rich text: tags removed, entities decoded, whitespace collapsed (meta descriptions). */
export function htmlToText(input: string | null | undefined): string {
  const safe = sanitizeHtml(input);
  return decode(safe.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}
