// The script of the hosted card and bank-account fields page (hosted-fields-page.ts), bundled for
// the browser by sandbox.routes.ts. It checks the fields as the person types with the same domain
// rules the gateway applies, shows the card brand, and answers the embedding page's token requests
// (the protocol is in packages/contract/src/hosted-fields.ts): it posts the numbers to the
// gateway's own tokenize endpoint and gives the parent only the token and display data.
//
// Messages are taken only from the parent window at the expected origin, and posted only to that
// origin, never to '*'.
import {
  ACCOUNT_HOLDER_REQUIRED_MESSAGE,
  CARD_BRAND_NAMES,
  accountNumberProblem,
  cardExpiryInputProblem,
  cardNumberProblem,
  checkBankAccount,
  checkCard,
  cvcLength,
  cvcProblem,
  detectCardBrand,
  formatCardNumber,
  holderNameProblem,
  parseCardExpiry,
  routingNumberProblem,
} from '@medsupply/domain';
import {
  hostedFieldsPaths,
  type HostedFieldsError,
  type HostedFieldsMessage,
  type HostedFieldsToken,
  type HostedFieldsTokenizeRequest,
} from '@medsupply/contract';
const NETWORK_MESSAGE = 'The payment details could not be sent. Check your connection and try again.';

const kind = document.body.dataset['kind'] === 'ach' ? 'ach' : 'card';
const parentOrigin = document.body.dataset['parentOrigin'] ?? window.location.origin;
const embedded = window.parent !== window;

function post(message: HostedFieldsMessage): void {
  if (embedded) window.parent.postMessage(message, parentOrigin);
}

function input(id: string): HTMLInputElement {
  const element = document.getElementById(id);
  if (!(element instanceof HTMLInputElement)) throw new Error(`hosted fields: no input #${id}`);
  return element;
}

function showError(id: string, message: string | undefined): void {
  const field = input(id);
  const error = document.getElementById(`${id}-error`);
  // Writing the same text again would not be announced twice; only changes are written.
  if (error && error.textContent !== (message ?? '')) error.textContent = message ?? '';
  field.setAttribute('aria-invalid', message === undefined ? 'false' : 'true');
}

const digitsOf = (text: string): string => text.replace(/\D/g, '');

/**
 * Rewrites a field to `format(its digits)`. A caret at the end stays at the end; one inside stays
 * after the same number of digits, so an edit in the middle of a grouped number does not throw
 * the caret to the end.
 */
function reformat(field: HTMLInputElement, maxDigits: number, format: (digits: string) => string): void {
  const caret = field.selectionStart ?? field.value.length;
  const atEnd = caret === field.value.length;
  const digitsBeforeCaret = digitsOf(field.value.slice(0, caret)).length;
  const formatted = format(digitsOf(field.value).slice(0, maxDigits));
  if (formatted === field.value) return;
  field.value = formatted;
  if (atEnd) return; // setting the value leaves the caret at the end, where the person types
  let position = 0;
  for (let seen = 0; position < formatted.length && seen < digitsBeforeCaret; position += 1) {
    if (/\d/.test(formatted.charAt(position))) seen += 1;
  }
  if (document.activeElement === field) field.setSelectionRange(position, position);
}

/**
 * Checks a field as typed (`whileTyping`) or, on leaving it for another place in the fields, in
 * full unless it is still empty. Focus leaving the fields for the page around them (a person
 * pressing the page's "Place order") shows nothing yet: a new error line makes the frame taller
 * while the button is held down, the button moves from under the pointer and the click is lost.
 * The page's token request then shows every error.
 */
function watch(id: string, check: (value: string, whileTyping: boolean) => string | undefined): void {
  const field = input(id);
  field.addEventListener('input', () => showError(id, check(field.value, true)));
  field.addEventListener('blur', () => {
    // Once the blur is over, focus is wherever it went: still in this document, or in the parent.
    setTimeout(() => {
      if (!document.hasFocus()) return;
      showError(id, field.value.trim() === '' ? undefined : check(field.value, false));
    }, 0);
  });
}

function setUpCard(): void {
  const number = input('number');
  const expiry = input('expiry');
  const cvc = input('cvc');
  const brandBadge = document.getElementById('number-brand');

  number.addEventListener('input', () => {
    reformat(number, 19, formatCardNumber);
    const brand = detectCardBrand(digitsOf(number.value));
    if (brandBadge) brandBadge.textContent = brand ? CARD_BRAND_NAMES[brand] : '';
    cvc.maxLength = brand ? cvcLength(brand) : 4;
  });
  watch('number', (value, whileTyping) => cardNumberProblem(value, { whileTyping }));

  expiry.addEventListener('input', (event) => {
    // Autofill may give 'MM/YYYY': keep the month and the year's last two digits.
    const filled = expiry.value.includes('/') ? parseCardExpiry(expiry.value) : null;
    if (filled && filled.year >= 2000 && expiry.value.replace(/\D/g, '').length === 6) {
      expiry.value = `${String(filled.month).padStart(2, '0')}${String(filled.year % 100).padStart(2, '0')}`;
    }
    const deleting = event instanceof InputEvent && event.inputType.startsWith('delete');
    reformat(expiry, 4, (digits) => {
      // A first digit above 1 can only be a month 02-09.
      const month = digits.length === 1 && digits > '1' ? `0${digits}` : digits.slice(0, 2);
      const year = digits.length > 2 ? digits.slice(2) : '';
      if (year !== '') return `${month} / ${year}`;
      return month.length === 2 && !deleting ? `${month} / ` : month;
    });
  });
  watch('expiry', (value, whileTyping) => cardExpiryInputProblem(value, new Date(), { whileTyping }));

  cvc.addEventListener('input', () => reformat(cvc, 4, (digits) => digits));
  watch('cvc', (value, whileTyping) =>
    cvcProblem(value, detectCardBrand(digitsOf(number.value)), { whileTyping }),
  );
  watch('holderName', (value, whileTyping) => holderNameProblem(value, undefined, { whileTyping }));
}

function setUpBankAccount(): void {
  const routing = input('routingNumber');
  const account = input('accountNumber');
  routing.addEventListener('input', () => reformat(routing, 9, (digits) => digits));
  account.addEventListener('input', () => reformat(account, 17, (digits) => digits));
  watch('routingNumber', (value, whileTyping) => routingNumberProblem(value, { whileTyping }));
  watch('accountNumber', (value, whileTyping) => accountNumberProblem(value, { whileTyping }));
  watch('holderName', (value, whileTyping) =>
    holderNameProblem(value, ACCOUNT_HOLDER_REQUIRED_MESSAGE, { whileTyping }),
  );
}

function selectedAccountType(): string {
  const checked = document.querySelector<HTMLInputElement>('input[name="accountType"]:checked');
  return checked?.value ?? '';
}

/** Shows each field's problem (clearing the others) and moves focus to the first one. */
function showProblems(ids: readonly string[], errors: Readonly<Record<string, string | undefined>>): void {
  let first: HTMLInputElement | undefined;
  for (const id of ids) {
    const message = errors[id];
    showError(id, message);
    if (message !== undefined) first ??= input(id);
  }
  first?.focus();
}

/** The request body for the tokenize endpoint, or the problems that keep it from being sent. */
function readForm(): {
  ids: readonly string[];
  body: Record<string, string> | null;
  errors: Record<string, string>;
} {
  if (kind === 'card') {
    const ids = ['number', 'expiry', 'cvc', 'holderName'];
    const values = {
      number: input('number').value,
      expiry: input('expiry').value,
      cvc: input('cvc').value,
      holderName: input('holderName').value,
    };
    const check = checkCard(values, new Date());
    return { ids, body: check.ok ? { kind, ...values } : null, errors: check.ok ? {} : check.errors };
  }
  const ids = ['holderName', 'routingNumber', 'accountNumber'];
  const values = {
    holderName: input('holderName').value,
    routingNumber: input('routingNumber').value,
    accountNumber: input('accountNumber').value,
    accountType: selectedAccountType(),
  };
  const check = checkBankAccount(values);
  return { ids, body: check.ok ? { kind, ...values } : null, errors: check.ok ? {} : check.errors };
}

function refuse(requestId: string, message: string, fields: Record<string, string>): void {
  const error: HostedFieldsError = { type: 'hosted-fields:error', requestId, message, fields };
  post(error);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function stringRecord(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

async function tokenize(requestId: string): Promise<void> {
  const form = readForm();
  if (form.body === null) {
    showProblems(form.ids, form.errors);
    const first = form.ids.map((id) => form.errors[id]).find((message) => message !== undefined);
    refuse(requestId, first ?? 'Check the payment details.', form.errors);
    return;
  }
  const fieldset = document.getElementById('fields');
  fieldset?.setAttribute('aria-busy', 'true');
  try {
    const response = await fetch(hostedFieldsPaths.tokens, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(form.body),
      credentials: 'omit',
      cache: 'no-store',
    });
    const answer: unknown = await response.json().catch(() => null);
    if (response.status === 201 && isRecord(answer) && typeof answer['token'] === 'string') {
      const token: HostedFieldsToken = {
        type: 'hosted-fields:token',
        requestId,
        token: answer['token'],
        brand: answer['brand'] as HostedFieldsToken['brand'],
        last4: String(answer['last4']),
        expMonth: typeof answer['expMonth'] === 'number' ? answer['expMonth'] : null,
        expYear: typeof answer['expYear'] === 'number' ? answer['expYear'] : null,
      };
      post(token);
      return;
    }
    const fields = isRecord(answer) ? stringRecord(answer['fields']) : {};
    showProblems(form.ids, fields);
    const message =
      isRecord(answer) && typeof answer['message'] === 'string' ? answer['message'] : NETWORK_MESSAGE;
    refuse(requestId, message, fields);
  } catch {
    refuse(requestId, NETWORK_MESSAGE, {});
  } finally {
    fieldset?.removeAttribute('aria-busy');
  }
}

function isTokenizeRequest(data: unknown): data is HostedFieldsTokenizeRequest {
  return (
    isRecord(data) &&
    data['type'] === 'hosted-fields:tokenize' &&
    typeof data['requestId'] === 'string' &&
    data['requestId'].length > 0 &&
    data['requestId'].length <= 100
  );
}

window.addEventListener('message', (event: MessageEvent<unknown>) => {
  if (!embedded || event.source !== window.parent || event.origin !== parentOrigin) return;
  if (isTokenizeRequest(event.data)) void tokenize(event.data.requestId);
});

// The parent sizes the iframe to the content (errors add lines), so no inner scrollbar appears.
let lastHeight = -1;
function reportHeight(): void {
  const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
  if (height === lastHeight) return;
  lastHeight = height;
  post({ type: 'hosted-fields:resize', height });
}

document.getElementById('fields')?.addEventListener('submit', (event) => event.preventDefault());
if (kind === 'card') setUpCard();
else setUpBankAccount();
new ResizeObserver(reportHeight).observe(document.documentElement);
post({ type: 'hosted-fields:ready', kind });
