// The markup of the hosted card and bank-account fields (ARCHITECTURE §9, ADR 0021). Plain HTML:
// one same-origin script (the CSP allows no inline script) and one stylesheet; the script
// (hosted-fields/fields.client.ts) validates as the person types and talks to the embedding page.
// Every input has a visible label, the autocomplete token browsers fill cards from, and a live
// region for its error; the numbers use a numeric keypad on phones.
import { hostedFieldsPaths, type HostedFieldsKind } from '@medsupply/contract';
import { escapeHtml } from '../../../mail/mailer.ts';

interface FieldSpec {
  id: string;
  label: string;
  autocomplete: string;
  numeric: boolean;
  maxLength: number;
  placeholder?: string;
  /** Shown at the end of the label's line (the card brand). */
  badge?: string;
  className?: string;
}

function field(spec: FieldSpec): string {
  const errorId = `${spec.id}-error`;
  const describedBy = spec.badge ? `${errorId} ${spec.id}-brand` : errorId;
  const attributes = [
    `id="${spec.id}"`,
    `name="${spec.id}"`,
    'type="text"',
    `autocomplete="${spec.autocomplete}"`,
    spec.numeric ? 'inputmode="numeric"' : '',
    `maxlength="${spec.maxLength}"`,
    'spellcheck="false"',
    'autocapitalize="off"',
    spec.placeholder ? `placeholder="${escapeHtml(spec.placeholder)}"` : '',
    `aria-describedby="${describedBy}"`,
    'aria-invalid="false"',
  ].filter(Boolean);
  return [
    `<div class="field${spec.className ? ` ${spec.className}` : ''}">`,
    `<div class="label-row"><label for="${spec.id}">${escapeHtml(spec.label)}</label>${spec.badge ?? ''}</div>`,
    `<input ${attributes.join(' ')}>`,
    `<p class="error" id="${errorId}" aria-live="polite"></p>`,
    '</div>',
  ].join('');
}

function cardFields(): string {
  return [
    field({
      id: 'number',
      label: 'Card number',
      autocomplete: 'cc-number',
      numeric: true,
      // 19 digits and 4 spaces.
      maxLength: 23,
      placeholder: '1234 1234 1234 1234',
      badge: '<span class="brand" id="number-brand" aria-live="polite"></span>',
    }),
    '<div class="row">',
    field({
      id: 'expiry',
      label: 'Expiration (MM/YY)',
      autocomplete: 'cc-exp',
      numeric: true,
      maxLength: 7,
      placeholder: 'MM / YY',
      className: 'half',
    }),
    field({
      id: 'cvc',
      label: 'Security code',
      autocomplete: 'cc-csc',
      numeric: true,
      maxLength: 4,
      placeholder: 'CVC',
      className: 'half',
    }),
    '</div>',
    field({
      id: 'holderName',
      label: 'Name on card',
      autocomplete: 'cc-name',
      numeric: false,
      maxLength: 100,
    }),
  ].join('');
}

function bankAccountFields(): string {
  return [
    field({
      id: 'holderName',
      label: 'Account holder name',
      autocomplete: 'name',
      numeric: false,
      maxLength: 100,
    }),
    field({ id: 'routingNumber', label: 'Routing number', autocomplete: 'off', numeric: true, maxLength: 9 }),
    field({
      id: 'accountNumber',
      label: 'Account number',
      autocomplete: 'off',
      numeric: true,
      maxLength: 17,
    }),
    '<fieldset class="field"><legend>Account type</legend><div class="choices">',
    '<label class="choice"><input type="radio" name="accountType" value="checking" checked> Checking</label>',
    '<label class="choice"><input type="radio" name="accountType" value="savings"> Savings</label>',
    '</div></fieldset>',
  ].join('');
}

/** The whole fields page for `kind`, posting to the embedding page at `parentOrigin`. */
export function renderHostedFieldsPage(kind: HostedFieldsKind, parentOrigin: string): string {
  const title = kind === 'card' ? 'Card details' : 'Bank account details';
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${title}</title>`,
    `<link rel="stylesheet" href="${hostedFieldsPaths.styles}">`,
    `<script src="${hostedFieldsPaths.script}" defer></script>`,
    '</head>',
    `<body data-kind="${kind}" data-parent-origin="${escapeHtml(parentOrigin)}">`,
    `<form id="fields" novalidate aria-label="${title}">`,
    kind === 'card' ? cardFields() : bankAccountFields(),
    '</form>',
    '<p class="sandbox-note">Sandbox: no real payment is made.</p>',
    '</body>',
    '</html>',
  ].join('\n');
}
