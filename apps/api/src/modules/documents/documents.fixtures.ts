// Realistic models of every document kind, for the renderers' tests and the sample PDFs
// (documents.samples.ts): a Wisconsin clinic's three-page invoice, its order, a credit memo, a
// payment with a credit, and a statement whose aging fills every bucket. The figures add up the way
// the billing rules make them (domain totals, tax, payment lines, statement).
import { buildStatement, sumCents, taxCents, type LedgerEntry } from '@medsupply/domain';
import type {
  CreditMemoModel,
  DocumentAddress,
  DocumentLine,
  InvoiceModel,
  Letterhead,
  PaymentReceiptModel,
  SalesOrderModel,
  StatementModel,
} from './documents.models.ts';

export const letterhead: Letterhead = {
  storeName: 'Meridian Medical Supply',
  address: ['2150 Commerce Park Drive, Suite 300', 'Columbus, OH 43219'],
  phone: '1-800-555-0142',
  email: 'support@meridian-medical.example',
  remitTo: {
    name: 'Meridian Medical Supply, Accounts Receivable',
    address: ['PO Box 645120', 'Pittsburgh, PA 15264-5120'],
  },
};

const account = { name: 'Lakeside Family Clinic', number: 'C10004' };
const billTo: DocumentAddress = {
  addressee: 'Lakeside Family Clinic',
  attention: 'Accounts Payable',
  line1: '2200 Lakeside Terrace',
  city: 'Madison',
  state: 'WI',
  zip: '53704',
  country: 'US',
};
const shipTo: DocumentAddress = {
  addressee: 'Lakeside Family Clinic - West Madison Clinic',
  attention: 'Supply Room',
  line1: '6405 Mineral Point Crossing',
  line2: 'Suite 120',
  city: 'Madison',
  state: 'WI',
  zip: '53705',
  country: 'US',
};

// [item number, description, unit, unit price in cents]
const CATALOGUE: readonly (readonly [string, string, string, number])[] = [
  ['GLV-NTR-M', 'Nitrile exam gloves, powder-free, textured fingertips, medium', 'Box of 100', 1189],
  ['GLV-NTR-L', 'Nitrile exam gloves, powder-free, textured fingertips, large', 'Box of 100', 1189],
  ['SYR-3ML-LL', 'Syringe 3 mL Luer-Lock tip, sterile, single use', 'Box of 100', 1645],
  ['NDL-25G-1', 'Hypodermic needle 25 G x 1 in, regular bevel', 'Box of 100', 899],
  ['GZ-4X4-12P', 'Gauze sponges 4 x 4 in, 12-ply, sterile, 2 per pack', 'Case of 1200', 6420],
  ['ALC-PREP-M', 'Alcohol prep pads, medium, 70% isopropyl alcohol', 'Box of 200', 412],
  [
    'BP-CUFF-ADL',
    'Blood pressure cuff, adult, two-tube, latex-free bladder and hook-and-loop closure',
    'Each',
    2875,
  ],
  ['TBL-PPR-18', 'Exam table paper, 18 in x 225 ft, smooth finish', 'Case of 12', 5310],
  ['SHP-CNT-5Q', 'Sharps container 5 quart, red, with horizontal-drop lid', 'Case of 20', 8950],
  ['MSK-ASTM3', 'Procedure face masks, ASTM level 3, ear loops, blue', 'Box of 50', 1320],
  ['TNG-DEP-6', 'Tongue depressors, 6 in, non-sterile, wood', 'Box of 500', 795],
  ['URN-STR-10', 'Urinalysis reagent strips, 10 parameters, for visual reading', 'Bottle of 100', 3460],
  [
    'LIDO-1PCT-20ML-MDV-SCHD-RX-0001',
    'Lidocaine HCl injection 1%, 20 mL multiple-dose vial. Prescription item: ships only to an address with a valid license on file',
    'Each',
    689,
  ],
  ['BND-ADH-1X3', 'Adhesive bandages 1 x 3 in, fabric, sterile', 'Box of 100', 544],
  ['THR-PRB-CVR', 'Thermometer probe covers, universal fit', 'Box of 200', 1095],
  [
    'WND-FOAM-4',
    'Foam wound dressing 4 x 4 in with silicone border, for moderate to heavy exudate',
    'Box of 10',
    3890,
  ],
  [
    'IV-START-KT',
    'IV start kit with tourniquet, tape, gauze, transparent dressing and chlorhexidine applicator',
    'Case of 50',
    11200,
  ],
  ['CTN-APP-6', 'Cotton-tipped applicators 6 in, sterile, 2 per pack', 'Case of 1000', 2675],
];

/** `count` invoice lines cycling through the catalogue with plausible quantities. */
function lines(count: number): DocumentLine[] {
  return Array.from({ length: count }, (_, index) => {
    const product = CATALOGUE[index % CATALOGUE.length] ?? CATALOGUE[0];
    if (product === undefined) throw new Error('empty catalog');
    const [itemNumber, description, unit, unitPriceCents] = product;
    const quantity = 1 + ((index * 7) % 12);
    return {
      itemNumber,
      description,
      unit,
      quantity,
      unitPriceCents,
      amountCents: unitPriceCents * quantity,
      note: index === 4 ? 'Backordered: 2, ships when in stock' : undefined,
    };
  });
}

function totalsOf(documentLines: readonly DocumentLine[], shippingCents: number, feeCents?: number) {
  const subtotalCents = sumCents(documentLines.map((line) => line.amountCents));
  // Wisconsin: 5.5 %, shipping taxable (the seed's reference rate).
  const tax = taxCents({
    ratePercent: 5.5,
    taxableItemsCents: subtotalCents,
    shippingCents,
    shippingTaxable: true,
  });
  return {
    subtotalCents,
    shippingCents,
    taxCents: tax,
    convenienceFeeCents: feeCents,
    totalCents: subtotalCents + shippingCents + tax + (feeCents ?? 0),
  };
}

/** A 58-line invoice: three pages, partly paid and credited. */
export function invoiceModel(): InvoiceModel {
  const invoiceLines = lines(58);
  const totals = totalsOf(invoiceLines, 0);
  const settlements = [
    { kind: 'credit-memo' as const, number: 'CM-100012', date: '2026-02-18', amountCents: 10_000 },
    { kind: 'payment' as const, number: 'PAY-100088', date: '2026-02-27', amountCents: 150_000 },
  ];
  const paidCents = sumCents(settlements.map((s) => s.amountCents));
  return {
    kind: 'invoice',
    number: 'INV-100231',
    date: '2026-02-10',
    account,
    billTo,
    shipTo,
    poNumber: 'PO-55812',
    lines: invoiceLines,
    totals,
    terms: 'Net 30',
    dueDate: '2026-03-12',
    salesOrderNumber: 'SO-100877',
    shippingMethod: 'Ground',
    settlements,
    paidCents,
    amountDueCents: totals.totalCents - paidCents,
  };
}

export function salesOrderModel(): SalesOrderModel {
  const orderLines = lines(9);
  return {
    kind: 'sales-order',
    number: 'SO-100877',
    date: '2026-02-06',
    account,
    billTo,
    shipTo,
    poNumber: 'PO-55812',
    lines: orderLines,
    totals: totalsOf(orderLines, 1295),
    status: 'Partially Fulfilled',
    shippingMethod: 'Ground',
    paymentLabel: 'Terms: Net 30',
    terms: 'Net 30',
    placedBy: 'Dana Whitfield',
  };
}

export function creditMemoModel(): CreditMemoModel {
  const creditLines: DocumentLine[] = [
    {
      itemNumber: 'GLV-NTR-M',
      description: 'Nitrile exam gloves, powder-free, medium: 3 boxes crushed in transit',
      unit: 'Box of 100',
      quantity: 3,
      unitPriceCents: 1189,
      amountCents: 3567,
    },
    {
      itemNumber: 'SYR-3ML-LL',
      description: 'Syringe 3 mL Luer-Lock tip: returned, ordered in error',
      unit: 'Box of 100',
      quantity: 5,
      unitPriceCents: 1645,
      amountCents: 8225,
    },
  ];
  const totals = totalsOf(creditLines, 0);
  return {
    kind: 'credit-memo',
    number: 'CM-100012',
    date: '2026-02-18',
    account,
    billTo,
    shipTo: null,
    lines: creditLines,
    totals,
    reason: 'Damaged in transit',
    invoiceNumber: 'INV-100231',
    applications: [{ invoiceNumber: 'INV-100231', date: '2026-02-18', amountCents: 10_000 }],
    appliedCents: 10_000,
    remainingCents: totals.totalCents - 10_000,
  };
}

export function paymentReceiptModel(): PaymentReceiptModel {
  // Two invoices paid: one in full, one in part with a credit memo; a 3 % card fee on the charge.
  return {
    kind: 'payment-receipt',
    number: 'PAY-100088',
    date: '2026-02-27',
    account,
    billTo,
    methodLabel: 'Visa ending in 4242',
    reference: 'ch_sandbox_c10004_88',
    invoices: [
      {
        number: 'INV-100198',
        date: '2026-01-12',
        dueDate: '2026-02-11',
        appliedCents: 48_230,
        balanceCents: 0,
      },
      {
        number: 'INV-100231',
        date: '2026-02-10',
        dueDate: '2026-03-12',
        appliedCents: 106_770,
        balanceCents: 90_000,
      },
    ],
    creditsUsed: [{ kind: 'credit-memo', number: 'CM-100007', amountCents: 5_000 }],
    amountCents: 150_000,
    convenienceFeeCents: 4_500,
    unappliedCents: 0,
  };
}

/** A year-end statement whose open invoices fall in every aging bucket, with an unapplied payment. */
export function statementModel(openTransactionsOnly = false): StatementModel {
  const entries: LedgerEntry[] = [
    // Before the period: one paid invoice, one open 121 days past due, one 77 days past due.
    {
      kind: 'invoice',
      number: 'INV-100101',
      date: '2025-08-04',
      dueDate: '2025-09-03',
      amountCents: 84_210,
      openCents: 0,
    },
    { kind: 'payment', number: 'PAY-100040', date: '2025-09-01', amountCents: 84_210, openCents: 0 },
    {
      kind: 'invoice',
      number: 'INV-100120',
      date: '2025-08-02',
      dueDate: '2025-09-01',
      amountCents: 41_275,
      openCents: 41_275,
    },
    {
      kind: 'invoice',
      number: 'INV-100140',
      date: '2025-09-15',
      dueDate: '2025-10-15',
      amountCents: 22_418,
      openCents: 22_418,
    },
    // In the period (October to December).
    {
      kind: 'invoice',
      number: 'INV-100150',
      date: '2025-10-03',
      dueDate: '2025-11-02',
      amountCents: 52_040,
      openCents: 26_040,
    },
    { kind: 'payment', number: 'PAY-100061', date: '2025-10-20', amountCents: 26_000, openCents: 0 },
    {
      kind: 'invoice',
      number: 'INV-100161',
      date: '2025-10-20',
      dueDate: '2025-11-19',
      amountCents: 18_733,
      openCents: 18_733,
    },
    { kind: 'credit-memo', number: 'CM-100009', date: '2025-11-03', amountCents: 4_500, openCents: 4_500 },
    {
      kind: 'invoice',
      number: 'INV-100177',
      date: '2025-11-05',
      dueDate: '2025-12-05',
      amountCents: 36_918,
      openCents: 36_918,
    },
    {
      kind: 'invoice',
      number: 'INV-100189',
      date: '2025-12-10',
      dueDate: '2026-01-09',
      amountCents: 29_960,
      openCents: 29_960,
    },
    { kind: 'payment', number: 'PAY-100070', date: '2025-12-18', amountCents: 10_000, openCents: 10_000 },
  ];
  // More activity so the transactions run onto a second page.
  for (let i = 0; i < 24; i++) {
    const date = `2025-${String(10 + Math.floor(i / 9)).padStart(2, '0')}-${String(1 + ((i * 3) % 27)).padStart(2, '0')}`;
    const amountCents = 9_875 + i * 1_311;
    entries.push(
      {
        kind: 'invoice',
        number: `INV-1002${String(i).padStart(2, '0')}`,
        date,
        dueDate: date,
        amountCents,
        openCents: 0,
      },
      { kind: 'payment', number: `PAY-1002${String(i).padStart(2, '0')}`, date, amountCents, openCents: 0 },
    );
  }
  return {
    kind: 'statement',
    account,
    billTo,
    terms: 'Net 30',
    statement: buildStatement({
      entries,
      startDate: '2025-10-01',
      statementDate: '2025-12-31',
      openTransactionsOnly,
    }),
  };
}
