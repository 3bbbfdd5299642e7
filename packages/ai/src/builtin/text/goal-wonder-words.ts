import type { PlacedL } from './story-place-fit';

/**
 * Sweets falling from the sky over the town (idea/read-goal-wonder.ts), in place of a quest: the
 * wonder seen, sweets caught in umbrellas and hats, shared, too many of them, a feast for the whole
 * town at the turn, teeth brushed at the end. Slots as in story-episodes.ts. No "rain" or « pluie »:
 * the sky reader would draw grey clouds and rain (page-sky.ts); a « parapluie » is not rain. French
 * avoids words that agree with the hero. Each sentence once per book.
 */
const b = (en: string, fr: string, fit: Omit<PlacedL, 'en' | 'fr'> = {}): PlacedL => ({ en, fr, ...fit });

export const WONDER_PROBLEMS: PlacedL[] = [
  b(
    '{name} looked out of the window and rubbed both eyes. Sweets were falling from the sky! Lollipops, toffees and jelly beans, tumbling down all over town.',
    '{name} regarda par la fenêtre et se frotta les yeux. Des bonbons tombaient du ciel ! Des sucettes, des caramels et des dragées dégringolaient sur toute la ville.',
  ),
  b(
    'Plink! Plonk! Something bounced off the roof. {name} ran outside: sweets were falling from the sky, red, green and gold!',
    'Plink ! Plonk ! Quelque chose rebondit sur le toit. {name} courut dehors : des bonbons tombaient du ciel, des rouges, des verts et des dorés !',
  ),
];

/** Catching them: in place of the quest's search. */
export const WONDER_CATCH: PlacedL[] = [
  b(
    '{atPlace}, {name} opened an umbrella upside down, and plink, plink, plink, it filled up with sweets!',
    '{atPlace}, {name} ouvrit un parapluie à l’envers, et plink, plink, plink, il se remplit de bonbons !',
  ),
  b(
    '{atPlace}, {name} held out a hat and caught a lollipop, a toffee and a big pink marshmallow.',
    '{atPlace}, {name} tendit un chapeau et attrapa une sucette, un caramel et une grosse guimauve rose.',
  ),
  b(
    '{atPlace}, the neighbours came out with buckets, baskets and saucepans. Everyone was catching sweets!',
    '{atPlace}, les voisins sortirent avec des seaux, des paniers et des casseroles. Tout le monde attrapait des bonbons !',
  ),
  b(
    '{atPlace}, {name} ran about with mouth wide open to catch a jelly bean. Missed! Missed! Got one!',
    '{atPlace}, {name} courait la bouche grande ouverte pour attraper un bonbon. Raté ! Raté ! Attrapé !',
  ),
];

/** Sharing them: in place of the quest's clues. */
export const WONDER_SHARE: PlacedL[] = [
  b(
    '{atPlace}, {name} gave a handful of sweets to a little one who had none. Shared, they tasted even better.',
    '{atPlace}, {name} donna une poignée de bonbons à un petit qui n’en avait pas. Partagés, ils avaient encore meilleur goût.',
  ),
  b(
    '{atPlace}, {name} filled a bag for Grandma, who liked the lemon ones best.',
    '{atPlace}, {name} remplit un sachet pour Mamie, qui préférait ceux au citron.',
  ),
];

/** Too many sweets: in place of the stock obstacles. */
export const WONDER_TOO_MANY: PlacedL[] = [
  b(
    '{atPlace}, the sweets piled up like little hills. The cars could not drive, and the dog slid about on the toffees!',
    '{atPlace}, les bonbons s’entassaient comme de petites collines. Les voitures ne pouvaient plus rouler, et le chien glissait sur les caramels !',
    { unlessPlace: /hill/ },
  ),
  b(
    '{atPlace}, {name} ate one sweet, then two, then five… “Ooh, my tummy!” Too many sweets!',
    '{atPlace}, {name} mangea un bonbon, puis deux, puis cinq… « Aïe, mon ventre ! » Trop de bonbons !',
  ),
];

/** A quiet moment: in place of the stock pauses. */
export const WONDER_PAUSES: PlacedL[] = [
  b(
    '{atPlace}, {name} sat down on a heap of marshmallows, soft as a cushion, and watched the sweets fall.',
    '{atPlace}, {name} s’assit sur un tas de guimauves, doux comme un coussin, et regarda tomber les bonbons.',
  ),
];

export const WONDER_TURNS: PlacedL[] = [
  b(
    '{atPlace}, the last sweet fell, plop, and the sky was blue again. “Let’s share them all!” said {name}. Everyone brought their sweets to one big table, and the whole town had a feast.',
    '{atPlace}, le dernier bonbon tomba, plop, et le ciel redevint tout bleu. « Partageons-les tous ! » dit {name}. Chacun apporta ses bonbons sur une grande table, et toute la ville fit un festin.',
  ),
  b(
    '{atPlace}, the sweets stopped falling as suddenly as they had started. {name} and the neighbours sorted them into jars: one jar for every house in town.',
    '{atPlace}, les bonbons cessèrent de tomber aussi vite qu’ils étaient venus. {name} et les voisins les rangèrent dans des bocaux : un bocal pour chaque maison de la ville.',
  ),
];

export const WONDER_ENDINGS: PlacedL[] = [
  b(
    '{ThatEvening}, {name} brushed every tooth extra carefully, swish, swish, and fell asleep dreaming of lollipop clouds. The end.',
    '{ThatEvening}, {name} se brossa les dents très longtemps, frotti, frotta, et s’endormit en rêvant de nuages en sucre. Fin.',
  ),
  b(
    '{ThatEvening}, there were still sweets for everyone, for tomorrow and the day after. “But first,” said Mum, “teeth!” The end.',
    '{ThatEvening}, il restait des bonbons pour tout le monde, pour demain et pour après-demain. « Mais d’abord, dit Maman, les dents ! » Fin.',
  ),
];
