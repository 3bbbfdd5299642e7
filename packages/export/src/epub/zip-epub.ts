import yazl from 'yazl';
import { CONTAINER_XML } from './package-opf';

export type EpubFile = { path: string; data: Buffer | string; compress: boolean };

/**
 * Packs the OCF container: `mimetype` first and stored (readers sniff its bytes at offset 38),
 * then META-INF/container.xml and the publication under OEBPS/. Already-compressed images are
 * stored as is; text and fonts are deflated. A fixed timestamp keeps the archive reproducible.
 */
export function zipEpub(files: EpubFile[], mtime: Date): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from('application/epub+zip'), 'mimetype', {
    compress: false,
    mtime,
    forceDosTimestamp: true,
  });
  zip.addBuffer(Buffer.from(CONTAINER_XML), 'META-INF/container.xml', { mtime, forceDosTimestamp: true });
  for (const f of files)
    zip.addBuffer(typeof f.data === 'string' ? Buffer.from(f.data) : f.data, `OEBPS/${f.path}`, {
      compress: f.compress,
      mtime,
      forceDosTimestamp: true,
    });
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('error', reject);
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}
