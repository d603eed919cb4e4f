// The support contact lines (storefront spec §1, §2.4): phone, e-mail, hours and the contact page.
// Shared by the Support popover and the mobile navigation.
import type { SiteConfigResponse } from '@medsupply/contract';
import { Clock, Mail, MessageSquare, Phone } from 'lucide-react';
import { Link } from 'react-router';

import { LoadingBlock } from '@/components/ui/query-view';

import { CONTACT_LINK, DEFAULT_SUPPORT_HOURS, displaySupportPhone, telHref } from '../constants';

export interface SupportDetailsProps {
  siteConfig: SiteConfigResponse | undefined;
  siteConfigFailed: boolean;
  onNavigate?: () => void;
}

export function SupportDetails({ siteConfig, siteConfigFailed, onNavigate }: SupportDetailsProps) {
  const row = 'flex items-start gap-3 text-sm';
  const icon = 'mt-0.5 size-4 shrink-0 text-brand-700';
  return (
    <ul className="space-y-3">
      {siteConfig ? (
        <>
          <li className={row}>
            <Phone className={icon} aria-hidden="true" />
            <a
              href={telHref(siteConfig.supportPhone)}
              className="font-semibold text-navy-900 hover:text-brand-700 hover:underline"
            >
              {displaySupportPhone(siteConfig.supportPhone)}
            </a>
          </li>
          <li className={row}>
            <Mail className={icon} aria-hidden="true" />
            <a
              href={`mailto:${siteConfig.supportEmail}`}
              className="[overflow-wrap:anywhere] text-navy-900 hover:text-brand-700 hover:underline"
            >
              {siteConfig.supportEmail}
            </a>
          </li>
        </>
      ) : siteConfigFailed ? (
        <li className="text-sm text-slate-600">
          Our phone and e-mail could not be loaded. Please use the contact page.
        </li>
      ) : (
        <li>
          <LoadingBlock label="Loading our phone and e-mail" shape="line" />
        </li>
      )}
      <li className={row}>
        <Clock className={icon} aria-hidden="true" />
        <span className="text-slate-700">{siteConfig?.supportHours ?? DEFAULT_SUPPORT_HOURS}</span>
      </li>
      <li className={row}>
        <MessageSquare className={icon} aria-hidden="true" />
        <Link
          to={CONTACT_LINK.to}
          onClick={onNavigate}
          className="font-semibold text-brand-700 hover:text-brand-800 hover:underline"
        >
          {CONTACT_LINK.label}
        </Link>
      </li>
    </ul>
  );
}
