import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { baseURL, createAccount, signIn, uniqueEmail } from './helpers';

const BOOK = {
  title: 'Stolen',
  author: 'Mallory',
  type: 'dinosaurs',
  description: 'Bought with your credits.',
  pages: 4,
};

/** A page on another origin of the same site (another port of localhost): cookies ride along. */
function attackerPage(target: string) {
  const body = JSON.stringify({ ...BOOK, pad: '' }).replace(/"pad":""}$/, '"pad":"');
  return `<!doctype html><html><body>
<iframe name="sink"></iframe>
<form id="f" method="POST" action="${target}/api/generate" enctype="text/plain" target="sink">
  <input type="hidden" name='${body.replace(/'/g, '&#39;')}' value='"}'>
</form>
<script>
  const sink = document.querySelector('iframe');
  const formDone = new Promise((r) => { sink.onload = r; });
  document.getElementById('f').submit();
  const fetched = fetch(${JSON.stringify(`${target}/api/generate`)}, {
    method: 'POST', mode: 'no-cors', credentials: 'include',
    headers: { 'content-type': 'text/plain' }, body: ${JSON.stringify(JSON.stringify(BOOK))},
  }).catch(() => null);
  const del = fetch(${JSON.stringify(`${target}/api/dev/add-credits`)}, {
    method: 'POST', mode: 'no-cors', credentials: 'include',
  }).catch(() => null);
  Promise.all([formDone, fetched, del]).then(() => { document.title = 'done'; });
</script></body></html>`;
}

test.describe('cross-site requests', () => {
  let server: Server;
  let attacker: string;
  test.beforeAll(async () => {
    server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(attackerPage(baseURL()));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    attacker = `http://localhost:${(server.address() as AddressInfo).port}/`;
  });
  test.afterAll(async () => new Promise<void>((r) => server.close(() => r())));

  test('a form and a no-cors fetch from another origin spend nothing and make no book', async ({ page }) => {
    const email = uniqueEmail('victim');
    expect((await createAccount(email)).ok()).toBe(true);
    await signIn(page, email);
    const state = () =>
      page.evaluate(async () => {
        const me = await (await fetch('/api/me')).json();
        const books = await (await fetch('/api/books')).json();
        return { credits: me.credits as number, books: books.books.length as number };
      });
    const before = await state();

    await page.goto(attacker);
    await expect(page).toHaveTitle('done');
    await page.goto('/dashboard');
    expect(await state()).toEqual(before);
    expect(before.books).toBe(0);
  });
});
