// Checkout over HTTP (issue 17; service spec §3, §5, §7 "Checkout", §9; order lifecycle "Placing"): the
// checkout data with the ship-tos offered and left out, payment types, delivery dates, and placing
// orders on terms, by card (approved, declined, insufficient funds, saved methods) with every
// refusal, the idempotency key, stock and backorders, the controlled-substance record and the mails.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES, paths, type CheckoutDataResponse } from '@medsupply/contract';
import { BILLING_ONLY_REASON } from '@medsupply/domain';
import { queryRows } from '../../db/client.ts';
import { accounts, addresses, paymentMethods, salesOrderLines, salesOrders } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { bankAccountToken, cardToken, TEST_CARD_NUMBERS } from '../../../test/payment-tokens.ts';
import {
  addShipTo,
  addToCart,
  balanceOf,
  contactOf,
  createClinic,
  createStockItem,
  outboxMails,
  placeOrder,
  stockOf,
  type Clinic,
  termsOrder,
} from './checkout.fixtures.ts';

let t: TestContext;
let clinic: Clinic;
let gloves: Awaited<ReturnType<typeof createStockItem>>;
let rxItem: Awaited<ReturnType<typeof createStockItem>>;

beforeAll(async () => {
  t = await createTestContext({ workJobs: false });
  clinic = await createClinic(t.db);
  gloves = await createStockItem(t.db);
  rxItem = await createStockItem(t.db, { rxLevel: 1 });
});
afterAll(async () => t.close());

const terms = termsOrder;

describe('who may call', () => {
  it('answers 401 to a visitor on every checkout call', async () => {
    const calls = [
      t.app.inject({ method: 'GET', url: paths.checkout.getCheckoutData }),
      t.app.inject({ method: 'GET', url: paths.checkout.getTypes }),
      t.app.inject({
        method: 'GET',
        url: `${paths.checkout.getAlternateShippingData}?shipAddressZip=1&shipCity=x`,
      }),
      t.app.inject({
        method: 'POST',
        url: paths.checkout.placeOrder,
        payload: terms(clinic),
        headers: { 'idempotency-key': 'k' },
      }),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(401);
  });

  it('gives a punchout user no checkout', async () => {
    const punchout = await contactOf(t, clinic.accountId, { isPunchout: true });
    await addToCart(punchout, gloves.id, 1);
    const data = await punchout.get(paths.checkout.getCheckoutData);
    expect((data.body as CheckoutDataResponse).submissionDetails.canPlaceOrder).toBe(false);
    const res = await placeOrder(t, punchout, terms(clinic));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(CHECKOUT_MESSAGES.punchout);
  });
});

describe('getCheckoutData', () => {
  it('shows terms and balance, and offers only ship-tos licensed for the cart, saying why the others are not', async () => {
    const buyer = await contactOf(t, clinic.accountId);
    await addToCart(buyer, rxItem.id, 1);
    const res = await buyer.get(paths.checkout.getCheckoutData);
    expect(res.status).toBe(200);
    const data = res.body as CheckoutDataResponse;
    expect(data.invoiceDetails).toMatchObject({ hasTerms: true, terms: 'Net 30' });
    expect(data.invoiceDetails.availableBalance).toBeGreaterThan(0);
    expect(data.shipAddresses.map((a) => a.id)).toEqual([clinic.licensed]);
    const excluded = new Map(data.excludedShipAddresses.map((e) => [e.address.id, e.reasons]));
    expect(excluded.get(clinic.unlicensed)).toEqual(['This address holds no Rx (legend) license.']);
    expect(excluded.get(clinic.expired)).toEqual([
      'The Rx (legend) license RX-OLD-1 at this address expired on 01/31/2020.',
    ]);
    expect(data.billAddresses).toHaveLength(3);
    expect(data.submissionDetails).toEqual({ requiresApproval: false, canPlaceOrder: true, lineCount: 1 });
    expect(data.errorMessages.taxError).toBe(CHECKOUT_MESSAGES.taxError);
    expect(data.statuses).toContain('Pending Approval');
  });

  it('offers every ship-to when the cart needs no licence', async () => {
    const buyer = await contactOf(t, clinic.accountId);
    await addToCart(buyer, gloves.id, 1);
    const data = (await buyer.get(paths.checkout.getCheckoutData)).body as CheckoutDataResponse;
    expect(data.shipAddresses).toHaveLength(3);
    expect(data.excludedShipAddresses).toEqual([]);
  });

  it('never offers a billing-only address as a ship-to, and refuses an order sent there', async () => {
    const own = await createClinic(t.db);
    const [office] = await t.db
      .insert(addresses)
      .values({
        accountId: own.accountId,
        label: 'Accounts Payable',
        addressee: 'Accounts Payable',
        line1: 'PO Box 4410',
        city: 'Columbus',
        state: 'OH',
        zip: '43219',
        billingOnly: true,
      })
      .returning({ id: addresses.id });
    const officeId = office?.id ?? 0;
    const buyer = await contactOf(t, own.accountId);
    await addToCart(buyer, gloves.id, 1);
    const data = (await buyer.get(paths.checkout.getCheckoutData)).body as CheckoutDataResponse;
    expect(data.shipAddresses.map((a) => a.id)).not.toContain(officeId);
    expect(data.excludedShipAddresses).toEqual([
      { address: expect.objectContaining({ id: officeId }), reasons: [BILLING_ONLY_REASON] },
    ]);
    expect(data.billAddresses.map((a) => a.id)).toContain(officeId);
    const refused = await placeOrder(t, buyer, { ...terms(own), shipAddressId: officeId });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(`This order cannot ship to Accounts Payable: ${BILLING_ONLY_REASON}`);
    // Billed there, shipped to the clinic: placed.
    const placed = await placeOrder(t, buyer, { ...terms(own), billAddressId: officeId });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  });

  it('hides the balance from a contact without price visibility', async () => {
    const buyer = await contactOf(t, clinic.accountId, { isPriceVisible: false });
    const data = (await buyer.get(paths.checkout.getCheckoutData)).body as CheckoutDataResponse;
    expect(data.invoiceDetails).not.toHaveProperty('availableBalance');
    expect(data.invoiceDetails.hasTerms).toBe(true);
  });
});

describe('getTypes and getAlternateShippingData', () => {
  it('offers terms only to an account with terms', async () => {
    const withTerms = await contactOf(t, clinic.accountId);
    expect((await withTerms.get(paths.checkout.getTypes)).body).toEqual({
      types: [
        { type: 'terms', name: 'Net 30' },
        { type: 'card', name: 'Credit card' },
        { type: 'ach', name: 'Bank account (ACH)' },
      ],
    });
    const cardOnly = await createClinic(t.db, { hasTerms: false });
    const buyer = await contactOf(t, cardOnly.accountId);
    const types = (await buyer.get(paths.checkout.getTypes)).body as { types: Array<{ type: string }> };
    expect(types.types.map((x) => x.type)).toEqual(['card', 'ach']);
  });

  it('answers the next delivery dates of the ship-to with that zip and city', async () => {
    const buyer = await contactOf(t, clinic.accountId);
    const res = await buyer.get(
      `${paths.checkout.getAlternateShippingData}?numShipDates=4&shipAddressZip=88001&shipCity=annex%20town`,
    );
    expect(res.status).toBe(200);
    const body = res.body as {
      addressId: number;
      shipDates: string[];
      shipDate: string;
      dddShippingCutoffTime: string;
    };
    expect(body.addressId).toBe(clinic.unlicensed);
    expect(body.shipDates).toHaveLength(4);
    expect(body.shipDates.every((d) => d > body.shipDate)).toBe(true);
    expect([...body.shipDates].sort()).toEqual(body.shipDates);
    expect(body.dddShippingCutoffTime).toBe('14:00');
  });

  it("refuses another account's zip and bad numbers", async () => {
    const other = await createClinic(t.db);
    const buyer = await contactOf(t, clinic.accountId);
    const [zip] = await queryRows<{ zip: string; city: string }>(
      t.db,
      sql`SELECT zip, city FROM addresses WHERE id = ${other.licensed}`,
    );
    const foreign = await buyer.get(
      `${paths.checkout.getAlternateShippingData}?shipAddressZip=${zip?.zip ?? ''}&shipCity=${encodeURIComponent(zip?.city ?? '')}`,
    );
    expect(foreign.status).toBe(404);
    const bad = await buyer.get(
      `${paths.checkout.getAlternateShippingData}?numShipDates=99&shipAddressZip=1&shipCity=x`,
    );
    expect(bad.status).toBe(400);
    expect((bad.body as { message: string }).message).toContain('numShipDates must be 60 or less');
  });
});

describe('placeOrder on terms', () => {
  it('places the cart as one order: lines, totals with tax, ship date, cart emptied, balance lowered, mail on the outbox', async () => {
    const buyer = await contactOf(t, clinic.accountId);
    await addToCart(buyer, gloves.id, 3);
    await addToCart(buyer, rxItem.id, 1, rxItem.boxUnit);
    const before = await balanceOf(t.db, clinic.accountId);
    const stockBefore = await stockOf(t.db, rxItem.id);
    const res = await placeOrder(t, buyer, terms(clinic, { poNumber: 'PO-77' }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { orderConfirmation: o, status, subscriptionItemList } = res.body;
    expect(status).toBe('Pending Fulfillment');
    expect(subscriptionItemList).toEqual([]);
    expect(o.tranId).toBe(`SO-${100000 + o.id}`);
    expect(o.poNumber).toBe('PO-77');
    expect(o.lines.map((l) => [l.itemId, l.quantity, l.quantityBackordered])).toEqual([
      [gloves.id, 3, 0],
      [rxItem.id, 1, 0],
    ]);
    // $12 × 3 taxed at 6.25 %; the Rx box ($1,200) untaxed where the state exempts Rx items.
    expect(o.subtotal).toBe(1236);
    expect(o.tax).toBe(2.25);
    expect(o.convenienceFee).toBe(0);
    expect(o.total).toBe(1238.25);
    expect(o.shipDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(o.paymentDescription).toBe('Terms (Net 30)');
    expect(o.nextSteps).toContain('sent it to the warehouse');
    expect(await balanceOf(t.db, clinic.accountId)).toBe(before - 123_825);
    expect(await stockOf(t.db, rxItem.id)).toBe(stockBefore - 100);
    const cart = (await buyer.get(paths.cart.getCart)).body as { cartDetail: unknown[] };
    expect(cart.cartDetail).toEqual([]);
    const mails = await outboxMails(t);
    expect(mails.some((m) => m.to === buyer.email && m.subject === `Order ${o.tranId} received`)).toBe(true);
  });

  it('keeps a controlled-substance record per licensed line, which cannot be changed', async () => {
    const buyer = await contactOf(t, clinic.accountId);
    await addToCart(buyer, rxItem.id, 2);
    const res = await placeOrder(t, buyer, terms(clinic));
    expect(res.status).toBe(200);
    const rows = await queryRows<{ id: number; licence_number: string; quantity: number; kind: string }>(
      t.db,
      sql`SELECT id, licence_number, quantity, kind FROM controlled_substance_records WHERE sales_order_id = ${res.body.orderConfirmation.id}`,
    );
    expect(rows).toEqual([
      { id: expect.any(Number), licence_number: `LIC-${clinic.licensed}-1`, quantity: 2, kind: 'placed' },
    ]);
    await expect(
      t.db.execute(sql`UPDATE controlled_substance_records SET quantity = 1 WHERE id = ${rows[0]?.id ?? 0}`),
    ).rejects.toThrow();
  });

  it('requires an Idempotency-Key, answers a retry with the first order and refuses another body under the key', async () => {
    const buyer = await contactOf(t, clinic.accountId);
    await addToCart(buyer, gloves.id, 1);
    expect((await placeOrder(t, buyer, terms(clinic), null)).status).toBe(400);
    const key = randomUUID();
    const first = await placeOrder(t, buyer, terms(clinic), key);
    const again = await placeOrder(t, buyer, terms(clinic), key);
    expect(again.status).toBe(200);
    expect(again.body.orderConfirmation.id).toBe(first.body.orderConfirmation.id);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const other = await placeOrder(t, buyer, terms(clinic, { poNumber: 'other' }), key);
    expect(other.status).toBe(422);
    const orders = await t.db.select().from(salesOrders).where(eq(salesOrders.placedBy, buyer.userId));
    expect(orders).toHaveLength(1);
  });

  it('refuses an empty cart', async () => {
    const buyer = await contactOf(t, clinic.accountId);
    const res = await placeOrder(t, buyer, terms(clinic));
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Your cart is currently empty.');
  });

  it('refuses an Rx line to an unlicensed or expired ship-to, saying why, and keeps the cart', async () => {
    const buyer = await contactOf(t, clinic.accountId);
    await addToCart(buyer, rxItem.id, 1);
    const unlicensed = await placeOrder(t, buyer, terms(clinic, { shipAddressId: clinic.unlicensed }));
    expect(unlicensed.status).toBe(422);
    expect(unlicensed.body.code).toBe('SHIP_TO_NOT_LICENSED');
    expect(unlicensed.body.message).toBe(
      'This order cannot ship to Annex: This address holds no Rx (legend) license.',
    );
    const expired = await placeOrder(t, buyer, terms(clinic, { shipAddressId: clinic.expired }));
    expect(expired.body.message).toContain('expired on 01/31/2020');
    const cart = (await buyer.get(paths.cart.getCart)).body as { cartDetail: unknown[] };
    expect(cart.cartDetail).toHaveLength(1);
  });

  it('refuses a pending licence as not yet verified', async () => {
    const buyer = await contactOf(t, clinic.accountId);
    const pending = await addShipTo(t.db, clinic.accountId, {
      label: 'New Site',
      licences: [{ rxLevel: 1, expiresOn: '2099-01-01', status: 'pending', number: 'RX-NEW' }],
    });
    await addToCart(buyer, rxItem.id, 1);
    const res = await placeOrder(t, buyer, terms(clinic, { shipAddressId: pending }));
    expect(res.body.message).toContain('RX-NEW at this address has not been verified yet');
  });

  it("refuses another account's addresses as not found", async () => {
    const other = await createClinic(t.db);
    const buyer = await contactOf(t, clinic.accountId);
    await addToCart(buyer, gloves.id, 1);
    for (const body of [
      terms(clinic, { shipAddressId: other.licensed }),
      terms(clinic, { billAddressId: other.licensed }),
    ]) {
      const res = await placeOrder(t, buyer, body);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Address not found');
    }
  });

  it('refuses an order above the available balance, with the balance, and changes nothing', async () => {
    const small = await createClinic(t.db, { creditCents: 1_000 });
    const buyer = await contactOf(t, small.accountId);
    await addToCart(buyer, gloves.id, 1);
    const stock = await stockOf(t.db, gloves.id);
    const res = await placeOrder(t, buyer, terms(small));
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('CREDIT_LIMIT');
    expect(res.body.message).toBe(
      "This order's total of $12.75 is more than your available balance of $10.00. Please pay by card or bank account, or pay open invoices first.",
    );
    expect(await balanceOf(t.db, small.accountId)).toBe(1_000);
    expect(await stockOf(t.db, gloves.id)).toBe(stock);
  });

  it('refuses terms to an account without terms', async () => {
    const cardOnly = await createClinic(t.db, { hasTerms: false });
    const buyer = await contactOf(t, cardOnly.accountId);
    await addToCart(buyer, gloves.id, 1);
    const res = await placeOrder(t, buyer, terms(cardOnly));
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('TERMS_UNAVAILABLE');
  });

  it('refuses placing when the ship-to has no tax rate (tax in its error state)', async () => {
    const buyer = await contactOf(t, clinic.accountId);
    const untaxed = await addShipTo(t.db, clinic.accountId, { label: 'Nowhere', state: 'Q9' });
    await addToCart(buyer, gloves.id, 1);
    const res = await placeOrder(t, buyer, terms(clinic, { shipAddressId: untaxed }));
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(CHECKOUT_MESSAGES.taxError);
  });

  it('refuses a ship date that is not one of the delivery dates', async () => {
    const buyer = await contactOf(t, clinic.accountId);
    await addToCart(buyer, gloves.id, 1);
    const res = await placeOrder(t, buyer, terms(clinic, { shipDate: '2020-01-01' }));
    expect(res.status).toBe(400);
    const malformed = await placeOrder(t, buyer, terms(clinic, { shipDate: 'soon' }));
    expect(malformed.status).toBe(400);
  });
});

describe('stock and backorders', () => {
  it('backorders what stock does not cover', async () => {
    const item = await createStockItem(t.db, { stock: 4 });
    const buyer = await contactOf(t, clinic.accountId);
    await addToCart(buyer, item.id, 10);
    const res = await placeOrder(t, buyer, terms(clinic));
    expect(res.status).toBe(200);
    expect(res.body.orderConfirmation.lines[0]).toMatchObject({ quantity: 10, quantityBackordered: 6 });
    expect(await stockOf(t.db, item.id)).toBe(0);
  });

  it('refuses more than stock of an item that cannot be backordered, naming it', async () => {
    const item = await createStockItem(t.db, { stock: 3, backorderable: false });
    const buyer = await contactOf(t, clinic.accountId);
    await addToCart(buyer, item.id, 5);
    const res = await placeOrder(t, buyer, terms(clinic));
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(
      /^Only 3 Each of Test Item .* are in stock; this item cannot be backordered\.$/,
    );
    expect(await stockOf(t.db, item.id)).toBe(3);
  });
});

describe('placeOrder by card', () => {
  it('authorises the total with the fee through the gateway, records it and may save the card', async () => {
    const buyer = await contactOf(t, clinic.accountId);
    await addToCart(buyer, gloves.id, 2);
    const res = await placeOrder(t, buyer, {
      shipAddressId: clinic.licensed,
      billAddressId: clinic.licensed,
      payment: { type: 'token', token: cardToken(t.config.jwtSecret), save: true },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const o = res.body.orderConfirmation;
    // $24.00 + 6.25 % tax ($1.50) + 3 % fee on $25.50 ($0.77).
    expect([o.subtotal, o.tax, o.convenienceFee, o.total]).toEqual([24, 1.5, 0.77, 26.27]);
    expect(o.paymentDescription).toBe('Visa ending 4242');
    const [row] = await t.db.select().from(salesOrders).where(eq(salesOrders.id, o.id));
    expect(row?.paymentStatus).toBe('authorized');
    expect(row?.paymentAuthorizationId).toMatch(/^sbauth_/);
    const saved = await t.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.accountId, clinic.accountId));
    expect(saved.map((m) => m.last4)).toContain('4242');
  });

  it('lands a decline and insufficient funds as a refusal with the gateway reason, cart kept, nothing written', async () => {
    const buyer = await contactOf(t, clinic.accountId);
    await addToCart(buyer, gloves.id, 1);
    const stock = await stockOf(t.db, gloves.id);
    for (const [digits, message] of [
      [TEST_CARD_NUMBERS.declined, 'Your card was declined.'],
      [TEST_CARD_NUMBERS.insufficientFunds, 'Insufficient funds.'],
    ] as const) {
      const res = await placeOrder(t, buyer, {
        shipAddressId: clinic.licensed,
        billAddressId: clinic.licensed,
        payment: { type: 'token', token: cardToken(t.config.jwtSecret, { digits, last4: digits.slice(-4) }) },
      });
      expect(res.status).toBe(402);
      expect(res.body).toMatchObject({ code: 'PAYMENT_DECLINED', message });
    }
    expect(((await buyer.get(paths.cart.getCart)).body as { cartDetail: unknown[] }).cartDetail).toHaveLength(
      1,
    );
    expect(await stockOf(t.db, gloves.id)).toBe(stock);
    expect(await t.db.select().from(salesOrders).where(eq(salesOrders.placedBy, buyer.userId))).toEqual([]);
  });

  it('pays with a saved method of the account, without a fee for an exempt account', async () => {
    const exempt = await createClinic(t.db);
    await t.db.update(accounts).set({ convFeeExempt: true }).where(eq(accounts.id, exempt.accountId));
    const buyer = await contactOf(t, exempt.accountId);
    const saved = await buyer.post(paths.paymentMethod.upsert, { token: cardToken(t.config.jwtSecret) });
    const methodId = (saved.body as { paymentMethod: { id: number } }).paymentMethod.id;
    await addToCart(buyer, gloves.id, 1);
    const res = await placeOrder(t, buyer, {
      shipAddressId: exempt.licensed,
      billAddressId: exempt.licensed,
      payment: { type: 'paymentMethod', paymentMethodId: methodId },
    });
    expect(res.status).toBe(200);
    expect(res.body.orderConfirmation.convenienceFee).toBe(0);
    expect(res.body.orderConfirmation.total).toBe(12.75);
  });

  it('takes a bank account without a convenience fee, and answers its decline', async () => {
    const buyer = await contactOf(t, clinic.accountId);
    await addToCart(buyer, gloves.id, 1);
    const declined = await placeOrder(t, buyer, {
      shipAddressId: clinic.licensed,
      billAddressId: clinic.licensed,
      payment: {
        type: 'token',
        token: bankAccountToken(t.config.jwtSecret, { accountNumber: '000123450002', last4: '0002' }),
      },
    });
    expect(declined.status).toBe(402);
    expect(declined.body.message).toBe('The bank account could not be debited.');
    const res = await placeOrder(t, buyer, {
      shipAddressId: clinic.licensed,
      billAddressId: clinic.licensed,
      payment: { type: 'token', token: bankAccountToken(t.config.jwtSecret) },
    });
    expect(res.status).toBe(200);
    expect(res.body.orderConfirmation).toMatchObject({ paymentType: 'ach', convenienceFee: 0, total: 12.75 });
  });

  it("refuses another account's saved method and a forged token", async () => {
    const other = await createClinic(t.db);
    const stranger = await contactOf(t, other.accountId);
    const saved = await stranger.post(paths.paymentMethod.upsert, { token: cardToken(t.config.jwtSecret) });
    const foreignId = (saved.body as { paymentMethod: { id: number } }).paymentMethod.id;
    const buyer = await contactOf(t, clinic.accountId);
    await addToCart(buyer, gloves.id, 1);
    const foreign = await placeOrder(
      t,
      buyer,
      terms(clinic, { payment: { type: 'paymentMethod', paymentMethodId: foreignId } }),
    );
    expect(foreign.status).toBe(404);
    const forged = await placeOrder(
      t,
      buyer,
      terms(clinic, { payment: { type: 'token', token: 'card_forged.abc' } }),
    );
    expect(forged.status).toBe(422);
    expect(forged.body.code).toBe('PAYMENT_DETAILS_INVALID');
  });
});

describe('approval', () => {
  it('saves an order of a contact whose orders need approval as pending, holding stock and credit, and mails the admins', async () => {
    const admin = await contactOf(t, clinic.accountId, { isAdmin: true });
    const buyer = await contactOf(t, clinic.accountId, { needsApproval: true, isPriceVisible: false });
    await addToCart(buyer, gloves.id, 2);
    const stock = await stockOf(t.db, gloves.id);
    const balance = await balanceOf(t.db, clinic.accountId);
    const res = await placeOrder(t, buyer, terms(clinic));
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('Pending Approval');
    // No prices for this contact, not even in the confirmation.
    expect(res.body.orderConfirmation).not.toHaveProperty('total');
    expect(res.body.orderConfirmation.nextSteps).toContain('waiting for approval');
    expect(await stockOf(t.db, gloves.id)).toBe(stock - 2);
    expect(await balanceOf(t.db, clinic.accountId)).toBe(balance - 2_550);
    const mails = await outboxMails(t);
    const tranId = res.body.orderConfirmation.tranId;
    expect(
      mails.some((m) => m.to === admin.email && m.subject === `Order ${tranId} needs your approval`),
    ).toBe(true);
    expect(
      mails.some((m) => m.to === buyer.email && m.subject === `Order ${tranId} is waiting for approval`),
    ).toBe(true);
    const [line] = await t.db
      .select()
      .from(salesOrderLines)
      .where(eq(salesOrderLines.salesOrderId, res.body.orderConfirmation.id));
    expect(line?.quantity).toBe(2);
  });
});
