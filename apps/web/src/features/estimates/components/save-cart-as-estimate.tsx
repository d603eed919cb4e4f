// From the cart (issue 21 point 3): save it as an estimate (open 30 days at today's prices) or ask
// the store for a quote on it. A name and a note are optional; once saved, a link leads to it.
import { FileText, MessageSquareQuote } from 'lucide-react';
import { useState } from 'react';
import type { SyntheticEvent } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';

import { useCreateEstimate } from '../api/estimates';
import type { EstimateKind } from '../api/estimates';
import { ESTIMATE_TEXTS } from '../constants';

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
  const [title, setTitle] = useState('');
  const [memo, setMemo] = useState('');
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    create.mutate({
      ...(title.trim() ? { title: title.trim() } : {}),
      ...(memo.trim() ? { memo: memo.trim() } : {}),
    });
  };
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
          <form onSubmit={submit} className="space-y-4">
            <TextField
              label="Name"
              optional
              value={title}
              maxLength={100}
              onChange={(e) => setTitle(e.target.value)}
            />
            <TextField
              label="Note"
              optional
              value={memo}
              maxLength={2000}
              onChange={(e) => setMemo(e.target.value)}
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
