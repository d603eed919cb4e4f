import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_EMPTY_MESSAGE,
  DOCUMENT_MALFORMED_MESSAGE,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TOO_LARGE_MESSAGE,
  DOCUMENT_TYPE_MESSAGE,
  checkDocument,
} from './documents.ts';

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));

const PNG = bytes(
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  [0, 0, 0, 13],
  'IHDR',
  new Array<number>(17).fill(0),
  [0, 0, 0, 0],
  'IEND',
  [0xae, 0x42, 0x60, 0x82],
);
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0], new Array<number>(20).fill(1), [0xff, 0xd9]);
const PDF = bytes('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('checkDocument', () => {
  it('reads the type from the bytes', () => {
    expect(checkDocument(PDF)).toEqual({ ok: true, type: 'application/pdf' });
    expect(checkDocument(PNG)).toEqual({ ok: true, type: 'image/png' });
    expect(checkDocument(JPEG)).toEqual({ ok: true, type: 'image/jpeg' });
  });

  it('refuses other types whatever their name would say', () => {
    expect(checkDocument(bytes('GIF89a....'))).toEqual({ ok: false, message: DOCUMENT_TYPE_MESSAGE });
    expect(checkDocument(bytes('PK\u0003\u0004 a zip'))).toEqual({
      ok: false,
      message: DOCUMENT_TYPE_MESSAGE,
    });
    expect(checkDocument(bytes('<html>%PDF-1.4'))).toEqual({ ok: false, message: DOCUMENT_TYPE_MESSAGE });
  });

  it('refuses truncated or broken files', () => {
    expect(checkDocument(PDF.subarray(0, 20))).toEqual({ ok: false, message: DOCUMENT_MALFORMED_MESSAGE });
    expect(checkDocument(PNG.subarray(0, 30))).toEqual({ ok: false, message: DOCUMENT_MALFORMED_MESSAGE });
    expect(checkDocument(JPEG.subarray(0, 10))).toEqual({ ok: false, message: DOCUMENT_MALFORMED_MESSAGE });
    const noHeader = PNG.slice();
    noHeader[12] = 0x58;
    expect(checkDocument(noHeader)).toEqual({ ok: false, message: DOCUMENT_MALFORMED_MESSAGE });
  });

  it('refuses empty and oversize files', () => {
    expect(checkDocument(new Uint8Array())).toEqual({ ok: false, message: DOCUMENT_EMPTY_MESSAGE });
    const big = new Uint8Array(DOCUMENT_MAX_BYTES + 1);
    big.set(PDF);
    expect(checkDocument(big)).toEqual({ ok: false, message: DOCUMENT_TOO_LARGE_MESSAGE });
  });
});
