/**
 * The hero's costume on a trick-or-treat night (goal-halloween.ts): the one the idea names ("Max
 * dresses up as a witch", « Léa se déguise en fantôme »), else the theme's pumpkin. Before, « Léa
 * se déguise en sorcière » chose "the round orange pumpkin costume".
 */
export type Costume = {
  icon: string;
  /** The costume put on, described: "the witch costume, with a pointy hat…". */
  look: { en: string; fr: string };
  /** "a witch", « une sorcière »: what the neighbour cries out at the door. */
  a: { en: string; fr: string };
  /** The three friends walking home: "the pumpkin, the witch and the vampire". */
  trio: { en: string; fr: string };
};

const c = (icon: string, look: [string, string], a: [string, string], trio: [string, string]): Costume => ({
  icon,
  look: { en: look[0], fr: look[1] },
  a: { en: a[0], fr: a[1] },
  trio: { en: trio[0], fr: trio[1] },
});
const TRIO = (en: string, fr: string): [string, string] => [
  `${en}, the witch and the vampire`,
  `${fr}, la sorcière et le vampire`,
];

const PUMPKIN = c(
  'jack-o-lantern',
  [
    'the round orange pumpkin costume, with a little green stalk for a hat',
    'le déguisement de citrouille, tout rond et tout orange, avec une petite tige verte en guise de chapeau',
  ],
  ['a pumpkin', 'une citrouille'],
  TRIO('the pumpkin', 'la citrouille'),
);

const COSTUMES: [RegExp, Costume][] = [
  [
    /^(witch|witches|sorcière|sorcières)$/,
    c(
      'woman-mage',
      [
        'the witch costume, with a pointy hat and a long black cape',
        'le déguisement de sorcière, avec un chapeau pointu et une longue cape noire',
      ],
      ['a witch', 'une sorcière'],
      ['the two witches and the vampire', 'les deux sorcières et le vampire'],
    ),
  ],
  [
    /^(ghost|ghosts|fantôme|fantômes)$/,
    c(
      'ghost',
      [
        'the ghost costume, a white sheet with two round eye holes',
        'le déguisement de fantôme, un drap blanc percé de deux trous pour les yeux',
      ],
      ['a ghost', 'un fantôme'],
      TRIO('the ghost', 'le fantôme'),
    ),
  ],
  [
    /^(vampire|vampires)$/,
    c(
      'person-vampire',
      [
        'the vampire costume, with a black cape and two pointy plastic teeth',
        'le déguisement de vampire, avec une cape noire et deux fausses dents pointues',
      ],
      ['a vampire', 'un vampire'],
      ['the witch and the two vampires', 'la sorcière et les deux vampires'],
    ),
  ],
  [
    /^(skeleton|squelette)$/,
    c(
      'skull',
      [
        'the skeleton costume, all black with white bones',
        'le déguisement de squelette, tout noir avec des os blancs',
      ],
      ['a skeleton', 'un squelette'],
      TRIO('the skeleton', 'le squelette'),
    ),
  ],
  [
    /^(pirate|pirates)$/,
    c(
      'pirate-flag',
      [
        'the pirate costume, with an eye patch and a big black hat',
        'le déguisement de pirate, avec un bandeau sur l’œil et un grand chapeau noir',
      ],
      ['a pirate', 'un pirate'],
      TRIO('the pirate', 'le pirate'),
    ),
  ],
  [/^(pumpkin|citrouille)$/, PUMPKIN],
];

/** The costume the idea names (idea/read-goal-holiday.ts `dressedAs`), else the pumpkin (the theme's hero wears one). */
export function costumeOf(dressedAs: string | undefined): Costume {
  return (dressedAs && COSTUMES.find(([re]) => re.test(dressedAs))?.[1]) || PUMPKIN;
}
