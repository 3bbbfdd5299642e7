import type { Hit } from './find-words';
import type { Kind } from './kinds';
import type { Token } from './tokens';

/**
 * The female animal's own French noun, as the idea says it: « Une petite chatte nommée Mimi » was
 * « Voici Mimi, un chat », « Une lionne nommée Nala » « un lion nommé Nala ». The hero keeps the
 * word (and its feminine: « une chatte nommée… »); the kind is the same animal, drawn the same.
 */
const FEMININE: Record<string, string> = {
  chatte: 'chatte',
  chienne: 'chienne',
  renarde: 'renarde',
  lionne: 'lionne',
  dragonne: 'dragonne',
};

/** The hero's kind with the feminine noun the idea gives it, if it gives one. */
export function heroAsSaid(hit: Hit<Kind> | undefined, tokens: Token[], lang: string): Kind | undefined {
  if (!hit) return undefined;
  const fr = lang === 'fr' && hit.len === 1 ? FEMININE[tokens[hit.at]?.norm ?? ''] : undefined;
  return fr && !hit.item.f ? { ...hit.item, fr, f: true } : hit.item;
}
