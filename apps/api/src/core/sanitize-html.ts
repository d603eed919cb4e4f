// Server-side sanitizer for rich text we serve (alert banner, content pages, product descriptions),
// on the well-kept `sanitize-html` library (htmlparser2; ADR 0059) rather than a parser of our own:
// an allow-list of tags and attributes, re-serialized from the parse so the output is always
// well-formed. Dropped with their content: script, style, iframe and other active or inert-markup
// elements. Dropped attributes: everything not allowed, so every on* handler and style. URLs: only
// http(s), mailto and tel, or relative; javascript:, data:, vbscript: and the like are removed even
// when hidden with entities, control characters or whitespace.
import sanitize from 'sanitize-html';

/** Tags kept (with the attributes below); other tags are removed but their text is kept. */
const ALLOWED_TAGS = (
  'a abbr b blockquote br caption cite code col colgroup dd del div dl dt em figcaption figure h1 h2 h3 ' +
  'h4 h5 h6 hr i img ins kbd li mark ol p pre q s small span strong sub sup table tbody td tfoot th ' +
  'thead tr u ul section article header footer'
).split(' ');

/** Elements whose whole content goes with them: code, styles, embedded documents, forms of markup. */
const DROPPED_WITH_CONTENT = (
  'script style iframe frame frameset object embed applet noscript noembed noframes template xmp ' +
  'plaintext title head svg math textarea select option'
).split(' ');

const OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  nonTextTags: DROPPED_WITH_CONTENT,
  allowedAttributes: {
    '*': ['class', 'title', 'lang', 'dir'],
    // rel is only ever the one the transform below sets: a stored rel="opener" is dropped there.
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    ol: ['start', 'type'],
    col: ['span'],
    colgroup: ['span'],
    blockquote: ['cite'],
    q: ['cite'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  // '//host/path' is another host over the page's scheme: as safe as an https link.
  allowProtocolRelative: true,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const { target, rel: _stored, ...rest } = attribs;
      // Only a new window may be asked for, and a new window must not get a handle on this page.
      return target === '_blank'
        ? { tagName, attribs: { ...rest, target, rel: 'noopener noreferrer' } }
        : { tagName, attribs: rest };
    },
  },
};

export function sanitizeHtml(input: string | null | undefined): string {
  if (!input) return '';
  return sanitize(input, OPTIONS);
}

/** The visible text of rich text, whitespace collapsed (search documents, mail text parts). */
export function htmlToText(input: string | null | undefined): string {
  if (!input) return '';
  // Each tag becomes a space (a paragraph's last word and the next one's first stay apart); the
  // sanitized text is escaped, and a text part wants the characters.
  return decodeEscapes(sanitizeHtml(input).replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

const ESCAPES: Readonly<Record<string, string>> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };
const decodeEscapes = (text: string) => text.replace(/&(?:amp|lt|gt|quot);/g, (m) => ESCAPES[m] ?? m);
