// "Request a return" on an order's details (issue 34 point 3): the delivered lines with what may
// still be returned of each, a quantity per line, the reason, a note and up to three photos (PNG or
// JPEG, 5 MB each). Controlled substances follow the store's rule: when it refuses them, their
// lines say so and take no quantity. One Idempotency-Key per submission, kept until it succeeds, so
// a double press or a retry after a lost answer makes one return.
import {
  RETURN_MESSAGES,
  ReturnRequestBody,
  type ReturnableLine,
  type ReturnView,
} from '@medsupply/contract';
import {
  RETURN_NOTE_MAX,
  RETURN_PHOTOS_MAX,
  RETURN_PHOTO_MAX_BYTES,
  RETURN_REASONS,
  RETURN_REASON_LABELS,
  quantityProblem,
  type ReturnReason,
} from '@medsupply/domain';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormNotice, SelectField, TextAreaField } from '@/components/ui/field';
import { QueryView } from '@/components/ui/query-view';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { schemaResolver } from '@/lib/schema-resolver';

import { photoUpload, useRequestReturn, useReturnable } from '../api/returns';

const PHOTO_TYPES = ['image/png', 'image/jpeg'];

export interface RequestReturnProps {
  salesOrderId: number;
  /** Where the account's returns are listed (the confirmation links there). */
  returnsHref: string;
  /** Open the form at once with this reason (a recall page's "Request a return"). */
  startWith?: ReturnReason | null;
}

export function RequestReturn({ salesOrderId, returnsHref, startWith = null }: RequestReturnProps) {
  const [open, setOpen] = useState(startWith !== null);
  const [done, setDone] = useState<ReturnView | null>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setDone(null);
      }}
    >
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Request a return
      </Button>
      <DialogContent
        wide
        title="Request a return"
        description="Choose the delivered items and quantities to send back. We review each request and email you a return label once it is authorized."
      >
        {done ? (
          <div className="space-y-4">
            <FormNotice tone="success">{RETURN_MESSAGES.requested(done.returnNumber)}</FormNotice>
            <Link className="text-sm font-semibold text-brand-700 underline" to={returnsHref}>
              See your returns
            </Link>
          </div>
        ) : (
          open && <RequestReturnForm salesOrderId={salesOrderId} reason={startWith} onDone={setDone} />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** A row of the form: a line, or one lot of a line delivered from several lots. */
interface Row {
  key: string;
  line: ReturnableLine;
  /** The lot shown under the item (the only one delivered, or this row's). */
  lot: ReturnableLine['lots'][number] | null;
  /** The lot the row returns, named in the request: only when the line has several. */
  lotId: number | null;
  /** What the messages call the row. */
  name: string;
  delivered: number;
  returnable: number;
}

function rowsOf(lines: readonly ReturnableLine[]): Row[] {
  return lines.flatMap((line): Row[] => {
    if (line.lots.length <= 1) {
      return [
        {
          key: String(line.salesOrderLineId),
          line,
          lot: line.lots[0] ?? null,
          lotId: null,
          name: line.itemName,
          delivered: line.delivered,
          returnable: line.returnable,
        },
      ];
    }
    // Units of several lots may go back in one return, each lot no more than is left of it.
    return line.lots.map((lot) => ({
      key: `${line.salesOrderLineId}:${lot.lotId}`,
      line,
      lot,
      lotId: lot.lotId,
      name: `${line.itemName}, lot ${lot.lotNumber}`,
      delivered: lot.quantity,
      returnable: Math.min(lot.returnable, line.returnable),
    }));
  });
}

interface ReturnValues {
  /** By row key (prefixed, so a numeric key is not read as an array index): the quantity typed. */
  quantities: Record<string, string>;
  reason: ReturnReason | '';
  note: string;
}

const quantityName = (row: Row) => `quantities.q${row.key}` as const;
const quantityOf = (values: ReturnValues, row: Row) => (values.quantities[`q${row.key}`] ?? '').trim();

function rowProblem(values: ReturnValues, row: Row): string | undefined {
  const raw = quantityOf(values, row);
  return raw === '' ? undefined : quantityProblem(raw, 0, row.returnable);
}

/** The lines the buyer chose, or the first thing wrong with them, in the order the buyer reads it. */
function chosenLines(
  values: ReturnValues,
  rows: readonly Row[],
  blocked: (line: ReturnableLine) => boolean,
): { lines: ReturnRequestBody['lines']; problem?: string } {
  const lines: ReturnRequestBody['lines'] = [];
  const perLine = new Map<number, number>();
  for (const row of rows) {
    const { line } = row;
    const raw = quantityOf(values, row);
    const wrong = rowProblem(values, row);
    if (wrong !== undefined) return { lines, problem: `Line ${line.lineNumber} (${row.name}): ${wrong}` };
    if (raw === '' || Number(raw) === 0) continue;
    if (blocked(line)) return { lines, problem: RETURN_MESSAGES.controlledRefused };
    const total = (perLine.get(line.salesOrderLineId) ?? 0) + Number(raw);
    perLine.set(line.salesOrderLineId, total);
    if (total > line.returnable)
      return { lines, problem: RETURN_MESSAGES.tooMany(line.itemName, line.returnable) };
    lines.push({
      salesOrderLineId: line.salesOrderLineId,
      quantity: Number(raw),
      ...(row.lotId === null ? {} : { lotId: row.lotId }),
    });
  }
  if (lines.length === 0) return { lines, problem: RETURN_MESSAGES.noLines };
  if (values.reason === '') return { lines, problem: 'Choose a reason for the return.' };
  return { lines };
}

/** The request's body without its photos (read from the files on sending). */
function bodyOf(
  salesOrderId: number,
  values: ReturnValues,
  lines: ReturnRequestBody['lines'],
): Omit<ReturnRequestBody, 'photos'> {
  return {
    salesOrderId,
    reason: values.reason as ReturnReason,
    lines,
    ...(values.note.trim() ? { note: values.note.trim() } : {}),
  };
}

/** The contract's ReturnRequestBody, after the form's own rules: one problem at a time, above the form. */
function returnResolver(
  salesOrderId: number,
  rows: readonly Row[],
  blocked: (line: ReturnableLine) => boolean,
): Resolver<ReturnValues> {
  const check = schemaResolver<ReturnValues>(
    ReturnRequestBody,
    (values) => bodyOf(salesOrderId, values, chosenLines(values, rows, blocked).lines),
    (values) => ({ root: chosenLines(values, rows, blocked).problem }),
  );
  return async (values, context, options) => {
    const result = await check(values, context, options);
    if (result.errors.root) return { values: {}, errors: { root: result.errors.root } };
    return result;
  };
}

function RequestReturnForm({
  salesOrderId,
  reason,
  onDone,
}: {
  salesOrderId: number;
  reason: ReturnReason | null;
  onDone: (view: ReturnView) => void;
}) {
  const returnable = useReturnable(salesOrderId, true);
  return (
    <QueryView query={returnable} what="items you can return" loading="panel">
      {({ lines, controlledRule }) => {
        const blocked = (line: ReturnableLine) => line.isControlled && controlledRule === 'refused';
        const open = lines.filter((line) => line.returnable > 0);
        if (open.length === 0)
          return (
            <p className="text-sm text-slate-700">
              Nothing on this order can be returned: only delivered items that are not already being returned
              can be.
            </p>
          );
        return (
          <ReturnForm
            salesOrderId={salesOrderId}
            rows={rowsOf(open)}
            blocked={blocked}
            firstReason={reason}
            onDone={onDone}
          />
        );
      }}
    </QueryView>
  );
}

function ReturnForm({
  salesOrderId,
  rows,
  blocked,
  firstReason,
  onDone,
}: {
  salesOrderId: number;
  rows: Row[];
  blocked: (line: ReturnableLine) => boolean;
  firstReason: ReturnReason | null;
  onDone: (view: ReturnView) => void;
}) {
  const request = useRequestReturn();
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoProblem, setPhotoProblem] = useState<string | null>(null);
  // One key per submission: kept across retries of it (a lost answer), renewed once it succeeds.
  const [key, setKey] = useState(newIdempotencyKey);
  const fieldId = useId();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<ReturnValues>({
    defaultValues: { quantities: {}, reason: firstReason ?? '', note: '' },
    resolver: returnResolver(salesOrderId, rows, blocked),
  });
  const values = useWatch({ control }) as ReturnValues;

  function pickPhotos(files: FileList | null) {
    const picked = Array.from(files ?? []);
    if (picked.length > RETURN_PHOTOS_MAX) {
      setPhotoProblem(RETURN_MESSAGES.tooManyPhotos);
      return;
    }
    if (picked.some((f) => !PHOTO_TYPES.includes(f.type))) {
      setPhotoProblem(RETURN_MESSAGES.photoType);
      return;
    }
    if (picked.some((f) => f.size > RETURN_PHOTO_MAX_BYTES)) {
      setPhotoProblem(RETURN_MESSAGES.photoTooLarge);
      return;
    }
    setPhotoProblem(null);
    setPhotos(picked);
  }

  const onSubmit = handleSubmit(async (valid) => {
    setPhotoProblem(null);
    const body: ReturnRequestBody = {
      ...bodyOf(salesOrderId, valid, chosenLines(valid, rows, blocked).lines),
      ...(photos.length ? { photos: await Promise.all(photos.map(photoUpload)) } : {}),
    };
    request.mutate(
      { body, idempotencyKey: key },
      {
        onSuccess: (view) => {
          setKey(newIdempotencyKey());
          onDone(view);
        },
      },
    );
  });

  const problem =
    errors.root?.message ??
    errors.note?.message ??
    photoProblem ??
    (request.isError ? request.error.message : null);

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Request a return" className="space-y-4">
      {problem && <FormNotice tone="error">{problem}</FormNotice>}
      <table className="w-full text-sm">
        <caption className="sr-only">Lines you can return</caption>
        <thead className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="py-2 pr-3 text-left">
              Item
            </th>
            <th scope="col" className="hidden py-2 pr-3 text-right sm:table-cell">
              Delivered
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              Returnable
            </th>
            <th scope="col" className="py-2 text-right">
              Return
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const { line } = row;
            const inputId = `${fieldId}-q-${row.key}`;
            const wrong = rowProblem(values, row);
            return (
              <tr key={row.key} className="border-t border-slate-200 align-top">
                <td className="py-2 pr-3">
                  <label htmlFor={inputId} className="font-medium text-navy-900">
                    {line.itemName}
                    {row.lotId !== null && <span className="sr-only">, lot {row.lot?.lotNumber}</span>}
                  </label>
                  <span className="block text-xs text-slate-600">
                    {line.itemNumber} · {line.unitName}
                  </span>
                  {row.lot && (
                    <span className="block text-xs text-slate-600">
                      Lot {row.lot.lotNumber} · Exp. {row.lot.expiresOn}
                    </span>
                  )}
                  {blocked(line) && (
                    <span className="mt-1 block text-xs text-red-800">
                      {RETURN_MESSAGES.controlledRefused}
                    </span>
                  )}
                  {line.isControlled && !blocked(line) && (
                    <span className="mt-1 block text-xs text-amber-900">
                      Controlled substance: handled apart by our compliance team.
                    </span>
                  )}
                </td>
                <td className="hidden py-2 pr-3 text-right tabular-nums sm:table-cell">{row.delivered}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{row.returnable}</td>
                <td className="py-2 text-right">
                  <input
                    id={inputId}
                    inputMode="numeric"
                    disabled={blocked(line) || row.returnable === 0}
                    aria-invalid={wrong ? true : undefined}
                    {...register(quantityName(row))}
                    placeholder="0"
                    className="h-10 w-20 rounded-lg border border-slate-300 px-2 text-right disabled:bg-slate-100"
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <SelectField label="Reason" required {...register('reason')}>
        <option value="">Choose a reason</option>
        {RETURN_REASONS.map((r) => (
          <option key={r} value={r}>
            {RETURN_REASON_LABELS[r]}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Note"
        optional
        rows={3}
        maxLength={RETURN_NOTE_MAX}
        error={errors.note?.message}
        {...register('note')}
        hint="What happened, or anything our team should know."
      />
      <div>
        <label htmlFor={`${fieldId}-photos`} className="block text-sm font-medium text-navy-900">
          Photos <span className="font-normal text-slate-600">(optional)</span>
        </label>
        <input
          id={`${fieldId}-photos`}
          type="file"
          accept="image/png,image/jpeg"
          multiple
          onChange={(e) => pickPhotos(e.target.files)}
          aria-describedby={`${fieldId}-photos-hint`}
          className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold file:text-navy-900"
        />
        <p id={`${fieldId}-photos-hint`} className="mt-1 text-xs text-slate-600">
          Up to {RETURN_PHOTOS_MAX} PNG or JPEG images, 5 MB each.
        </p>
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={request.isPending}>
          {request.isPending ? 'Sending…' : 'Request return'}
        </Button>
      </div>
    </form>
  );
}
