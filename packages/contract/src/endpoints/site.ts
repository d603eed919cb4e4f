// The health check and the site's configuration (service spec §7), and the document shell's one
// read (issue 30, ADR 0043).
import { endpoint, endpointGroup } from '../endpoint.ts';
import { healthPath, siteConfigPath } from '../paths/site.ts';
import { storefrontPaths } from '../paths/storefront.ts';
import { HealthResponse, SiteConfigResponse } from '../site.ts';
import { StorefrontShellResponse } from '../storefront-shell.ts';

export const systemEndpoints = endpointGroup('system', {
  health: endpoint({
    method: 'GET',
    path: healthPath,
    auth: 'public',
    summary: 'Service, database and read replica health (with the replica lag)',
    response: HealthResponse,
    // ADR 0037: 503 (out of the load balancer) with the same report when this process can serve
    // nothing.
    alsoAnswers: { 503: HealthResponse },
    refusals: [],
  }),
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
