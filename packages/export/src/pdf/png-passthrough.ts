/**
 * An opaque, non-interlaced PNG embedded in a PDF as its own compressed data: a PNG's IDAT stream
 * is a zlib stream of filtered rows, which PDF reads with FlateDecode and PNG predictors, so the
 * picture is never decoded. pdfkit does the same, but its PNG reader (png-js) copies the IDAT data
 * one byte at a time into a JS array: ~18 ms for a 330 KB page, most of a 50-page interior's build.
 * This reader copies with Buffer slices; the object written is the one pdfkit would write.
 *
 * pdfkit's `doc.image()` takes any object with `width`, `height`, `label`, `obj` and `embed(doc)`
 * in place of bytes (it is how it reuses its own images), so this plugs in without patching it.
 */
type PdfRef = { data: Record<string, unknown>; write(chunk: Buffer): void; end(chunk?: Buffer): void };
type Doc = { ref(data?: Record<string, unknown>): PdfRef };

export type PassthroughPng = {
  width: number;
  height: number;
  label: string;
  obj: PdfRef | null;
  embed(doc: Doc): void;
};

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** PNG colour type → colours per pixel, for the ones PDF can take as they are (no alpha). */
const COLOURS: Record<number, number> = { 0: 1, 2: 3, 3: 1 };

type Parsed = {
  width: number;
  height: number;
  bits: number;
  colorType: number;
  palette?: Buffer;
  /** The IDAT chunks' data as views of the file (written one after the other: no copy). */
  idat: Buffer[];
};

/** The parts of a PNG the PDF needs, or undefined when it cannot pass through (alpha, tRNS, interlaced, broken). */
export function parsePassthroughPng(data: Buffer): Parsed | undefined {
  if (data.length < 33 || !data.subarray(0, 8).equals(SIGNATURE)) return undefined;
  let pos = 8;
  let head: Omit<Parsed, 'idat' | 'palette'> | undefined;
  let palette: Buffer | undefined;
  const idat: Buffer[] = [];
  while (pos + 8 <= data.length) {
    const size = data.readUInt32BE(pos);
    const type = data.toString('latin1', pos + 4, pos + 8);
    const body = data.subarray(pos + 8, pos + 8 + size);
    if (body.length !== size) return undefined;
    pos += 12 + size; // length, type, data, CRC
    if (type === 'IHDR') {
      const interlaced = body[12] === 1;
      if (interlaced || COLOURS[body[9]] === undefined) return undefined;
      head = { width: body.readUInt32BE(0), height: body.readUInt32BE(4), bits: body[8], colorType: body[9] };
    } else if (type === 'PLTE') palette = body;
    else if (type === 'tRNS')
      return undefined; // a colour-key mask: PDF would need a Mask entry
    else if (type === 'IDAT') idat.push(body);
    else if (type === 'IEND') break;
  }
  if (!head || idat.length === 0 || (head.colorType === 3 && !palette)) return undefined;
  return { ...head, palette, idat };
}

/** A pdfkit image object for a PNG parsePassthroughPng accepts. */
export function passthroughPng(p: Parsed, label: string): PassthroughPng {
  return {
    width: p.width,
    height: p.height,
    label,
    obj: null,
    embed(doc) {
      if (this.obj) return;
      const colors = COLOURS[p.colorType];
      const params = doc.ref({ Predictor: 15, Colors: colors, BitsPerComponent: p.bits, Columns: p.width });
      params.end();
      let colorSpace: unknown = p.colorType === 0 ? 'DeviceGray' : 'DeviceRGB';
      if (p.palette) {
        const pal = doc.ref();
        pal.end(p.palette);
        colorSpace = ['Indexed', 'DeviceRGB', p.palette.length / 3 - 1, pal];
      }
      const obj = doc.ref({
        Type: 'XObject',
        Subtype: 'Image',
        BitsPerComponent: p.bits,
        Width: p.width,
        Height: p.height,
        Filter: 'FlateDecode',
        DecodeParms: params,
        ColorSpace: colorSpace,
      });
      for (const chunk of p.idat) obj.write(chunk);
      obj.end();
      this.obj = obj;
    },
  };
}
