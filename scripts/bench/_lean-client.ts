import { Agent, request } from 'node:http';
import type { Client } from './_books-client';

/**
 * A lean HTTP/1.1 client for the latency phases: node:http on kept-alive sockets, one per connection.
 * The bench's client shares the 2 cores with the server under test; `fetch` (undici) spends several
 * times more CPU per request than node:http, and that time lands in every measured latency.
 */
export function leanClient(c: Client, connections: number) {
  const url = new URL(c.base);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const send = (method: string, path: string, body?: string) =>
    new Promise<{ status: number; json: unknown }>((resolve, reject) => {
      const req = request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method,
          path,
          headers: {
            'content-type': 'application/json',
            origin: c.base,
            cookie: c.cookie,
            ...(body ? { 'content-length': Buffer.byteLength(body) } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (d: Buffer) => chunks.push(d));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : undefined });
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  return { send, close: () => agent.destroy() };
}
