// Sets the document title on client-side navigation. The server injects the first page's title
// (and, for product and category pages, meta and canonical) into index.html.
import { useEffect } from 'react';

import { BRAND_NAME } from './brand';

/** The home page's title, the same as the server's default head (apps/api/src/http/spa.ts). */
export const HOME_TITLE = `${BRAND_NAME} | Medical supplies for clinics and practices`;

export function pageTitle(title: string | undefined): string {
  return title ? `${title} | ${BRAND_NAME}` : HOME_TITLE;
}

export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
