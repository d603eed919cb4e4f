// Our content service in place of the hosted one (storefront spec §1, §3 "Content entries").
export const contentPaths = {
  website: '/api/content/website',
  /** Ours (issue 15): the website without the home page's sections, the same for everyone. */
  shell: '/api/content/shell',
  page: '/api/content/page',
} as const;
