// /contactus (storefront spec §2.1, linked from the header): how to reach customer service.
import { Clock, Mail, Phone } from 'lucide-react';

import { ComingSoon, PageFrame } from '@/components/page-frame';
import { Skeleton } from '@/components/ui/skeleton';
import { DEFAULT_SUPPORT_HOURS, displaySupportPhone, telHref } from '@/features/layout/constants';
import { useSiteConfig } from '@/features/site/api/get-site-config';

export default function ContactUsRoute() {
  const siteConfig = useSiteConfig();
  const config = siteConfig.data;
  const card =
    'grid grid-cols-[auto_1fr] gap-x-4 rounded-2xl border border-slate-200 bg-white p-5 md:block md:p-6';
  const icon = 'row-span-2 flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700';

  return (
    <PageFrame
      title="Contact Us"
      description="Real people, ready to help with orders, products and your account."
    >
      <div className="grid gap-6 md:grid-cols-3">
        <section className={card}>
          <div className={icon} aria-hidden="true">
            <Phone className="size-5" />
          </div>
          <h2 className="text-base font-semibold text-navy-900 md:mt-4">Call us</h2>
          {config ? (
            <a
              href={telHref(config.supportPhone)}
              className="mt-1 block text-lg font-bold text-brand-700 hover:underline"
            >
              {displaySupportPhone(config.supportPhone)}
            </a>
          ) : siteConfig.isError ? (
            <p className="mt-1 text-sm text-slate-600">
              Our phone number could not be loaded. Please try again shortly.
            </p>
          ) : (
            <Skeleton className="mt-2 h-6 w-40" />
          )}
        </section>
        <section className={card}>
          <div className={icon} aria-hidden="true">
            <Mail className="size-5" />
          </div>
          <h2 className="text-base font-semibold text-navy-900 md:mt-4">E-mail us</h2>
          {config ? (
            <a
              href={`mailto:${config.supportEmail}`}
              className="mt-1 block text-base font-semibold [overflow-wrap:anywhere] text-brand-700 hover:underline"
            >
              {config.supportEmail}
            </a>
          ) : siteConfig.isError ? (
            <p className="mt-1 text-sm text-slate-600">
              Our e-mail address could not be loaded. Please try again shortly.
            </p>
          ) : (
            <Skeleton className="mt-2 h-6 w-52" />
          )}
        </section>
        <section className={card}>
          <div className={icon} aria-hidden="true">
            <Clock className="size-5" />
          </div>
          <h2 className="text-base font-semibold text-navy-900 md:mt-4">Hours</h2>
          <p className="mt-1 text-base text-slate-700">{config?.supportHours ?? DEFAULT_SUPPORT_HOURS}</p>
        </section>
      </div>
      <div className="mt-8">
        <ComingSoon actions={<></>}>
          A contact form, so you can write to us from here, is on its way.
        </ComingSoon>
      </div>
    </PageFrame>
  );
}
