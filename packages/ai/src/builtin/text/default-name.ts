import { frPronounGender } from '../idea/fr-pronouns';
import type { Kind } from '../idea/kinds';
import { nameGender } from '../idea/name-gender';

/**
 * A name the lexicons do not know (Kiko, Sasha) is a boy or a girl as the idea's pronouns say
 * ("looks for his ball. He…"), when they say only one; in French only a pronoun that carries on the
 * hero's sentence counts (« il pleut » is no boy: fr-pronouns.ts).
 */
export const figureForPronouns = (text: string, lang: string, name = '') => {
  if (lang === 'fr') {
    const g = frPronounGender(text, name);
    return g && (g === 'f' ? 'girl' : 'boy');
  }
  if (lang !== 'en') return undefined;
  const he = /\b(he|him|his|himself)\b/i.test(text);
  const she = /\b(she|her|hers|herself)\b/i.test(text);
  return he === she ? undefined : he ? 'boy' : 'girl';
};

/** A boy or a girl the idea does not name gets a name that fits (not the theme's "Lila" for a boy). */
const KIND_NAMES: Record<string, string[]> = {
  boy: ['Leo', 'Sam', 'Noah', 'Hugo', 'Max'],
  girl: ['Mia', 'Zoé', 'Ava', 'Inès', 'Lila'],
  child: ['Sacha', 'Noa', 'Charlie', 'Alex', 'Camille'],
  // A little cloud, a little star (idea/sky-heroes.ts): a name of the sky, not a stock boy's "Milo".
  cloud: ['Nimbus', 'Cumulus', 'Nimbus', 'Cirrus'],
  star: ['Stella', 'Lumi', 'Stella', 'Estelle'],
  moon: ['Luna', 'Mona', 'Luna', 'Selena'],
};

/** A stock name as a French book spells it: « Léo », not "Leo" (« un petit tracteur nommé Leo »). */
const FR_SPELLING: Record<string, string> = { Leo: 'Léo' };
export const spelledFor = (name: string, lang: string) => (lang === 'fr' && FR_SPELLING[name]) || name;

// A princess, a fairy, a mermaid is a girl's name, a prince a boy's (the fantasy theme's stock hero
// had made "Elio, a princess").
export const namesOf = (kind?: Kind): string | undefined =>
  kind &&
  (KIND_NAMES[kind.id]
    ? kind.id
    : kind.person && kind.f
      ? 'girl'
      : // A wizard is a boy's name ("A young wizard can’t get his spells right" was Lila); a witch a girl's.
        kind.figure === 'boy' || kind.figure === 'wizard'
        ? 'boy'
        : undefined);
export const nameForKind = (kind: string | undefined, seed: number) => {
  const names = kind ? KIND_NAMES[kind] : undefined;
  return names?.[seed % names.length];
};

/**
 * An animal or a robot the idea does not name keeps the design's name unless the idea's pronouns say
 * the other sex: "A little fox falls out with his best friend" was "Lila", « Un robot… il » the same.
 */
export function pronounFitting(
  name: string,
  kind: Kind | undefined,
  text: string,
  lang: string,
  seed: number,
) {
  if (!kind || kind.person) return name;
  const said = figureForPronouns(text, lang);
  const has = nameGender(name);
  // In French the noun's gender is what the reader hears, so the name the engine picks agrees with
  // it: « Voici Lila, un ours » and « Milo, une fourmi » read wrong (now a boy's name for « un ours,
  // un hérisson, un petit tracteur », a girl's for « une fourmi, une poule »). The idea's pronouns
  // still decide first; a name the idea gives is kept as it is (it never reaches here).
  if (!said && lang === 'fr' && has && (has === 'f') !== Boolean(kind.f))
    return nameForKind(kind.f ? 'girl' : 'boy', seed) ?? name;
  if (!said || !has || (has === 'f') === (said === 'girl')) return name;
  return nameForKind(said, seed) ?? name;
}
