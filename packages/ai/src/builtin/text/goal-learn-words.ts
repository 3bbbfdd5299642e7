import type { PlacedL } from './story-place-fit';

/**
 * A skill to learn (idea/read-goal-brave.ts: "learns to ride her bike", « apprend à nager »), in
 * place of a quest: the wish, tries that fail and half work, practice in new places, tips, success.
 * Slots as in story-episodes.ts, and {skill} (“ride her bike”, « faire du vélo »: after “to” / « à »).
 */
const b = (en: string, fr: string, fit: Omit<PlacedL, 'en' | 'fr'> = {}): PlacedL => ({ en, fr, ...fit });

export const LEARN_PROBLEMS: PlacedL[] = [
  b(
    '{name} wanted to learn to {skill} more than anything. “{todayIsTheDay},” {name} said.',
    '{name} voulait plus que tout apprendre à {skill}. « {todayIsTheDay} », dit {name}.',
  ),
  b(
    'Everyone seemed to know how to {skill}, everyone but {name}. “I will learn too,” {name} said.',
    'Tout le monde avait l’air de savoir {skill}, sauf {name}. « Moi aussi, je vais apprendre », dit {name}.',
  ),
];

export const LEARN_TURNS: PlacedL[] = [
  b(
    'And then, all of a sudden, {name} could {skill}! “I did it! I really did it!”',
    'Et puis, tout d’un coup, {name} sut {skill} ! « J’ai réussi ! J’ai vraiment réussi ! »',
  ),
  b(
    'One more try… and this time it worked. {name} could {skill} at last!',
    'Encore un essai… et cette fois, ça marcha. {name} savait enfin {skill} !',
  ),
];

/** Practice: tries that fail, half work, and get better (in place of the quest's search). */
export const LEARN_PRACTICE: PlacedL[] = [
  b(
    '{atPlace}, {name} tried to {skill} for the very first time. Oops! Not quite yet.',
    '{atPlace}, {name} essaya de {skill} pour la toute première fois. Oups ! Pas encore tout à fait.',
  ),
  b(
    '{name} practised {atPlace}, again and again, until it was time for a snack.',
    '{atPlace}, {name} s’entraîna encore et encore, jusqu’à l’heure du goûter.',
  ),
  b(
    '{atPlace}, {name} wobbled, tumbled, got up and tried once more.',
    '{atPlace}, {name} vacilla, tomba, se releva et réessaya.',
  ),
  b(
    '{atPlace}, {name} got a little better. Just a little, but it counted!',
    '{atPlace}, {name} fit un petit progrès. Un tout petit, mais il comptait !',
  ),
  b(
    'Wobble, wobble… {atPlace}, {name} almost had it.',
    'Ça tanguait, ça tanguait… {atPlace}, {name} y était presque.',
  ),
  b(
    '{atPlace}, {name} watched very carefully how the others did it.',
    '{atPlace}, {name} regarda très attentivement comment faisaient les autres.',
  ),
  b(
    '{atPlace}, {name} tried a new way: slower this time, and it went a bit better.',
    '{atPlace}, {name} essaya autrement : plus doucement cette fois, et ça alla un peu mieux.',
  ),
  b(
    'It did not work {atPlace}, not even a bit. {name} felt like giving up, but did not.',
    '{atPlace}, ça ne marcha pas du tout. {name} eut envie d’abandonner, mais tint bon.',
  ),
  b(
    '{atPlace}, {name} managed it for three whole seconds! Then — bump. Still, three seconds!',
    '{atPlace}, {name} réussit pendant trois secondes entières ! Puis, boum. Mais trois secondes, quand même !',
  ),
];

/** Tips and cheering (in place of the quest's clues). */
export const LEARN_TIPS: PlacedL[] = [
  b(
    '{atPlace}, {other} shared a secret with {name}: “Everyone gets it wrong at first. Even me!”',
    '{atPlace}, {other} confia un secret à {name} : « Au début, tout le monde se trompe. Même moi ! »',
  ),
  b(
    '{Friend} cheered {atPlace}: “You get better every time!”',
    '{atPlace}, {friend} applaudit : « Tu fais des progrès à chaque fois ! »',
  ),
  b(
    '{atPlace}, {name} remembered the best tip of all: small steps, one at a time.',
    '{atPlace}, {name} se rappela le meilleur conseil de tous : des petits pas, un à la fois.',
  ),
  b(
    '{atPlace}, {name} closed both eyes and pictured doing it just right.',
    '{atPlace}, {name} ferma les yeux et imagina réussir parfaitement.',
  ),
  b(
    '“Try once more,” said a kind voice {atPlace}. So {name} did.',
    '« Essaie encore une fois », dit une voix gentille {atPlace}. Alors {name} essaya.',
  ),
  b(
    '{atPlace}, {name} watched {other} and copied every move, step by step.',
    '{atPlace}, {name} observa {other} et imita chaque geste, pas à pas.',
  ),
];

/**
 * Setbacks on the way to the skill (in place of the quest's obstacles: no gate to squeeze through
 * while learning to ride a bike). Words that fit any skill, swimming as well as reading.
 */
export const LEARN_SETBACKS: PlacedL[] = [
  b(
    '{atPlace}, it went wrong again, and {name}’s cheeks went hot and red. “I’ll never get it!”',
    '{atPlace}, ça rata encore, et les joues de {name} devinrent toutes rouges. « Je n’y arriverai jamais ! »',
  ),
  b(
    '{atPlace}, some big kids did it so easily. Next to them, {name} felt tiny.',
    '{atPlace}, des grands y arrivaient si facilement. À côté d’eux, {name} se sentit minuscule.',
  ),
  b(
    '{atPlace}, {name} had no energy left for one more try, and sat down with a big sigh.',
    '{atPlace}, {name} n’avait plus d’énergie pour un essai de plus, et s’assit avec un gros soupir.',
  ),
  b(
    '{atPlace}, just when it was going well, {name} got the giggles and it all went wrong.',
    '{atPlace}, juste quand ça allait bien, {name} eut le fou rire, et tout rata.',
  ),
  b(
    '{atPlace}, {name} seemed to have forgotten everything from the day before, and had to start all over.',
    '{atPlace}, {name} semblait avoir tout oublié de la veille, et dut tout recommencer.',
  ),
];

/** Rests between tries (in place of the quest's pauses: no shelter from the rain under a leaf). */
export const LEARN_RESTS: PlacedL[] = [
  b(
    '{atPlace}, {name} had a drink of water and a rest. Learning is hard work!',
    '{atPlace}, {name} but un verre d’eau et se reposa. Apprendre, c’est du travail !',
  ),
  b(
    '{atPlace}, {name} sat for a while and thought about what went well, and what to try next.',
    '{atPlace}, {name} s’assit un moment pour penser à ce qui avait marché, et à ce qu’il fallait essayer ensuite.',
  ),
  b(
    '{atPlace}, {name} took a deep breath, counted to three, and felt calm again.',
    '{atPlace}, {name} respira un grand coup, compta jusqu’à trois, et retrouva son calme.',
  ),
  b(
    '{atPlace}, over a snack, {name} dreamed of the day it would finally work.',
    '{atPlace}, en goûtant, {name} rêva du jour où ça marcherait enfin.',
  ),
];
