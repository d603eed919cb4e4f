// An order's or fulfilment's status as a coloured pill, in US English (ADR 0042: the order system's
// 'Cancelled' reads 'Canceled').
import { orderStatusLabel } from '@medsupply/domain';
import { StatusPill } from '../components/admin-table';
import type { StatusTone } from '../components/admin-table';

const TONES: Record<string, StatusTone> = {
  'Pending Approval': 'amber',
  'Pending Fulfillment': 'blue',
  'Partially Fulfilled': 'amber',
  'Pending Billing': 'blue',
  'Partially Billed': 'amber',
  Billed: 'green',
  Closed: 'grey',
  Cancelled: 'red',
  Rejected: 'red',
  Shipped: 'blue',
  Delivered: 'green',
  Open: 'amber',
  Paid: 'green',
  'Paid In Full': 'green',
};

export function StatusLabel({ status }: { status: string }) {
  return <StatusPill tone={TONES[status] ?? 'grey'}>{orderStatusLabel(status)}</StatusPill>;
}
