// /admin/orders/:id/cancel: cancel (part of) an order's lines. Only what is not shipped is
// cancelled (stock, allocation and credit go back); cancelling a whole line that was partly billed
// credits the billed part with a credit memo. The order page (H1) links here.
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { type AdminOrderDetails, type AdminOrderLine, adminPaths } from '@medsupply/contract';
import { orderStatusLabel, quantityProblem } from '@medsupply/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { AdminPage } from '@/features/admin/components/admin-page';
import { AdminTable, StatusPill } from '@/features/admin/components/admin-table';
import { Button, ErrorNotice, FormNotice, TextField } from '@/features/admin/components/form';
import { adminCall } from '@/features/admin/lib/admin-api';

import { cancelOrderLine } from '../api/billing';
import { usd } from './money';

const unshipped = (line: AdminOrderLine) => line.quantity - line.quantityCancelled - line.quantityFulfilled;

function CancelForm({ order, line }: { order: AdminOrderDetails; line: AdminOrderLine }) {
  const queryClient = useQueryClient();
  const [quantity, setQuantity] = useState('');
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(newIdempotencyKey);
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (body: { quantity?: number; reason: string }) =>
      cancelOrderLine(order.id, line.id, body, key),
    onSuccess: async () => {
      setKey(newIdempotencyKey());
      setQuantity('');
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: () => setKey(newIdempotencyKey()),
  });
  const left = unshipped(line);
  // service spec §5's whole-number rule beside the box (issue 31 point 2); empty is the whole line.
  const quantityInvalid = quantity.trim() === '' ? undefined : quantityProblem(quantity);
  if (left === 0 && line.quantityBilled === 0)
    return <span className="text-sm text-slate-500">Nothing to cancel</span>;
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      aria-label={`Cancel line ${line.lineNumber}`}
      onSubmit={(event) => {
        event.preventDefault();
        setProblem(null);
        if (!reason.trim()) {
          setProblem('Enter a reason.');
          return;
        }
        if (quantityInvalid !== undefined) {
          setProblem('Enter a whole quantity, or leave it empty for the whole line.');
          return;
        }
        const n = quantity.trim() === '' ? undefined : Number(quantity.trim());
        mutation.mutate({ ...(n === undefined ? {} : { quantity: n }), reason: reason.trim() });
      }}
    >
      <TextField
        label="Quantity"
        hint="Empty: the whole line"
        inputMode="numeric"
        {...(quantityInvalid ? { error: quantityInvalid } : {})}
        value={quantity}
        onChange={(e) => setQuantity(e.target.value)}
        containerClassName="w-32"
      />
      <TextField
        label="Reason"
        value={reason}
        maxLength={200}
        onChange={(e) => setReason(e.target.value)}
        containerClassName="w-56"
      />
      <Button type="submit" variant="outline" disabled={mutation.isPending}>
        Cancel line
      </Button>
      <div className="basis-full">
        {problem && <FormNotice tone="error">{problem}</FormNotice>}
        <ErrorNotice error={mutation.error} />
        {mutation.isSuccess && (
          <FormNotice tone="success">
            {mutation.data.quantityCancelled} cancelled
            {mutation.data.creditMemo
              ? `; ${mutation.data.creditMemo.tranId} credits ${usd(mutation.data.creditMemo.total)} billed`
              : ''}
            .
          </FormNotice>
        )}
      </div>
    </form>
  );
}

export function CancelLinePage({ orderId }: { orderId: number }) {
  const order = useQuery({
    queryKey: ['admin', 'orders', orderId, 'cancel'],
    queryFn: () => adminCall('GET', adminPaths.order, { params: { id: orderId } }),
  });
  const o = order.data;
  return (
    <AdminPage
      title={o ? `Cancel lines of ${o.tranId}` : 'Cancel order lines'}
      area="orders"
      breadcrumbs={[
        { label: 'Orders', to: '/admin/orders' },
        { label: o?.tranId ?? 'Order', to: `/admin/orders/${orderId}` },
        { label: 'Cancel lines' },
      ]}
      description={
        o ? (
          <span>
            {o.account.name} · <StatusPill>{orderStatusLabel(o.status)}</StatusPill>
          </span>
        ) : undefined
      }
    >
      <AdminTable<AdminOrderLine>
        caption="Order lines"
        loading={order.isPending}
        error={order.error}
        rows={o?.lines}
        rowKey={(line) => line.id}
        columns={[
          { key: 'line', header: '#', cell: (line) => line.lineNumber },
          { key: 'item', header: 'Item', cell: (line) => line.displayName },
          {
            key: 'qty',
            header: 'Ordered / shipped / billed / canceled',
            cell: (line) =>
              `${line.quantity} / ${line.quantityFulfilled} / ${line.quantityBilled} / ${line.quantityCancelled}`,
          },
          { key: 'price', header: 'Price', align: 'right', cell: (line) => usd(line.price) },
          {
            key: 'action',
            header: 'Cancel',
            cell: (line) => (o ? <CancelForm order={o} line={line} /> : null),
          },
        ]}
      />
    </AdminPage>
  );
}
