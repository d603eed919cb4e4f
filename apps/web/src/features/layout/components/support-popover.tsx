// The Support popover's panel (storefront spec §2.4), a Radix popover. Loaded on first use by
// SupportMenu so Radix and its positioning code stay out of the first page load.
import type { SiteConfigResponse } from '@medsupply/contract';
import { useState } from 'react';

import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';

import { SupportDetails } from './support-details';
import { SupportTriggerContent, supportTriggerClass } from './support-menu';

export interface SupportPopoverProps {
  siteConfig: SiteConfigResponse | undefined;
  siteConfigFailed: boolean;
  className?: string;
}

export default function SupportPopover({ siteConfig, siteConfigFailed, className }: SupportPopoverProps) {
  // It is mounted by the click that asked for it, so it starts open.
  const [open, setOpen] = useState(true);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger className={supportTriggerClass(className)}>
        <SupportTriggerContent />
      </PopoverTrigger>
      <PopoverContent aria-label="Customer support">
        <p className="text-base font-semibold text-navy-900">We&rsquo;re here to help</p>
        <p className="mt-1 mb-4 text-sm text-slate-600">
          Talk to a real person about orders, products or your account.
        </p>
        <SupportDetails
          siteConfig={siteConfig}
          siteConfigFailed={siteConfigFailed}
          onNavigate={() => setOpen(false)}
        />
      </PopoverContent>
    </Popover>
  );
}
