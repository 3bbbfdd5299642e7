import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import {
  chatCompletion,
  fakePng,
  fakeStoryPlan,
  fakeSupportAnswer,
  fakeVisionVerdict,
  isVisionRequest,
  moderationAnswer,
  sizeFrom,
} from './fake-answers';
import { type FakeKind, type Fault, FaultQueue } from './fake-faults';

export type FakeServerOptions = {
  port?: number;
  host?: string;
  latencyMs?: Partial<Record<FakeKind, number>>;
};
export type FakeServer = {
  url: string;
  /** Base URL for OPENAI_BASE_URL and REPLICATE_BASE_URL. */
  baseUrl: string;
  fail(kind: FakeKind, fault: Fault, times?: number): void;
  setLatency(kind: FakeKind, ms: number): void;
  requests: { kind: FakeKind | 'file' | 'poll'; path: string; body: unknown }[];
  close(): Promise<void>;
};

type Prediction = { id: string; readyAt: number; fault?: Fault; width: number; height: number };

/**
 * A local server speaking enough of OpenAI (chat completions with json_schema, vision chats, images, moderations)
 * and Replicate (predictions with polling) for contract tests, benchmarks and keyless dev runs.
 */
export async function startFakeServer(opts: FakeServerOptions = {}): Promise<FakeServer> {
  const faults = new FaultQueue();
  const latency: Partial<Record<FakeKind, number>> = { ...opts.latencyMs };
  const predictions = new Map<string, Prediction>();
  const sockets = new Set<Socket>();
  const requests: FakeServer['requests'] = [];
  let base = '';

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0];
    const body = req.method === 'POST' ? await readBody(req) : undefined;
    const send = (status: number, json: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(json));
    };
    if (path === '/_fake/faults' && req.method === 'POST') {
      const b = body as { kind: FakeKind; fault: Fault; times?: number };
      faults.add(b.kind, b.fault, b.times);
      return send(200, { ok: true });
    }
    const filePng = path.match(/^\/files\/([\w-]+)\.png$/);
    if (filePng) {
      requests.push({ kind: 'file', path, body });
      const p = predictions.get(filePng[1]);
      if (!p) return send(404, { detail: 'no such file' });
      if (p.fault?.type === 'not-image')
        return res.writeHead(200, { 'content-type': 'image/png' }).end('<html>not a picture</html>');
      return res.writeHead(200, { 'content-type': 'image/png' }).end(await fakePng(p.width, p.height));
    }
    const poll = path.match(/^\/v1\/predictions\/([\w-]+)$/);
    if (poll && req.method === 'GET') {
      requests.push({ kind: 'poll', path, body });
      const p = predictions.get(poll[1]);
      return p ? send(200, predictionJson(p)) : send(404, { detail: 'Not found' });
    }
    const kind = kindOf(req.method, path);
    if (!kind) return send(404, { error: { message: `fake: no route ${req.method} ${path}` } });
    requests.push({ kind, path, body: multipartFields(body) ?? body });
    const fault = kind === 'replicate' ? undefined : faults.next(kind);
    const ms = latency[kind] ?? 0;
    if (ms > 0 && kind !== 'replicate') await new Promise((r) => setTimeout(r, ms));
    if (fault?.type === 'hang') return; // the socket stays open until the client gives up
    if (fault?.type === 'status')
      return send(
        fault.status,
        { error: { message: `fake ${fault.status}` } },
        fault.retryAfterSeconds !== undefined ? { 'retry-after': String(fault.retryAfterSeconds) } : {},
      );
    if (fault?.type === 'garbage')
      return res.writeHead(200, { 'content-type': 'application/json' }).end('<html>oops</html>');
    const b = multipartFields(body) ?? (body as Record<string, unknown>);
    if (kind === 'text') {
      if (fault?.type === 'refusal')
        return send(200, chatCompletion(null, 'I’m sorry, I can’t help with that.'));
      if (fault?.type === 'malformed')
        return send(200, chatCompletion('Sure! Here is your story: {title: oops'));
      if (isVisionRequest(b)) return send(200, chatCompletion(JSON.stringify(await fakeVisionVerdict(b))));
      // A plain chat (no JSON schema) is the support assistant's: answer from its first help passage.
      if (!b.response_format) return send(200, chatCompletion(fakeSupportAnswer(b)));
      return send(200, chatCompletion(JSON.stringify(fakeStoryPlan(b))));
    }
    if (kind === 'moderation')
      return send(
        200,
        fault?.type === 'malformed' ? { results: [] } : moderationAnswer(String(b.input ?? '')),
      );
    if (kind === 'image') {
      if (fault?.type === 'refusal')
        return send(400, {
          error: {
            message: 'Your request was rejected by the safety system.',
            code: 'content_policy_violation',
          },
        });
      if (fault?.type === 'malformed') return send(200, { created: 1, data: [] });
      const { width, height } = sizeFrom(b.size);
      const bytes = fault?.type === 'not-image' ? Buffer.from('<svg>no</svg>') : await fakePng(width, height);
      return send(200, {
        created: Math.floor(Date.now() / 1000),
        data: [{ b64_json: bytes.toString('base64') }],
        usage: { input_tokens: 50, output_tokens: 4000 },
      });
    }
    // Replicate: create a prediction that finishes after the image latency.
    const rFault = faults.next('replicate');
    if (rFault?.type === 'status' || rFault?.type === 'hang' || rFault?.type === 'garbage') {
      if (rFault.type === 'hang') return;
      if (rFault.type === 'garbage') return res.writeHead(201).end('not json');
      return send(
        rFault.status,
        { detail: `fake ${rFault.status}` },
        rFault.retryAfterSeconds !== undefined ? { 'retry-after': String(rFault.retryAfterSeconds) } : {},
      );
    }
    const portrait = (b.input as { aspect_ratio?: string } | undefined)?.aspect_ratio === '3:4';
    const p: Prediction = {
      id: randomUUID(),
      readyAt: Date.now() + (latency.image ?? 0),
      fault: rFault,
      width: 768,
      height: portrait ? 1024 : 768,
    };
    predictions.set(p.id, p);
    return send(201, predictionJson(p));
  };

  const predictionJson = (p: Prediction) => {
    const ready = Date.now() >= p.readyAt;
    const urls = { get: `${base}/v1/predictions/${p.id}`, cancel: `${base}/v1/predictions/${p.id}/cancel` };
    if (!ready) return { id: p.id, status: 'processing', output: null, error: null, urls };
    if (p.fault?.type === 'refusal')
      return {
        id: p.id,
        status: 'failed',
        output: null,
        error: 'NSFW content detected. Try a different prompt.',
        urls,
      };
    return {
      id: p.id,
      status: 'succeeded',
      output: [`${base}/files/${p.id}.png`],
      error: null,
      urls,
      metrics: { predict_time: 1.2 },
    };
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((e) => res.writeHead(500).end(String(e)));
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', resolve));
  const addr = server.address();
  base = `http://${opts.host ?? '127.0.0.1'}:${typeof addr === 'object' && addr ? addr.port : 0}`;
  return {
    url: base,
    baseUrl: `${base}/v1`,
    fail: (kind, fault, times) => faults.add(kind, fault, times),
    setLatency: (kind, ms) => {
      latency[kind] = ms;
    },
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

function kindOf(method: string | undefined, path: string): FakeKind | undefined {
  if (method !== 'POST') return undefined;
  if (path === '/v1/chat/completions') return 'text';
  if (path === '/v1/images/generations' || path === '/v1/images/edits') return 'image';
  if (path === '/v1/moderations') return 'moderation';
  if (path === '/v1/predictions' || /^\/v1\/models\/[\w.-]+\/[\w.-]+\/predictions$/.test(path))
    return 'replicate';
  return undefined;
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    return { raw: text };
  }
}

/** /images/edits is multipart: pull the text fields out (and note whether a picture came along). */
function multipartFields(body: unknown): Record<string, unknown> | undefined {
  const raw = (body as { raw?: string })?.raw;
  if (!raw?.includes('Content-Disposition')) return undefined;
  const fields: Record<string, unknown> = {};
  for (const m of raw.matchAll(
    /name="([^"]+)"(?:; filename="[^"]*")?\r\n(?:Content-Type: [^\r]*\r\n)?\r\n([^\r]*)/g,
  ))
    fields[m[1]] = m[1] === 'image[]' ? 'png' : m[2];
  return fields;
}
