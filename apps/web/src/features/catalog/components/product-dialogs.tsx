// The product page's Have Questions and Share dialogs (storefront spec §2.5).
import { Check, Copy, Link2, MessageCircleQuestion, Phone, Share2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';

import { buttonStyles } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';

export interface SupportPhone {
  /** As shown: '1-800-555-0142'. */
  display: string;
  href: string;
}

/** `defaultOpen`: opened by a press on its button before this code had loaded (lazy-product-dialogs). */
export function HaveQuestionsDialog({
  phone,
  defaultOpen = false,
}: {
  phone: SupportPhone | undefined;
  defaultOpen?: boolean;
}) {
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger className={buttonStyles({ variant: 'outline', size: 'sm' })}>
        <MessageCircleQuestion aria-hidden="true" />
        Have Questions?
      </DialogTrigger>
      <DialogContent
        title="Have Questions?"
        description="Our team knows these products and can help you choose."
      >
        {phone && (
          <p className="flex items-center gap-2 text-base">
            <Phone className="size-5 text-brand-700" aria-hidden="true" />
            Call us at{' '}
            <a href={phone.href} className="font-semibold text-brand-700 hover:underline">
              {phone.display}
            </a>
          </p>
        )}
        <div className="mt-6 flex justify-end">
          <Link to="/contactus" className={buttonStyles({ variant: 'primary' })}>
            Contact Us
          </Link>
        </div>
      </DialogContent>
    </Dialog>
  );
}

export function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { label: 'Twitter', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { label: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ];
}

export function ShareDialog({
  url,
  title,
  defaultOpen = false,
}: {
  url: string;
  title: string;
  defaultOpen?: boolean;
}) {
  const [copied, setCopied] = useState(false);
  const inputId = useId();
  return (
    <Dialog defaultOpen={defaultOpen} onOpenChange={() => setCopied(false)}>
      <DialogTrigger className={buttonStyles({ variant: 'outline', size: 'sm' })}>
        <Share2 aria-hidden="true" />
        Share
      </DialogTrigger>
      <DialogContent title="Share this product">
        <ul className="flex flex-wrap gap-2">
          {shareLinks(url, title).map((link) => (
            <li key={link.label}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonStyles({ variant: 'outline', size: 'sm' })}
              >
                {link.label}
                <span className="sr-only"> (opens in a new window)</span>
              </a>
            </li>
          ))}
        </ul>
        <label
          htmlFor={inputId}
          className="mt-5 mb-1.5 flex items-center gap-1.5 text-sm font-semibold text-navy-900"
        >
          <Link2 className="size-4" aria-hidden="true" />
          Copy link
        </label>
        <div className="flex gap-2">
          <input
            id={inputId}
            readOnly
            value={url}
            onFocus={(event) => event.target.select()}
            className="h-10 min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 text-sm text-slate-800"
          />
          <button
            type="button"
            onClick={() => {
              // The clipboard exists only in secure contexts; elsewhere the box stays selectable.
              try {
                void navigator.clipboard.writeText(url).then(
                  () => setCopied(true),
                  () => undefined,
                );
              } catch {
                setCopied(false);
              }
            }}
            className={buttonStyles({ variant: 'primary' })}
          >
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied ? 'Copied' : 'Copy'}
          </button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
