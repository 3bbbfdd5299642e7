import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeStripeRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: URLSearchParams;
};

/**
 * A local stand-in for api.stripe.com that speaks its form-encoded protocol for the two calls we make
 * (Checkout Sessions and Refunds), so the real `stripe` package is exercised without the network.
 * Point it with STRIPE_API_URL. `failNext` makes the next call answer a Stripe API error.
 */
export async function startFakeStripe() {
  const requests: FakeStripeRequest[] = [];
  let n = 0;
  let failNext = false;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const form = new URLSearchParams(body);
      const path = req.url ?? '/';
      requests.push({ method: req.method ?? 'GET', path, headers: req.headers, form });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_fake_${n}` });
        res.end(JSON.stringify(json));
      };
      if (failNext) {
        failNext = false;
        return send(400, { error: { type: 'invalid_request_error', message: 'Fake failure' } });
      }
      n += 1;
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = `cs_test_fake_${n}`;
        return send(200, {
          id,
          object: 'checkout.session',
          mode: form.get('mode'),
          client_reference_id: form.get('client_reference_id'),
          metadata: { packageId: form.get('metadata[packageId]') },
          url: `https://checkout.stripe.test/c/pay/${id}`,
        });
      }
      if (req.method === 'POST' && path === '/v1/refunds')
        return send(200, {
          id: `re_fake_${n}`,
          object: 'refund',
          payment_intent: form.get('payment_intent'),
        });
      send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` } });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext: () => {
      failNext = true;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
