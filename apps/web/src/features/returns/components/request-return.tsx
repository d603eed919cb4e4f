// "Request a return" on an order's details (issue 34 point 3): the delivered lines with what may
// still be returned of each, a quantity per line, the reason, a note and up to three photos (PNG or
// JPEG, 5 MB each). Controlled substances follow the store's rule: when it refuses them, their
// lines say so and take no quantity. One Idempotency-Key per submission, kept until it succeeds, so
// a double press or a retry after a lost answer makes one return.
import {
  RETURN_MESSAGES,
  type ReturnRequestBody,
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
import type { SubmitEvent } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormNotice, SelectField, TextAreaField } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { newIdempotencyKey } from '@/lib/idempotency-key';

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

function RequestReturnForm({
  salesOrderId,
  reason: firstReason,
  onDone,
}: {
  salesOrderId: number;
  reason: ReturnReason | null;
  onDone: (view: ReturnView) => void;
}) {
  const returnable = useReturnable(salesOrderId, true);
  const request = useRequestReturn();
  // By row: a line, or a line's lot when it was delivered from several (the number on the box).
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [reason, setReason] = useState<ReturnReason | ''>(firstReason ?? '');
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [key, setKey] = useState(newIdempotencyKey);
  const fieldId = useId();

  if (returnable.isPending) return <Skeleton className="h-40 w-full" />;
  if (returnable.isError) return <FormNotice tone="error">{returnable.error.message}</FormNotice>;

  const { lines, controlledRule } = returnable.data;
  const blocked = (line: ReturnableLine) => line.isControlled && controlledRule === 'refused';
  const open = lines.filter((line) => line.returnable > 0);
  if (open.length === 0) {
    return (
      <p className="text-sm text-slate-700">
        Nothing on this order can be returned: only delivered items that are not already being returned can
        be.
      </p>
    );
  }
  const rows = rowsOf(open);
  const rowProblem = (row: Row): string | undefined => {
    const raw = (quantities[row.key] ?? '').trim();
    return raw === '' ? undefined : quantityProblem(raw, 0, row.returnable);
  };

  function pickPhotos(files: FileList | null) {
    const picked = Array.from(files ?? []);
    if (picked.length > RETURN_PHOTOS_MAX) {
      setProblem(RETURN_MESSAGES.tooManyPhotos);
      return;
    }
    if (picked.some((f) => !PHOTO_TYPES.includes(f.type))) {
      setProblem(RETURN_MESSAGES.photoType);
      return;
    }
    if (picked.some((f) => f.size > RETURN_PHOTO_MAX_BYTES)) {
      setProblem(RETURN_MESSAGES.photoTooLarge);
      return;
    }
    setProblem(null);
    setPhotos(picked);
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen: ReturnRequestBody['lines'] = [];
    const perLine = new Map<number, number>();
    for (const row of rows) {
      const { line } = row;
      const raw = (quantities[row.key] ?? '').trim();
      const wrong = rowProblem(row);
      if (wrong !== undefined) {
        setProblem(`Line ${line.lineNumber} (${row.name}): ${wrong}`);
        return;
      }
      if (raw === '' || Number(raw) === 0) continue;
      if (blocked(line)) {
        setProblem(RETURN_MESSAGES.controlledRefused);
        return;
      }
      const total = (perLine.get(line.salesOrderLineId) ?? 0) + Number(raw);
      perLine.set(line.salesOrderLineId, total);
      if (total > line.returnable) {
        setProblem(RETURN_MESSAGES.tooMany(line.itemName, line.returnable));
        return;
      }
      chosen.push({
        salesOrderLineId: line.salesOrderLineId,
        quantity: Number(raw),
        ...(row.lotId === null ? {} : { lotId: row.lotId }),
      });
    }
    if (chosen.length === 0) {
      setProblem(RETURN_MESSAGES.noLines);
      return;
    }
    if (reason === '') {
      setProblem('Choose a reason for the return.');
      return;
    }
    setProblem(null);
    const body: ReturnRequestBody = {
      salesOrderId,
      reason,
      lines: chosen,
      ...(note.trim() ? { note: note.trim() } : {}),
      ...(photos.length ? { photos: await Promise.all(photos.map(photoUpload)) } : {}),
    };
    request.mutate(
      { body, idempotencyKey: key },
      {
        onSuccess: (view) => {
          setKey(newIdempotencyKey());
          onDone(view);
        },
        onError: (error) => setProblem(error.message),
      },
    );
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Request a return" className="space-y-4">
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
            const wrong = rowProblem(row);
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
                    value={quantities[row.key] ?? ''}
                    onChange={(e) => setQuantities((q) => ({ ...q, [row.key]: e.target.value }))}
                    placeholder="0"
                    className="h-10 w-20 rounded-lg border border-slate-300 px-2 text-right disabled:bg-slate-100"
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <SelectField
        label="Reason"
        value={reason}
        onChange={(e) => setReason(e.target.value as ReturnReason | '')}
        required
      >
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
        value={note}
        onChange={(e) => setNote(e.target.value)}
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
