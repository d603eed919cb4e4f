// The company pages' building blocks: a titled card, a failed call's message, a form's actions and a
// confirmed delete.
import { useId, useState } from 'react';
import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';

export function Panel({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-base font-semibold text-navy-900">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** The message to show for a failed call: the server's words, else a general one. */
export function problemOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
}

/** A form's submit button (its label while the call runs) and Cancel. */
export function FormActions({
  submit,
  pending,
  pendingLabel = 'Saving…',
  onCancel,
}: {
  submit: string;
  pending: boolean;
  pendingLabel?: string;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : submit}
      </Button>
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}

/** A destructive action asked twice: the button, then "question [confirm] [Keep]" in its place. */
export function ConfirmButton({
  label,
  name,
  question,
  confirm,
  pending,
  onAsk,
  onConfirm,
}: {
  label: string;
  /** The button's accessible name ('Delete Main clinic'). */
  name: string;
  question: string;
  confirm: string;
  pending: boolean;
  onAsk?: () => void;
  /** Runs the action; calls `done` when it has settled. */
  onConfirm: (done: () => void) => void;
}) {
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <Button
        variant="ghost"
        size="sm"
        className="text-red-700"
        aria-label={name}
        onClick={() => {
          onAsk?.();
          setAsking(true);
        }}
      >
        {label}
      </Button>
    );
  return (
    <span className="flex flex-wrap items-center gap-2 text-sm">
      {question}
      <Button size="sm" disabled={pending} onClick={() => onConfirm(() => setAsking(false))}>
        {confirm}
      </Button>
      <Button variant="outline" size="sm" onClick={() => setAsking(false)}>
        Keep
      </Button>
    </span>
  );
}
