import type { PlacedL } from './story-place-fit';

/**
 * Counting to fall asleep (“A little fox counts the stars before sleep”, « compte les étoiles avant
 * de dormir »), not a sleepless night: bedtime, then one more a page — one star, two stars, three… —
 * the hero yawning and blinking, asleep before the next one. Told in order (goal-sleep-count.ts);
 * a 12-page book counts to eight, a 24-page one to twenty. Slots as in goal-sleep-count-words.ts,
 * plus {alone} (“all by itself”, « toute seule »).
 */
const b = (en: string, fr: string): PlacedL => ({ en, fr });

export const CALM_COUNT_PROBLEMS: PlacedL[] = [
  b(
    'It was bedtime, but {name} was not sleepy yet. So {name} {toPerch}. “I will count {theThings},” {name} whispered, “until I fall asleep.”',
    'C’était l’heure de dormir, mais {name} n’avait pas encore sommeil. Alors {name} {toPerch}. « Je vais compter {theThings}, chuchota {name}, jusqu’à ce que je m’endorme. »',
  ),
];

export const CALM_COUNT: PlacedL[] = [
  b('“{C1},” whispered {name}. Just {c1}, {alone}.', '« {C1} », chuchota {name}. Rien qu’{c1}, {alone}.'),
  b('{C1}… {c2}. {name} gave a little yawn.', '{C1}… {c2}. {name} fit un petit bâillement.'),
  b(
    '{C3}. {name} blinked slowly, once, then twice.',
    '{C3}. {name} cligna des yeux tout lentement, une fois, puis deux.',
  ),
  b(
    '{C4}. The night was very quiet, and {name} counted very softly.',
    '{C4}. La nuit était toute calme, et {name} comptait tout doucement.',
  ),
  b('{C5}. {name} yawned a big, big yawn.', '{C5}. {name} bâilla un grand, grand coup.'),
  b('{C6}. Everything was growing soft and slow.', '{C6}. Tout devenait doux et lent.'),
  b('{C7}. {name}’s eyelids were getting heavy.', '{C7}. Les paupières de {name} devenaient lourdes.'),
  b('{C8}… “Just one more,” mumbled {name}.', '{C8}… « Encore {un} », marmonna {name}.'),
  b('{C9}. {name} yawned again, even bigger this time.', '{C9}. {name} bâilla encore, plus fort cette fois.'),
  b(
    '{C10}! “Ten,” murmured {name}. “That is a lot.”',
    '{C10} ! « Dix, murmura {name}. Ça en fait beaucoup. »',
  ),
  b(
    '{C11}. {name} rubbed both eyes and counted on.',
    '{C11}. {name} se frotta les yeux et continua de compter.',
  ),
  b('{C12}. The numbers were coming slower now.', '{C12}. Les nombres venaient plus lentement, maintenant.'),
  b('{C13}… {name} curled up a little more.', '{C13}… {name} se pelotonna un peu plus.'),
  b('{C14}. Somewhere, a clock went tick, tock.', '{C14}. Quelque part, une horloge faisait tic, tac.'),
  b('{C15}. {name}’s head began to nod.', '{C15}. La tête de {name} se mit à dodeliner.'),
  b(
    '{C16}… “Where was I?” whispered {name}, with a yawn.',
    '{C16}… « J’en étais où ? » chuchota {name} en bâillant.',
  ),
  b(
    '{C17}… {name} could hardly keep both eyes open.',
    '{C17}… {name} arrivait à peine à garder les yeux ouverts.',
  ),
  b('{C18}… The night was soft and warm.', '{C18}… La nuit était douce et tiède.'),
  b('{C19}… {name} smiled a sleepy smile.', '{C19}… {name} fit un sourire tout ensommeillé.'),
  b('{C20}… almost… nearly…', '{C20}… presque… presque…'),
];

export const CALM_COUNT_TURNS: PlacedL[] = [
  b(
    'Then {name} yawned one last time and snuggled down… and before {next}, {name} was fast asleep.',
    'Puis {name} bâilla une dernière fois et se blottit… et avant {next}, {name} dormait à poings fermés.',
  ),
];
