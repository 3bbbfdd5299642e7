import type { PlacedL } from './story-place-fit';

/**
 * The moon's round of the world (goal-moon-round.ts). A page's place is a moment at one of the
 * world's places (goal-moon-round-stops.ts): a child going to sleep — {aChild}, {AChild}, {doing},
 * {little} (« mon petit », « ma petite ») — or the place's own night, {sight}. The templates of each
 * take turns (the moment's place name says whose turn it is), and every moment is said once, so no
 * sentence comes twice in a book. {atPlace}/{atPlace}: "over the desert", « au-dessus du désert ».
 */
const kids: PlacedL[] = [];
const seens: PlacedL[] = [];
/** Each template is kept to its turn (goal-moon-round.ts names each moment "child 2", "sight 0"). */
const kid = (en: string, fr: string): PlacedL => {
  const t = { en, fr, onlyPlace: new RegExp(` child ${kids.length}$`) };
  kids.push(t);
  return t;
};
const seen = (en: string, fr: string): PlacedL => {
  const t = { en, fr, onlyPlace: new RegExp(` sight ${seens.length}$`) };
  seens.push(t);
  return t;
};

/** The moon lives up in the sky, not "in a little house at the end of Maple Lane". */
export const MOON_OPENINGS: PlacedL[] = [
  {
    en: 'High above the world there lived {aKind} called {name}, round and silver and always a little sleepy.',
    fr: 'Tout là-haut, au-dessus du monde, vivait {aKind} {named} {name}, ronde, argentée et toujours un peu endormie.',
  },
];

export const MOON_PROBLEMS: PlacedL[] = [
  {
    en: 'When the sun went down, {name} rose slowly over the hills with a great big yawn. “All the children of the world must go to sleep,” said {name}. “I will say goodnight to every one of them.”',
    fr: 'Quand le soleil se coucha, {name} se leva doucement au-dessus des collines avec un grand bâillement. « Tous les enfants du monde doivent dormir, dit {name}. Je vais dire bonne nuit à chacun d’eux. »',
  },
];

/**
 * A child going to sleep, somewhere in the world. Each sentence carries the moment's own words: the
 * book never prints a sentence twice, so a bare “Sleep tight,” would be dropped the second time.
 */
export const MOON_CHILDREN: PlacedL[] = [
  kid(
    '{atPlace}, {name} peeked down at {aChild}, who {doing}, and whispered, “Goodnight, little one.”',
    '{atPlace}, {name} se pencha vers {aChild}, qui {doing}, et murmura : « Bonne nuit, {little}. »',
  ),
  kid(
    '{atPlace}, {aChild} {doing}, so {name} shone a soft silver light all around and whispered, “Sleep tight.”',
    '{atPlace}, {aChild} {doing}, alors {name} fit briller tout autour une douce lumière d’argent et chuchota : « Dors bien. »',
  ),
  kid(
    '{name} slid across the sky {atPlace}, where {aChild} {doing}, and called down very softly, “Goodnight!”',
    '{name} glissa dans le ciel, {atPlace}, où {aChild} {doing}, et lança tout doucement : « Bonne nuit ! »',
  ),
  // Neither this one nor the next is for a baby already asleep (MOON_AWAKE_TURNS).
  kid(
    '“Who is still awake {atPlace}?” wondered {name}. It was {aChild}, who {doing}, and {name} smiled and said goodnight.',
    '« Qui est encore réveillé {atPlace} ? » se demanda {name}. C’était {aChild}, qui {doing}, et {name} sourit en lui souhaitant bonne nuit.',
  ),
  kid(
    '{atPlace}, {name} found {aChild} who {doing}, and hummed, “Close your eyes now, and dream of me.”',
    '{atPlace}, {name} trouva {aChild} qui {doing}, et fredonna : « Ferme les yeux maintenant, et rêve de moi. »',
  ),
];

/** The place's own night: its animals, its lamps, its quiet. */
export const MOON_SIGHTS: PlacedL[] = [
  seen(
    '{atPlace}, {sight}, and {name} whispered, “Goodnight, everyone down there.”',
    '{atPlace}, {sight}, et {name} chuchota : « Bonne nuit, vous tous, là en bas. »',
  ),
  seen(
    '{name} lingered {atPlace} a little longer, while down below {sight}.',
    '{name} s’attarda encore un peu {atPlace}, pendant qu’en bas {sight}.',
  ),
  seen(
    'All was quiet {atPlace}: {sight}, and {name} shone a little brighter, just for them.',
    'Tout était calme {atPlace} : {sight}, et {name} brilla un peu plus fort, rien que pour eux.',
  ),
  seen(
    '{atPlace}, {name} looked down and smiled: {sight}.',
    '{atPlace}, {name} regarda en bas et sourit : {sight}.',
  ),
];

/** One little boy awake and afraid of the dark: the moon shines its brightest for him. */
export const MOON_TURNS: PlacedL[] = [
  {
    en: 'Then {name} heard a tiny sob {atPlace}. A little boy could not sleep: he was afraid of the dark. So {name} shone as bright as a lamp, right through his window, and the dark was not so dark any more. The little boy smiled, and his eyes closed.',
    fr: 'Alors {name} entendit un tout petit sanglot {atPlace}. Un petit garçon n’arrivait pas à dormir : il avait peur du noir. {name} brilla aussi fort qu’une lampe, juste à travers sa fenêtre, et le noir ne fut plus si noir. Le petit garçon sourit, et ses yeux se fermèrent.',
  },
];

/** Dawn: the children wake, the moon goes to bed. */
export const MOON_ENDINGS: PlacedL[] = [
  {
    en: 'Far away, the sky was turning pink, and the children of the world began to wake. {name} gave one last great big yawn. “Good morning, everyone,” {name} mumbled. “Now it is my turn to sleep.” And {name} knew that {lesson}. The end.',
    fr: 'Au loin, le ciel devenait rose, et les enfants du monde commençaient à se réveiller. {name} fit un dernier grand bâillement. « Bonjour, tout le monde, murmura {name}. Maintenant, c’est à mon tour de dormir. » Et {name} savait que {lesson}. Fin.',
  },
];

/** The child templates' turns that speak to a child awake: who is still awake, close your eyes. */
export const MOON_AWAKE_TURNS = [3, 4];
