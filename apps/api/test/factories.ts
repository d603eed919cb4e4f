// Test factories: the smallest believable rows for accounts, users and items. Each call makes new
// unique rows, so tests in one file do not trip over each other.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../src/config.ts';
import type { Db } from '../src/db/client.ts';
import {
  accounts,
  businessTypes,
  categories,
  contactRoles,
  contentEntries,
  creditMemos,
  fulfillmentEvents,
  fulfillmentLines,
  fulfillments,
  invoices,
  payments,
  itemFiles,
  itemImages,
  itemPrices,
  itemRelations,
  items,
  priceLevels,
  rxLevels,
  salesOrderLines,
  salesOrders,
  salesReps,
  sessions,
  units,
  unitTypes,
  userAccountAccess,
  users,
} from '../src/db/schema/index.ts';
import { signAccessToken } from '../src/modules/auth/tokens.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';

let counter = 0;
const next = () => {
  counter += 1;
  return `${process.pid}${counter}`;
};

export async function ensurePriceLevel(db: Db, name: string): Promise<number> {
  const found = await db.select({ id: priceLevels.id }).from(priceLevels).where(eq(priceLevels.name, name));
  if (found[0]) return found[0].id;
  const [row] = await db.insert(priceLevels).values({ name }).returning({ id: priceLevels.id });
  if (!row) throw new Error('price level not created');
  return row.id;
}

export async function ensureRxLevels(db: Db): Promise<void> {
  await db
    .insert(rxLevels)
    .values([
      { id: 0, name: 'None', isControlledSubstance: false, sellable: true },
      { id: 1, name: 'Rx (legend)', isControlledSubstance: false, sellable: true },
      { id: 2, name: 'Schedule II', isControlledSubstance: true, sellable: false },
      { id: 3, name: 'Schedule III', isControlledSubstance: true, sellable: true },
      { id: 4, name: 'Schedule IV', isControlledSubstance: true, sellable: true },
      { id: 5, name: 'Schedule V', isControlledSubstance: true, sellable: true },
    ])
    .onConflictDoNothing();
}

export interface AccountInput {
  accountName?: string;
  parentId?: number | null;
  priceLevel?: string;
  rxLevels?: number[];
  hasTerms?: boolean;
  creditLimitCents?: number;
}

export async function createAccount(db: Db, input: AccountInput = {}) {
  const n = next();
  const priceLevelId = await ensurePriceLevel(db, input.priceLevel ?? 'Base Price');
  const [row] = await db
    .insert(accounts)
    .values({
      accountNumber: `T${n}`,
      accountName: input.accountName ?? `Test Clinic ${n}`,
      parentId: input.parentId ?? null,
      priceLevelId,
      rxLevels: input.rxLevels ?? [],
      hasTerms: input.hasTerms ?? true,
      terms: input.hasTerms === false ? null : 'Net 30',
      creditLimitCents: input.creditLimitCents ?? 500_000,
      availableBalanceCents: input.creditLimitCents ?? 500_000,
    })
    .returning();
  if (!row) throw new Error('account not created');
  return row;
}

export interface UserInput {
  accountId: number;
  username?: string;
  firstName?: string;
  isAdmin?: boolean;
  isPriceVisible?: boolean;
  isPunchout?: boolean;
  isParentLogin?: boolean;
  passwordHash?: string | null;
}

export async function createUser(db: Db, input: UserInput) {
  const n = next();
  const username = input.username ?? `user${n}@clinic.example`;
  const [row] = await db
    .insert(users)
    .values({
      accountId: input.accountId,
      username,
      email: username,
      firstName: input.firstName ?? 'Pat',
      lastName: `Tester${n}`,
      isAdmin: input.isAdmin ?? false,
      isPriceVisible: input.isPriceVisible ?? true,
      isPunchout: input.isPunchout ?? false,
      isParentLogin: input.isParentLogin ?? false,
      passwordHash: input.passwordHash ?? null,
    })
    .returning();
  if (!row) throw new Error('user not created');
  return row;
}

export interface ItemInput {
  displayName?: string;
  manufacturer?: string;
  mpn?: string;
  categoryId?: number | null;
  rxLevel?: number;
  restricted?: boolean;
  inactive?: boolean;
  quantityAvailable?: number;
  /** Price of the base unit per price level name, in cents. */
  prices?: Record<string, number>;
  /** Units as [name, conversionRate]; the first is the base unit. */
  units?: Array<[string, number]>;
  allocationPeriod?: 'month' | 'quarter' | null;
  allocationDefaultMax?: number | null;
  parentId?: number | null;
  matrixDetails?: Record<string, string> | null;
}

export async function createCategory(db: Db, name: string, parentId: number | null = null) {
  const n = next();
  const [row] = await db
    .insert(categories)
    .values({ name, urlComponent: `${name.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-')}-${n}`, parentId })
    .returning();
  if (!row) throw new Error('category not created');
  return row;
}

export async function createItem(db: Db, input: ItemInput = {}) {
  const n = next();
  await ensureRxLevels(db);
  const [unitType] = await db
    .insert(unitTypes)
    .values({ name: `Units ${n}` })
    .returning();
  if (!unitType) throw new Error('unit type not created');
  const unitSpecs = input.units ?? [
    ['Each', 1],
    ['Box of 100', 100],
  ];
  const unitRows = await db
    .insert(units)
    .values(
      unitSpecs.map(([unitName, conversionRate], i) => ({
        unitTypeId: unitType.id,
        unitName,
        conversionRate,
        baseUnit: i === 0,
        sortOrder: i,
      })),
    )
    .returning();
  const displayName = input.displayName ?? `Test Item ${n}`;
  const [item] = await db
    .insert(items)
    .values({
      itemName: `TST-${n}`,
      displayName,
      urlComponent: `${displayName.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-')}-${n}`,
      manufacturer: input.manufacturer ?? 'Testwell Medical',
      mpn: input.mpn ?? `MPN-${n}`,
      categoryId: input.categoryId ?? null,
      rxLevel: input.rxLevel ?? 0,
      restricted: input.restricted ?? false,
      inactive: input.inactive ?? false,
      quantityAvailable: input.quantityAvailable ?? 100,
      unitTypeId: unitType.id,
      defaultUnitId: unitRows[0]?.id ?? null,
      allocationPeriod: input.allocationPeriod ?? null,
      allocationDefaultMax: input.allocationDefaultMax ?? null,
      parentId: input.parentId ?? null,
      matrixDetails: input.matrixDetails ?? null,
    })
    .returning();
  if (!item) throw new Error('item not created');
  const prices = input.prices ?? { 'List Price': 1500, 'Base Price': 1200 };
  for (const [level, priceCents] of Object.entries(prices)) {
    const priceLevelId = await ensurePriceLevel(db, level);
    await db.insert(itemPrices).values({ itemId: item.id, priceLevelId, priceCents });
  }
  return { item, units: unitRows };
}

/** A user who can sign in: createUser with an argon2id hash of `password`. */
export async function createLogin(db: Db, input: UserInput & { password: string }) {
  const { password, ...rest } = input;
  const user = await createUser(db, { ...rest, passwordHash: await hashPassword(password) });
  return { ...user, password };
}

/** Lets a (parent) login act for another account (user_account_access). */
export async function grantAccountAccess(db: Db, userId: number, accountId: number): Promise<void> {
  await db.insert(userAccountAccess).values({ userId, accountId }).onConflictDoNothing();
}

export async function setAccountStatus(
  db: Db,
  accountId: number,
  status: 'active' | 'pending_approval' | 'inactive',
): Promise<void> {
  await db.update(accounts).set({ status }).where(eq(accounts.id, accountId));
}

export async function ensureBusinessType(db: Db, name: string): Promise<number> {
  await db.insert(businessTypes).values({ name }).onConflictDoNothing();
  const [row] = await db
    .select({ id: businessTypes.id })
    .from(businessTypes)
    .where(eq(businessTypes.name, name));
  if (!row) throw new Error('business type not created');
  return row.id;
}

export async function ensureContactRole(db: Db, name: string): Promise<number> {
  await db.insert(contactRoles).values({ name }).onConflictDoNothing();
  const [row] = await db
    .select({ id: contactRoles.id })
    .from(contactRoles)
    .where(eq(contactRoles.name, name));
  if (!row) throw new Error('contact role not created');
  return row.id;
}

/** A sales rep assigned to the account. */
export async function assignSalesRep(
  db: Db,
  accountId: number,
  rep: { name?: string; email?: string; phone?: string } = {},
) {
  const n = next();
  const [row] = await db
    .insert(salesReps)
    .values({
      name: rep.name ?? `Rep ${n}`,
      email: rep.email ?? `rep${n}@meridian.example`,
      phone: rep.phone ?? '1-800-555-0100',
    })
    .returning();
  if (!row) throw new Error('sales rep not created');
  await db.update(accounts).set({ salesRepId: row.id }).where(eq(accounts.id, accountId));
  return row;
}

const TEST_ADDRESS = {
  addressee: 'Test Clinic',
  line1: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  country: 'US',
};

export interface SalesOrderInput {
  accountId: number;
  tranId?: string;
  status?: string;
  totalCents?: number;
  orderDate?: Date;
  approvalStatus?: 'not_required' | 'pending' | 'approved' | 'rejected';
  shipAddressId?: number;
}

/** A sales order header (no lines): enough for lists and dashboards. */
export async function createSalesOrder(db: Db, input: SalesOrderInput) {
  const n = next();
  const totalCents = input.totalCents ?? 10_000;
  const [row] = await db
    .insert(salesOrders)
    .values({
      tranId: input.tranId ?? `SO-T${n}`,
      accountId: input.accountId,
      status: input.status ?? 'Pending Fulfillment',
      approvalStatus: input.approvalStatus ?? 'not_required',
      orderDate: input.orderDate ?? new Date(),
      shipAddress: TEST_ADDRESS,
      billAddress: TEST_ADDRESS,
      shipAddressId: input.shipAddressId ?? null,
      paymentType: 'terms',
      subtotalCents: totalCents,
      totalCents,
    })
    .returning();
  if (!row) throw new Error('sales order not created');
  return row;
}

export interface InvoiceInput {
  accountId: number;
  tranId?: string;
  status?: 'Open' | 'Paid In Full';
  totalCents?: number;
  amountDueCents?: number;
  invoiceDate?: Date;
  /** ISO day; 30 days after now by default. */
  dueDate?: string;
  salesOrderId?: number;
  poNumber?: string;
}

export async function createInvoice(db: Db, input: InvoiceInput) {
  const n = next();
  const totalCents = input.totalCents ?? 10_000;
  const status = input.status ?? 'Open';
  const [row] = await db
    .insert(invoices)
    .values({
      tranId: input.tranId ?? `INV-T${n}`,
      accountId: input.accountId,
      status,
      invoiceDate: input.invoiceDate ?? new Date(),
      dueDate: input.dueDate ?? new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      subtotalCents: totalCents,
      totalCents,
      amountDueCents: input.amountDueCents ?? (status === 'Open' ? totalCents : 0),
      salesOrderId: input.salesOrderId ?? null,
      poNumber: input.poNumber ?? null,
    })
    .returning();
  if (!row) throw new Error('invoice not created');
  return row;
}

export interface CreditMemoInput {
  accountId: number;
  totalCents: number;
  appliedCents?: number;
  invoiceId?: number;
  reason?: string;
  memoDate?: Date;
}

/** A credit memo; `appliedCents` is what was used of it already (no application rows). */
export async function createCreditMemo(db: Db, input: CreditMemoInput) {
  const n = next();
  const [row] = await db
    .insert(creditMemos)
    .values({
      tranId: `CM-T${n}`,
      accountId: input.accountId,
      invoiceId: input.invoiceId ?? null,
      totalCents: input.totalCents,
      appliedCents: input.appliedCents ?? 0,
      reason: input.reason ?? 'Damaged in transit',
      memoDate: input.memoDate ?? new Date(),
    })
    .returning();
  if (!row) throw new Error('credit memo not created');
  return row;
}

export interface PaymentRecordInput {
  accountId: number;
  amountCents: number;
  appliedCents?: number;
  method?: string;
  paidAt?: Date;
  memo?: string;
}

/** A payment already made (a check by default); `appliedCents` of it is applied (no application rows). */
export async function createPaymentRecord(db: Db, input: PaymentRecordInput) {
  const n = next();
  const [row] = await db
    .insert(payments)
    .values({
      tranId: `PAY-T${n}`,
      accountId: input.accountId,
      method: input.method ?? 'check',
      amountCents: input.amountCents,
      appliedCents: input.appliedCents ?? 0,
      memo: input.memo ?? `Check #${n}`,
      paidAt: input.paidAt ?? new Date(),
    })
    .returning();
  if (!row) throw new Error('payment not created');
  return row;
}

// ---------------------------------------------------------------------------------------------
// Catalogue, search, content and sessions (issue #3)
// ---------------------------------------------------------------------------------------------

export interface CatalogItemInput extends ItemInput {
  itemName?: string;
  siteDisplayName?: string | null;
  isMatrixParent?: boolean;
  popularity?: number;
  searchKeywords?: string;
  descriptionHtml?: string;
  thumbnailUrl?: string | null;
  titleTag?: string | null;
  metaTag?: string | null;
  h1Tag?: string | null;
  specialOrder?: boolean;
  createdAt?: Date;
  attributes?: Record<string, string>;
  images?: Array<{ url: string; largeUrl: string }>;
  files?: Array<{ name: string; url: string }>;
}

/** createItem plus the catalogue fields a listing, search or product page reads. */
export async function createCatalogItem(db: Db, input: CatalogItemInput = {}) {
  const { item, units: unitRows } = await createItem(db, input);
  const [updated] = await db
    .update(items)
    .set({
      updatedAt: new Date(),
      ...(input.itemName === undefined ? {} : { itemName: input.itemName }),
      ...(input.siteDisplayName === undefined ? {} : { siteDisplayName: input.siteDisplayName }),
      ...(input.isMatrixParent === undefined ? {} : { isMatrixParent: input.isMatrixParent }),
      ...(input.popularity === undefined ? {} : { popularity: input.popularity }),
      ...(input.searchKeywords === undefined ? {} : { searchKeywords: input.searchKeywords }),
      ...(input.descriptionHtml === undefined ? {} : { descriptionHtml: input.descriptionHtml }),
      ...(input.thumbnailUrl === undefined ? {} : { thumbnailUrl: input.thumbnailUrl }),
      ...(input.titleTag === undefined ? {} : { titleTag: input.titleTag }),
      ...(input.metaTag === undefined ? {} : { metaTag: input.metaTag }),
      ...(input.h1Tag === undefined ? {} : { h1Tag: input.h1Tag }),
      ...(input.specialOrder === undefined ? {} : { specialOrder: input.specialOrder }),
      ...(input.createdAt === undefined ? {} : { createdAt: input.createdAt }),
      ...(input.attributes === undefined ? {} : { attributes: input.attributes }),
    })
    .where(eq(items.id, item.id))
    .returning();
  if (!updated) throw new Error('item not updated');
  for (const [index, image] of (input.images ?? []).entries()) {
    await db.insert(itemImages).values({ itemId: item.id, index, url: image.url, largeUrl: image.largeUrl });
  }
  for (const file of input.files ?? []) {
    await db.insert(itemFiles).values({ itemId: item.id, name: file.name, url: file.url });
  }
  return { item: updated, units: unitRows };
}

/** Correlated (related) or alternative items of an item, in the given order. */
export async function relateItems(
  db: Db,
  itemId: number,
  relatedItemIds: number[],
  kind: 'correlated' | 'alternative',
): Promise<void> {
  await db
    .insert(itemRelations)
    .values(relatedItemIds.map((relatedItemId, sortOrder) => ({ itemId, relatedItemId, kind, sortOrder })));
}

export interface PurchaseInput {
  accountId: number;
  itemId: number;
  unitId: number;
  quantity?: number;
  orderDate?: Date;
  status?: string;
  unitPriceCents?: number;
  placedBy?: number | null;
  quantityBackordered?: number;
  quantityFulfilled?: number;
}

/** A sales order with one line: the account bought the item in that unit on that date. */
export async function createPurchase(db: Db, input: PurchaseInput) {
  const n = next();
  const quantity = input.quantity ?? 1;
  const unitPriceCents = input.unitPriceCents ?? 1000;
  const address = {
    addressee: 'Test Clinic',
    line1: '1 Main St',
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
    country: 'US',
  };
  const [order] = await db
    .insert(salesOrders)
    .values({
      tranId: `SO-P${n}`,
      accountId: input.accountId,
      placedBy: input.placedBy ?? null,
      status: input.status ?? 'Billed',
      orderDate: input.orderDate ?? new Date(),
      shipAddress: address,
      billAddress: address,
      paymentType: 'terms',
      subtotalCents: unitPriceCents * quantity,
      totalCents: unitPriceCents * quantity,
    })
    .returning();
  if (!order) throw new Error('sales order not created');
  await db.insert(salesOrderLines).values({
    salesOrderId: order.id,
    lineNumber: 1,
    itemId: input.itemId,
    unitId: input.unitId,
    quantity,
    unitPriceCents,
    amountCents: unitPriceCents * quantity,
    quantityBackordered: input.quantityBackordered ?? 0,
    quantityFulfilled: input.quantityFulfilled ?? 0,
  });
  return order;
}

export interface FulfillmentInput {
  accountId: number;
  salesOrderId: number;
  carrier?: 'UPS' | 'FedEx' | 'USPS';
  trackingNumber?: string;
  routeId?: string | null;
  status?: 'Picked' | 'Packed' | 'Shipped' | 'Delivered';
  shippedAt?: Date;
  deliveredAt?: Date | null;
  expectedDeliveryOn?: string | null;
  /** Carrier scans, oldest first. */
  events?: Array<{ status: string; description: string; location?: string | null; at: Date }>;
}

/** A shipment of the order's lines (all of the first line's quantity) with its carrier scans. */
export async function createFulfillment(db: Db, input: FulfillmentInput) {
  const n = next();
  const [row] = await db
    .insert(fulfillments)
    .values({
      tranId: `IF-T${n}`,
      accountId: input.accountId,
      salesOrderId: input.salesOrderId,
      status: input.status ?? 'Shipped',
      carrier: input.carrier ?? 'UPS',
      trackingNumber: input.trackingNumber ?? `1ZT${n}`,
      routeId: input.routeId ?? null,
      shippedAt: input.shippedAt ?? new Date(),
      deliveredAt: input.deliveredAt ?? null,
      expectedDeliveryOn: input.expectedDeliveryOn ?? null,
    })
    .returning();
  if (!row) throw new Error('fulfillment not created');
  const lines = await db
    .select({ id: salesOrderLines.id, quantity: salesOrderLines.quantity })
    .from(salesOrderLines)
    .where(eq(salesOrderLines.salesOrderId, input.salesOrderId));
  for (const line of lines) {
    await db
      .insert(fulfillmentLines)
      .values({ fulfillmentId: row.id, salesOrderLineId: line.id, quantity: line.quantity });
  }
  for (const event of input.events ?? []) {
    await db.insert(fulfillmentEvents).values({
      fulfillmentId: row.id,
      status: event.status,
      description: event.description,
      location: event.location ?? null,
      occurredAt: event.at,
    });
  }
  return row;
}

export async function setAccountBusinessType(db: Db, accountId: number, name: string): Promise<void> {
  const businessTypeId = await ensureBusinessType(db, name);
  await db.update(accounts).set({ businessTypeId }).where(eq(accounts.id, accountId));
}

/** A live session for the user and a bearer token for it, as login would issue (for API tests). */
export async function loginAs(
  db: Db,
  config: Pick<Config, 'jwtSecret'>,
  user: { id: number; accountId: number },
): Promise<{ token: string; headers: { authorization: string } }> {
  const tokenId = randomUUID();
  const [session] = await db
    .insert(sessions)
    .values({
      userId: user.id,
      accountId: user.accountId,
      expiresAt: new Date(Date.now() + 8 * 3_600_000),
      tokenId,
    })
    .returning({ id: sessions.id });
  if (!session) throw new Error('session not created');
  const { token } = await signAccessToken(config.jwtSecret, {
    userId: user.id,
    accountId: user.accountId,
    sessionId: session.id,
    tokenId,
  });
  return { token, headers: { authorization: `Bearer ${token}` } };
}

export interface ContentEntryInput {
  kind: (typeof contentEntries.$inferInsert)['kind'];
  path?: string | null;
  title?: string;
  data: Record<string, unknown>;
  published?: boolean;
}

export async function createContentEntry(db: Db, input: ContentEntryInput) {
  const [row] = await db
    .insert(contentEntries)
    .values({
      kind: input.kind,
      path: input.path ?? null,
      title: input.title ?? input.kind,
      data: input.data,
      published: input.published ?? true,
    })
    .returning();
  if (!row) throw new Error('content entry not created');
  return row;
}

/** Every path at which `key` occurs in a JSON value, e.g. ['results.0.children.1.price']. */
export function keyPaths(value: unknown, key: string, at = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => keyPaths(v, key, `${at}${at ? '.' : ''}${i}`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([k, v]) => {
    const here = `${at}${at ? '.' : ''}${k}`;
    return [...(k === key ? [here] : []), ...keyPaths(v, key, here)];
  });
}

/** The `key` of every object in a JSON array (reads any-typed responses without unsafe calls). */
export function pluck(list: unknown, key: string): unknown[] {
  if (!Array.isArray(list)) throw new Error(`expected an array, got ${JSON.stringify(list)}`);
  return list.map((entry: unknown) =>
    typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>)[key] : undefined,
  );
}

/** The object with this id in a JSON array. */
export function byId(list: unknown, id: number | undefined): Record<string, unknown> {
  if (!Array.isArray(list)) throw new Error(`expected an array, got ${JSON.stringify(list)}`);
  const found: unknown = list.find(
    (entry: unknown) => typeof entry === 'object' && entry !== null && (entry as { id?: unknown }).id === id,
  );
  if (typeof found !== 'object' || found === null) throw new Error(`no entry with id ${String(id)}`);
  return found as Record<string, unknown>;
}
