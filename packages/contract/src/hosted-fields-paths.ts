// Where the hosted card and bank-account fields live (ADR 0021), apart from the message schemas in
// hosted-fields.ts so that the fields page's own script can use them without bundling zod.

export const HOSTED_FIELDS_KINDS = ['card', 'ach'] as const;
export type HostedFieldsKind = (typeof HOSTED_FIELDS_KINDS)[number];

export const hostedFieldsPaths = {
  /** GET ?kind=card|ach&origin=<the embedding page's origin> */
  page: '/gateway/sandbox/fields',
  script: '/gateway/sandbox/fields.js',
  styles: '/gateway/sandbox/fields.css',
  /** POST, called by the fields page only. */
  tokens: '/gateway/sandbox/tokens',
} as const;

/** The iframe address for `kind`, embedded by a page of `origin` (the store's own origin). */
export function hostedFieldsUrl(kind: HostedFieldsKind, origin: string): string {
  return `${hostedFieldsPaths.page}?${new URLSearchParams({ kind, origin }).toString()}`;
}
