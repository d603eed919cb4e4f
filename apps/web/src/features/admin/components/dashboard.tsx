// The back office's first page: what waits for the member, one count per queue their roles open
// (open orders, new access requests, applications, licences to verify). Add a card per new queue.
import { adminPaths } from '@medsupply/contract';
import type { StaffArea } from '@medsupply/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

import { QueryView } from '@/components/ui/query-view';

import { adminCall } from '../lib/admin-api';
import { ADMIN_NAV } from '../nav';
import { useStaff } from './staff-context';

interface DashboardCard {
  area: StaffArea;
  label: string;
  /** The queue's size: the total of its paginated list, one row asked. */
  count: (signal: AbortSignal) => Promise<number>;
  /** Where the card leads, when that page exists (in the nav). */
  to: string;
}

export const DASHBOARD_CARDS: readonly DashboardCard[] = [
  {
    area: 'orders',
    label: 'Open orders to ship',
    count: (signal) =>
      adminCall('GET', adminPaths.orders, { query: { limit: 1 }, signal }).then((page) => page.total),
    to: '/admin/orders',
  },
  {
    area: 'customers',
    label: 'New access requests',
    count: (signal) =>
      adminCall('GET', adminPaths.accessRequests, { query: { limit: 1 }, signal }).then((page) => page.total),
    to: '/admin/access-requests',
  },
  {
    area: 'customers',
    label: 'Applications to approve',
    count: (signal) =>
      adminCall('GET', adminPaths.registrations, { query: { limit: 1 }, signal }).then((page) => page.total),
    to: '/admin/registrations',
  },
  {
    area: 'licences',
    label: 'Licenses to verify',
    count: (signal) =>
      adminCall('GET', adminPaths.licences, { query: { limit: 1 }, signal }).then((page) => page.total),
    to: '/admin/licences',
  },
];

function hasPage(to: string): boolean {
  return ADMIN_NAV.some((entry) => to === entry.to || to.startsWith(`${entry.to}/`));
}

function CountCard({ card }: { card: DashboardCard }) {
  const count = useQuery({
    queryKey: ['admin', 'dashboard', card.label],
    queryFn: ({ signal }) => card.count(signal),
  });
  // The card's label is its link, stretched over the card, so a failed count's Try again is a
  // button beside the link rather than inside it.
  return (
    <div className="relative block rounded-xl border border-slate-200 bg-white p-5 shadow-sm has-[a:hover]:border-brand-600">
      <p className="text-sm font-medium text-slate-600">
        {hasPage(card.to) ? (
          <Link to={card.to} className="after:absolute after:inset-0 after:rounded-xl">
            {card.label}
          </Link>
        ) : (
          card.label
        )}
      </p>
      <div className={count.isError && count.data === undefined ? 'relative z-10 mt-2' : 'mt-1'}>
        <QueryView query={count} what={card.label.toLowerCase()} owner="the" loading="line">
          {(value) => <p className="text-3xl font-semibold text-navy-900 tabular-nums">{value}</p>}
        </QueryView>
      </div>
    </div>
  );
}

export function AdminDashboard() {
  const staff = useStaff();
  const cards = DASHBOARD_CARDS.filter((card) => staff.areas.includes(card.area));
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-navy-900">Good to see you, {staff.firstName}</h1>
        <p className="mt-1 text-sm text-slate-600">What is waiting in the areas your roles open.</p>
      </div>
      {cards.length > 0 ? (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {cards.map((card) => (
            <li key={card.label}>
              <CountCard card={card} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-xl border border-slate-200 bg-white p-5 text-sm text-slate-700">
          Nothing waits in your areas. Use the navigation to open them.
        </p>
      )}
    </div>
  );
}
