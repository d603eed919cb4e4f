// The store-wide settings the storefront's shell shows (GET /api/site/config, and the document
// shell's one read): the store's name and support contacts, from the configuration.
import type { SiteConfigResponse } from '@medsupply/contract';
import type { Config } from '../../config.ts';

export function siteConfig(config: Pick<Config, 'store'>): SiteConfigResponse {
  return {
    storeName: config.store.name,
    provider: config.store.provider,
    supportPhone: config.store.supportPhone,
    supportEmail: config.store.supportEmail,
    supportHours: 'Mon-Fri 9 am to 5 pm EST',
    checkoutPhone: config.store.checkoutPhone,
    customerApplicationUrl: config.store.customerApplicationUrl,
  };
}
