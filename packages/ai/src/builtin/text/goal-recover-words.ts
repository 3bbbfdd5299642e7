import type { PlacedL } from './story-place-fit';
import type { L } from './theme-types';

/**
 * Getting back a lost part of oneself (idea/read-goal-recover.ts: a voice, courage, a smile, colours):
 * missed, tried for, sensed close by, back at the turn. Never a search for an object, so no "look for"
 * or « cherche » (story-goal.ts drops those). Slots: {thing} ("her voice", « sa voix »), {Thing},
 * {myThing}, {was} (was/were), {it} (it/them); French {etait} (était/étaient), {avait}, {faillit}, {sembla},
 * {elle} (elle/lui/elles), {revenu} (revenue/revenu/revenues); {back}: the thing's own return
 * (RECOVER_BACK). The hero who lost a voice says nothing aloud: thoughts only.
 */
const b = (en: string, fr: string, fit: Omit<PlacedL, 'en' | 'fr'> = {}): PlacedL => ({ en, fr, ...fit });

export const RECOVER_PROBLEMS: PlacedL[] = [
  b(
    'But {oneDay}, something was wrong: {thing} {was} gone! “I have to get {myThing} back,” {name} thought.',
    'Mais {oneDay}, quelque chose n’allait pas : {thing} {avait} disparu ! « Il faut que je retrouve {myThing} », pensa {name}.',
  ),
  b(
    'When {name} woke up, something was missing. {Thing} {was} gone, and without {it} nothing felt quite right.',
    'Au réveil, quelque chose manquait à {name} : {thing}. Sans {elle}, rien n’allait plus.',
  ),
];

export const RECOVER_TURNS: PlacedL[] = [
  b(
    '{atPlace}, {name} stopped, closed both eyes and felt it coming. {back} {Thing} {was} back at last!',
    '{atPlace}, {name} s’arrêta, ferma les yeux et sentit que ça venait. {back} {Thing} {etait} enfin {revenu} !',
  ),
  b(
    'And then, all at once, it happened. {back} {name} had got {thing} back!',
    'Et puis, tout à coup, ce fut le grand moment. {back} {name} avait retrouvé {thing} !',
  ),
];

/** Trying to get it back, in place of the quest's search. */
export const RECOVER_TRIES: PlacedL[] = [
  b(
    '{atPlace}, {name} tried and tried to get {thing} back. Not yet, not quite.',
    '{atPlace}, {name} essaya encore et encore de retrouver {thing}. Pas encore, pas tout à fait.',
  ),
  b(
    '{atPlace}, {name} asked around with little gestures. Nobody had seen where {thing} had gone.',
    '{atPlace}, {name} fit de petits signes à tout le monde. Personne n’avait vu passer {thing}.',
  ),
  b(
    '{atPlace}, {name} listened and watched very carefully. Maybe {thing} {was} hiding close by.',
    '{atPlace}, {name} écouta et regarda très attentivement. Qui sait, {thing} n’{etait} peut-être pas loin.',
  ),
  b(
    '{atPlace}, {name} sat quietly and remembered how {thing} used to feel. That helped a little.',
    '{atPlace}, {name} resta sans bouger et se souvint de {thing} d’avant. Ça fit un peu de bien.',
  ),
  b(
    '{atPlace}, {name} tried something new, and for a tiny moment {thing} almost came back.',
    '{atPlace}, {name} essaya quelque chose de nouveau, et pendant un tout petit instant, {thing} {faillit} revenir.',
  ),
  b(
    '{atPlace}, {name} did not give up. Little by little, things would get better.',
    '{atPlace}, {name} ne baissa pas les bras. Petit à petit, ça allait s’arranger.',
  ),
];

/** Signs it is near, in place of the quest's clues (each thing adds its own: RECOVER_SIGNS_OF). */
export const RECOVER_SIGNS: PlacedL[] = [
  b(
    '{atPlace}, {name} felt a little flutter inside. {Thing} {was} not far now!',
    '{atPlace}, {name} sentit un petit frisson à l’intérieur. {Thing} n’{etait} plus très loin !',
  ),
  b(
    '{atPlace}, a kind word warmed {name}’s heart, and {thing} felt a little closer.',
    '{atPlace}, un mot gentil réchauffa le cœur de {name}, et {thing} {sembla} revenir un tout petit peu.',
  ),
];

/** How each thing comes back at the turn ({back}). */
export const RECOVER_BACK: Record<string, L> = {
  voice: {
    en: '{name} opened {poss} mouth, and out came a clear, bright song.',
    fr: '{name} ouvrit la bouche, et une chanson claire et joyeuse s’envola.',
  },
  courage: {
    en: '{name} stood up tall, heart beating strong and steady.',
    fr: '{name} se redressa, le cœur battant, fort et tranquille.',
  },
  smile: {
    en: 'A big, warm smile spread across {name}’s face.',
    fr: 'Un grand sourire tout chaud s’étala sur le visage de {name}.',
  },
  laugh: {
    en: 'A giggle bubbled up, then a big, happy laugh.',
    fr: 'Un petit gloussement monta, puis un grand éclat de rire.',
  },
  colours: {
    en: 'Red, yellow, blue and green came back, brighter than ever.',
    fr: 'Le rouge, le jaune, le bleu et le vert revinrent, plus vifs que jamais.',
  },
  song: {
    en: 'The tune came back, note after note, and {name} sang it all.',
    fr: 'L’air revint, note après note, et {name} le chanta en entier.',
  },
  roar: {
    en: '{name} took a deep breath and… ROAAAR! The leaves shook and the birds flew up.',
    fr: '{name} prit une grande inspiration et… ROAAAR ! Les feuilles tremblèrent et les oiseaux s’envolèrent.',
  },
};

/** Each thing's own signs: the voice heard as an echo in a shell, the colours on a petal. */
export const RECOVER_SIGNS_OF: Record<string, PlacedL[]> = {
  voice: [
    b(
      '{atPlace}, {name} held a shell close and heard a tiny echo: it was {thing}, singing softly far away!',
      '{atPlace}, {name} colla un coquillage contre son oreille et entendit un petit écho : c’était {thing}, qui chantait tout bas !',
      { fits: ['sea', 'shore'] },
    ),
    b(
      '{atPlace}, a tiny echo came back to {name}, soft and clear. It sounded just like {thing}!',
      '{atPlace}, un petit écho revint jusqu’à {name}, doux et clair. On aurait dit {thing} !',
    ),
    b(
      '{atPlace}, {name} hummed without a sound… and, just for a moment, one little note came out.',
      '{atPlace}, {name} fredonna sans un bruit… et, juste un instant, une petite note sortit.',
    ),
  ],
  courage: [
    b(
      '{atPlace}, {name} did one small brave thing, then another. {Thing} was growing back!',
      '{atPlace}, {name} fit une petite chose courageuse, puis une autre. {Thing} revenait !',
    ),
  ],
  smile: [
    b(
      '{atPlace}, someone told a silly joke, and the corners of {name}’s mouth twitched, just a little.',
      '{atPlace}, quelqu’un raconta une blague idiote, et les coins de la bouche de {name} frémirent, juste un peu.',
    ),
  ],
  laugh: [
    b(
      '{atPlace}, something tickled {name} inside, a tiny giggle that almost got out.',
      '{atPlace}, quelque chose chatouilla {name} à l’intérieur, un petit rire qui faillit s’échapper.',
    ),
  ],
  colours: [
    b(
      '{atPlace}, {name} spotted a tiny splash of red, then a dot of blue. The colours were coming back!',
      '{atPlace}, {name} aperçut une petite tache de rouge, puis un point de bleu. Les couleurs revenaient !',
    ),
  ],
  roar: [
    b(
      '{atPlace}, {name} tried to roar, but only a tiny squeak came out. Even the mice giggled.',
      '{atPlace}, {name} essaya de rugir, mais seul un tout petit couinement sortit. Même les souris pouffèrent de rire.',
    ),
    b(
      '{atPlace}, {name} felt a rumble deep inside, like thunder far away. {Thing} was not far!',
      '{atPlace}, {name} sentit un grondement tout au fond de soi, comme un orage au loin. {Thing} n’était pas loin !',
    ),
  ],
  song: [
    b(
      '{atPlace}, the wind carried a few notes. {name} knew that tune: it was {thing}!',
      '{atPlace}, le vent apporta quelques notes. {name} connaissait cet air : c’était {thing} !',
    ),
  ],
};
