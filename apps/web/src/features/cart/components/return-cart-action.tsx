// Punchout mode's action in place of checkout (storefront spec §6, issue 28): "Return cart to
// procurement". Pressed, it asks the store whether every line would go back; refused lines are
// listed with their reasons and nothing is sent. Otherwise it posts the returncart form with the
// session's token, and the browser follows the answer to the procurement system.
import type { ReturnCartRefusedLine } from '@medsupply/contract';
import { Send } from 'lucide-react';
import { useRef, useState, type SubmitEvent } from 'react';

import { Button } from '@/components/ui/button';
import { isRefusal } from '@/lib/refusal';
import { cn } from '@/lib/cn';
import { getToken } from '@/lib/storage';

import { RETURN_CART_ACTION, checkReturnCart } from '../api/return-cart';
import { CART_TEXTS } from '../constants';

type State =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'refused'; message: string; lines: ReturnCartRefusedLine[] }
  | { kind: 'failed'; message: string };

export interface ReturnCartActionProps {
  /** The popover's smaller button and no hint. */
  compact?: boolean;
}

export function ReturnCartAction({ compact = false }: ReturnCartActionProps) {
  const form = useRef<HTMLFormElement>(null);
  const tokenField = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.kind === 'busy') return;
    setState({ kind: 'busy' });
    try {
      const checked = await checkReturnCart();
      if (checked.kind === 'refused') {
        setState(checked);
        return;
      }
      // The check may have refreshed the token: the form carries the current one.
      const token = getToken();
      if (!token || !form.current || !tokenField.current) {
        setState({ kind: 'failed', message: CART_TEXTS.returnCartFailed });
        return;
      }
      tokenField.current.value = token;
      // A native submit: the browser follows the answer (the page stays busy until it leaves).
      form.current.submit();
    } catch (error) {
      const message = isRefusal(error) && error.message ? error.message : CART_TEXTS.returnCartFailed;
      setState({ kind: 'failed', message });
    }
  }

  const busy = state.kind === 'busy';
  return (
    <form
      ref={form}
      method="post"
      action={RETURN_CART_ACTION}
      onSubmit={(event) => void onSubmit(event)}
      className="grid gap-2"
    >
      <input ref={tokenField} type="hidden" name="token" defaultValue="" />
      <Button
        type="submit"
        variant="primary"
        // md at every size: the summary column (20rem) holds the whole label on one line.
        size="md"
        className="w-full"
        disabled={busy}
        aria-busy={busy}
      >
        <Send aria-hidden="true" />
        {busy ? CART_TEXTS.returningCart : CART_TEXTS.returnCart}
      </Button>
      {(state.kind === 'refused' || state.kind === 'failed') && (
        <div
          role="alert"
          className={cn(
            'rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900',
            compact && 'text-xs',
          )}
        >
          <p className="font-medium">{state.message}</p>
          {state.kind === 'refused' && (
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {state.lines.map((line) => (
                <li key={line.lineId}>
                  <span className="font-semibold">{line.itemName}</span>: {line.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {!compact && <p className="text-xs text-slate-600">{CART_TEXTS.returnCartHint}</p>}
    </form>
  );
}
