import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import { processUpload } from './process-upload';
import { createUploadGate } from './upload-gate';

const png = (w = 60, h = 40) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#3080c0' } })
    .png()
    .toBuffer();
const jpeg = (w = 60, h = 40) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#c08030' } })
    .jpeg()
    .toBuffer();

function chunk(type: string, data: Buffer) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A real, valid 30000 × 30000 1-bit PNG of ~100 KB that would decode to 900 M pixels. */
function pngBomb() {
  const side = 30_000;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const rows = Buffer.alloc(side * (1 + side / 8)); // filter byte + packed bits, all zero
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function refusal(p: Promise<unknown>) {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(AppError);
  return e as AppError;
}

const input = (bytes: Uint8Array, name = 'cover.png', kind: 'cover' | 'reference' = 'cover') => ({
  bytes: new Uint8Array(bytes),
  name,
  kind,
});

describe('processUpload', () => {
  it('re-encodes a good PNG and a good JPEG, keeping their kind and size', async () => {
    const a = await processUpload(input(await png(), 'a.png'));
    expect(a).toMatchObject({ format: 'png', contentType: 'image/png', width: 60, height: 40 });
    const b = await processUpload(input(await jpeg(), 'b.JPG'));
    expect(b).toMatchObject({ format: 'jpeg', width: 60, height: 40 });
    expect((await sharp(b.bytes).metadata()).format).toBe('jpeg');
  });

  it('refuses a PNG named .jpg and a JPEG named .png (type from the bytes, the name must agree)', async () => {
    const e1 = await refusal(processUpload(input(await png(), 'photo.jpg')));
    expect([e1.status, e1.code]).toEqual([400, 'invalid_file']);
    expect(e1.message).toMatch(
      /^Only PNG and JPG files are allowed \(the file is a PNG picture named as JPEG/,
    );
    const e2 = await refusal(processUpload(input(await jpeg(), 'photo.png')));
    expect(e2.message).toContain('JPEG picture named as PNG');
  });

  it('refuses polyglots: markup appended to a JPEG, or hidden in a PNG chunk, and a ZIP tail', async () => {
    const html = Buffer.concat([await jpeg(), Buffer.from('<html><script>alert(1)</script></html>')]);
    expect((await refusal(processUpload(input(html, 'x.jpg')))).code).toBe('invalid_file');
    const p = await png();
    const iend = p.length - 12;
    const hidden = Buffer.concat([
      p.subarray(0, iend),
      chunk('tEXt', Buffer.from('Comment\0<script>fetch("/api/me")</script>')),
      p.subarray(iend),
    ]);
    expect((await refusal(processUpload(input(hidden)))).message).toContain('hides markup');
    const zip = Buffer.concat([p, Buffer.from('PK\x03\x04rest-of-a-zip', 'latin1')]);
    expect((await refusal(processUpload(input(zip)))).code).toBe('invalid_file');
    const tail = Buffer.concat([p, Buffer.alloc(10_000, 7)]);
    expect((await refusal(processUpload(input(tail)))).message).toContain('extra data');
  });

  it('refuses SVG (with a script), an empty file and text', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await refusal(processUpload(input(svg, 'x.svg')))).message).toContain('not a PNG or JPEG');
    expect((await refusal(processUpload(input(Buffer.alloc(0))))).message).toContain('empty');
    expect((await refusal(processUpload(input(Buffer.from('hello'), 'x.png')))).code).toBe('invalid_file');
  });

  it('refuses a 16 MB cover (413) and an 11 MB reference with their own messages', async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(16 * 1024 * 1024)]);
    const e = await refusal(processUpload(input(big)));
    expect([e.status, e.message]).toEqual([413, 'File size must be less than 15MB']);
    const ref = await refusal(processUpload(input(big.subarray(0, 11 * 1024 * 1024), 'r.png', 'reference')));
    expect(ref.message).toBe('Please select an image under 10MB');
  });

  it('refuses a decompression bomb from its header, without decoding it', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(1_000_000);
    const rss = process.memoryUsage().rss;
    const e = await refusal(processUpload(input(bomb)));
    expect(e.message).toContain('too many pixels');
    expect(process.memoryUsage().rss - rss).toBeLessThan(100 * 1024 * 1024);
  });

  it('refuses truncated PNG and JPEG files', async () => {
    const p = await png(400, 300);
    expect((await refusal(processUpload(input(p.subarray(0, p.length - 40))))).message).toContain(
      'incomplete',
    );
    const noise = await sharp(
      Buffer.alloc(400 * 300 * 3).map((_, i) => (i * 7919) % 251),
      {
        raw: { width: 400, height: 300, channels: 3 },
      },
    )
      .jpeg()
      .toBuffer();
    const cut = noise.subarray(0, Math.floor(noise.length / 2));
    expect((await refusal(processUpload(input(cut, 'x.jpg')))).code).toBe('invalid_file');
  });

  it('applies the EXIF orientation and strips a huge EXIF block', async () => {
    const turned = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#208040' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { ImageDescription: 'x'.repeat(60_000), Artist: 'Someone Private' } })
      .toBuffer();
    expect((await sharp(turned).metadata()).orientation).toBe(6);
    const out = await processUpload(input(turned, 'turned.jpeg'));
    expect([out.width, out.height]).toEqual([100, 200]);
    const meta = await sharp(out.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(out.bytes.length).toBeLessThan(20_000);
    expect(Buffer.from(out.bytes).includes('Someone Private')).toBe(false);
  });

  it('the gate refuses a second upload of the same user while the first runs, and bounds parallel work', async () => {
    const gate = createUploadGate(1, 50);
    let release!: () => void;
    const first = gate.run('u1', () => new Promise<string>((r) => (release = () => r('done'))));
    const second = await refusal(gate.run('u1', async () => 'again'));
    expect([second.status, second.code]).toEqual([409, 'upload_failed']);
    // Another user waits for the single slot and gives up when it stays taken.
    expect((await refusal(gate.run('u2', async () => 'x'))).status).toBe(503);
    release();
    expect(await first).toBe('done');
    expect(await gate.run('u1', async () => 'next')).toBe('next');
  });
});
