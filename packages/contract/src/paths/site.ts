// service spec §7: the health check and the site's configuration.
export const healthPath = '/api/health';
export const siteConfigPath = '/api/site/config';
