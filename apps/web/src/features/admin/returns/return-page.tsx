// /admin/returns/:id (issue 34 point 3): one return with its lines and photos, and the step it
// waits for: authorize (an RMA number and the label) or refuse with a note; receive (per line the
// quantity that came back and where it went: stock, quarantine or destroyed); credit once.
import {
  AuthorizeReturnBody,
  ReceiveReturnBody,
  RefuseReturnBody,
  adminReturnPaths,
} from '@medsupply/contract';
import type { AdminReturnView } from '@medsupply/contract';
import {
  RETURN_DISPOSITIONS,
  RETURN_DISPOSITION_LABELS,
  RETURN_NOTE_MAX,
  RETURN_REASON_LABELS,
  quantityProblem,
  type ReturnDisposition,
} from '@medsupply/domain';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';

import { QueryView } from '@/components/ui/query-view';
import { formatStoreDate, formatDollarsUsd } from '@/lib/format';
import { schemaResolver } from '@/lib/schema-resolver';

import { AdminPage } from '../components/admin-page';
import { AdminPanel } from '../components/admin-table';
import { Button, ErrorNotice, FormNotice, TextAreaField } from '../components/form';
import { adminPath, errorMessage } from '../lib/admin-api';
import { ownWordsFirst } from '../lib/own-words';
import { openReturnFile, useAdminReturn, useReturnCommand } from './api';
import { ReturnStatusPill } from './return-status';

export function ReturnPage({ id }: { id: number }) {
  const query = useAdminReturn(id);
  const r = query.data;
  return (
    <AdminPage
      title={r ? `Return ${r.returnNumber}` : 'Return'}
      area="orders"
      breadcrumbs={[{ label: 'Returns', to: '/admin/returns' }]}
      description={
        r ? (
          <>
            {r.accountName} ({r.accountNumber}) · order{' '}
            <Link className="text-brand-700 underline" to={`/admin/orders/${r.salesOrderId}`}>
              {r.orderTranId}
            </Link>{' '}
            · requested {formatStoreDate(r.createdAt)} by {r.requestedBy}
          </>
        ) : undefined
      }
      actions={r ? <ReturnStatusPill view={r} /> : undefined}
    >
      <QueryView query={query} what="return" owner="the" loading="panel">
        {(view) => <ReturnDetails r={view} />}
      </QueryView>
    </AdminPage>
  );
}

function ReturnDetails({ r }: { r: AdminReturnView }) {
  return (
    <>
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <AdminPanel title="Lines">
          <LinesTable view={r} />
        </AdminPanel>
        <AdminPanel title="Request">
          <dl className="space-y-2 text-sm">
            <Fact term="Reason">
              {RETURN_REASON_LABELS[r.reason]}
              {r.recallNumber ? ` (recall ${r.recallNumber})` : ''}
            </Fact>
            <Fact term="Buyer's note">{r.note ?? '—'}</Fact>
            <Fact term="RMA number">{r.rmaNumber ?? '—'}</Fact>
            {r.controlled === 'handledApart' && (
              <Fact term="Controlled substances">
                Handled apart (recorded in the controlled-substance record)
              </Fact>
            )}
            {r.staffNote && <Fact term="Staff note">{r.staffNote}</Fact>}
            {r.creditMemo && (
              <Fact term="Credit memo">
                {r.creditMemo.tranId}
                {r.credit !== null && r.credit !== undefined ? ` (${formatDollarsUsd(r.credit)})` : ''}
              </Fact>
            )}
          </dl>
          {r.photos.length > 0 && (
            <div className="mt-4">
              <h3 className="text-sm font-semibold text-navy-900">Photos</h3>
              <ul className="mt-1 space-y-1 text-sm">
                {r.photos.map((p) => (
                  <li key={p.id}>
                    <button
                      type="button"
                      className="text-brand-700 hover:underline"
                      onClick={() =>
                        void openReturnFile(adminPath(adminReturnPaths.photo, { id: r.id, photoId: p.id }))
                      }
                    >
                      {p.fileName}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </AdminPanel>
      </div>
      <NextStep view={r} />
    </>
  );
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-slate-600">{term}</dt>
      <dd className="text-navy-900">{children}</dd>
    </div>
  );
}

function LinesTable({ view }: { view: AdminReturnView }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Lines of the return</caption>
      <thead className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
        <tr>
          <th scope="col" className="py-2 pr-3 text-left">
            Item
          </th>
          <th scope="col" className="py-2 pr-3 text-right">
            Quantity
          </th>
          <th scope="col" className="py-2 pr-3 text-right">
            Received
          </th>
          <th scope="col" className="hidden py-2 text-right sm:table-cell">
            Credit
          </th>
        </tr>
      </thead>
      <tbody>
        {view.lines.map((line) => (
          <tr key={line.id} className="border-t border-slate-200 align-top">
            <td className="py-2 pr-3">
              <span className="font-medium text-navy-900">{line.itemName}</span>
              <span className="block text-xs text-slate-600">
                Line {line.lineNumber} · {line.itemNumber} · {line.unitName}
                {line.lotNumber ? ` · lot ${line.lotNumber}` : ''}
                {line.isControlled ? ' · controlled' : ''}
              </span>
            </td>
            <td className="py-2 pr-3 text-right tabular-nums">{line.quantity}</td>
            <td className="py-2 pr-3 text-right tabular-nums">
              {line.receivedQuantity === null
                ? '—'
                : `${line.receivedQuantity}${line.disposition ? ` (${RETURN_DISPOSITION_LABELS[line.disposition]})` : ''}`}
            </td>
            <td className="hidden py-2 text-right tabular-nums sm:table-cell">
              {line.credit === null || line.credit === undefined ? '—' : formatDollarsUsd(line.credit)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

type Decision = 'authorize' | 'refuse';

/** The note's check for the decision pressed: optional to authorize, required to refuse. */
const authorizeCheck = schemaResolver<{ note: string }>(AuthorizeReturnBody);
const refuseCheck = schemaResolver<{ note: string }>(RefuseReturnBody);

function DecisionForm({ view }: { view: AdminReturnView }) {
  const command = useReturnCommand(view.id);
  const decision = useRef<Decision>('authorize');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ note: string }>({
    defaultValues: { note: '' },
    resolver: (values, context, options) =>
      (decision.current === 'refuse' ? refuseCheck : authorizeCheck)(values, context, options),
  });
  const decide = (kind: Decision) => {
    decision.current = kind;
    return handleSubmit(({ note }) => {
      const text = note.trim();
      if (kind === 'refuse') command.mutate({ kind, note: text });
      else command.mutate({ kind, ...(text ? { note: text } : {}) });
    })();
  };
  return (
    <AdminPanel title="Authorize or refuse">
      <form noValidate className="space-y-3" onSubmit={(event) => event.preventDefault()}>
        <ErrorNotice error={command.error} />
        <TextAreaField
          label="Note to the clinic"
          optional
          rows={2}
          maxLength={RETURN_NOTE_MAX}
          hint="Required to refuse: the clinic reads it."
          error={errors.note?.message}
          {...register('note')}
        />
        <div className="flex flex-wrap gap-2">
          <Button disabled={command.isPending} onClick={() => void decide('authorize')}>
            Authorize return
          </Button>
          <Button variant="outline" disabled={command.isPending} onClick={() => void decide('refuse')}>
            Refuse return
          </Button>
        </div>
      </form>
    </AdminPanel>
  );
}

function NextStep({ view }: { view: AdminReturnView }) {
  const command = useReturnCommand(view.id);
  const [labelProblem, setLabelProblem] = useState<string | null>(null);
  const openLabel = () =>
    openReturnFile(adminPath(adminReturnPaths.label, { id: view.id })).catch((e: unknown) =>
      setLabelProblem(errorMessage(e)),
    );

  if (view.status === 'requested') return <DecisionForm view={view} />;
  if (view.status === 'authorized') {
    return (
      <AdminPanel
        title="Receive"
        actions={
          <Button variant="outline" size="sm" onClick={() => void openLabel()}>
            Return label (PDF)
          </Button>
        }
      >
        {labelProblem && <FormNotice tone="error">{labelProblem}</FormNotice>}
        <ReceiveForm view={view} />
      </AdminPanel>
    );
  }
  if (view.status === 'received') {
    return (
      <AdminPanel title="Credit">
        <div className="space-y-3">
          <ErrorNotice error={command.error} />
          <p className="text-sm text-slate-700">
            Credits the received units at the price they were invoiced: applied to the invoice when it is
            still open, or refunded to the card that paid it.
          </p>
          <Button disabled={command.isPending} onClick={() => command.mutate({ kind: 'credit' })}>
            {command.isPending ? 'Crediting…' : 'Issue credit'}
          </Button>
        </div>
      </AdminPanel>
    );
  }
  return null;
}

type ReturnLine = AdminReturnView['lines'][number];

/** Where a line's units may go: back to stock only when the store may sell them again. */
const dispositionsOf = (line: ReturnLine): readonly ReturnDisposition[] =>
  line.stockAllowed ? RETURN_DISPOSITIONS : RETURN_DISPOSITIONS.filter((d) => d !== 'stock');

const firstDisposition = (line: ReturnLine): ReturnDisposition => dispositionsOf(line)[0] ?? 'quarantine';

/** A return line's field name: `l<id>` (a bare number would make the record a list). */
const lineName = (line: ReturnLine) => `l${line.id}`;

interface ReceiveValues {
  received: Record<string, string>;
  disposition: Record<string, ReturnDisposition>;
}

const receivedBodyOf = (view: AdminReturnView, values: ReceiveValues): ReceiveReturnBody => ({
  lines: view.lines.map((line) => ({
    returnLineId: line.id,
    receivedQuantity: Number((values.received[lineName(line)] ?? '').trim() || Number.NaN),
    disposition: values.disposition[lineName(line)] ?? firstDisposition(line),
  })),
});

/** The first line whose received units are not a whole number from 0 to what was asked back. */
function receivedProblem(view: AdminReturnView, values: ReceiveValues): string | undefined {
  for (const line of view.lines) {
    const wrong = quantityProblem((values.received[lineName(line)] ?? '').trim(), 0, line.quantity);
    if (wrong !== undefined) return `Line ${line.lineNumber} (${line.itemName}): ${wrong}`;
  }
  return undefined;
}

function ReceiveForm({ view }: { view: AdminReturnView }) {
  const command = useReturnCommand(view.id);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReceiveValues>({
    defaultValues: {
      received: Object.fromEntries(view.lines.map((l) => [lineName(l), String(l.quantity)])),
      disposition: Object.fromEntries(view.lines.map((l) => [lineName(l), firstDisposition(l)])),
    },
    resolver: ownWordsFirst(
      schemaResolver<ReceiveValues>(
        ReceiveReturnBody,
        (values) => receivedBodyOf(view, values),
        (values) => ({ root: receivedProblem(view, values) }),
      ),
      (values) => ({ root: receivedProblem(view, values) }),
      ['lines'],
    ),
  });
  const onSubmit = handleSubmit((values) =>
    command.mutate({ kind: 'receive', body: receivedBodyOf(view, values) }),
  );

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label="Receive the return"
      className="space-y-3"
    >
      <ErrorNotice error={command.error} />
      {errors.root?.message && <FormNotice tone="error">{errors.root.message}</FormNotice>}
      {view.lines.map((line) => (
        <fieldset key={line.id} className="rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-navy-900">
            {line.itemName} ({line.quantity} {line.unitName})
          </legend>
          <div className="flex flex-wrap items-end gap-3">
            <label className="text-sm text-slate-700">
              Received
              <input
                inputMode="numeric"
                {...register(`received.${lineName(line)}`)}
                className="mt-1 block h-10 w-24 rounded-lg border border-slate-300 px-2 text-right"
              />
            </label>
            <label className="text-sm text-slate-700">
              Disposition
              <select
                {...register(`disposition.${lineName(line)}`)}
                className="mt-1 block h-10 rounded-lg border border-slate-300 px-2"
              >
                {dispositionsOf(line).map((d) => (
                  <option key={d} value={d}>
                    {RETURN_DISPOSITION_LABELS[d]}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {!line.stockAllowed && (
            <p className="mt-2 text-sm text-slate-600">
              {line.lotNumber
                ? `Lot ${line.lotNumber} is recalled: its units cannot go back to stock.`
                : 'This item carries lots and the return names none: its units cannot go back to stock.'}
            </p>
          )}
        </fieldset>
      ))}
      <Button type="submit" disabled={command.isPending}>
        {command.isPending ? 'Receiving…' : 'Receive return'}
      </Button>
    </form>
  );
}
