// Path constants of the service spec §7; the API registers and the web calls exactly these.
export const paths = {
  health: '/api/health',
  siteConfig: '/api/site/config',
} as const;
