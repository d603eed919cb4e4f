// Small but whole files of each accepted document type, and broken ones, for upload tests.
const bytes = (...parts: Array<string | number[]>) =>
  Buffer.from(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));

export const samplePdf = bytes('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
export const samplePng = bytes(
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  [0, 0, 0, 13],
  'IHDR',
  new Array<number>(17).fill(0),
  [0, 0, 0, 0],
  'IEND',
  [0xae, 0x42, 0x60, 0x82],
);
export const sampleJpeg = bytes([0xff, 0xd8, 0xff, 0xe0], new Array<number>(20).fill(1), [0xff, 0xd9]);
export const sampleGif = bytes('GIF89a', new Array<number>(20).fill(0));

/** The upload body's document field for `file`. */
export const documentField = (file: Buffer, fileName = 'licence.pdf') => ({
  fileName,
  data: file.toString('base64'),
});
