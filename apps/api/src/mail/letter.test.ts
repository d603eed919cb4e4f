// The store's one mail template: a letter's text and HTML parts say the same, the letterhead and
// signature are on every letter, and nothing a customer typed reaches a header or the markup raw.
import { describe, expect, it } from 'vitest';
import { renderLetter, type Letterhead } from './letter.ts';

const head: Letterhead = {
  name: 'Meridian Medical Supply',
  supportPhone: '1-800-555-0100',
  supportEmail: 'support@meridian-medical.example',
  publicUrl: 'https://shop.meridian-medical.example',
  address: ['100 Harbor Way', 'Boston, MA 02110'],
};

const mail = renderLetter(head, {
  to: 'ann@clinic.example',
  replyTo: 'desk@clinic.example',
  subject: 'Order SO-101033\r\nBcc: everyone@example.com',
  greeting: 'Hello Ann,',
  body: [
    'Thank you.\nWe have your order.',
    { title: 'Lines:', list: ['2 × Nitrile gloves <M>', '1 × Gauze pads'] },
    {
      facts: [
        ['Order number', 'SO-101033'],
        ['PO', null],
        ['Total', '$42.00'],
      ],
    },
    { link: 'https://shop.meridian-medical.example/orders?id=7&x="1"', label: 'See the order' },
    { quote: 'Please leave at the\nback door <script>' },
  ],
});

describe('renderLetter', () => {
  it('keeps the subject on one line and the addresses as given', () => {
    expect(mail.subject).toBe('Order SO-101033 Bcc: everyone@example.com');
    expect(mail.to).toBe('ann@clinic.example');
    expect(mail.replyTo).toBe('desk@clinic.example');
  });

  it('writes the text part block by block, facts without empty values, and signs it', () => {
    expect(mail.text).toBe(
      [
        'Hello Ann,',
        'Thank you.\nWe have your order.',
        'Lines:\n  - 2 × Nitrile gloves <M>\n  - 1 × Gauze pads',
        'Order number: SO-101033\nTotal: $42.00',
        'See the order:\nhttps://shop.meridian-medical.example/orders?id=7&x="1"',
        '  Please leave at the\n  back door <script>',
        '-- \nMeridian Medical Supply\n1-800-555-0100 · support@meridian-medical.example\nhttps://shop.meridian-medical.example',
      ].join('\n\n') + '\n',
    );
  });

  it('writes the same in HTML under the letterhead, escaped, with the link as a button', () => {
    const html = mail.html ?? '';
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('>Meridian Medical Supply</td>');
    expect(html).toContain('Thank you.<br>We have your order.');
    expect(html).toContain('<li style="margin:0 0 4px">2 × Nitrile gloves &lt;M&gt;</li>');
    expect(html).toContain('>Order number</td>');
    expect(html).not.toContain('>PO</td>');
    expect(html).toContain('href="https://shop.meridian-medical.example/orders?id=7&amp;x=&quot;1&quot;"');
    expect(html).toContain('>See the order</a>');
    expect(html).toContain('back door &lt;script&gt;</blockquote>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('100 Harbor Way<br>Boston, MA 02110');
    expect(html).toContain('href="mailto:support@meridian-medical.example"');
  });

  it('leaves out the greeting of a notice to staff and a Reply-To nobody set', () => {
    const notice = renderLetter(head, {
      to: 'staff@example.com',
      subject: 'New application',
      body: ['Review it.'],
    });
    expect(notice.text.startsWith('Review it.\n\n-- \n')).toBe(true);
    expect(notice).not.toHaveProperty('replyTo');
  });
});
