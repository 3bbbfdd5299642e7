import type { PlacedL } from './story-place-fit';
import type { L } from './theme-types';

/**
 * A rainy day at a grandparent's house (goal-memories.ts): the opening, the album brought out, the
 * pauses between the stories (the child's questions, cocoa, the attic box), the keepsake given at
 * the turn, bed at the end. The memories themselves are in goal-memories-told-words.ts.
 * {gp}: "Grandpa", « Papi »; {gpHis}/{gpHim}: his/her, him/her; {gpBoy}: boy/girl; {gpPetit}:
 * « petit »/« petite »; {gpHe}: he/she, « il »/« elle »; {gpToutPetit}: « tout petit »/« toute petite ».
 */
const at = (onlyPlace: RegExp, en: string, fr: string): PlacedL => ({ en, fr, onlyPlace });
const ARMCHAIR = /armchair/;
const KITCHEN = /warm kitchen/;
const ATTIC = /attic/;

export const MEMORIES_OPENINGS: L[] = [
  {
    en: 'This is {name}. {name} was spending the holidays at {gp}’s house, a little house full of old things.',
    fr: 'Voici {name}. {name} passait les vacances chez {gp}, dans une petite maison pleine de vieilles choses.',
  },
];

export const MEMORIES_PROBLEMS: PlacedL[] = [
  {
    en: 'Rain pattered on the windows, and {name} had nothing to do. {gp} patted the big armchair and opened an old photo album. “Did I ever tell you what I did when I was a {gpBoy}?”',
    fr: 'La pluie tapotait aux fenêtres, et {name} ne savait pas quoi faire. {gp} tapota le grand fauteuil et ouvrit un vieil album de photos. « Est-ce que je t’ai déjà raconté ce que je faisais quand j’étais {gpPetit} ? »',
  },
];

/** Between two memories, back in the house: the child's questions, cocoa, the album, the attic box. */
export const MEMORIES_PAUSES: PlacedL[] = [
  at(
    ARMCHAIR,
    '{atPlace}, {name} turned a page of the album and pointed at a little face with big ears. “Is that you?” “That’s me!” laughed {gp}.',
    '{atPlace}, {name} tourna une page de l’album et montra un petit visage aux grandes oreilles. « C’est toi ? » « C’est moi ! » rit {gp}.',
  ),
  at(
    KITCHEN,
    '{atPlace}, {gp} made two cups of hot cocoa. The rain drummed on the roof, and {name} blew on the cocoa to cool it.',
    '{atPlace}, {gp} prépara deux tasses de chocolat chaud. La pluie tambourinait sur le toit, et {name} souffla sur sa tasse pour la refroidir.',
  ),
  at(
    ATTIC,
    '{atPlace}, {gp} opened an old box full of treasures: tin soldiers, a faded cap and a bundle of letters. “Every one has a story,” {gpHe} said.',
    '{atPlace}, {gp} ouvrit une vieille boîte pleine de trésors : des soldats de plomb, une casquette toute passée et une liasse de lettres. « Chacun a son histoire », dit-{gpHe}.',
  ),
  at(
    ARMCHAIR,
    '“Tell me another one!” begged {name}. {gp} scratched {gpHis} head and smiled. “Now, let me think…”',
    '« Raconte-m’en une autre ! » supplia {name}. {gp} se gratta la tête et sourit. « Voyons, laisse-moi réfléchir… »',
  ),
  at(
    KITCHEN,
    '{atPlace}, {name} dipped a biscuit in the cocoa and tried to imagine {gp} small, with scraped knees and a gap in {gpHis} teeth.',
    '{atPlace}, {name} trempa un biscuit dans son chocolat et essaya d’imaginer {gp} {gpToutPetit}, avec des genoux écorchés et une dent en moins.',
  ),
  at(
    ATTIC,
    '{atPlace}, {name} found a pair of tiny old boots. “Were these yours?” “They were,” said {gp}. “I wore them to school every day.”',
    '{atPlace}, {name} trouva une paire de vieilles bottines toutes petites. « C’étaient les tiennes ? » « Oui, dit {gp}. Je les mettais pour aller à l’école. »',
  ),
  at(
    ARMCHAIR,
    '“Were you ever scared?” asked {name}, snuggling closer. {gp} nodded. “Everybody is, sometimes. Even grandparents.”',
    '« Tu avais peur, des fois ? » demanda {name} en se blottissant. {gp} hocha la tête. « Tout le monde a peur, parfois. Même les grands-parents. »',
  ),
  at(
    ARMCHAIR,
    '{atPlace}, the old clock went tick-tock. {name} rested {gp}’s album on both knees and asked for just one more story.',
    '{atPlace}, la vieille pendule faisait tic-tac. {name} posa l’album de {gp} sur ses genoux et demanda encore une toute dernière histoire.',
  ),
];

/** The keepsake given at the turn, by the armchair. */
export const MEMORIES_TURNS: PlacedL[] = [
  {
    en: '{gp} opened a little tin box and took out an old medal. “I won this in the village race when I was your age,” {gpHe} said. “Now it is yours.” {name} held it tight.',
    fr: '{gp} ouvrit une petite boîte en fer et en sortit une vieille médaille. « Je l’ai gagnée à la course du village quand j’avais ton âge, dit-{gpHe}. Maintenant, elle est à toi. » {name} la serra très fort.',
  },
  {
    en: '{gp} took a small wooden yo-yo from a drawer. “My grandpa carved this for me when I was a {gpBoy},” {gpHe} said softly. “I want you to have it.”',
    fr: '{gp} sortit d’un tiroir un petit yo-yo en bois. « Mon grand-père me l’avait taillé quand j’étais {gpPetit}, dit-{gpHe} doucement. Je veux que tu le gardes. »',
  },
  {
    en: '{gp} brought down an old teddy with one ear sewn back on. “He listened to all my stories when I was little,” {gpHe} said. “Now he can listen to yours.”',
    fr: '{gp} descendit un vieil ours en peluche à l’oreille recousue. « Il a écouté toutes mes histoires quand j’étais {gpPetit}, dit-{gpHe}. Maintenant, il écoutera les tiennes. »',
  },
];

/** Bedtime at the grandparent's house: tucked in, dreaming of long ago. */
export const MEMORIES_ENDINGS: PlacedL[] = [
  {
    en: 'That night, {gp} tucked {name} into bed. {name} closed both eyes and dreamed of being little long ago, riding an old red bicycle down a country lane. The end.',
    fr: 'Cette nuit-là, {gp} borda {name} dans son lit. {name} ferma les yeux et rêva d’un vieux vélo rouge qui filait le long d’un chemin de campagne, il y a très longtemps. Fin.',
  },
  {
    en: 'That night, tucked up in bed, {name} smiled in the dark. “One day, I will tell my own stories too,” {name} whispered to {gp}, and fell asleep. The end.',
    fr: 'Cette nuit-là, bien au chaud dans son lit, {name} sourit dans le noir. « Un jour, moi aussi, je raconterai mes histoires », murmura {name} à {gp}, avant de s’endormir. Fin.',
  },
];
