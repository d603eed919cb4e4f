// The metrics server (issue 27): GET /metrics in Prometheus' text format, on METRICS_HOST:METRICS_PORT,
// apart from the store's port so that a load balancer never routes the internet to it and the
// scraper reaches a process that is draining or has no HTTP at all (a worker).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

export interface MetricsServer {
  /** The port it listens on (the one asked for, or the one chosen for port 0). */
  port: number;
  close(): Promise<void>;
}

export async function startMetricsServer(
  registry: Registry,
  where: { host: string; port: number },
): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    const pathname = (request.url ?? '/').split('?')[0];
    if (pathname !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response
        .writeHead(404, { 'content-type': 'text/plain' })
        .end('Not found: metrics are at GET /metrics\n');
      return;
    }
    registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'content-type': registry.contentType }).end(text);
      },
      (error: unknown) => {
        // The collectors answer what they can (ops/metrics.ts); reaching here is a defect to see.
        const message = error instanceof Error ? error.message : String(error);
        response.writeHead(500, { 'content-type': 'text/plain' }).end(`metrics failed: ${message}\n`);
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(where.port, where.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
