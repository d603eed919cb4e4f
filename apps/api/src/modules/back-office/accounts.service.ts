// Customer accounts in the back office (issue 20 point 5, ADR 0029): searched by account or
// contact, read with terms, credit, price level, parent and child links, contacts, addresses with
// their licences, and the newest orders, invoices and payments; terms, credit limit, price level and
// parent link edited under the account's row lock, in one transaction with the audit row (before
// and after). A new credit limit moves the available credit by the difference (domain rule).
import type {
  AdminCustomerDetails,
  AdminCustomerSummary,
  AdminCustomersPage,
  AdminCustomersQuery,
  UpdateCustomerBody,
} from '@medsupply/contract';
import { centsToDollars, dollarsToCents, parentLinkProblem } from '@medsupply/domain';
import type { Staff } from '../../core/actor.ts';
import { refuse } from '../../core/refusals.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { licenceDocumentStore } from '../addresses/addresses.service.ts';
import { pageOf } from './paging.ts';
import { creditLimitChanged } from '../order-to-cash/order-to-cash.service.ts';
import { audit } from './staff.service.ts';
import * as q from './accounts.queries.ts';

export const ACCOUNT_MESSAGES = {
  notFound: 'Customer account not found.',
  parentNotFound: 'The chosen parent account does not exist.',
  priceLevelNotFound: 'Unknown price level.',
  noDocument: 'This license has no uploaded document.',
} as const;

const dollars = centsToDollars;

function summaryOf(a: q.AccountRow): AdminCustomerSummary {
  return {
    id: a.id,
    accountNumber: a.account_number,
    accountName: a.account_name,
    status: a.status,
    priceLevel: a.price_level,
    terms: a.has_terms ? a.terms : null,
    creditLimit: dollars(a.credit_limit_cents),
    availableBalance: dollars(a.available_balance_cents),
    parent:
      a.parent_id === null
        ? null
        : { id: a.parent_id, accountNumber: a.parent_number ?? '', accountName: a.parent_name ?? '' },
    childCount: a.child_count,
    contactCount: a.contact_count,
    createdAt: a.created_at,
  };
}

/** GET /api/admin/customers: by name, ?q= over accounts and their contacts, ?status=. */
export async function searchCustomers(db: Db, query: AdminCustomersQuery): Promise<AdminCustomersPage> {
  const rows = await q.searchAccounts(db, query, query.limit, (query.page - 1) * query.limit);
  return pageOf(rows, query, summaryOf);
}

/** GET /api/admin/customers/:id. */
export async function customerDetails(db: DbOrTx, id: number): Promise<AdminCustomerDetails> {
  const account = await q.accountById(db, id);
  if (!account) throw refuse('ACCOUNT_NOT_FOUND', ACCOUNT_MESSAGES.notFound);
  const [children, contacts, addresses, orders, invoices, payments, priceLevels] = await Promise.all([
    q.childrenOf(db, id),
    q.contactsOf(db, id),
    q.addressesOf(db, id),
    q.recentOrders(db, id),
    q.recentInvoices(db, id),
    q.recentPayments(db, id),
    q.priceLevels(db),
  ]);
  const link = (l: q.LinkRow) => ({ id: l.id, accountNumber: l.account_number, accountName: l.account_name });
  const summary = summaryOf(account);
  return {
    id: account.id,
    accountNumber: account.account_number,
    accountName: account.account_name,
    status: account.status,
    businessType: account.business_type,
    phone: account.phone,
    email: account.email,
    priceLevel: { id: account.price_level_id, name: account.price_level },
    terms: summary.terms,
    creditLimit: summary.creditLimit,
    availableBalance: summary.availableBalance,
    rxLevels: [...account.rx_levels].sort((x, y) => x - y),
    parent: summary.parent,
    children: children.map(link),
    contacts: contacts.map((c) => ({
      id: c.id,
      username: c.username,
      email: c.email,
      firstName: c.first_name,
      lastName: c.last_name,
      phone: c.phone,
      isAdmin: c.is_admin,
      isActive: c.is_active,
      hasPassword: c.has_password,
      lastLoginAt: c.last_login_at,
    })),
    addresses: addresses.map((a) => ({
      id: a.id,
      label: a.label,
      addressee: a.addressee,
      line1: a.line1,
      line2: a.line2,
      city: a.city,
      state: a.state,
      zip: a.zip,
      defaultShipping: a.default_shipping,
      defaultBilling: a.default_billing,
      licences: a.licences.map((l) => ({
        id: l.id,
        rxLevel: l.rx_level,
        licenceNumber: l.licence_number,
        issuingAuthority: l.issuing_authority,
        expiresOn: l.expires_on,
        status: l.status,
        hasDocument: l.has_document,
      })),
    })),
    recentOrders: orders.map((o) => ({
      id: o.id,
      tranId: o.tran_id,
      status: o.status,
      orderDate: o.order_date,
      poNumber: o.po_number,
      paymentType: o.payment_type,
      total: dollars(o.total_cents),
    })),
    recentInvoices: invoices.map((i) => ({
      id: i.id,
      tranId: i.tran_id,
      status: i.status,
      invoiceDate: i.invoice_date,
      dueDate: i.due_date,
      total: dollars(i.total_cents),
      amountDue: dollars(i.amount_due_cents),
    })),
    recentPayments: payments.map((p) => ({
      id: p.id,
      tranId: p.tran_id,
      method: p.method,
      status: p.status,
      paidAt: p.paid_at,
      amount: dollars(p.amount_cents),
      unapplied: dollars(p.amount_cents - p.applied_cents),
      memo: p.memo,
    })),
    priceLevels,
    createdAt: account.created_at,
  };
}

/**
 * PATCH /api/admin/customers/:id: terms (null: off terms), credit limit, price level, parent link.
 * Under the account's row lock (so a concurrent edit or a terms order reads the new values), with
 * one audit row holding the fields before and after.
 */
export async function updateCustomer(
  db: Db,
  staff: Staff,
  id: number,
  body: UpdateCustomerBody,
): Promise<{ customer: AdminCustomerDetails }> {
  return db.transaction(async (tx) => {
    const account = await q.accountById(tx, id, true);
    if (!account) throw refuse('ACCOUNT_NOT_FOUND', ACCOUNT_MESSAGES.notFound);
    const before = {
      terms: account.has_terms ? account.terms : null,
      creditLimitCents: account.credit_limit_cents,
      priceLevelId: account.price_level_id,
      parentId: account.parent_id,
    };
    const after = { ...before };
    if (body.terms !== undefined) after.terms = body.terms;
    if (body.creditLimit !== undefined) after.creditLimitCents = dollarsToCents(body.creditLimit);
    if (body.priceLevelId !== undefined) {
      const levels = await q.priceLevels(tx);
      if (!levels.some((l) => l.id === body.priceLevelId))
        throw refuse('VALIDATION', ACCOUNT_MESSAGES.priceLevelNotFound);
      after.priceLevelId = body.priceLevelId;
    }
    if (body.parentId !== undefined && body.parentId !== account.parent_id) {
      if (body.parentId !== null) {
        const parent = await q.accountById(tx, body.parentId);
        if (!parent) throw refuse('VALIDATION', ACCOUNT_MESSAGES.parentNotFound);
        const problem = parentLinkProblem(id, account.child_count > 0, {
          id: parent.id,
          parentId: parent.parent_id,
          status: parent.status,
        });
        if (problem) throw refuse('VALIDATION', problem);
      }
      after.parentId = body.parentId;
    }
    const updated = await q.updateAccount(
      tx,
      id,
      { ...before, hasTerms: account.has_terms, terms: account.terms },
      {
        hasTerms: after.terms !== null,
        terms: after.terms,
        creditLimitCents: after.creditLimitCents,
        priceLevelId: after.priceLevelId,
        parentId: after.parentId,
      },
    );
    // The row is locked: it cannot have changed since it was read.
    if (!updated) throw new Error('account changed under its row lock');
    // The terms credit is order-to-cash's to move (ADR 0034): what is owed and held stays.
    const available =
      after.creditLimitCents === before.creditLimitCents
        ? account.available_balance_cents
        : await creditLimitChanged(tx, id, before.creditLimitCents, after.creditLimitCents);
    const changed = (Object.keys(before) as Array<keyof typeof before>).filter((k) => before[k] !== after[k]);
    if (changed.length > 0) {
      const pick = (v: typeof before) => Object.fromEntries(changed.map((k) => [k, v[k]]));
      await audit(tx, staff, {
        action: 'customer.update',
        entityType: 'account',
        entityId: id,
        before: {
          ...pick(before),
          ...(changed.includes('creditLimitCents')
            ? { availableBalanceCents: account.available_balance_cents }
            : {}),
        },
        after: {
          ...pick(after),
          ...(changed.includes('creditLimitCents') ? { availableBalanceCents: available } : {}),
        },
      });
    }
    return { customer: await customerDetails(tx, id) };
  });
}

/** GET /api/admin/licences/:id/document: the document the buyer uploaded with a licence. */
export async function licenceDocument(
  db: Db,
  documents: ReturnType<typeof licenceDocumentStore>,
  licenceId: number,
): Promise<{ bytes: Buffer; type: string; fileName: string }> {
  const row = await q.licenceDocumentOf(db, licenceId);
  if (!row?.document_key || !row.document_type)
    throw refuse('LICENCE_NOT_FOUND', ACCOUNT_MESSAGES.noDocument);
  return {
    bytes: await documents.read(row.document_key),
    type: row.document_type,
    fileName: row.document_name ?? 'license',
  };
}
