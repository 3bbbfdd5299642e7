import type { Token } from './tokens';

const DRESS: Record<'en' | 'fr', RegExp> = {
  en: /^(dress|dresses|dressed|dressing|disguise|disguises|disguised)$/,
  fr: /^(déguise|déguisent|déguiser|déguisé|déguisée|déguisés|déguisées|habille|habillée)$/,
};

/**
 * A kind the hero dresses up as is a costume, not who the hero is: "Max dresses up as a witch",
 * « Léa se déguise en sorcière » is still Max or Léa the child (was « un magicien nommé Léa »).
 */
export function isCostume(tokens: Token[], at: number): boolean {
  const before = tokens[at - 1]?.norm;
  const prep = [1, 2].find((d) => /^(as|en)$/.test(tokens[at - d]?.norm ?? ''));
  if (!prep || (prep === 2 && !/^(a|an|the|un|une)$/.test(before ?? ''))) return false;
  return [1, 2, 3].some((d) => {
    const t = tokens[at - prep - d]?.norm ?? '';
    return DRESS.en.test(t) || DRESS.fr.test(t);
  });
}
