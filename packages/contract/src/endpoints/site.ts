// The site's configuration (service spec §7; the health check, which answers 503 with its body by
// design, stays a route of its own) and the document shell's one read (issue 30, ADR 0043).
import { endpoint, endpointGroup } from '../endpoint.ts';
import { siteConfigPath } from '../paths/site.ts';
import { storefrontPaths } from '../paths/storefront.ts';
import { SiteConfigResponse } from '../site.ts';
import { StorefrontShellResponse } from '../storefront-shell.ts';

export const systemEndpoints = endpointGroup('system', {
  siteConfig: endpoint({
    method: 'GET',
    path: siteConfigPath,
    auth: 'public',
    summary: 'Store name and support contacts',
    response: SiteConfigResponse,
    refusals: [],
  }),
});

export const storefrontEndpoints = endpointGroup('storefront', {
  shell: endpoint({
    method: 'GET',
    path: storefrontPaths.shell,
    auth: 'public',
    summary:
      "Ours: the document shell's data in one read: site config and shell content, and for a signed-in buyer the user, cart, own lists, notifications and sellable Rx levels",
    response: StorefrontShellResponse,
    refusals: [],
  }),
});
