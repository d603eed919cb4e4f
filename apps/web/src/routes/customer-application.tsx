// /customerapplication (storefront spec §2.1): leaves the site for the external e-signature
// customer application form named in the site config.
import { ExternalLink } from 'lucide-react';
import { useEffect } from 'react';

import { PageFrame } from '@/components/page-frame';
import { buttonStyles } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/query-view';
import { Spinner } from '@/components/ui/spinner';
import { useSiteConfig } from '@/features/site/api/get-site-config';

export default function CustomerApplicationRoute() {
  const siteConfig = useSiteConfig();
  const url = siteConfig.data?.customerApplicationUrl;

  useEffect(() => {
    // replace(): the back button returns to where the visitor came from, not to this hop.
    if (url) window.location.replace(url);
  }, [url]);

  return (
    <PageFrame title="Customer Application" description="Open an account with our secure online application.">
      {siteConfig.isError && !siteConfig.data ? (
        <LoadFailed
          message="The application form could not be opened. Please try again or contact us."
          onRetry={() => void siteConfig.refetch()}
        />
      ) : (
        <div className="flex flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center">
          <Spinner label="Opening the application form" />
          <p className="text-slate-700">Taking you to our customer application form…</p>
          {url && (
            <a href={url} className={buttonStyles({ variant: 'primary' })}>
              Continue to the application
              <ExternalLink aria-hidden="true" />
            </a>
          )}
        </div>
      )}
    </PageFrame>
  );
}
