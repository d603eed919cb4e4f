import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeHtml } from './sanitize-html.ts';

describe('sanitizeHtml', () => {
  it('keeps the allowed tags and attributes', () => {
    const html =
      '<h2>Delivery</h2><p>Orders by <strong>2 pm</strong> ship <em>today</em>.</p>' +
      '<ul><li><a href="/shipping-policy" title="Schedule">Schedule</a></li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops script, style and iframe elements with their content', () => {
    expect(
      sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="//x">y</iframe>b'),
    ).toBe('<p>a</p>b');
    expect(sanitizeHtml('<SCRIPT type="text/javascript">alert(1)</SCRIPT >ok')).toBe('ok');
    expect(sanitizeHtml('x<script>never closed')).toBe('x');
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg>ok')).toBe('ok');
  });

  it('removes event handlers, style and unknown attributes', () => {
    expect(sanitizeHtml('<p onclick="steal()" style="color:red" data-x="1" class="lead">Hi</p>')).toBe(
      '<p class="lead">Hi</p>',
    );
    expect(sanitizeHtml('<img src="/a.webp" onerror="alert(1)" alt="A">')).toBe(
      '<img src="/a.webp" alt="A" />',
    );
    expect(sanitizeHtml('<a href="/x" ONMOUSEOVER=alert(1)>x</a>')).toBe('<a href="/x">x</a>');
  });

  it('removes javascript:, data: and vbscript: URLs however they are disguised', () => {
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java&#x09;script:alert(1)',
      '&#106;avascript:alert(1)',
      'javascript&colon;alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    }
    expect(sanitizeHtml('<img src="data:image/png;base64,AAAA">')).toBe('<img />');
  });

  it('keeps http(s), mailto, tel and relative links, and protects new windows', () => {
    expect(sanitizeHtml('<a href="mailto:help@example.com">m</a><a href="tel:1-800-555-0142">t</a>')).toBe(
      '<a href="mailto:help@example.com">m</a><a href="tel:1-800-555-0142">t</a>',
    );
    expect(
      sanitizeHtml('<a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="opener">x</a>'),
    ).toBe('<a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeHtml('<a href="/x" rel="opener" target="_top">x</a>')).toBe('<a href="/x">x</a>');
  });

  it('unwraps unknown tags but keeps their text, and drops comments', () => {
    expect(sanitizeHtml('<font color="red">Sale</font><!-- <script>x</script> --><center>now</center>')).toBe(
      'Salenow',
    );
    expect(sanitizeHtml('<form action="/x"><input value="a">b</form>')).toBe('b');
  });

  it('escapes text so it cannot turn into markup', () => {
    expect(sanitizeHtml('a < b & c > d')).toBe('a &lt; b &amp; c &gt; d');
    expect(sanitizeHtml('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt;',
    );
    expect(sanitizeHtml('<p title="&quot;><script>">x</p>')).toBe(
      '<p title="&quot;&gt;&lt;script&gt;">x</p>',
    );
  });

  it('balances tags so nothing leaks past the fragment', () => {
    expect(sanitizeHtml('<p><strong>bold')).toBe('<p><strong>bold</strong></p>');
    expect(sanitizeHtml('<ul><li>a</ul>b</li>')).toBe('<ul><li>a</li></ul>b');
    // A stray </p> is an empty paragraph, as a browser parses it (HTML's "p end tag" rule).
    expect(sanitizeHtml('</p>stray')).toBe('<p></p>stray');
  });

  it('never outputs a script tag, an event handler or a javascript: URL (property)', () => {
    const pieces = fc.constantFrom(
      '<script>',
      '</script>',
      '<scr',
      'ipt>',
      '<a href="',
      'javascript:',
      '" onclick="x()"',
      '<img src=x onerror=alert(1)>',
      '&lt;',
      '&#106;',
      '<',
      '>',
      '"',
      "'",
      'text',
      '<p>',
      '</p>',
      '<!--',
      '-->',
      '<style>',
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 12 }), (parts) => {
        const out = sanitizeHtml(parts.join(''));
        for (const [, inner = ''] of out.matchAll(/<([^>]*)>/g)) {
          // Every tag is well-formed: a name and double-quoted attributes whose values hold no markup
          // (a void element closes itself: '<img src="x" />').
          expect(inner).toMatch(/^\/?[a-z0-9]+(?: [a-z]+="[^"<>]*")*(?: \/)?$/);
          const name = /^\/?([a-z0-9]+)/.exec(inner)?.[1];
          expect(['script', 'style', 'iframe']).not.toContain(name);
          for (const [, attribute = '', value = ''] of inner.matchAll(/ ([a-z]+)="([^"]*)"/g)) {
            expect(attribute).not.toMatch(/^on/);
            expect(value.replaceAll(/\s/g, '')).not.toMatch(/^javascript:/i);
          }
        }
        // Sanitizing twice changes nothing.
        expect(sanitizeHtml(out)).toBe(out);
      }),
    );
  });
});

describe('htmlToText', () => {
  it('answers the visible text with whitespace collapsed', () => {
    expect(
      htmlToText('<p>Powder-free &amp; latex-free</p><ul><li>Textured</li></ul><script>x</script>'),
    ).toBe('Powder-free & latex-free Textured');
  });
});
