// Puts the shell's first data embedded by the server (lib/initial-data takeShellData) into the query
// cache before the first render, so the header, alert banner, footer and a /products listing render
// in their final layout at once instead of a round trip later (issue 3: no layout shift).
//
// The embedded answers are anonymous. Site config and categories are the same for everyone. The
// website's home carousels carry prices only for a price-visible login, so a logged-in visitor gets
// the website as already stale (it refetches at once, the banner and navigation meanwhile in place),
// and no embedded listing at all: its cards would show without prices and then change.
import type { QueryClient } from '@tanstack/react-query';
import type { ShellData } from '@medsupply/contract';

import { categoryKeys } from '@/features/catalog/api/get-categories';
import { catalogKeys } from '@/features/catalog/api/keys';
import { contentKeys } from '@/features/content/api/get-website';
import { siteKeys } from '@/features/site/api/get-site-config';
import { takeShellData } from '@/lib/initial-data';
import { hasValidToken } from '@/lib/storage';

export function seedFirstData(
  queryClient: QueryClient,
  shell: ShellData | undefined = takeShellData(),
  loggedIn: boolean = hasValidToken(),
): void {
  if (!shell) return;
  if (shell.siteConfig) queryClient.setQueryData(siteKeys.config(), shell.siteConfig);
  if (shell.categories) queryClient.setQueryData(categoryKeys.tree(), shell.categories);
  if (shell.website) {
    queryClient.setQueryData(contentKeys.website(), shell.website, { updatedAt: loggedIn ? 0 : Date.now() });
  }
  if (shell.listing && !loggedIn) {
    queryClient.setQueryData(catalogKeys.listing(shell.listing.body), shell.listing.response);
  }
}
