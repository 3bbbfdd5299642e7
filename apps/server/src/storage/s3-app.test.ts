import { testDatabases } from '@bookloom/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATE_BOOK_JOB } from '../services/books/job-names';
import { signDownload, signedDownloadPath } from '../services/exports/signed-download';
import { generateCompletedBook, TEST_BOOK } from '../testing/completed-book';
import { createTestApp } from '../testing/test-app';
import { startFaultyS3 } from './s3-test-server';

type App = Awaited<ReturnType<typeof createTestApp>>;
const BOOK_COST = 30 + 5 * 4;

const creditsOf = async (t: App, cookie: string) =>
  (await (await t.request('/api/me', { cookie })).json()).credits as number;
const ledgerOf = async (t: App, cookie: string) =>
  (await (await t.request('/api/transactions', { cookie })).json()).items as {
    type: string;
    amount: number;
    reference?: string;
  }[];
const exportOf = (t: App, cookie: string, bookId: string, format: string) =>
  t.request(`/api/books/${bookId}/export`, { method: 'POST', cookie, json: { format } });

describe.each(testDatabases())('the app with STORAGE=s3 ($name)', (target) => {
  let s3: Awaited<ReturnType<typeof startFaultyS3>>;
  let t: App;
  let owner: string;
  let other: string;
  let bookId: string;
  beforeAll(async () => {
    s3 = await startFaultyS3();
    t = await createTestApp(target, { RATE_LIMIT: 'false' }, { work: true, storage: s3.storage });
    owner = await t.signUp('owner@example.com');
    other = await t.signUp('other@example.com');
    bookId = await generateCompletedBook(t, owner);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('sends downloads to a short-lived presigned link, owner or signed link first', async () => {
    const made = await exportOf(t, owner, bookId, 'pdf');
    expect(made.status).toBe(200);
    const { export: e } = await made.json();
    expect((await s3.storage.list(`exports/${bookId}/`)).length).toBe(1);

    const dl = await t.request(e.downloadUrl, { cookie: owner });
    expect(dl.status).toBe(302);
    const location = dl.headers.get('location')!;
    expect(location.startsWith(`${s3.endpoint}/bookloom/exports/${bookId}/`)).toBe(true);
    expect(location).toContain('X-Amz-Expires=300');
    const file = await fetch(location);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(
      /^attachment; filename="rex-and-the-volcano-interior\.pdf"/,
    );
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    expect((await t.request(e.downloadUrl, { cookie: other })).status).toBe(404);
    expect((await t.request(e.downloadUrl)).status).toBe(401);
    const signed = signedDownloadPath(e.id, await signDownload(t.deps, e.id));
    const viaLink = await t.request(signed);
    expect(viaLink.status).toBe(302);
    expect((await fetch(viaLink.headers.get('location')!)).status).toBe(200);
  });

  it('answers 503 and charges nothing when S3 fails during an export, and works once it is back', async () => {
    const before = await creditsOf(t, owner);
    s3.fault.mode = 'writes';
    try {
      const res = await exportOf(t, owner, bookId, 'epub');
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect((await res.json()).error.code).toBe('service_unavailable');
    } finally {
      s3.fault.mode = 'none';
    }
    expect(s3.fault.failed).toBeGreaterThan(0);
    expect(await creditsOf(t, owner)).toBe(before);
    expect((await ledgerOf(t, owner)).filter((i) => i.type === 'export')).toHaveLength(1); // the PDF only
    const again = await exportOf(t, owner, bookId, 'epub');
    expect(again.status).toBe(200);
    expect(await creditsOf(t, owner)).toBe(before - 15);
  });

  it('retries a book whose pictures cannot be stored, then fails it and refunds once', async () => {
    const before = await creditsOf(t, other);
    s3.fault.mode = 'writes';
    try {
      const res = await t.request('/api/generate', { method: 'POST', cookie: other, json: TEST_BOOK });
      expect(res.status).toBe(202);
      const { bookId: failing } = await res.json();
      expect(await creditsOf(t, other)).toBe(before - BOOK_COST);
      const end = Date.now() + 150_000;
      let status = '';
      while (Date.now() < end) {
        // The retry delay (30 s, doubled) is the job's; the test makes each retry due at once.
        await t.database.executeSql(
          "update pgboss.job set start_after = now() where name = $1 and state = 'retry'",
          [GENERATE_BOOK_JOB],
        );
        status = (await (await t.request(`/api/books/${failing}`, { cookie: other })).json()).book.status;
        if (status === 'failed') break;
        await new Promise((r) => setTimeout(r, 300));
      }
      expect(status).toBe('failed');
      const { rows } = await t.database.executeSql(
        "select retry_count from pgboss.job where name = $1 and data->>'bookId' = $2",
        [GENERATE_BOOK_JOB, failing],
      );
      expect(rows).toEqual([{ retry_count: 2 }]); // three attempts
      const refunds = (await ledgerOf(t, other)).filter((i) => i.type === 'refund');
      expect(refunds).toHaveLength(1);
      expect(refunds[0]!.amount).toBe(BOOK_COST);
      expect(await creditsOf(t, other)).toBe(before);
    } finally {
      s3.fault.mode = 'none';
    }
  }, 200_000);
});
