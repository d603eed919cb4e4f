// /admin/orders/:id/cancel: cancel (part of) an order's lines. Only what is not shipped is
// cancelled (stock, allocation and credit go back); cancelling a whole line that was partly billed
// credits the billed part with a credit memo. The order page (H1) links here.
import { CancelLineBody, type AdminOrderDetails, type AdminOrderLine } from '@medsupply/contract';
import { orderStatusLabel, quantityProblem } from '@medsupply/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';

import { QueryView } from '@/components/ui/query-view';
import { AdminPage } from '@/features/admin/components/admin-page';
import { AdminTable, StatusPill } from '@/features/admin/components/admin-table';
import { Button, ErrorNotice, FormNotice, TextField } from '@/features/admin/components/form';
import { useSubmissionKey } from '@/features/admin/lib/submission-key';
import { useAdminOrder } from '@/features/admin/orders/api';
import { schemaResolver } from '@/lib/schema-resolver';

import { cancelOrderLine } from '../api/billing';
import { usd } from './money';

const unshipped = (line: AdminOrderLine) => line.quantity - line.quantityCancelled - line.quantityFulfilled;

interface CancelValues {
  quantity: string;
  reason: string;
}

/** The call's body: an empty quantity is the whole line (service spec §5's whole-number words are the form's own). */
function cancelBodyOf(values: CancelValues): CancelLineBody {
  const quantity = values.quantity.trim();
  return {
    ...(quantity === '' || quantityProblem(quantity) !== undefined ? {} : { quantity: Number(quantity) }),
    reason: values.reason.trim(),
  };
}

const cancelResolver = schemaResolver<CancelValues>(CancelLineBody, cancelBodyOf, (values) => ({
  // service spec §5's whole-number rule beside the box (issue 31 point 2); empty is the whole line.
  quantity: values.quantity.trim() === '' ? undefined : quantityProblem(values.quantity),
}));

function CancelForm({ order, line }: { order: AdminOrderDetails; line: AdminOrderLine }) {
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  const {
    register,
    handleSubmit,
    resetField,
    formState: { errors },
  } = useForm<CancelValues>({ defaultValues: { quantity: '', reason: '' }, resolver: cancelResolver });
  const mutation = useMutation({
    mutationFn: (body: CancelLineBody) => cancelOrderLine(order.id, line.id, body, submission.keyFor(body)),
    onSuccess: async () => {
      submission.settle();
      resetField('quantity');
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (error) => submission.settle(error),
  });
  const left = unshipped(line);
  if (left === 0 && line.quantityBilled === 0)
    return <span className="text-sm text-slate-500">Nothing to cancel</span>;
  const onSubmit = handleSubmit((values) => mutation.mutate(cancelBodyOf(values)));
  return (
    <form
      noValidate
      className="flex flex-wrap items-end gap-2"
      aria-label={`Cancel line ${line.lineNumber}`}
      onSubmit={(event) => void onSubmit(event)}
    >
      <TextField
        label="Quantity"
        hint="Empty: the whole line"
        inputMode="numeric"
        error={errors.quantity?.message}
        {...register('quantity')}
        containerClassName="w-32"
      />
      <TextField
        label="Reason"
        maxLength={200}
        error={errors.reason?.message}
        {...register('reason')}
        containerClassName="w-56"
      />
      <Button type="submit" variant="outline" disabled={mutation.isPending}>
        Cancel line
      </Button>
      <div className="basis-full">
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
  // The order page's own query: one read of the order, cancelled with the page.
  const order = useAdminOrder(orderId);
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
      <QueryView query={order} what="order" owner="the">
        {(details) => (
          <AdminTable<AdminOrderLine>
            caption="Order lines"
            rows={details.lines}
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
                cell: (line) => <CancelForm order={details} line={line} />,
              },
            ]}
          />
        )}
      </QueryView>
    </AdminPage>
  );
}
