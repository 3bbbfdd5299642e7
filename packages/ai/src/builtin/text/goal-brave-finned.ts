import type { IdeaFacts } from '../idea/read-idea';
import { enA, frA, frThe } from '../idea/words';
import type { ArcHelper } from './goal-arc';
import type { PlacedL } from './story-place-fit';

/**
 * A mermaid or a fish facing a fear has a tail and fins, not knees: « les genoux d’Ava tremblaient »
 * for a little mermaid afraid of sharks. Its brave lines say the body it has (goal-brave.ts).
 */
const FINNED = new Set(['mermaid', 'fish', 'dolphin', 'whale', 'seahorse', 'shark']);

export const hasTail = (facts: IdeaFacts) => FINNED.has(facts.heroKind?.id ?? '');

/** [English said, English for a tail, French said, French for a tail]. */
const BODY: [string, string, string, string][] = [
  [
    'made {name}’s knees wobble',
    'made {name}’s tail tremble',
    'les genoux de {name} tremblaient',
    'la queue de {name} tremblait',
  ],
  [
    'took one tiny step towards {fear}, then stepped back',
    'swam one tiny flick closer to {fear}, then darted back',
    'fit un tout petit pas vers {fear}, puis recula',
    'nagea un tout petit peu vers {fear}, puis fila en arrière',
  ],
  [
    'on a scrap of paper and gave it',
    'in the sand with a shell and gave it',
    'sur un bout de papier, avec',
    'dans le sable, du bout d’un coquillage, avec',
  ],
  ['through both fingers', 'from behind a rock', 'entre ses doigts', 'de derrière un rocher'],
  [
    'chin up, shoulders back, a big breath in',
    'head up, tail straight, a big breath in',
    'le menton haut, les épaules droites, une grande inspiration',
    'la tête haute, la queue bien droite, une grande inspiration',
  ],
  ['ran straight back', 'swam straight back', 'fit vite demi-tour', 'fit vite demi-tour'],
  ['held {name}’s hand', 'swam close beside {name}', 'prit la main de {name}', 'nagea tout contre {name}'],
  ['one step at a time', 'one flick of the tail at a time', 'pas à pas', 'coup de queue après coup de queue'],
];

/** The brave lines in the hero's own body words: a tail's for a mermaid or a fish. */
export const forBody = (facts: IdeaFacts) => (hasTail(facts) ? finned : (lines: PlacedL[]) => lines);

/** The lines with a tail's words in place of legs, knees and steps. */
export const finned = (lines: PlacedL[]): PlacedL[] =>
  lines.map((line) => {
    let { en, fr } = line;
    for (const [enLegs, enTail, frLegs, frTail] of BODY) {
      en = en.replace(enLegs, enTail);
      fr = fr.replace(frLegs, frTail);
    }
    return { ...line, en, fr };
  });

/**
 * Who the middle pages meet when the one feared is among the idea's characters: a little mermaid
 * afraid of sharks was offered a shortcut by a friendly shark before she faced them. The others the
 * idea names, else a gentle old sea turtle under the sea, a wise old owl elsewhere.
 */
export function helpersBesidesFear(
  facts: IdeaFacts,
  icon: string | undefined,
  fear: string,
): ArcHelper[] | undefined {
  const feared = (k: IdeaFacts['others'][number]) =>
    (icon && k.icon === icon) ||
    new RegExp(`\\b${k.en}s?\\b|(?<!\\p{L})${k.fr}s?(?!\\p{L})`, 'iu').test(fear);
  if (!facts.others.some(feared)) return undefined;
  const rest = facts.others.filter((k) => !feared(k));
  if (rest.length)
    return rest.map((k) => ({
      a: { en: enA(k.en), fr: frA(k) },
      the: { en: `the ${k.en}`, fr: frThe(k) },
      icon: k.icon,
    }));
  return facts.setting?.id === 'sea' || hasTail(facts)
    ? [
        {
          a: { en: 'a gentle old sea turtle', fr: 'une vieille tortue de mer' },
          the: { en: 'the old sea turtle', fr: 'la vieille tortue de mer' },
          icon: 'turtle',
        },
      ]
    : [
        {
          a: { en: 'a wise old owl', fr: 'un vieux hibou' },
          the: { en: 'the wise old owl', fr: 'le vieux hibou' },
          icon: 'owl',
        },
      ];
}
