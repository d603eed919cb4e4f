// Approve Orders (/myaccount/menu/approvals, isAdmin; storefront spec §2.3, §4; issue 17 point 5):
// the orders placed by contacts whose orders need approval, waiting and rejected, each with its
// details (ship-to, bill-to, payment, lines). Approve releases the order; Reject (with an optional
// reason for the placer) gives it the status 'Rejected' and moves it to the rejected list.
import type { ApprovalOrder } from '@medsupply/contract';
import { orderStatusLabel } from '@medsupply/domain';
import { ChevronDown, ClipboardCheck } from 'lucide-react';
import { useId, useState } from 'react';

import {
  AddressLines,
  Fact,
  itemColumn,
  documentMoney as money,
} from '@/components/transaction/document-parts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { TextField } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatStoreDate } from '@/lib/format';
import { toast } from '@/lib/toast';

import { useApprovals, useDecide } from '../api/approvals';

const REASON_MAX = 500;

export function ApprovalsPage() {
  const approvals = useApprovals();
  if (approvals.isPending)
    return (
      <div role="status" aria-label="Loading orders" className="space-y-3">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  if (approvals.isError)
    return (
      <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-sm text-red-800">
        {approvals.error.message}
      </p>
    );
  const { pending, rejected } = approvals.data;
  return (
    <div className="space-y-8">
      <section aria-labelledby="pending-heading">
        <h2 id="pending-heading" className="text-lg font-semibold text-navy-900">
          Waiting for approval ({pending.length})
        </h2>
        {pending.length === 0 ? (
          <EmptyState icon={<ClipboardCheck />} title="No orders are waiting for approval" className="mt-3" />
        ) : (
          <ul className="mt-3 space-y-3">
            {pending.map((order) => (
              <li key={order.id}>
                <ApprovalCard order={order} pending />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="rejected-heading">
        <h2 id="rejected-heading" className="text-lg font-semibold text-navy-900">
          Rejected ({rejected.length})
        </h2>
        {rejected.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">No rejected orders.</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {rejected.map((order) => (
              <li key={order.id}>
                <ApprovalCard order={order} pending={false} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function ApprovalCard({ order, pending }: { order: ApprovalOrder; pending: boolean }) {
  const [open, setOpen] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const detailsId = useId();
  const decideOrder = useDecide();

  const approve = () =>
    decideOrder.mutate(
      { kind: 'approve', id: order.id },
      {
        onSuccess: (result) =>
          toast.success(`Order ${result.tranId} approved. It is on its way to the warehouse.`),
        onError: (error) => toast.error(error.message),
      },
    );
  const reject = () =>
    decideOrder.mutate(
      { kind: 'reject', id: order.id, reason: reason.trim() },
      {
        onSuccess: (result) => toast.success(`Order ${result.tranId} rejected.`),
        onError: (error) => toast.error(error.message),
      },
    );

  return (
    <article
      aria-label={`Order ${order.tranId}`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="flex flex-wrap items-center gap-2 text-base font-semibold text-navy-900">
            Order {order.tranId}
            <Badge tone={pending ? 'warning' : 'danger'}>{orderStatusLabel(order.status)}</Badge>
          </h3>
          <p className="mt-1 text-sm text-slate-600">
            Placed {formatStoreDate(order.orderDate)}
            {order.placedBy ? ` by ${order.placedBy}` : ''}
            {order.poNumber ? ` · PO ${order.poNumber}` : ''}
            {` · ${order.lines.length} ${order.lines.length === 1 ? 'line' : 'lines'}`}
          </p>
          {order.rejectionReason && (
            <p className="mt-1 text-sm text-red-800">Reason: {order.rejectionReason}</p>
          )}
        </div>
        {order.total !== undefined && (
          <p className="text-lg font-bold text-navy-900 tabular-nums">{money(order.total)}</p>
        )}
      </div>

      <div className="mt-4 flex flex-wrap items-center gap-2">
        {pending && !rejecting && (
          <>
            <Button size="sm" onClick={approve} disabled={decideOrder.isPending}>
              Approve
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => setRejecting(true)}
              disabled={decideOrder.isPending}
            >
              Reject
            </Button>
          </>
        )}
        <Button
          variant="ghost"
          className="sm:ml-auto"
          size="sm"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((value) => !value)}
        >
          <ChevronDown aria-hidden="true" className={cn('transition-transform', open && 'rotate-180')} />
          {open ? 'Hide details' : 'Show details'}
        </Button>
      </div>

      {pending && rejecting && (
        <div className="mt-4 rounded-lg border border-red-200 bg-red-50/50 p-4">
          <TextField
            label="Reason for the person who placed it"
            optional
            value={reason}
            maxLength={REASON_MAX}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className="mt-3 flex flex-wrap gap-2">
            <Button size="sm" onClick={reject} disabled={decideOrder.isPending}>
              Reject order {order.tranId}
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => setRejecting(false)}
              disabled={decideOrder.isPending}
            >
              Cancel
            </Button>
          </div>
        </div>
      )}

      {open && (
        <div id={detailsId} className="mt-4 border-t border-slate-100 pt-4">
          <dl className="grid gap-4 sm:grid-cols-3">
            <Fact term="Ship to">
              <AddressLines address={order.shipAddress} />
            </Fact>
            <Fact term="Bill to">
              <AddressLines address={order.billAddress} />
            </Fact>
            <Fact term="Payment">{order.paymentDescription}</Fact>
          </dl>
          <DataTable
            className="mt-4"
            label={`Items of order ${order.tranId}`}
            rows={order.lines}
            rowKey={(line) => line.id}
            columns={[
              itemColumn(),
              { label: 'Unit', cell: (line) => line.unitName },
              { label: 'Quantity', numeric: true, cell: (line) => line.quantity },
              order.total !== undefined && {
                label: 'Amount',
                role: 'amount',
                numeric: true,
                cell: (line) => money(line.amount),
              },
            ]}
          />
        </div>
      )}
    </article>
  );
}
