import bidiFactory from 'bidi-js';

const bidi = bidiFactory();
const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/u;

/**
 * One line in visual (left-to-right drawing) order by the Unicode bidi algorithm, mirrored
 * brackets included, for renderers that draw characters in string order (resvg does no bidi).
 * Only for scripts that need no shaping (Hebrew): Arabic letters must be shaped in logical order.
 */
export function visualOrder(line: string): string {
  if (!RTL.test(line)) return line;
  const levels = bidi.getEmbeddingLevels(line, 'auto');
  const units = line.split('');
  for (const [i, c] of bidi.getMirroredCharactersMap(line, levels.levels)) units[i] = c;
  for (const [start, end] of bidi.getReorderSegments(line, levels)) {
    const flipped = units.slice(start, end + 1).reverse();
    units.splice(start, flipped.length, ...flipped);
  }
  // Reversal turned each surrogate pair (an emoji) around: put its halves back in order.
  for (let i = 0; i < units.length - 1; i++) {
    if (/[\udc00-\udfff]/.test(units[i]) && /[\ud800-\udbff]/.test(units[i + 1])) {
      [units[i], units[i + 1]] = [units[i + 1], units[i]];
      i++;
    }
  }
  return units.join('');
}
