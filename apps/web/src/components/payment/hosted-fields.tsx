// The gateway's hosted card or bank-account fields in an iframe (storefront spec §7 "Card entry
// uses a card payment provider's hosted fields"; ARCHITECTURE §9; ADR 0021): the numbers are typed
// into the gateway's page and never reach the storefront. `tokenize()` asks the page for a token
// with postMessage (protocol: packages/contract/src/hosted-fields.ts) and resolves with the token
// and display data, or rejects with the page's message (the fields show their own errors too).
// Messages are read only from that iframe's window at this page's origin.
//
// The fields can be typed into as soon as the gateway's page is parsed, before its script has said
// it is ready: a Continue pressed in that moment waits for it (up to READY_WAIT_MS) instead of
// refusing, so a quick buyer's press is not wasted.
import { hostedFieldsUrl } from '@medsupply/contract';
import type { HostedFieldsKind, HostedFieldsMessage, HostedFieldsToken } from '@medsupply/contract';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

import { Skeleton } from '@/components/ui/skeleton';
import { newIdempotencyKey } from '@/lib/idempotency-key';

export class HostedFieldsRefusal extends Error {
  override readonly name = 'HostedFieldsRefusal';
}

interface Pending {
  requestId: string;
  resolve: (token: HostedFieldsToken) => void;
  reject: (error: Error) => void;
}

const TITLES: Record<HostedFieldsKind, string> = { card: 'Card details', ach: 'Bank account details' };
export const HOSTED_FIELDS_LOADING_MESSAGE = 'The payment form is still loading. Try again in a moment.';
/** How long a tokenize() asked before the fields are ready waits for them. */
export const READY_WAIT_MS = 15_000;

const noSubscription = () => () => {};
const browserOrigin = () => window.location.origin;
const serverOrigin = () => null;

function isMessage(data: unknown): data is HostedFieldsMessage {
  return typeof data === 'object' && data !== null && 'type' in data && typeof data.type === 'string';
}

/**
 * Whether the gateway's fields have said they are ready, for a tokenize() that may come first:
 * wait() answers true once they have (at once if they had), false after READY_WAIT_MS.
 */
export class FieldsReadiness {
  private readyKind: HostedFieldsKind | null = null;
  private readonly waiters = new Set<() => void>();

  reset(): void {
    this.readyKind = null;
  }

  mark(kind: HostedFieldsKind): void {
    this.readyKind = kind;
    for (const wake of [...this.waiters]) wake();
  }

  wait(kind: HostedFieldsKind, timeoutMs = READY_WAIT_MS): Promise<boolean> {
    if (this.readyKind === kind) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => {
      const done = (answer: boolean) => {
        this.waiters.delete(wake);
        clearTimeout(timer);
        resolve(answer);
      };
      const wake = () => {
        if (this.readyKind === kind) done(true);
      };
      const timer = setTimeout(() => done(false), timeoutMs);
      this.waiters.add(wake);
    });
  }
}

export function useHostedFields(kind: HostedFieldsKind) {
  const frame = useRef<HTMLIFrameElement>(null);
  const pending = useRef<Pending | null>(null);
  // The iframe's address names this page's origin, known in the browser only (null on the server
  // and while hydrating, so both render the same placeholder).
  const origin = useSyncExternalStore(noSubscription, browserOrigin, serverOrigin);
  const [readyKind, setReadyKind] = useState<HostedFieldsKind | null>(null);
  // The same, for tokenize(), which may run before the state above has re-rendered it.
  const [readiness] = useState(() => new FieldsReadiness());
  const [size, setSize] = useState<{ kind: HostedFieldsKind; height: number } | null>(null);
  const ready = readyKind === kind;
  const height = size?.kind === kind ? size.height : 0;

  useEffect(() => {
    if (origin === null) return undefined;
    // A new kind is a new iframe (its key): it has not said it is ready yet.
    readiness.reset();
    const onMessage = (event: MessageEvent<unknown>) => {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      const data = event.data;
      if (!isMessage(data)) return;
      if (data.type === 'hosted-fields:ready') {
        readiness.mark(data.kind);
        setReadyKind(data.kind);
      } else if (data.type === 'hosted-fields:resize') setSize({ kind, height: data.height });
      else if (pending.current && data.requestId === pending.current.requestId) {
        const { resolve, reject } = pending.current;
        pending.current = null;
        if (data.type === 'hosted-fields:token') resolve(data);
        else reject(new HostedFieldsRefusal(data.message));
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin, kind, readiness]);

  const tokenize = useCallback(async (): Promise<HostedFieldsToken> => {
    const isReady = origin !== null && (await readiness.wait(kind));
    const target = frame.current?.contentWindow;
    if (!target || origin === null || !isReady) throw new HostedFieldsRefusal(HOSTED_FIELDS_LOADING_MESSAGE);
    pending.current?.reject(new HostedFieldsRefusal('Replaced by a newer request.'));
    // Names this request's answer among the frame's messages (the same random UUID as a key).
    const requestId = newIdempotencyKey();
    return new Promise<HostedFieldsToken>((resolve, reject) => {
      pending.current = { requestId, resolve, reject };
      target.postMessage({ type: 'hosted-fields:tokenize', requestId }, origin);
    });
  }, [origin, kind, readiness]);

  const element =
    origin === null ? (
      <Skeleton className="h-64 w-full" />
    ) : (
      <iframe
        ref={frame}
        key={kind}
        title={TITLES[kind]}
        src={hostedFieldsUrl(kind, origin)}
        className="block w-full border-0"
        style={{ height: height > 0 ? height : 280 }}
      />
    );
  return { element, tokenize, ready };
}
