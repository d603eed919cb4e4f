// The gateway's hosted card fields in an iframe (ADR 0021, service spec §7 "a card payment
// provider's hosted fields"): the card number never enters the storefront. The parent asks the
// fields for a token with postMessage and gets the token and display data back (the protocol is in
// @medsupply/contract hosted-fields.ts); messages are read only from that frame and our origin.
import { HostedFieldsMessage, hostedFieldsUrl } from '@medsupply/contract';
import type { HostedFieldsToken } from '@medsupply/contract';
import { useCallback, useEffect, useImperativeHandle, useRef, useState, useSyncExternalStore } from 'react';
import type { Ref } from 'react';

import { FieldsReadiness } from '@/components/payment/hosted-fields';
import { Skeleton } from '@/components/ui/skeleton';

import { CHECKOUT_TEXTS } from '../constants';

export interface HostedCardFieldsHandle {
  /** The token of what the buyer typed; rejects with the fields' own sentence when something is wrong. */
  tokenize(): Promise<HostedFieldsToken>;
}

interface Pending {
  resolve: (token: HostedFieldsToken) => void;
  reject: (error: Error) => void;
}

const noSubscription = () => () => undefined;

export function HostedCardFields({ ref }: { ref: Ref<HostedCardFieldsHandle> }) {
  const frame = useRef<HTMLIFrameElement>(null);
  // The frame's address names our origin, known only in the browser (null while hydrating).
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => null,
  );
  const [ready, setReady] = useState(false);
  // For a tokenize() asked while the fields load (a quick Continue): it waits for them.
  const [readiness] = useState(() => new FieldsReadiness());
  const [height, setHeight] = useState(320);
  const pending = useRef(new Map<string, Pending>());
  const counter = useRef(0);

  useEffect(() => {
    const requests = pending.current;
    function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      const parsed = HostedFieldsMessage.safeParse(event.data);
      if (!parsed.success) return;
      const message = parsed.data;
      if (message.type === 'hosted-fields:ready') {
        readiness.mark('card');
        setReady(true);
      } else if (message.type === 'hosted-fields:resize') setHeight(Math.ceil(message.height));
      else {
        const waiting = requests.get(message.requestId);
        if (!waiting) return;
        requests.delete(message.requestId);
        if (message.type === 'hosted-fields:token') waiting.resolve(message);
        else waiting.reject(new Error(message.message));
      }
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [readiness]);

  const tokenize = useCallback(async () => {
    const isReady = await readiness.wait('card');
    const target = frame.current?.contentWindow;
    if (!isReady || !target) throw new Error(CHECKOUT_TEXTS.cardNotReady);
    counter.current += 1;
    const requestId = `checkout-${counter.current}`;
    return new Promise<HostedFieldsToken>((resolve, reject) => {
      pending.current.set(requestId, { resolve, reject });
      target.postMessage({ type: 'hosted-fields:tokenize', requestId }, window.location.origin);
    });
  }, [readiness]);
  useImperativeHandle(ref, () => ({ tokenize }), [tokenize]);

  return (
    <div className="relative">
      {!ready && <Skeleton className="absolute inset-0 h-full w-full" />}
      {origin && (
        <iframe
          ref={frame}
          title={CHECKOUT_TEXTS.cardFieldsTitle}
          src={hostedFieldsUrl('card', origin)}
          style={{ height }}
          className="block w-full border-0 bg-transparent"
        />
      )}
    </div>
  );
}
