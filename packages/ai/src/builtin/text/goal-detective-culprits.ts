import type { NamedThing } from './named-drawn';
import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * Who took it (text/goal-detective.ts): found at the turn where the clues lead, sorry at the end.
 * Food is taken by a hungry puppy (a raccoon when the hero or the friend is a dog); a shiny thing by
 * a magpie (a raccoon when the hero or the friend is a bird). The culprit is never the hero's kind.
 */
export type Culprit = {
  /** The kind it must not share with the hero or the friend. */
  kind: string;
  icon: string;
  said: { en: string; fr: string };
  /** Named again once found ("the puppy", « la pie »): the coloring book's last page (coloring-arc-scenes-detective.ts). */
  the: { en: string; fr: string };
  turns: PlacedL[];
  endings: PlacedL[];
};
const b = step;

export const PUPPY: Culprit = {
  kind: 'dog',
  icon: 'dog',
  said: { en: 'a hungry puppy', fr: 'un chiot gourmand' },
  the: { en: 'the puppy', fr: 'le chiot' },
  turns: [
    b(
      '{atPlace}, the trail came to an end. There, fast asleep beside the empty plate, lay a little puppy with cream on its nose! “Got you!” laughed {name}.',
      '{atPlace}, la piste s’arrêtait. Là, endormi à côté de l’assiette vide, il y avait un petit chiot avec de la crème sur le nez ! « Je t’ai trouvé ! » rit {name}.',
    ),
  ],
  endings: [
    b(
      '“Sorry,” whimpered the puppy. “It smelled so good!” So everyone baked {newOne} together and shared {it}, the puppy too. “Case closed!” said {name}. {name} had learned that {lesson}. The end.',
      '« Pardon, gémit le chiot. Ça sentait si bon ! » Alors tout le monde en prépara {newOne} ensemble, et on {le} partagea, avec le chiot aussi. « Affaire classée ! » dit {name}. {name} avait appris que {lesson}. Fin.',
    ),
  ],
};

export const RACCOON_FOOD: Culprit = {
  kind: 'raccoon',
  icon: 'raccoon',
  said: { en: 'a hungry raccoon', fr: 'un raton laveur gourmand' },
  the: { en: 'the raccoon', fr: 'le raton laveur' },
  turns: [
    b(
      '{atPlace}, the trail came to an end. There, beside the empty plate, sat a little raccoon licking its paws! “Got you!” laughed {name}.',
      '{atPlace}, la piste s’arrêtait. Là, à côté de l’assiette vide, un petit raton laveur se léchait les pattes ! « Je t’ai trouvé ! » rit {name}.',
    ),
  ],
  endings: [
    b(
      '“Sorry,” said the raccoon, “I was so hungry!” So everyone baked {newOne} together and shared {it}, the raccoon too. “Case closed!” said {name}. {name} had learned that {lesson}. The end.',
      '« Pardon, dit le raton laveur, j’avais tellement faim ! » Alors tout le monde en prépara {newOne} ensemble, et on {le} partagea, avec le raton laveur aussi. « Affaire classée ! » dit {name}. {name} avait appris que {lesson}. Fin.',
    ),
  ],
};

export const MAGPIE: Culprit = {
  kind: 'bird',
  icon: 'magpie',
  said: { en: 'a magpie', fr: 'une pie' },
  the: { en: 'the magpie', fr: 'la pie' },
  turns: [
    b(
      '{atPlace}, up in the old tree was a big messy nest full of shiny things. And in the middle, sparkling, was {thing}! A magpie peeked out. “Got you!” laughed {name}.',
      '{atPlace}, dans le vieil arbre, il y avait un grand nid plein de choses brillantes. Et au milieu, qui scintillait, il y avait {thing} ! Une pie passa la tête. « Je t’ai trouvée ! » rit {name}.',
    ),
  ],
  endings: [
    b(
      '“Sorry,” said the magpie. “It was so shiny!” The magpie gave {thing} back, and {name} gave the magpie a shiny button of its own. “Case closed!” said {name}. {name} had learned that {lesson}. The end.',
      '« Pardon, dit la pie. Ça brillait tellement ! » La pie rendit {thing}, et {name} lui donna un bouton brillant rien qu’à elle. « Affaire classée ! » dit {name}. {name} avait appris que {lesson}. Fin.',
    ),
  ],
};

export const RACCOON_SHINY: Culprit = {
  ...MAGPIE,
  kind: 'raccoon',
  icon: 'raccoon',
  said: { en: 'a raccoon', fr: 'un raton laveur' },
  the: { en: 'the raccoon', fr: 'le raton laveur' },
  turns: [
    b(
      '{atPlace}, behind a flowerpot was a little pile of shiny things. And on top, sparkling, was {thing}! A raccoon peeked out. “Got you!” laughed {name}.',
      '{atPlace}, derrière un pot de fleurs, il y avait un petit tas de choses brillantes. Et dessus, qui scintillait, il y avait {thing} ! Un raton laveur passa la tête. « Je t’ai trouvé ! » rit {name}.',
    ),
  ],
  endings: [
    b(
      '“Sorry,” said the raccoon. “It was so shiny!” The raccoon gave {thing} back, and {name} gave the raccoon a shiny button of its own. “Case closed!” said {name}. {name} had learned that {lesson}. The end.',
      '« Pardon, dit le raton laveur. Ça brillait tellement ! » Le raton laveur rendit {thing}, et {name} lui donna un bouton brillant rien qu’à lui. « Affaire classée ! » dit {name}. {name} avait appris que {lesson}. Fin.',
    ),
  ],
};

/** What the pages name and the pictures draw. */
export const CASE_NAMED: NamedThing[] = [
  [/magnifying|loupe/, 'magnifying-glass-tilted-left', { en: 'a magnifying glass', fr: 'une loupe' }],
  [/crumbs|miettes/, 'cookie', { en: 'crumbs', fr: 'des miettes' }],
  [/paw print|empreinte de patte/, 'paw-prints', { en: 'a paw print', fr: 'une empreinte de patte' }],
  [/footprints|empreintes|traces/, 'footprints', { en: 'footprints', fr: 'des empreintes' }],
  [/fur|poils/, 'paw-prints', { en: 'a tuft of fur', fr: 'une touffe de poils' }],
  [/feather|plume/, 'feather', { en: 'a feather', fr: 'une plume' }],
  [/button|bouton/, 'coin', { en: 'a shiny button', fr: 'un bouton brillant' }],
  [/cream|crème/, 'soft-ice-cream', { en: 'cream', fr: 'de la crème' }],
  [/sleepy cat|chat endormi/, 'cat', { en: 'the sleepy cat', fr: 'le chat endormi' }],
  [/\bhen\b|poule/, 'chicken', { en: 'the hen', fr: 'la poule' }],
  [/eggs|œufs/, 'egg', { en: 'eggs', fr: 'des œufs' }],
  [/the neighbour was|le voisin arrosait/, 'man', { en: 'the neighbour', fr: 'le voisin' }],
  [/roses/, 'rose', { en: 'roses', fr: 'des roses' }],
  [/squirrel|écureuil/, 'chipmunk', { en: 'the squirrel', fr: 'l’écureuil' }],
  [/goat|chèvre/, 'goat', { en: 'the old goat', fr: 'la vieille chèvre' }],
  [/ducks|canards/, 'duck', { en: 'the ducks', fr: 'les canards' }],
  [/notebook|carnet/, 'notebook', { en: 'a notebook', fr: 'un carnet' }],
  [/flour|farine/, 'bread', { en: 'flour', fr: 'de la farine' }],
];
