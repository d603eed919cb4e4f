// From the cart (issue 21 point 3): save it as an estimate (open 30 days at today's prices) or ask
// the store for a quote on it. A name and a note are optional, checked by the contract's
// CreateEstimateRequest; once saved, a link leads to it.
import { CreateEstimateRequest } from '@medsupply/contract';
import { FileText, MessageSquareQuote } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { schemaResolver } from '@/lib/schema-resolver';

import { useCreateEstimate } from '../api/estimates';
import type { EstimateKind } from '../api/estimates';
import { ESTIMATE_TEXTS } from '../constants';

interface SaveValues {
  title: string;
  memo: string;
}

/** An empty name or note is left out, as the call takes it. */
function bodyOf({ title, memo }: SaveValues): CreateEstimateRequest {
  return { ...(title.trim() ? { title: title.trim() } : {}), ...(memo.trim() ? { memo: memo.trim() } : {}) };
}

function SaveDialog({
  kind,
  open,
  onOpenChange,
  detailsHref,
}: {
  kind: EstimateKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  detailsHref: (kind: EstimateKind, id: number) => string;
}) {
  const create = useCreateEstimate(kind);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SaveValues>({
    defaultValues: { title: '', memo: '' },
    resolver: schemaResolver<SaveValues>(CreateEstimateRequest, bodyOf),
  });
  const submit = handleSubmit((values) => create.mutate(bodyOf(values)));
  const saved = create.data;
  const heading = kind === 'estimate' ? ESTIMATE_TEXTS.saveAsEstimate : ESTIMATE_TEXTS.requestQuote;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) create.reset();
      }}
    >
      <DialogContent
        title={heading}
        description={
          kind === 'estimate'
            ? 'Keeps the lines of your cart at today’s prices for 30 days. Your cart stays as it is.'
            : 'Sends the lines of your cart to our team, who will price them for you. Your cart stays as it is.'
        }
      >
        {saved ? (
          <div role="status" className="space-y-4">
            <p className="text-sm font-semibold text-emerald-800">
              {kind === 'estimate'
                ? ESTIMATE_TEXTS.savedEstimate(saved.tranId)
                : ESTIMATE_TEXTS.requestedQuote(saved.tranId)}
            </p>
            <Link to={detailsHref(kind, saved.id)} className="text-sm font-semibold text-brand-700 underline">
              View {saved.tranId}
            </Link>
          </div>
        ) : (
          <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
            <TextField
              label="Name"
              optional
              maxLength={100}
              error={errors.title?.message}
              {...register('title')}
            />
            <TextField
              label="Note"
              optional
              maxLength={2000}
              error={errors.memo?.message}
              {...register('memo')}
            />
            {create.isError ? (
              <p role="alert" className="text-sm text-red-800">
                {create.error instanceof ApiError
                  ? create.error.message
                  : 'We could not save it. Please try again.'}
              </p>
            ) : null}
            <Button type="submit" disabled={create.isPending} className="w-full">
              {heading}
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

export function SaveCartAsEstimate({
  detailsHref,
  listHref,
}: {
  detailsHref: (kind: EstimateKind, id: number) => string;
  /** Where the saved estimates are (the account menu does not list them, storefront spec §2.3). */
  listHref: string;
}) {
  const [open, setOpen] = useState<EstimateKind | null>(null);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="outline" size="sm" onClick={() => setOpen('estimate')}>
        <FileText aria-hidden="true" />
        {ESTIMATE_TEXTS.saveAsEstimate}
      </Button>
      <Button variant="outline" size="sm" onClick={() => setOpen('quote')}>
        <MessageSquareQuote aria-hidden="true" />
        {ESTIMATE_TEXTS.requestQuote}
      </Button>
      <Link to={listHref} className="text-sm font-semibold text-brand-700 hover:underline">
        Your estimates and quotes
      </Link>
      {open ? (
        <SaveDialog
          kind={open}
          open
          onOpenChange={(next) => !next && setOpen(null)}
          detailsHref={detailsHref}
        />
      ) : null}
    </div>
  );
}
