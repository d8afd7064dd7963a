// The health and metrics endpoint: node:http, two read-only paths. GET (or HEAD) /healthz answers
// 200 or 503 with a small JSON body; GET /metrics answers Prometheus text. Any other path is 404,
// any other method on these paths 405 (with Allow), each with a line saying what there is.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Health } from './health.js';

/** What the endpoint serves. */
export interface Endpoints {
  health(): Health;
  metrics(): Promise<{ readonly contentType: string; readonly body: string }>;
}

/** A listening endpoint. */
export interface OpsServer {
  /** Where it listens, e.g. http://127.0.0.1:9464 */
  readonly url: string;
  close(): Promise<void>;
}

const PATHS = ['/healthz', '/metrics'];
const ALLOWED = 'GET, HEAD';

function send(req: IncomingMessage, res: ServerResponse, status: number, contentType: string, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': contentType, 'content-length': Buffer.byteLength(body), 'cache-control': 'no-store', ...headers });
  res.end(req.method === 'HEAD' ? undefined : body);
}

const text = 'text/plain; charset=utf-8';

async function answer(endpoints: Endpoints, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const path = new URL(req.url ?? '/', 'http://endpoint').pathname;
  if (!PATHS.includes(path)) return send(req, res, 404, text, `Not found: ${path}. This endpoint serves GET /healthz and GET /metrics.\n`);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return send(req, res, 405, text, `Method ${req.method ?? '?'} not allowed on ${path}: use GET or HEAD.\n`, { allow: ALLOWED });
  }
  if (path === '/healthz') {
    const health = endpoints.health();
    return send(req, res, health.healthy ? 200 : 503, 'application/json; charset=utf-8', `${JSON.stringify(health.body)}\n`);
  }
  const metrics = await endpoints.metrics();
  send(req, res, 200, metrics.contentType, metrics.body);
}

/** Starts listening on `host`:`port` (0: a free port); rejects if the port cannot be had. */
export async function serveOps(endpoints: Endpoints, port: number, host: string, onError: (error: unknown) => void): Promise<OpsServer> {
  const server: Server = createServer((req, res) => {
    answer(endpoints, req, res).catch((error: unknown) => {
      onError(error);
      if (!res.headersSent) send(req, res, 500, text, 'The endpoint failed; see the bot’s log.\n');
      else res.destroy();
    });
  });
  // Prometheus scrapes keep their connection; closing must not wait for them.
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', onError);
  server.unref();
  const address = server.address();
  const at = typeof address === 'object' && address !== null ? address : { family: 'IPv4', address: host, port };
  return {
    url: `http://${at.family === 'IPv6' ? `[${at.address}]` : at.address}:${at.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
