// Open-loop load at a fixed request rate: request i is due at start + i / rate, whether or not
// earlier ones have answered, and its latency is counted from when it was due. That is what "p99 at
// a fixed request rate" means for a server.
//
// autocannon's rate option does not do this: each connection sends its share of the second's
// requests back to back at the start of every second, then waits, so 50 requests a second arrive
// as one burst of 50 and p99 measures how long the burst takes to drain, not the server's latency
// at 50 requests a second (ARCHITECTURE §11 budgets; docs/decisions/0011).
import http from 'node:http';
import https from 'node:https';

export interface PacedRequest {
  url: string;
  method: string;
  body?: string;
  /** Bodies sent in turn instead of `body` (request i sends bodies[i % length]). */
  bodies?: string[];
  headers?: Record<string, string>;
}

export interface PacedResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /**
   * The server's own handling time (its `Server-Timing: app;dur=…` header, apps/api/src/plugins/
   * server-timing.ts), p50 and p99 over the answers that carried it; null when none did.
   */
  serverP50Ms: number | null;
  serverP99Ms: number | null;
  errors: number;
  non2xx: number;
}

/** The q-quantile (0..1) of sorted values, nearest rank. */
function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[index] ?? 0;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/** The `app` duration of a Server-Timing header value, in milliseconds; null without one. */
export function serverDuration(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return null;
  const match = /(?:^|,)\s*app\s*;(?:[^,]*;)?\s*dur=([\d.]+)/.exec(value);
  return match?.[1] === undefined ? null : Number(match[1]);
}

/** Sends `rate` requests a second, evenly spaced, for `durationSeconds`, over up to `connections` sockets. */
export async function pacedRun(
  request: PacedRequest,
  options: { rate: number; durationSeconds: number; connections: number },
): Promise<PacedResult> {
  const target = new URL(request.url);
  const transport = target.protocol === 'https:' ? https : http;
  const agent = new transport.Agent({ keepAlive: true, maxSockets: options.connections });
  const total = Math.round(options.rate * options.durationSeconds);
  const intervalMs = 1000 / options.rate;
  const latencies: number[] = [];
  const serverLatencies: number[] = [];
  let errors = 0;
  let non2xx = 0;

  const send = (dueAt: number, body: string | undefined) =>
    new Promise<void>((resolve) => {
      const req = transport.request(
        target,
        {
          method: request.method,
          agent,
          headers: {
            ...request.headers,
            ...(body === undefined ? {} : { 'content-length': Buffer.byteLength(body) }),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            if ((res.statusCode ?? 0) < 200 || (res.statusCode ?? 0) >= 300) non2xx++;
            else {
              latencies.push(performance.now() - dueAt);
              const server = serverDuration(res.headers['server-timing']);
              if (server !== null) serverLatencies.push(server);
            }
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors++;
        resolve();
      });
      if (body !== undefined) req.write(body);
      req.end();
    });

  const started = performance.now();
  const inFlight: Array<Promise<void>> = [];
  for (let i = 0; i < total; i++) {
    const dueAt = started + i * intervalMs;
    const wait = dueAt - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const body = request.bodies?.length ? request.bodies[i % request.bodies.length] : request.body;
    inFlight.push(send(dueAt, body));
  }
  await Promise.all(inFlight);
  const elapsedSeconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  serverLatencies.sort((a, b) => a - b);
  const serverQuantile = (q: number) =>
    serverLatencies.length === 0 ? null : round(quantile(serverLatencies, q));
  return {
    requestsPerSecond: Math.round(latencies.length / elapsedSeconds),
    p50Ms: round(quantile(latencies, 0.5)),
    p99Ms: round(quantile(latencies, 0.99)),
    maxMs: round(latencies.at(-1) ?? 0),
    serverP50Ms: serverQuantile(0.5),
    serverP99Ms: serverQuantile(0.99),
    errors,
    non2xx,
  };
}
