import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocatePayment,
  CENTS_AMOUNT_MESSAGE,
  creditMemoPaymentLine,
  invoicePaymentLine,
  NEGATIVE_AMOUNT_MESSAGE,
  NO_INVOICE_MESSAGE,
  parseApplyAmount,
  unappliedPaymentLine,
  validatePaymentPlan,
  type PaymentLine,
} from './payment-lines.ts';

const invoice = (id: number, amountDueCents: number) =>
  invoicePaymentLine({ id, number: `INV-${100000 + id}`, amountDueCents });
const memo = (id: number, totalCents: number, amountPaidCents: number) =>
  creditMemoPaymentLine({ id, number: `CM-${100000 + id}`, totalCents, amountPaidCents });
const unapplied = (id: number, unappliedPaymentCents: number) =>
  unappliedPaymentLine({ id, number: `PAY-${100000 + id}`, unappliedPaymentCents });
const pick = (line: PaymentLine, applyCents = line.applyCents): PaymentLine => ({
  ...line,
  checked: true,
  applyCents,
});

describe('payment lines as they start (service spec §4)', () => {
  it('starts an invoice at its amount due, unchecked and without error', () => {
    expect(invoice(1, 12_345)).toEqual({
      kind: 'invoice',
      id: 1,
      number: 'INV-100001',
      applyCents: 12_345,
      maxApplyCents: 12_345,
      checked: false,
      error: undefined,
    });
  });

  it('starts a credit memo at 0 with its remaining balance, total − amountPaid, as the maximum', () => {
    expect(memo(2, 10_000, 2_500)).toMatchObject({
      applyCents: 0,
      maxApplyCents: 7_500,
      checked: false,
      error: undefined,
    });
  });

  it('starts an unapplied payment at 0 with its unappliedPayment as the maximum', () => {
    expect(unapplied(3, 4_200)).toMatchObject({
      applyCents: 0,
      maxApplyCents: 4_200,
      checked: false,
      error: undefined,
    });
  });
});

describe('validatePaymentPlan', () => {
  it('charges the invoices less the credits applied', () => {
    const check = validatePaymentPlan([
      pick(invoice(1, 30_000)),
      pick(invoice(2, 20_000)),
      pick(memo(3, 8_000, 0), 5_000),
      pick(unapplied(4, 1_000), 1_000),
    ]);
    expect(check).toMatchObject({
      valid: true,
      invoicesCents: 50_000,
      creditsCents: 6_000,
      chargeCents: 44_000,
      planError: undefined,
    });
    expect(check.lines.every((l) => l.error === undefined)).toBe(true);
  });

  it('pays part of an invoice', () => {
    const check = validatePaymentPlan([pick(invoice(1, 30_000), 10_000)]);
    expect(check).toMatchObject({ valid: true, chargeCents: 10_000 });
  });

  it('puts a message next to each amount over its bound', () => {
    const check = validatePaymentPlan([
      pick(invoice(1, 30_000), 30_001),
      pick(memo(2, 2_000, 766), 1_235),
      pick(unapplied(3, 500), 501),
    ]);
    expect(check.valid).toBe(false);
    expect(check.lines.map((l) => l.error)).toEqual([
      'Cannot apply more than $300.00, the amount due on this invoice.',
      'Cannot apply more than $12.34, the remaining balance of this credit memo.',
      'Cannot apply more than $5.00, the unapplied amount of this payment.',
    ]);
  });

  it('refuses negative amounts and fractions of a cent', () => {
    const check = validatePaymentPlan([pick(invoice(1, 30_000), -1), pick(memo(2, 100, 0), 0.5)]);
    expect(check.lines.map((l) => l.error)).toEqual([NEGATIVE_AMOUNT_MESSAGE, CENTS_AMOUNT_MESSAGE]);
    expect(check.valid).toBe(false);
  });

  it('ignores unchecked lines, even when their amount is out of bounds', () => {
    const check = validatePaymentPlan([pick(invoice(1, 1_000)), { ...memo(2, 500, 0), applyCents: 9_999 }]);
    expect(check).toMatchObject({ valid: true, creditsCents: 0, chargeCents: 1_000 });
    expect(check.lines[1]?.error).toBeUndefined();
  });

  it('refuses credits that are more than the selected invoices take', () => {
    const check = validatePaymentPlan([pick(invoice(1, 1_000)), pick(memo(2, 5_000, 0), 1_500)]);
    expect(check.valid).toBe(false);
    expect(check.planError).toBe(
      'The credits applied ($15.00) are more than the invoices selected ($10.00). Apply $5.00 less credit or select more invoices.',
    );
    expect(check.chargeCents).toBe(0);
  });

  it('accepts credits that cover the invoices exactly: nothing is charged', () => {
    const check = validatePaymentPlan([pick(invoice(1, 1_000)), pick(memo(2, 5_000, 0), 1_000)]);
    expect(check).toMatchObject({ valid: true, chargeCents: 0 });
  });

  it('needs at least one invoice', () => {
    expect(validatePaymentPlan([]).planError).toBe(NO_INVOICE_MESSAGE);
    expect(validatePaymentPlan([invoice(1, 1_000), pick(memo(2, 500, 0), 100)]).planError).toBe(
      NO_INVOICE_MESSAGE,
    );
  });

  it('refuses the same document twice (a bug in the caller)', () => {
    expect(() => validatePaymentPlan([invoice(1, 10), invoice(1, 10)])).toThrow(RangeError);
  });
});

describe('allocatePayment', () => {
  it('settles invoices from the credits first, in order, then from the charge', () => {
    const allocation = allocatePayment([
      pick(invoice(1, 30_000)),
      pick(invoice(2, 20_000), 15_000),
      pick(memo(7, 40_000, 0), 35_000),
      pick(unapplied(9, 2_000), 2_000),
    ]);
    expect(allocation).toEqual({
      chargeCents: 8_000,
      applications: [
        { source: { kind: 'credit-memo', id: 7 }, invoiceId: 1, amountCents: 30_000 },
        { source: { kind: 'credit-memo', id: 7 }, invoiceId: 2, amountCents: 5_000 },
        { source: { kind: 'unapplied-payment', id: 9 }, invoiceId: 2, amountCents: 2_000 },
        { source: { kind: 'charge' }, invoiceId: 2, amountCents: 8_000 },
      ],
    });
  });

  it('refuses an invalid plan', () => {
    expect(() => allocatePayment([pick(invoice(1, 100), 101)])).toThrow(/Cannot apply more than \$1\.00/);
  });

  // issue 18 "Reliability": applied amounts never exceed what is due or available, and every
  // payment's applications sum to it.
  it('never applies more than is due or available, and every source sums to what it applies', () => {
    const line = fc.oneof(
      fc.record({ kind: fc.constant('invoice' as const), due: fc.integer({ min: 0, max: 1_000_000 }) }),
      fc.record({
        kind: fc.constant('credit-memo' as const),
        total: fc.integer({ min: 0, max: 500_000 }),
        paidShare: fc.double({ min: 0, max: 1, noNaN: true }),
      }),
      fc.record({
        kind: fc.constant('unapplied-payment' as const),
        unapplied: fc.integer({ min: 0, max: 500_000 }),
      }),
    );
    const choice = fc.record({
      checked: fc.boolean(),
      share: fc.double({ min: -0.2, max: 1.3, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(fc.tuple(line, choice), { maxLength: 12 }), (rows) => {
        const lines = rows.map(([spec, { checked, share }], id) => {
          const start =
            spec.kind === 'invoice'
              ? invoice(id, spec.due)
              : spec.kind === 'credit-memo'
                ? memo(id, spec.total, Math.floor(spec.total * spec.paidShare))
                : unapplied(id, spec.unapplied);
          return { ...start, checked, applyCents: Math.round(start.maxApplyCents * share) + 0 };
        });
        const check = validatePaymentPlan(lines);
        const used = lines.filter((l) => l.checked);
        const inBounds = used.every((l) => l.applyCents >= 0 && l.applyCents <= l.maxApplyCents);
        const sum = (ls: PaymentLine[]) => ls.reduce((s, l) => s + l.applyCents, 0);
        const invoices = sum(used.filter((l) => l.kind === 'invoice'));
        const credits = sum(used.filter((l) => l.kind !== 'invoice'));
        expect(check.valid).toBe(inBounds && invoices > 0 && credits <= invoices);
        if (!check.valid) {
          expect(() => allocatePayment(lines)).toThrow(RangeError);
          return;
        }

        const { chargeCents, applications } = allocatePayment(lines);
        expect(chargeCents).toBe(invoices - credits);
        expect(chargeCents).toBeGreaterThanOrEqual(0);
        for (const application of applications) expect(application.amountCents).toBeGreaterThan(0);
        const appliedTo = (id: number) =>
          applications.filter((a) => a.invoiceId === id).reduce((s, a) => s + a.amountCents, 0);
        const appliedFrom = (l: PaymentLine) =>
          applications
            .filter((a) => a.source.kind === l.kind && 'id' in a.source && a.source.id === l.id)
            .reduce((s, a) => s + a.amountCents, 0);
        for (const l of lines) {
          const used = l.checked ? l.applyCents : 0;
          if (l.kind === 'invoice') {
            // Each invoice receives exactly what the buyer applied, never more than it owes.
            expect(appliedTo(l.id)).toBe(used);
            expect(appliedTo(l.id)).toBeLessThanOrEqual(l.maxApplyCents);
          } else {
            // Each credit gives exactly what was applied from it, never more than it has left.
            expect(appliedFrom(l)).toBe(used);
            expect(appliedFrom(l)).toBeLessThanOrEqual(l.maxApplyCents);
          }
        }
        // The new payment's applications sum to the amount charged.
        const charged = applications
          .filter((a) => a.source.kind === 'charge')
          .reduce((s, a) => s + a.amountCents, 0);
        expect(charged).toBe(chargeCents);
      }),
      { numRuns: 500 },
    );
  });
});

describe('parseApplyAmount', () => {
  it('reads dollars as typed, with or without $ and thousands commas', () => {
    expect(parseApplyAmount('12.5')).toEqual({ cents: 1250 });
    expect(parseApplyAmount(' $1,234.56 ')).toEqual({ cents: 123_456 });
    expect(parseApplyAmount('40')).toEqual({ cents: 4000 });
    expect(parseApplyAmount('-3')).toEqual({ cents: -300 });
  });

  it("answers the spec's 'Must be a number' for what is not a number", () => {
    expect(parseApplyAmount('abc')).toEqual({ message: 'Must be a number' });
    expect(parseApplyAmount('1e3')).toEqual({ message: 'Must be a number' });
  });

  it('asks for cents rather than rounding a third decimal away, and for an amount when empty', () => {
    expect(parseApplyAmount('12.345')).toEqual({ message: CENTS_AMOUNT_MESSAGE });
    expect(parseApplyAmount('  ')).toEqual({ message: CENTS_AMOUNT_MESSAGE });
  });
});
