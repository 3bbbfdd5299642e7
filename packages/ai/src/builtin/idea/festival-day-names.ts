import type { Token } from './tokens';

/**
 * "Valentine’s Day cards for everyone" named its hero Valentine, « les cartes de la Saint-Valentin »
 * a child called Saint: a day's name is never the hero's. Valentine stays a name where the idea
 * says her as someone ("Valentine the cat", "Valentine and her dog"): only the day's own shapes are
 * cut — Valentine’s Day, Valentine cards, a Valentine poem, Saint-Valentin, St Valentine.
 */
export function isFestivalDayWord(tokens: Token[], i: number): boolean {
  const t = tokens[i];
  const prev = tokens[i - 1]?.norm ?? '';
  const next = tokens[i + 1]?.norm ?? '';
  if (/^(saint|st\.?)$/.test(t.norm)) return /^valentin(e|es)?$/.test(next);
  if (t.norm === 'valentin') return prev === 'saint';
  // "Valentine’s Day": the Day after it is no name either (the hero was "Day").
  if (t.norm === 'day') return /^valentine/.test(prev);
  if (/^valentine'?s?$/.test(t.norm))
    return (
      /^(saint|st\.?)$/.test(prev) ||
      /^(day|days|cards?|poems?|rhymes?|verses?)$/.test(next) ||
      t.norm !== 'valentine'
    );
  return false;
}
