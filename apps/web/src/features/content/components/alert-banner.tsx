// The alert banner above the header (storefront spec §1, contract AlertBanner): sanitized rich text,
// shown only when enabled.
import type { AlertBanner as AlertBannerData } from '@medsupply/contract';
import { Info, TriangleAlert } from 'lucide-react';

import { Container } from '@/components/ui/container';
import { cn } from '@/lib/cn';

import { RichText } from './rich-text';

export function AlertBanner({ banner }: { banner: AlertBannerData | null | undefined }) {
  if (!banner?.enabled || !banner.html.trim()) return null;
  const Icon = banner.tone === 'warning' ? TriangleAlert : Info;
  return (
    <aside
      aria-label="Store notice"
      className={cn(
        'border-b text-sm',
        banner.tone === 'warning'
          ? 'border-amber-200 bg-amber-50 text-amber-950'
          : 'border-navy-100 bg-navy-50 text-navy-900',
      )}
    >
      <Container className="flex items-start gap-2.5 py-2.5">
        <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <RichText
          html={banner.html}
          className="min-w-0 [&_a]:font-semibold [&_a]:underline [&_a]:underline-offset-2 [&_p]:inline [&_strong]:font-semibold"
        />
      </Container>
    </aside>
  );
}
