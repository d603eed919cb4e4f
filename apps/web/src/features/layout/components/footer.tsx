// The storefront footer. storefront spec §1: it loads lazily; its content will come from the
// content service, until then from the site config. Default export so React.lazy can load it.
import type { SiteConfigResponse } from '@medsupply/contract';
import { Clock, Mail, Phone } from 'lucide-react';
import { Link } from 'react-router';

import { Container } from '@/components/ui/container';
import { BRAND_NAME } from '@/lib/brand';

import { DEFAULT_SUPPORT_HOURS, SLOGANS, displaySupportPhone, telHref } from '../constants';
import { LogoMark } from './logo';

interface FooterLink {
  label: string;
  to: string;
}

const COLUMNS: Array<{ title: string; links: FooterLink[] }> = [
  {
    title: 'Products',
    links: [
      { label: 'All Products', to: '/products/1' },
      { label: 'Shop', to: '/shop' },
      { label: 'Promotions', to: '/promotions' },
      { label: 'Compare', to: '/compare' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About Us', to: '/about' },
      { label: 'Who We Serve', to: '/marketsserved' },
      { label: 'Updates', to: '/updates' },
      { label: 'Resources', to: '/resources' },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Contact Us', to: '/contactus' },
      { label: 'Customer Application', to: '/customerapplication' },
    ],
  },
  {
    title: 'Account',
    links: [
      { label: 'Login', to: '/login' },
      { label: 'Create Account', to: '/register' },
      { label: 'My Account', to: '/myaccount' },
      { label: 'Easy Reorder', to: '/myaccount/menu/reorder' },
      { label: 'Cart', to: '/cart' },
    ],
  },
];

export interface FooterProps {
  siteConfig: SiteConfigResponse | undefined;
}

export default function Footer({ siteConfig }: FooterProps) {
  const storeName = siteConfig?.storeName ?? BRAND_NAME;
  const year = new Date().getFullYear();
  return (
    <footer className="mt-auto bg-navy-950 text-navy-100">
      <Container className="grid gap-10 py-12 lg:grid-cols-[1.6fr_3fr] lg:gap-12 lg:py-14">
        <div className="max-w-sm">
          <Link to="/" className="inline-flex items-center gap-3 rounded-md" aria-label={`${storeName} home`}>
            <LogoMark className="size-10" />
            <span className="text-lg leading-tight font-bold text-white">{storeName}</span>
          </Link>
          <p className="mt-4 text-sm leading-6 text-navy-200">
            Medical supplies for clinics, practices and care facilities, with account pricing and fast
            delivery.
          </p>
          <ul className="mt-5 space-y-2.5 text-sm">
            {siteConfig && (
              <>
                <li className="flex items-center gap-2.5">
                  <Phone className="size-4 text-brand-300" aria-hidden="true" />
                  <a
                    href={telHref(siteConfig.supportPhone)}
                    className="font-semibold text-white hover:underline"
                  >
                    {displaySupportPhone(siteConfig.supportPhone)}
                  </a>
                </li>
                <li className="flex items-center gap-2.5">
                  <Mail className="size-4 text-brand-300" aria-hidden="true" />
                  <a
                    href={`mailto:${siteConfig.supportEmail}`}
                    className="text-white [overflow-wrap:anywhere] hover:underline"
                  >
                    {siteConfig.supportEmail}
                  </a>
                </li>
              </>
            )}
            <li className="flex items-center gap-2.5">
              <Clock className="size-4 text-brand-300" aria-hidden="true" />
              {siteConfig?.supportHours ?? DEFAULT_SUPPORT_HOURS}
            </li>
          </ul>
        </div>

        <div className="grid grid-cols-2 gap-x-6 gap-y-10 md:grid-cols-4">
          {COLUMNS.map((column) => (
            <nav key={column.title} aria-label={`${column.title} links`}>
              <h2 className="text-sm font-semibold tracking-wide text-white">{column.title}</h2>
              <ul className="mt-4 space-y-2.5">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className="text-sm text-navy-200 hover:text-white hover:underline">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-2 py-5 text-xs text-navy-200 md:flex-row md:items-center md:justify-between">
          <p>
            &copy; {year} {storeName}. All rights reserved.
          </p>
          <p>{SLOGANS.join(' · ')}</p>
        </Container>
      </div>
    </footer>
  );
}
