// Ours (issue 30): the document shell's data for the caller in one read (the root loader's).
export const storefrontPaths = {
  shell: '/api/storefront/shell',
} as const;
