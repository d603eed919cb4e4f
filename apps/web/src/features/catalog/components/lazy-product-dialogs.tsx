// The product page's Have Questions and Share dialogs, loaded after the page (ADR 0009): Radix
// Dialog with its focus and scroll locks is ≈ 14 KB gzip that only a press needs. Until the code
// arrives the same buttons show in the same place, so nothing moves when it does, and a press on
// one before then opens its dialog as soon as the code is there.
import { MessageCircleQuestion, Share2 } from 'lucide-react';
import { Suspense, useState } from 'react';
import type { ReactNode } from 'react';

import { buttonStyles } from '@/components/ui/button';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

import type { SupportPhone } from './product-dialogs';

const HaveQuestions = lazyWithPreload<{ phone: SupportPhone | undefined; defaultOpen: boolean }>(() =>
  import('./product-dialogs').then((module) => ({ default: module.HaveQuestionsDialog })),
);
const Share = lazyWithPreload<{ url: string; title: string; defaultOpen: boolean }>(() =>
  import('./product-dialogs').then((module) => ({ default: module.ShareDialog })),
);

function TriggerPlaceholder({ onPress, children }: { onPress: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded="false"
      onClick={onPress}
      className={buttonStyles({ variant: 'outline', size: 'sm' })}
    >
      {children}
    </button>
  );
}

export function LazyHaveQuestionsDialog({ phone }: { phone: SupportPhone | undefined }) {
  const [pressed, setPressed] = useState(false);
  return (
    <Suspense
      fallback={
        <TriggerPlaceholder onPress={() => setPressed(true)}>
          <MessageCircleQuestion aria-hidden="true" />
          Have Questions?
        </TriggerPlaceholder>
      }
    >
      <HaveQuestions phone={phone} defaultOpen={pressed} />
    </Suspense>
  );
}

export function LazyShareDialog({ url, title }: { url: string; title: string }) {
  const [pressed, setPressed] = useState(false);
  return (
    <Suspense
      fallback={
        <TriggerPlaceholder onPress={() => setPressed(true)}>
          <Share2 aria-hidden="true" />
          Share
        </TriggerPlaceholder>
      }
    >
      <Share url={url} title={title} defaultOpen={pressed} />
    </Suspense>
  );
}
