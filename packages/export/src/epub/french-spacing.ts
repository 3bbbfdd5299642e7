/**
 * French puts a (narrow) space before ? ! ; : and inside « ». Typed as ordinary spaces, a line
 * may break there and leave "!" alone at the start of a line; a no-break space keeps them
 * together. Andika has the narrow no-break space (U+202F); Fredoka only the wide one (U+00A0).
 */
export function frenchSpacing(text: string, narrow: boolean): string {
  const nb = narrow ? '\u202f' : '\u00a0';
  return text.replace(/ +(?=[?!;:»])/g, nb).replace(/« +/g, `«${nb}`);
}
