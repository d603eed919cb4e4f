// Sets the document title on client-side navigation. The server injects the first page's title
// (and, for product and category pages, meta and canonical) into index.html.
import { useEffect } from 'react';

import { BRAND_NAME } from './brand';

export function pageTitle(title: string | undefined): string {
  return title ? `${title} | ${BRAND_NAME}` : BRAND_NAME;
}

export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
