import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCalendarDays } from './calendar-days.ts';
import {
  buildStatement,
  statementPeriodError,
  STATEMENT_PERIOD_MESSAGE,
  type LedgerEntry,
} from './statement.ts';

// A small ledger: one invoice before the period, paid in part in the period; two invoices in it, one
// credited; a payment after the statement date that must not show.
const ledger: LedgerEntry[] = [
  {
    kind: 'invoice',
    number: 'INV-100001',
    date: '2026-01-10',
    dueDate: '2026-02-09',
    amountCents: 50_000,
    openCents: 10_000,
  },
  { kind: 'payment', number: 'PAY-100001', date: '2026-01-25', amountCents: 20_000, openCents: 0 },
  { kind: 'payment', number: 'PAY-100002', date: '2026-02-05', amountCents: 20_000, openCents: 0 },
  {
    kind: 'invoice',
    number: 'INV-100002',
    date: '2026-02-12',
    dueDate: '2026-03-14',
    amountCents: 30_000,
    openCents: 25_000,
  },
  { kind: 'credit-memo', number: 'CM-100001', date: '2026-02-12', amountCents: 5_000, openCents: 0 },
  {
    kind: 'invoice',
    number: 'INV-100003',
    date: '2026-02-20',
    dueDate: '2026-03-22',
    amountCents: 12_345,
    openCents: 12_345,
  },
  { kind: 'payment', number: 'PAY-100003', date: '2026-03-05', amountCents: 99_999, openCents: 99_999 },
];

describe('buildStatement', () => {
  it('carries everything before the start as the opening balance and runs the balance through the period', () => {
    const statement = buildStatement({
      entries: ledger,
      startDate: '2026-02-01',
      statementDate: '2026-02-28',
      openTransactionsOnly: false,
    });
    expect(statement.openingBalanceCents).toBe(30_000); // 50,000 invoiced − 20,000 paid
    expect(statement.lines.map((l) => [l.number, l.postedCents, l.balanceCents])).toEqual([
      ['PAY-100002', -20_000, 10_000],
      ['INV-100002', 30_000, 40_000], // on one day the invoice comes before its credit
      ['CM-100001', -5_000, 35_000],
      ['INV-100003', 12_345, 47_345],
    ]);
    expect(statement.chargesCents).toBe(42_345);
    expect(statement.creditsCents).toBe(25_000);
    expect(statement.closingBalanceCents).toBe(47_345);
  });

  it('signs invoices + and credits −, and gives only invoices a due date', () => {
    const statement = buildStatement({
      entries: ledger,
      startDate: '2026-02-01',
      statementDate: '2026-02-28',
      openTransactionsOnly: false,
    });
    const credit = statement.lines.find((l) => l.number === 'CM-100001');
    const invoice = statement.lines.find((l) => l.number === 'INV-100002');
    expect(credit).toMatchObject({ amountCents: -5_000, openCents: 0, dueDate: null });
    expect(invoice).toMatchObject({ amountCents: 30_000, openCents: 25_000, dueDate: '2026-03-14' });
  });

  it('ages what is open on the statement date, old invoices included', () => {
    const statement = buildStatement({
      entries: ledger,
      startDate: '2026-02-15',
      statementDate: '2026-04-15',
      openTransactionsOnly: false,
    });
    // INV-100001 due 02/09: 65 days; INV-100002 due 03/14: 32 days; INV-100003 due 03/22: 24 days;
    // PAY-100003 unapplied: a credit, current.
    expect(statement.aging).toEqual({
      current: -99_999,
      days1To30: 12_345,
      days31To60: 25_000,
      days61To90: 10_000,
      over90: 0,
      totalCents: -52_654,
    });
  });

  it('lists only what is still open on an open-transactions-only statement', () => {
    const statement = buildStatement({
      entries: ledger,
      startDate: '2026-02-01',
      statementDate: '2026-03-31',
      openTransactionsOnly: true,
    });
    expect(statement.openingBalanceCents).toBe(10_000); // what is left of INV-100001
    expect(statement.lines.map((l) => [l.number, l.postedCents, l.balanceCents])).toEqual([
      ['INV-100002', 25_000, 35_000],
      ['INV-100003', 12_345, 47_345],
      ['PAY-100003', -99_999, -52_654],
    ]);
    expect(statement.closingBalanceCents).toBe(statement.aging.totalCents);
  });

  it('leaves out what is dated after the statement date', () => {
    const statement = buildStatement({
      entries: ledger,
      startDate: '2026-01-01',
      statementDate: '2026-02-12',
      openTransactionsOnly: false,
    });
    expect(statement.lines.map((l) => l.number)).not.toContain('INV-100003');
    expect(statement.closingBalanceCents).toBe(35_000);
  });

  it('refuses a period that ends before it starts, with the message to answer', () => {
    expect(statementPeriodError('2026-03-01', '2026-02-28')).toBe(STATEMENT_PERIOD_MESSAGE);
    expect(statementPeriodError('2026-03-01', '2026-03-01')).toBeUndefined();
    expect(() =>
      buildStatement({
        entries: [],
        startDate: '2026-03-01',
        statementDate: '2026-02-28',
        openTransactionsOnly: false,
      }),
    ).toThrow(STATEMENT_PERIOD_MESSAGE);
  });

  it('refuses entries whose open amount is negative or above the amount', () => {
    const bad: LedgerEntry = {
      kind: 'invoice',
      number: 'INV-1',
      date: '2026-01-01',
      amountCents: 100,
      openCents: 101,
    };
    expect(() =>
      buildStatement({
        entries: [bad],
        startDate: '2026-01-01',
        statementDate: '2026-01-31',
        openTransactionsOnly: false,
      }),
    ).toThrow(RangeError);
  });

  const entry = fc.record({
    kind: fc.constantFrom<LedgerEntry['kind']>('invoice', 'payment', 'credit-memo'),
    offset: fc.integer({ min: 0, max: 200 }),
    terms: fc.constantFrom(0, 15, 30, 45),
    amountCents: fc.integer({ min: 0, max: 5_000_000 }),
    openShare: fc.double({ min: 0, max: 1, noNaN: true }),
  });

  it('always balances: opening + period = closing, the last running balance is the closing one', () => {
    fc.assert(
      fc.property(
        fc.array(entry, { maxLength: 40 }),
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 0, max: 200 }),
        fc.boolean(),
        (rows, a, b, openOnly) => {
          const base = '2026-01-01';
          const entries: LedgerEntry[] = rows.map((r, i) => ({
            kind: r.kind,
            number: `DOC-${i}`,
            date: addCalendarDays(base, r.offset),
            dueDate: r.kind === 'invoice' ? addCalendarDays(base, r.offset + r.terms) : undefined,
            amountCents: r.amountCents,
            openCents: Math.floor(r.amountCents * r.openShare),
          }));
          const startDate = addCalendarDays(base, Math.min(a, b));
          const statementDate = addCalendarDays(base, Math.max(a, b));
          const s = buildStatement({ entries, startDate, statementDate, openTransactionsOnly: openOnly });
          const period = s.lines.reduce((sum, l) => sum + l.postedCents, 0);
          expect(s.closingBalanceCents).toBe(s.openingBalanceCents + period);
          expect(s.chargesCents - s.creditsCents).toBe(period);
          expect(s.lines.at(-1)?.balanceCents ?? s.openingBalanceCents).toBe(s.closingBalanceCents);
          for (const line of s.lines) {
            expect(line.date >= startDate && line.date <= statementDate).toBe(true);
          }
          const known = entries.filter((e) => e.date <= statementDate);
          const sign = (e: LedgerEntry) => (e.kind === 'invoice' ? 1 : -1);
          const everything = known.reduce(
            (sum, e) => sum + sign(e) * (openOnly ? e.openCents : e.amountCents),
            0,
          );
          expect(s.closingBalanceCents).toBe(everything);
          if (openOnly) expect(s.closingBalanceCents).toBe(s.aging.totalCents);
        },
      ),
    );
  });
});

describe('a refund on the statement (issue 26)', () => {
  it('adds back what its memo took, so a refunded credit leaves nothing owed either way', () => {
    const statement = buildStatement({
      startDate: '2026-11-01',
      statementDate: '2026-11-30',
      openTransactionsOnly: false,
      entries: [
        {
          kind: 'invoice',
          number: 'INV-1',
          date: '2026-11-02',
          dueDate: '2026-11-02',
          amountCents: 10_000,
          openCents: 0,
        },
        { kind: 'payment', number: 'PAY-1', date: '2026-11-02', amountCents: 10_000, openCents: 0 },
        { kind: 'credit-memo', number: 'CM-1', date: '2026-11-09', amountCents: 2_400, openCents: 0 },
        { kind: 'refund', number: 'RF-1', date: '2026-11-09', amountCents: 2_400, openCents: 0 },
      ],
    });
    expect(statement.closingBalanceCents).toBe(0);
    expect(statement.lines.map((l) => [l.number, l.amountCents])).toEqual([
      ['INV-1', 10_000],
      ['PAY-1', -10_000],
      ['CM-1', -2_400],
      ['RF-1', 2_400],
    ]);
    expect(statement.chargesCents).toBe(12_400);
    expect(statement.creditsCents).toBe(12_400);
  });
});
