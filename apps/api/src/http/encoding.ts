// Content negotiation shared by the answers we compress ourselves: server-built pages (spa.ts) and
// kept JSON answers (shared-json.ts). @fastify/compress does the rest.

/** The coding to answer with for an Accept-Encoding: brotli, then gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  // Coding names the client accepts; "br;q=0" refuses br.
  const accepted = new Set(
    (acceptEncoding ?? '')
      .toLowerCase()
      .split(',')
      .map((part) => part.trim())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]?.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}
