// The storefront footer. storefront spec §1: it loads lazily; its columns, contact details, legal
// links and copyright come from the content service (passed in by the layout), with the site
// config and a built-in set of links while that content is missing. Default export so React.lazy
// can load it.
import type { Footer as FooterContent, SiteConfigResponse } from '@medsupply/contract';
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
  /** The content service's footer entry; null or undefined falls back to the built-in links. */
  content?: FooterContent | null;
  /** A signed-in buyer gets no Login or Create Account links (issue 15). */
  signedIn?: boolean;
}

/** The pages only a visitor has a use for. */
const VISITOR_ONLY = new Set(['/login', '/register']);

function FooterLink({ href, children }: { href: string; children: string }) {
  const className = 'text-sm text-navy-200 hover:text-white hover:underline';
  // Content links are site paths or absolute, mailto: or tel: URLs (contract ContentLink).
  return href.startsWith('/') ? (
    <Link to={href} className={className}>
      {children}
    </Link>
  ) : (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

export default function Footer({ siteConfig, content, signedIn = false }: FooterProps) {
  const storeName = siteConfig?.storeName ?? BRAND_NAME;
  const year = new Date().getFullYear();
  const columns = (
    content
      ? content.columns.map((column) => ({
          title: column.heading,
          links: column.links.map((link) => ({ label: link.label, to: link.href })),
        }))
      : COLUMNS
  ).map((column) => ({
    ...column,
    links: signedIn ? column.links.filter((link) => !VISITOR_ONLY.has(link.to)) : column.links,
  }));
  const phone = content?.contact.phone ?? siteConfig?.supportPhone;
  const email = content?.contact.email ?? siteConfig?.supportEmail;
  const hours = content?.contact.hours ?? siteConfig?.supportHours ?? DEFAULT_SUPPORT_HOURS;
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
            {phone && (
              <li className="flex items-center gap-2.5">
                <Phone className="size-4 text-brand-300" aria-hidden="true" />
                <a href={telHref(phone)} className="font-semibold text-white hover:underline">
                  {displaySupportPhone(phone)}
                </a>
              </li>
            )}
            {email && (
              <li className="flex items-center gap-2.5">
                <Mail className="size-4 text-brand-300" aria-hidden="true" />
                <a href={`mailto:${email}`} className="text-white [overflow-wrap:anywhere] hover:underline">
                  {email}
                </a>
              </li>
            )}
            <li className="flex items-center gap-2.5">
              <Clock className="size-4 text-brand-300" aria-hidden="true" />
              {hours}
            </li>
          </ul>
          {content && content.contact.addressLines.length > 0 && (
            <address className="mt-4 text-sm leading-6 text-navy-200 not-italic">
              {content.contact.addressLines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          )}
        </div>

        <div className="grid grid-cols-2 gap-x-6 gap-y-10 md:grid-cols-4">
          {columns.map((column) => (
            <nav key={column.title} aria-label={`${column.title} links`}>
              <h2 className="text-sm font-semibold tracking-wide text-white">{column.title}</h2>
              <ul className="mt-4 space-y-2.5">
                {column.links.map((link) => (
                  <li key={`${link.to}-${link.label}`}>
                    <FooterLink href={link.to}>{link.label}</FooterLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-2 py-5 text-xs text-navy-200 md:flex-row md:items-center md:justify-between">
          <p>{content?.copyright ?? `© ${year} ${storeName}. All rights reserved.`}</p>
          {content && content.legalLinks.length > 0 ? (
            <ul className="flex flex-wrap gap-x-5 gap-y-1">
              {content.legalLinks.map((link) => (
                <li key={link.href}>
                  <FooterLink href={link.href}>{link.label}</FooterLink>
                </li>
              ))}
            </ul>
          ) : (
            <p>{SLOGANS.join(' · ')}</p>
          )}
        </Container>
      </div>
    </footer>
  );
}
