// Approve Orders (/myaccount/menu/approvals, isAdmin; storefront spec §2.3, §4; issue 17 point 5;
// issue 33): the orders waiting for approval and those rejected, each with why it waits (every
// rule or budget that held it, and who decided each) and its details (ship-to, bill-to, payment,
// lines). Approve records the approver's approval (the order is released when no reason is left);
// Reject (with an optional reason for the placer) gives it the status 'Rejected'. An approval mail's
// link (?link=) opens its order here and decides through the link, which it uses up.
import { ApproveRequest, RejectRequest } from '@medsupply/contract';
import type { ApprovalOrder, ApprovalsResponse } from '@medsupply/contract';
import { orderStatusLabel } from '@medsupply/domain';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, CircleX, Clock, ChevronDown, ClipboardCheck } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';

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
import { QueryView } from '@/components/ui/query-view';
import { cn } from '@/lib/cn';
import { formatStoreDate } from '@/lib/format';
import { schemaResolver } from '@/lib/schema-resolver';
import { toast } from '@/lib/toast';

import { approvalLinkQueryOptions, useApprovals, useDecide } from '../api/approvals';

const REASON_MAX = 500;

interface NoteValues {
  note: string;
}
interface ReasonValues {
  reason: string;
}
const noteResolver = schemaResolver<NoteValues>(ApproveRequest, ({ note }) => ({ id: 1, note }));
const reasonResolver = schemaResolver<ReasonValues>(RejectRequest, ({ reason }) => ({ id: 1, reason }));

export function ApprovalsPage({ currentAccountName }: { currentAccountName?: string | undefined } = {}) {
  const approvals = useApprovals();
  const [searchParams] = useSearchParams();
  const link = searchParams.get('link');
  const linked = useQuery({ ...approvalLinkQueryOptions(link ?? ''), enabled: link !== null });
  const linkedId = linked.data?.id ?? null;
  useEffect(() => {
    if (linkedId === null) return;
    document.getElementById(`approval-${linkedId}`)?.scrollIntoView({ block: 'start' });
  }, [linkedId, approvals.isSuccess]);
  return (
    <QueryView query={approvals} what="orders" loading="panel">
      {(data) => (
        <ApprovalLists
          data={data}
          currentAccountName={currentAccountName}
          link={link}
          linkedId={linkedId}
          linkProblem={link !== null && linked.isError ? linked.error.message : null}
        />
      )}
    </QueryView>
  );
}

function ApprovalLists({
  data: { pending, rejected },
  currentAccountName,
  link,
  linkedId,
  linkProblem,
}: {
  data: ApprovalsResponse;
  currentAccountName: string | undefined;
  link: string | null;
  linkedId: number | null;
  /** Why the approval mail's link cannot be used, when it cannot. */
  linkProblem: string | null;
}) {
  // A parent login's list holds its accounts' orders: each names its account when the list holds
  // several, or another than the one the session acts for.
  const names = new Set([...pending, ...rejected].map((o) => o.accountName));
  const severalAccounts =
    names.size > 1 ||
    (currentAccountName !== undefined && names.size === 1 && !names.has(currentAccountName));
  return (
    <div className="space-y-8">
      {linkProblem !== null && (
        <p
          role="alert"
          className="rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
        >
          {linkProblem}
        </p>
      )}
      <section aria-labelledby="pending-heading">
        <h2 id="pending-heading" className="text-lg font-semibold text-navy-900">
          Waiting for approval ({pending.length})
        </h2>
        {pending.length === 0 ? (
          <EmptyState icon={<ClipboardCheck />} title="No orders are waiting for approval" className="mt-3" />
        ) : (
          <ul className="mt-3 space-y-3">
            {pending.map((order) => (
              <li key={order.id} id={`approval-${order.id}`}>
                <ApprovalCard
                  order={order}
                  pending
                  showAccount={severalAccounts}
                  link={order.id === linkedId && link !== null ? link : undefined}
                />
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
                <ApprovalCard order={order} pending={false} showAccount={severalAccounts} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function ApprovalCard({
  order,
  pending,
  showAccount = false,
  link,
}: {
  order: ApprovalOrder;
  pending: boolean;
  showAccount?: boolean;
  /** The approval mail's link this order was opened with: decisions go through it. */
  link?: string | undefined;
}) {
  const [open, setOpen] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const noteForm = useForm<NoteValues>({ defaultValues: { note: '' }, resolver: noteResolver });
  const reasonForm = useForm<ReasonValues>({ defaultValues: { reason: '' }, resolver: reasonResolver });
  const detailsId = useId();
  const decideOrder = useDecide();

  const approve = noteForm.handleSubmit(({ note }) =>
    decideOrder.mutate(
      { kind: 'approve', id: order.id, note: note.trim(), link },
      {
        onSuccess: (result) =>
          result.status === 'Pending Approval'
            ? toast.success(
                `Your approval of order ${result.tranId} is recorded. It still waits for another approver.`,
              )
            : toast.success(`Order ${result.tranId} approved. It is on its way to the warehouse.`),
        onError: (error) => toast.error(error.message),
      },
    ),
  );
  const reject = reasonForm.handleSubmit(({ reason }) =>
    decideOrder.mutate(
      { kind: 'reject', id: order.id, reason: reason.trim(), link },
      {
        onSuccess: (result) => toast.success(`Order ${result.tranId} rejected.`),
        onError: (error) => toast.error(error.message),
      },
    ),
  );

  return (
    <article
      aria-label={`Order ${order.tranId}`}
      className={cn(
        'rounded-2xl border bg-white p-5 shadow-sm',
        link ? 'border-brand-600 ring-2 ring-brand-600/30' : 'border-slate-200',
      )}
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
            {showAccount ? ` for ${order.accountName}` : ''}
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

      {order.reasons.length > 0 && <Reasons order={order} />}

      {pending && order.mayDecide && !rejecting && (
        <div className="mt-4 max-w-md">
          <TextField
            label="Note with your approval"
            optional
            maxLength={REASON_MAX}
            error={noteForm.formState.errors.note?.message}
            {...noteForm.register('note')}
          />
        </div>
      )}

      <div className="mt-4 flex flex-wrap items-center gap-2">
        {pending && !order.mayDecide && (
          <p className="text-sm text-slate-700">
            Waiting for another approver: you cannot decide this order.
          </p>
        )}
        {pending && order.mayDecide && !rejecting && (
          <>
            <Button size="sm" onClick={() => void approve()} disabled={decideOrder.isPending}>
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

      {pending && order.mayDecide && rejecting && (
        <div className="mt-4 rounded-lg border border-red-200 bg-red-50/50 p-4">
          <TextField
            label="Reason for the person who placed it"
            optional
            maxLength={REASON_MAX}
            error={reasonForm.formState.errors.reason?.message}
            {...reasonForm.register('reason')}
          />
          <div className="mt-3 flex flex-wrap gap-2">
            <Button size="sm" onClick={() => void reject()} disabled={decideOrder.isPending}>
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

const DECISION = {
  pending: { label: 'Waiting', icon: <Clock aria-hidden="true" className="size-4 text-amber-700" /> },
  approved: { label: 'Approved', icon: <CircleCheck aria-hidden="true" className="size-4 text-brand-700" /> },
  rejected: { label: 'Rejected', icon: <CircleX aria-hidden="true" className="size-4 text-red-700" /> },
} as const;

/** Why the order waits: each rule or budget that held it, and how it was decided. */
function Reasons({ order }: { order: ApprovalOrder }) {
  return (
    <div className="mt-3">
      <h4 className="text-sm font-semibold text-navy-900">Why it needs approval</h4>
      <ul className="mt-1 space-y-1" aria-label={`Why order ${order.tranId} needs approval`}>
        {order.reasons.map((reason, index) => (
          <li key={index} className="flex items-start gap-2 text-sm text-slate-700">
            <span className="mt-0.5 shrink-0">{DECISION[reason.decision].icon}</span>
            <span>
              {reason.reason}{' '}
              <span className="font-medium text-slate-900">
                {DECISION[reason.decision].label}
                {reason.decidedBy ? ` by ${reason.decidedBy}` : ''}
              </span>
              {reason.note ? <span className="text-slate-600"> · “{reason.note}”</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
