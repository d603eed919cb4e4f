// The store's one mail template (issue 32 point 4): a letter (packages/domain letter.ts: subject,
// greeting, blocks) becomes a text part and an HTML part that say the same, under the store's
// letterhead and over its signature. Modules say what a mail says; only this file says how it looks.
// The HTML is a single-column table with inline styles: what mail clients render alike.
import type { Letter, LetterBlock } from '@medsupply/domain';
import { oneLine } from '@medsupply/domain';
import type { Config } from '../config.ts';
import { escapeHtml, type MailMessage } from './mailer.ts';

/** Who signs every letter: the store's name, its contacts and its address (config.store). */
export type Letterhead = Pick<
  Config['store'],
  'name' | 'supportPhone' | 'supportEmail' | 'publicUrl' | 'address'
>;

const ACCENT = '#0b5c7d';
const MUTED = '#5b6470';
const FONT = 'Arial,Helvetica,sans-serif';

declare const rendered: unique symbol;
/**
 * A message rendered from a letter: the only kind the outbox takes (core/outbox.ts), so no module
 * writes a mail's text or HTML by hand. A mark for the compiler only; nothing is added at run time.
 */
export type LetterMail = MailMessage & { readonly [rendered]: true };

/** Renders a letter to the message the outbox sends. */
export function renderLetter(head: Letterhead, letter: Letter): LetterMail {
  const message: MailMessage = {
    to: letter.to,
    ...(letter.replyTo === undefined ? {} : { replyTo: letter.replyTo }),
    subject: oneLine(letter.subject),
    text: letterText(head, letter),
    html: letterHtml(head, letter),
  };
  return message as LetterMail;
}

const factRows = (block: { readonly facts: readonly (readonly [string, string | null | undefined])[] }) =>
  block.facts.filter(
    (row): row is readonly [string, string] => row[1] !== null && row[1] !== undefined && row[1] !== '',
  );

function blockText(block: LetterBlock): string {
  if (typeof block === 'string') return block;
  if ('list' in block) {
    const items = block.list.map((item) => `  - ${oneLine(item)}`).join('\n');
    return block.title === undefined ? items : `${block.title}\n${items}`;
  }
  if ('facts' in block) {
    const rows = factRows(block).map(([label, value]) => `${label}: ${oneLine(value)}`);
    return [...(block.title === undefined || rows.length === 0 ? [] : [block.title]), ...rows].join('\n');
  }
  if ('link' in block) return `${block.label}:\n${block.link}`;
  return block.quote
    .split('\n')
    .map((line) => `  ${line}`.trimEnd())
    .join('\n');
}

function signatureLines(head: Letterhead): string[] {
  return [head.name, `${head.supportPhone} · ${head.supportEmail}`, head.publicUrl];
}

function letterText(head: Letterhead, letter: Letter): string {
  const parts = [
    ...(letter.greeting === undefined ? [] : [letter.greeting]),
    ...letter.body.map(blockText).filter((part) => part !== ''),
    `-- \n${signatureLines(head).join('\n')}`,
  ];
  return `${parts.join('\n\n')}\n`;
}

const paragraph = (inner: string) => `<p style="margin:0 0 16px">${inner}</p>`;
const withBreaks = (text: string) => escapeHtml(text).replaceAll('\n', '<br>');

function blockHtml(block: LetterBlock): string {
  if (typeof block === 'string') return paragraph(withBreaks(block));
  if ('list' in block) {
    const items = block.list
      .map((item) => `<li style="margin:0 0 4px">${escapeHtml(oneLine(item))}</li>`)
      .join('');
    const title = block.title === undefined ? '' : `<p style="margin:0 0 8px">${withBreaks(block.title)}</p>`;
    return `${title}<ul style="margin:0 0 16px;padding-left:20px">${items}</ul>`;
  }
  if ('facts' in block) {
    const rows = factRows(block)
      .map(
        ([label, value]) =>
          `<tr><td style="padding:2px 16px 2px 0;color:${MUTED};vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td>` +
          `<td style="padding:2px 0;vertical-align:top">${escapeHtml(oneLine(value))}</td></tr>`,
      )
      .join('');
    if (rows === '') return '';
    const title = block.title === undefined ? '' : `<p style="margin:0 0 8px">${withBreaks(block.title)}</p>`;
    return `${title}<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${rows}</table>`;
  }
  if ('link' in block) {
    const href = escapeHtml(block.link);
    return (
      `<p style="margin:8px 0 8px"><a href="${href}" style="display:inline-block;background:${ACCENT};color:#ffffff;` +
      `text-decoration:none;font-weight:bold;padding:10px 18px;border-radius:4px">${escapeHtml(block.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:12px;color:${MUTED};word-break:break-all">${href}</p>`
    );
  }
  return (
    `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #c9d3dc;background:#f5f7f9;` +
    `white-space:pre-wrap">${escapeHtml(block.quote)}</blockquote>`
  );
}

function letterHtml(head: Letterhead, letter: Letter): string {
  const body = [
    ...(letter.greeting === undefined ? [] : [paragraph(escapeHtml(letter.greeting))]),
    ...letter.body.map(blockHtml),
  ].join('');
  const footer = [
    `<strong>${escapeHtml(head.name)}</strong>`,
    ...head.address.map(escapeHtml),
    `${escapeHtml(head.supportPhone)} · <a href="mailto:${escapeHtml(head.supportEmail)}" style="color:${MUTED}">${escapeHtml(head.supportEmail)}</a>`,
    `<a href="${escapeHtml(head.publicUrl)}" style="color:${MUTED}">${escapeHtml(head.publicUrl)}</a>`,
  ].join('<br>');
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
    `<title>${escapeHtml(oneLine(letter.subject))}</title></head>` +
    `<body style="margin:0;padding:0;background:#eef1f4;font-family:${FONT};font-size:15px;line-height:1.5;color:#1f2933">` +
    `<table role="presentation" width="100%" style="border-collapse:collapse;background:#eef1f4"><tr><td align="center" style="padding:24px 12px">` +
    `<table role="presentation" width="100%" style="max-width:600px;border-collapse:collapse;background:#ffffff;border-radius:6px;overflow:hidden">` +
    `<tr><td style="background:${ACCENT};color:#ffffff;padding:16px 24px;font-size:18px;font-weight:bold">${escapeHtml(head.name)}</td></tr>` +
    `<tr><td style="padding:24px">${body}</td></tr>` +
    `<tr><td style="padding:16px 24px;border-top:1px solid #e3e8ed;font-size:12px;color:${MUTED}">${footer}</td></tr>` +
    `</table></td></tr></table></body></html>`
  );
}
