import { describe, expect, it } from 'vitest';
import {
  EFFECTIVENESS_CSV_HEADER,
  affectedAccounts,
  effectivenessCsv,
  recallMail,
  recallNumberOf,
  unitsOnHandProblem,
  type NotifiedParty,
} from './recalls.ts';

describe('recallNumberOf', () => {
  it('pads the id to six digits after RC-', () => {
    expect(recallNumberOf(7)).toBe('RC-000007');
    expect(recallNumberOf(1234567)).toBe('RC-1234567');
  });
});

describe('unitsOnHandProblem', () => {
  it('takes whole numbers from 0', () => {
    expect(unitsOnHandProblem('0')).toBeUndefined();
    expect(unitsOnHandProblem('12')).toBeUndefined();
    expect(unitsOnHandProblem(3)).toBeUndefined();
  });
  it("answers the spec's messages for text and decimals, and refuses empty and negative", () => {
    expect(unitsOnHandProblem('abc')).toBe('Only numbers can be entered');
    expect(unitsOnHandProblem('2.5')).toBe('Decimals not allowed');
    expect(unitsOnHandProblem('')).toBe('Enter a quantity of 0 or more.');
    expect(unitsOnHandProblem('-1')).toBe('Enter a quantity of 0 or more.');
    expect(unitsOnHandProblem('1000001')).toBe('Enter a quantity of 1000000 or less.');
  });
});

describe('affectedAccounts', () => {
  it('sums shipments per account, ship-to, item and lot, and leaves out empty ones', () => {
    const accounts = affectedAccounts([
      { accountId: 9, shipAddressId: 3, itemId: 1, lotId: 5, quantity: 4 },
      { accountId: 2, shipAddressId: null, itemId: 1, lotId: null, quantity: 1 },
      { accountId: 9, shipAddressId: 3, itemId: 1, lotId: 5, quantity: 6 },
      { accountId: 9, shipAddressId: 4, itemId: 1, lotId: 5, quantity: 2 },
      { accountId: 5, shipAddressId: 1, itemId: 1, lotId: 5, quantity: 0 },
    ]);
    expect(accounts).toEqual([
      {
        accountId: 2,
        units: 1,
        shipments: [{ accountId: 2, shipAddressId: null, itemId: 1, lotId: null, quantity: 1 }],
      },
      {
        accountId: 9,
        units: 12,
        shipments: [
          { accountId: 9, shipAddressId: 3, itemId: 1, lotId: 5, quantity: 10 },
          { accountId: 9, shipAddressId: 4, itemId: 1, lotId: 5, quantity: 2 },
        ],
      },
    ]);
  });
  it('reaches nobody without shipments', () => {
    expect(affectedAccounts([])).toEqual([]);
  });
});

describe('effectivenessCsv', () => {
  const party: NotifiedParty = {
    accountNumber: 'C100',
    accountName: '=Harbor Clinic',
    contactName: 'Ann "Doc" Lee',
    email: 'ann@harbor.example',
    role: 'orderer',
    kind: 'reminder',
    round: 2,
    notifiedAt: '2026-03-04T15:05:00.000Z',
    bellAt: '2026-03-04T15:05:01.000Z',
    mailedAt: null,
    acknowledgedAt: null,
    unitsOnHand: null,
  };
  it('writes the header and one quoted row per notice, formulas defused', () => {
    const lines = effectivenessCsv([party]).split('\r\n');
    expect(lines[0]).toBe(EFFECTIVENESS_CSV_HEADER.map((h) => `"${h}"`).join(','));
    expect(lines[1]).toBe(
      '"C100","\'=Harbor Clinic","Ann ""Doc"" Lee","ann@harbor.example","Ordered the goods","Reminder 2","03/04/2026 3:05 PM UTC","03/04/2026 3:05 PM UTC","","",""',
    );
    expect(lines).toHaveLength(3);
  });
  it('writes the units on hand and acknowledgment time once answered', () => {
    const text = effectivenessCsv([
      { ...party, kind: 'notice', round: 0, acknowledgedAt: '2026-03-05T00:30:00Z', unitsOnHand: 0 },
    ]);
    expect(text).toContain('"Recall notice"');
    expect(text).toContain('"03/05/2026 12:30 AM UTC","0"');
  });
});

describe('recallMail', () => {
  const facts = {
    recallNumber: 'RC-000003',
    recallClass: 'II' as const,
    title: 'Sterile gauze: torn pouches',
    reason: 'Pouches may be torn.',
    instructions: 'Stop using the lot and quarantine it.',
    accountName: 'Harbor Clinic',
    firstName: 'Ann',
    goods: ['Sterile Gauze (lot G-1): 40 units'],
    link: 'http://localhost:3000/myaccount/menu/recalls?recall=3',
  };
  it('lists the equivalent items of each recalled item that has some, and says nothing without', () => {
    const mail = recallMail({
      ...facts,
      kind: 'notice',
      substitutes: [
        {
          forItem: 'Sterile Gauze',
          items: ['Gauze Sponge 4x4 (GZ-44): in stock, http://localhost:3000/product/gauze-sponge-4x4'],
        },
        { forItem: 'Suture Kit', items: [] },
      ],
    });
    const offered = mail.body.indexOf('Equivalent items you can order instead:');
    expect(offered).toBeGreaterThan(0);
    expect(mail.body[offered + 1]).toEqual({
      title: 'Instead of Sterile Gauze:',
      list: ['Gauze Sponge 4x4 (GZ-44): in stock, http://localhost:3000/product/gauze-sponge-4x4'],
    });
    expect(JSON.stringify(mail.body)).not.toContain('Suture Kit');
    expect(JSON.stringify(recallMail({ ...facts, kind: 'notice', substitutes: [] }).body)).not.toContain(
      'Equivalent',
    );
  });

  it('words the notice with the goods, the instructions and the link', () => {
    const mail = recallMail({ ...facts, kind: 'notice' });
    expect(mail.subject).toBe('Product recall RC-000003 (Class II): Sterile gauze: torn pouches');
    expect(mail.greeting).toBe('Hello Ann,');
    expect(mail.body).toContainEqual({
      title: 'Recalled products shipped to you:',
      list: ['Sterile Gauze (lot G-1): 40 units'],
    });
    expect(mail.body).toContainEqual({ quote: 'Stop using the lot and quarantine it.' });
    expect(mail.body).toContainEqual({ link: facts.link, label: 'Answer the recall' });
  });
  it('words a reminder as one', () => {
    const mail = recallMail({ ...facts, kind: 'reminder' });
    expect(mail.subject.startsWith('Reminder: ')).toBe(true);
    expect(mail.body[0]).toContain("We have not yet received Harbor Clinic's acknowledgment");
  });
});
