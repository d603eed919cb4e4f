// The product page's Have Questions and Share dialogs, loaded after the page (ADR 0009): Radix
// Dialog with its focus and scroll locks is ≈ 14 KB gzip that only a click needs. Until the code
// arrives, the same buttons show in the same place, so nothing moves when it does.
import { MessageCircleQuestion, Share2 } from 'lucide-react';
import { Suspense } from 'react';
import type { ReactNode } from 'react';

import { buttonStyles } from '@/components/ui/button';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

import type { SupportPhone } from './product-dialogs';

const HaveQuestions = lazyWithPreload<{ phone: SupportPhone | undefined }>(() =>
  import('./product-dialogs').then((module) => ({ default: module.HaveQuestionsDialog })),
);
const Share = lazyWithPreload<{ url: string; title: string }>(() =>
  import('./product-dialogs').then((module) => ({ default: module.ShareDialog })),
);

function TriggerPlaceholder({ children }: { children: ReactNode }) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded="false"
      className={buttonStyles({ variant: 'outline', size: 'sm' })}
    >
      {children}
    </button>
  );
}

export function LazyHaveQuestionsDialog({ phone }: { phone: SupportPhone | undefined }) {
  return (
    <Suspense
      fallback={
        <TriggerPlaceholder>
          <MessageCircleQuestion aria-hidden="true" />
          Have Questions?
        </TriggerPlaceholder>
      }
    >
      <HaveQuestions phone={phone} />
    </Suspense>
  );
}

export function LazyShareDialog({ url, title }: { url: string; title: string }) {
  return (
    <Suspense
      fallback={
        <TriggerPlaceholder>
          <Share2 aria-hidden="true" />
          Share
        </TriggerPlaceholder>
      }
    >
      <Share url={url} title={title} />
    </Suspense>
  );
}
