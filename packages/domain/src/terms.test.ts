import { describe, expect, it } from 'vitest';
import { daysOverdue, dueDateFor, termsDays } from './terms.ts';

describe('termsDays', () => {
  it('reads the terms the demo accounts have', () => {
    expect(termsDays('Net 15')).toBe(15);
    expect(termsDays('Net 30')).toBe(30);
    expect(termsDays('Net 45')).toBe(45);
    expect(termsDays('Due on receipt')).toBe(0);
  });

  it("reads any 'Net N' as order systems write it", () => {
    expect(termsDays('Net 60')).toBe(60);
    expect(termsDays('NET10')).toBe(10);
    expect(termsDays(' net  90 days ')).toBe(90);
    expect(termsDays('DUE ON RECEIPT')).toBe(0);
  });

  it('answers null for terms it cannot read, rather than guessing', () => {
    expect(termsDays('2% 10 Net 30')).toBeNull();
    expect(termsDays('Net')).toBeNull();
    expect(termsDays('')).toBeNull();
  });
});

describe('dueDateFor', () => {
  it('adds the net days in calendar days', () => {
    expect(dueDateFor('2026-01-20', 'Net 15')).toBe('2026-02-04');
    expect(dueDateFor('2026-01-31', 'Net 30')).toBe('2026-03-02');
    expect(dueDateFor('2026-12-15', 'Net 45')).toBe('2027-01-29');
  });

  it('makes an invoice due on receipt due on its own date', () => {
    expect(dueDateFor('2026-05-05', 'Due on receipt')).toBe('2026-05-05');
  });

  it('answers null for unreadable terms', () => {
    expect(dueDateFor('2026-05-05', 'Upon approval')).toBeNull();
  });
});

describe('daysOverdue', () => {
  it('is 0 up to and on the due date, then counts the days after it', () => {
    expect(daysOverdue('2026-03-10', '2026-03-01')).toBe(0);
    expect(daysOverdue('2026-03-10', '2026-03-10')).toBe(0);
    expect(daysOverdue('2026-03-10', '2026-03-11')).toBe(1);
    expect(daysOverdue('2026-03-10', '2026-06-08')).toBe(90);
  });
});
