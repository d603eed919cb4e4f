// Rich text from the content API. The API sanitizes it to an allow-list of tags and attributes
// (contract content.ts), so it is rendered as HTML; site-internal links navigate without a reload.
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

import { cn } from '@/lib/cn';

export function RichText({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();

  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    const href = anchor?.getAttribute('href');
    if (!href || !href.startsWith('/') || href.startsWith('//') || anchor?.getAttribute('target')) return;
    event.preventDefault();
    void navigate(href);
  }

  return (
    // The click handler only turns internal links into client-side navigation; links stay links.
    <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}

/** Typography for long-form content pages. */
export const proseStyles = cn(
  'max-w-3xl text-[15px] leading-7 text-slate-800',
  '[&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-navy-900',
  '[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-navy-900',
  '[&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-800',
  '[&_strong]:font-semibold [&_strong]:text-navy-900',
  '[&_table]:mt-4 [&_table]:w-full [&_table]:text-sm [&_td]:border-b [&_td]:border-slate-200 [&_td]:py-2 [&_td]:pr-4 [&_th]:border-b [&_th]:border-slate-300 [&_th]:py-2 [&_th]:pr-4 [&_th]:text-left',
);
