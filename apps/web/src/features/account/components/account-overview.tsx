// The /myaccount dashboard (storefront spec §2.2: "the login and dashboard (overview) page"): the
// account's balance, available credit and terms, open invoices, pending approvals for admins, recent
// orders and the sales rep. Amounts show only when the server sent them (isPriceVisible), in US
// dollars; dates MM/DD/YYYY (spec §9). The aging total is the open balance less the payments and
// credits not yet applied, and the page says so beside it (issue 31 point 2); order statuses are
// the labels a buyer reads on Sales Orders, not the order system's names.
import type { OverviewResponse } from '@medsupply/contract';
import { dollarsToCents } from '@medsupply/domain';
import { ArrowRight, ClipboardCheck, CreditCard, FileText, Mail, Phone, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { DataTable } from '@/components/ui/data-table';
import { QueryView } from '@/components/ui/query-view';
import { formatStoreDate, formatUsd } from '@/lib/format';
import { AGING_BUCKETS } from '@medsupply/domain';

import { useOverview } from '../api/get-overview';
import { ACCOUNT_MENU_BASE } from '../constants';

import { LicenceNotices } from './licence-notices';

export function money(dollars: number): string {
  return formatUsd(dollarsToCents(dollars));
}

function StatCard({
  icon,
  label,
  value,
  detail,
  action,
}: {
  icon: ReactNode;
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5">
      <div className="flex items-center gap-2 text-sm font-semibold text-slate-700">
        <span
          className="flex size-8 items-center justify-center rounded-lg bg-brand-50 text-brand-700 [&_svg]:size-4"
          aria-hidden="true"
        >
          {icon}
        </span>
        <h2>{label}</h2>
      </div>
      <p className="mt-3 text-2xl font-bold tracking-tight text-navy-900 tabular-nums">{value}</p>
      {detail && <p className="mt-1 text-sm text-slate-600">{detail}</p>}
      {action && <div className="mt-auto pt-4">{action}</div>}
    </section>
  );
}

function CardLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
    >
      {children}
      <ArrowRight className="size-4" aria-hidden="true" />
    </Link>
  );
}

export function AccountOverview() {
  const overview = useOverview();
  return (
    <QueryView query={overview} what="account overview" loading="panel">
      {(data) => <OverviewView data={data} />}
    </QueryView>
  );
}

export function OverviewView({ data }: { data: OverviewResponse }) {
  const { account, credit, aging, openInvoices, pendingApprovals, recentOrders, salesRep, licenceNotices } =
    data;
  const showMoney = credit.openBalance !== undefined || openInvoices.amountDue !== undefined;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 className="text-xl font-semibold text-navy-900">{account.accountName}</h2>
        <p className="text-sm text-slate-600">Account {account.accountNumber}</p>
      </div>

      <LicenceNotices notices={licenceNotices} />

      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {credit.openBalance !== undefined && (
          <StatCard
            icon={<Wallet />}
            label="Open balance"
            value={money(credit.openBalance)}
            detail={
              <>
                {credit.terms ? `Terms: ${credit.terms}` : 'No payment terms on this account'}
                {credit.availableCredits ? (
                  <>
                    <br />
                    {money(credit.availableCredits)} in unapplied payments and credits
                  </>
                ) : null}
              </>
            }
            action={<CardLink to={`${ACCOUNT_MENU_BASE}/payment/create`}>Make a payment</CardLink>}
          />
        )}
        {credit.availableBalance !== undefined && (
          <StatCard
            icon={<CreditCard />}
            label="Available credit"
            value={money(credit.availableBalance)}
            detail={
              credit.creditLimit !== undefined ? `of ${money(credit.creditLimit)} credit limit` : undefined
            }
          />
        )}
        {!showMoney && (
          <StatCard
            icon={<CreditCard />}
            label="Payment terms"
            value={credit.hasTerms && credit.terms ? credit.terms : 'None'}
            detail={
              credit.hasTerms ? 'Orders can be placed on terms.' : 'Orders are paid by card at checkout.'
            }
          />
        )}
        <StatCard
          icon={<FileText />}
          label="Open invoices"
          value={openInvoices.count}
          detail={openInvoices.amountDue !== undefined ? `${money(openInvoices.amountDue)} due` : undefined}
          action={
            openInvoices.amountDue !== undefined ? (
              <CardLink to={`${ACCOUNT_MENU_BASE}/invoices`}>View invoices</CardLink>
            ) : undefined
          }
        />
        {pendingApprovals !== null && (
          <StatCard
            icon={<ClipboardCheck />}
            label="Pending approvals"
            value={pendingApprovals}
            detail={
              pendingApprovals === 1 ? 'order waits for your approval' : 'orders wait for your approval'
            }
            action={<CardLink to={`${ACCOUNT_MENU_BASE}/approvals`}>Approve orders</CardLink>}
          />
        )}
      </div>

      {aging.total !== undefined && <AgingSection aging={aging} credit={credit} />}

      <section
        aria-labelledby="recent-orders-heading"
        className="rounded-2xl border border-slate-200 bg-white"
      >
        <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-5 py-4">
          <h2 id="recent-orders-heading" className="text-base font-semibold text-navy-900">
            Recent orders
          </h2>
          {showMoney && <CardLink to={`${ACCOUNT_MENU_BASE}/salesorders`}>All orders</CardLink>}
        </div>
        {recentOrders.length === 0 ? (
          <p className="px-5 py-8 text-center text-sm text-slate-600">No orders yet.</p>
        ) : (
          // The shared responsive table: a card per order on a phone, nothing scrolls sideways.
          <DataTable
            labelledBy="recent-orders-heading"
            rows={recentOrders}
            rowKey={(order) => order.id}
            columns={[
              {
                label: 'Order',
                role: 'identity',
                nowrap: true,
                cell: (order) =>
                  showMoney ? (
                    <Link
                      className="underline hover:text-brand-700"
                      to={`${ACCOUNT_MENU_BASE}/orderdetails?id=${order.id}`}
                    >
                      {order.tranId}
                    </Link>
                  ) : (
                    order.tranId
                  ),
              },
              { label: 'Date', date: true, cell: (order) => formatStoreDate(order.date) },
              { label: 'Status', role: 'status', cell: (order) => order.statusLabel },
              showMoney && {
                label: 'Total',
                role: 'amount',
                numeric: true,
                cell: (order) => (order.total !== undefined ? money(order.total) : ''),
              },
            ]}
          />
        )}
      </section>

      {salesRep && (
        <section
          aria-labelledby="sales-rep-heading"
          className="rounded-2xl border border-slate-200 bg-white p-5"
        >
          <h2 id="sales-rep-heading" className="text-base font-semibold text-navy-900">
            Your sales rep
          </h2>
          <p className="mt-1 text-sm text-slate-700">{salesRep.name}</p>
          <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <a
              href={`mailto:${salesRep.email}`}
              className="inline-flex items-center gap-2 text-brand-700 hover:underline"
            >
              <Mail className="size-4" aria-hidden="true" />
              {salesRep.email}
            </a>
            <a
              href={`tel:${salesRep.phone.replace(/[^\d+]/g, '')}`}
              className="inline-flex items-center gap-2 text-brand-700 hover:underline"
            >
              <Phone className="size-4" aria-hidden="true" />
              {salesRep.phone}
            </a>
          </div>
        </section>
      )}
    </div>
  );
}

/**
 * Issue 18 point 8: what the account owes by days past due, from the same ledger as the balance
 * and the statement (credits not yet used count as current, so they lower the total). Issue 31
 * point 2: when there are such credits, the total is reconciled with the open balance above it.
 */
function AgingSection({
  aging,
  credit,
}: {
  aging: OverviewResponse['aging'];
  credit: OverviewResponse['credit'];
}) {
  const total = aging.total ?? 0;
  const reconcile =
    credit.openBalance !== undefined && credit.availableCredits !== undefined && credit.availableCredits > 0;
  return (
    <section aria-labelledby="aging-heading" className="rounded-2xl border border-slate-200 bg-white p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="aging-heading" className="text-base font-semibold text-navy-900">
          Aging summary
        </h2>
        <CardLink to={`${ACCOUNT_MENU_BASE}/statements`}>Account statement</CardLink>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        What is owed by days past due; unapplied payments and credits count as current.
      </p>
      {/* One column on the narrowest phones: two boxes of '$12,345.67' do not fit in 320 px. */}
      <dl className="mt-4 grid grid-cols-1 gap-3 min-[24rem]:grid-cols-2 sm:grid-cols-3 lg:grid-cols-6">
        {AGING_BUCKETS.map((bucket) => {
          const value = aging[bucket.key] ?? 0;
          const late = bucket.key !== 'current' && value > 0;
          return (
            <div key={bucket.key} className={`min-w-0 rounded-xl p-3 ${late ? 'bg-red-50' : 'bg-slate-50'}`}>
              <dt className="text-xs font-semibold tracking-wide break-words text-slate-600 uppercase">
                {bucket.label}
              </dt>
              <dd
                className={`mt-1 text-base font-semibold wrap-anywhere tabular-nums ${late ? 'text-red-800' : 'text-navy-900'}`}
              >
                {money(value)}
              </dd>
            </div>
          );
        })}
        <div className="min-w-0 rounded-xl bg-navy-900 p-3 text-white">
          <dt className="text-xs font-semibold tracking-wide uppercase opacity-80">Total</dt>
          <dd className="mt-1 text-base font-semibold wrap-anywhere tabular-nums">{money(total)}</dd>
        </div>
      </dl>
      {reconcile && (
        <p className="mt-3 text-sm text-slate-700 tabular-nums">
          Open balance {money(credit.openBalance ?? 0)} − unapplied payments and credits{' '}
          {money(credit.availableCredits ?? 0)} = total {money(total)}
        </p>
      )}
    </section>
  );
}
