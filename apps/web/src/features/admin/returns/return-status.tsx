// A return's status as a pill, in the queue and on the return's page.
import type { AdminReturnView } from '@medsupply/contract';
import { RETURN_STATUS_LABELS } from '@medsupply/domain';

import { StatusPill } from '../components/admin-table';
import type { StatusTone } from '../components/admin-table';

const TONES: Record<AdminReturnView['status'], StatusTone> = {
  requested: 'amber',
  authorized: 'blue',
  received: 'blue',
  credited: 'green',
  refused: 'red',
  cancelled: 'grey',
};

export function ReturnStatusPill({ view }: { view: Pick<AdminReturnView, 'status'> }) {
  return <StatusPill tone={TONES[view.status]}>{RETURN_STATUS_LABELS[view.status]}</StatusPill>;
}
