// Uploaded documents (issue 19 point 3: a licence's document, "PDF or image, size and type
// checked"). The type is read from the bytes, never from the file name or the browser's claim, and
// a file whose structure is broken (a truncated PDF, a PNG without its header chunk) is refused.

/** The largest document accepted: 5 MB, room for a scanned page at print resolution. */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

export const DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_EXTENSIONS: Readonly<Record<DocumentType, string>> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

export const DOCUMENT_TYPE_MESSAGE = 'The document must be a PDF, PNG or JPEG file.';
export const DOCUMENT_TOO_LARGE_MESSAGE = 'The document must be 5 MB or smaller.';
export const DOCUMENT_EMPTY_MESSAGE = 'The document is empty.';
export const DOCUMENT_MALFORMED_MESSAGE = 'The document could not be read. Upload the file again.';

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_IHDR = [0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52];
const PNG_IEND = [0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];
const PDF_HEADER = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const PDF_EOF = [0x25, 0x25, 0x45, 0x4f, 0x46]; // %%EOF

function endsWith(bytes: Uint8Array, suffix: readonly number[], slack: number): boolean {
  // A trailer may be followed by a few bytes of line endings or padding.
  for (let end = bytes.length; end >= Math.max(suffix.length, bytes.length - slack); end -= 1) {
    if (startsWith(bytes, suffix, end - suffix.length)) return true;
  }
  return false;
}

/** What kind of file the bytes claim to be by their signature, before any structure check. */
function signatureOf(bytes: Uint8Array): DocumentType | null {
  if (startsWith(bytes, PDF_HEADER)) return 'application/pdf';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  return null;
}

function wellFormed(type: DocumentType, bytes: Uint8Array): boolean {
  switch (type) {
    case 'application/pdf':
      return endsWith(bytes, PDF_EOF, 1024);
    case 'image/png':
      return startsWith(bytes, PNG_IHDR, 8) && endsWith(bytes, PNG_IEND, 0);
    case 'image/jpeg':
      return endsWith(bytes, [0xff, 0xd9], 64);
  }
}

export type DocumentCheck = { ok: true; type: DocumentType } | { ok: false; message: string };

/** Checks an uploaded document: not empty, not too large, a PDF, PNG or JPEG by its bytes, whole. */
export function checkDocument(bytes: Uint8Array): DocumentCheck {
  if (bytes.length === 0) return { ok: false, message: DOCUMENT_EMPTY_MESSAGE };
  if (bytes.length > DOCUMENT_MAX_BYTES) return { ok: false, message: DOCUMENT_TOO_LARGE_MESSAGE };
  const type = signatureOf(bytes);
  if (type === null) return { ok: false, message: DOCUMENT_TYPE_MESSAGE };
  if (!wellFormed(type, bytes)) return { ok: false, message: DOCUMENT_MALFORMED_MESSAGE };
  return { ok: true, type };
}
