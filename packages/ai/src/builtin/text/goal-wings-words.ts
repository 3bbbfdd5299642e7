import type { PlacedL } from './story-place-fit';
import { step } from './task-step';
import type { L } from './theme-types';

/**
 * A fairy who lost her wings (goal-wings.ts), in order: she wakes without them and cannot fly to the
 * flowers; she walks instead and sees the small things (ants, a snail, a beetle); the butterfly, the
 * ladybird and the bee help her; her kindness on foot; at the turn the dew grows her wings back,
 * shimmering. Each line at its own spot (`leads`). No line says "sun", "stars" or "today".
 */
const at = (en: string, fr: string, spot: RegExp): PlacedL => ({ ...step(en, fr, spot), leads: true });

export const WINGS_OPENINGS: L[] = [
  step(
    'Once upon a time, in a meadow full of flowers, there lived {aKind} called {name}, whose wings shimmered like soap bubbles.{withFriend}',
    'Il était une fois, dans une prairie pleine de fleurs, {aKind} {named} {name}, dont les ailes brillaient comme des bulles de savon.{withFriend}',
  ),
];

export const WINGS_PROBLEMS: PlacedL[] = [
  step(
    'One morning, {name} woke up in her bed of petals and stretched. Her back felt strangely light. Her wings were gone!',
    'Un matin, {name} se réveilla dans son lit de pétales et s’étira. Son dos était étrangement léger. Ses ailes avaient disparu !',
  ),
];

/** No wings: she cannot fly to the flowers. */
export const WINGS_GROUNDED: PlacedL[] = [
  at(
    '{atPlace}, {name} flapped her arms and jumped as high as she could. Hop! She landed right back in the grass.',
    '{atPlace}, {name} agita les bras et sauta aussi haut qu’elle put. Hop ! Elle retomba aussitôt dans l’herbe.',
    /meadow|prairie/,
  ),
  at(
    '{atPlace}, {name} bent over the still water. A fairy with a bare back peeped up at her. “Is that really me?”',
    '{atPlace}, {name} se pencha sur l’eau calme. Une fée au dos tout nu la regardait. « C’est vraiment moi ? »',
    /pond|mare/,
  ),
  at(
    '{atPlace}, the tallest flowers nodded high above her head. Without her wings, {name} could not reach a single petal.',
    '{atPlace}, les plus hautes fleurs se balançaient bien au-dessus de sa tête. Sans ses ailes, {name} ne pouvait pas atteindre un seul pétale.',
    /meadow|prairie/,
  ),
  at(
    '{atPlace}, the dragonflies zipped past. “Come and fly with us!” {name} sighed. “I can’t any more.”',
    '{atPlace}, les libellules passèrent en filant. « Viens voler avec nous ! » {name} soupira. « Je ne peux plus. »',
    /pond|mare/,
  ),
  at(
    '{atPlace}, {name} tried to ride on a dandelion seed, but the breeze blew it away without her. She sat down with a bump.',
    '{atPlace}, {name} voulut s’accrocher à une graine de pissenlit, mais la brise l’emporta sans elle. Elle s’assit, boum, par terre.',
    /meadow|prairie/,
  ),
];

/** On foot: the small things she never saw from the air, then her friends' help. */
export const WINGS_WALK: PlacedL[] = [
  at(
    '{atPlace}, {name} set off on foot for the very first time. The stems stood as tall as trees, and the air smelled of mint.',
    '{atPlace}, {name} partit à pied pour la toute première fois. Les tiges étaient hautes comme des arbres, et l’air sentait la menthe.',
    /fern|fougère/,
  ),
  at(
    '{atPlace}, a line of ants marched by, each one carrying a crumb. {name} had never noticed them from up in the air.',
    '{atPlace}, une file de fourmis passait, chacune portant une miette. De là-haut, {name} ne les avait jamais remarquées.',
    /stump|souche/,
  ),
  at(
    '{atPlace}, a snail showed {name} the silver trail he had drawn all morning. “Slow is lovely too,” he said.',
    '{atPlace}, un escargot montra à {name} le chemin d’argent qu’il avait tracé toute la matinée. « Lentement, c’est joli aussi », dit-il.',
    /fern|fougère/,
  ),
  at(
    '{atPlace}, {name} found a tiny blue eggshell, a shiny green beetle and a mushroom like a little umbrella.',
    '{atPlace}, {name} découvrit une minuscule coquille bleue, un scarabée vert tout brillant et un champignon comme un petit parapluie.',
    /stump|souche/,
  ),
  at(
    '{atPlace}, the butterfly fluttered down beside {name}. “Climb this stem with me. I will wait for you at the top.”',
    '{atPlace}, le papillon se posa près de {name}. « Grimpe le long de cette tige avec moi. Je t’attendrai en haut. »',
    /meadow|prairie/,
  ),
  at(
    '{atPlace}, the ladybird counted her spots for {name}: seven, for good luck. “Wings can grow back, you know.”',
    '{atPlace}, la coccinelle compta ses points pour {name} : sept, pour porter chance. « Les ailes, ça peut repousser, tu sais. »',
    /toadstool|champignons/,
  ),
  at(
    '{atPlace}, the bee buzzed over with a drop of honey. “Eat this, little fairy. Walking is hungry work!”',
    '{atPlace}, l’abeille arriva en bourdonnant avec une goutte de miel. « Mange, petite fée. Marcher, ça creuse ! »',
    /meadow|prairie/,
  ),
  at(
    '{atPlace}, the butterfly, the ladybird and the bee sat with {name} on the softest mushroom. “We love you just the same, wings or no wings.”',
    '{atPlace}, le papillon, la coccinelle et l’abeille s’assirent avec {name} sur le champignon le plus doux. « On t’aime pareil, avec ou sans ailes. »',
    /toadstool|champignons/,
  ),
];

/** Kind on foot: what she does for the small ones. */
export const WINGS_KIND: PlacedL[] = [
  at(
    '{atPlace}, a tiny bee was stuck on a floating leaf. {name} waded in up to her knees and carried it back to the bank.',
    '{atPlace}, une toute petite abeille était coincée sur une feuille qui flottait. {name} entra dans l’eau jusqu’aux genoux et la ramena sur la rive.',
    /pond|mare/,
  ),
  at(
    '{atPlace}, {name} shared her last drop of honey with a tired old snail, and sang to him until he smiled.',
    '{atPlace}, {name} partagea sa dernière goutte de miel avec un vieil escargot fatigué, et lui chanta une chanson jusqu’à ce qu’il sourie.',
    /fern|fougère/,
  ),
  at(
    '{atPlace}, {name} gathered the dew in an acorn cup and gave it to the thirsty flowers, one drop each.',
    '{atPlace}, {name} recueillit la rosée dans une cupule de gland et la donna aux fleurs assoiffées, une goutte chacune.',
    /pond|mare/,
  ),
  at(
    '{atPlace}, the old snail said softly, “Your wings are not what makes you a fairy, {name}. Your kind heart is.”',
    '{atPlace}, le vieil escargot dit doucement : « Ce ne sont pas tes ailes qui font de toi une fée, {name}. C’est ton cœur si gentil. »',
    /fern|fougère/,
  ),
  at(
    '{atPlace}, a frog had lost his way home in the reeds. {name} walked with him, hop by hop, all round the water.',
    '{atPlace}, une grenouille ne retrouvait plus le chemin de chez elle dans les roseaux. {name} marcha avec elle, bond après bond, tout autour de l’eau.',
    /pond|mare/,
  ),
  at(
    '{atPlace}, {name} built a little bridge of twigs so the ants could cross the puddle without getting wet feet.',
    '{atPlace}, {name} construisit un petit pont de brindilles pour que les fourmis traversent la flaque sans se mouiller les pattes.',
    /fern|fougère/,
  ),
];

/** Rest, and a wish: she is still herself, wings or no wings. */
export const WINGS_WISH: PlacedL[] = [
  at(
    '{atPlace}, {name} lay on the moss with the butterfly, the ladybird and the bee. “Wings or no wings,” she said, “I am still me.”',
    '{atPlace}, {name} s’allongea sur la mousse avec le papillon, la coccinelle et l’abeille. « Avec ou sans ailes, dit-elle, je suis toujours moi. »',
    /stump|souche/,
  ),
  at(
    '{atPlace}, {name} made a wish on a dandelion puff and blew. The little seeds floated away like tiny fairies.',
    '{atPlace}, {name} fit un vœu sur une boule de pissenlit et souffla. Les petites graines s’envolèrent comme de minuscules fées.',
    /stump|souche/,
  ),
  at(
    '{atPlace}, {name} thanked her friends one by one. “Walking with you showed me so many little wonders.”',
    '{atPlace}, {name} remercia ses amis un par un. « En marchant avec vous, j’ai vu tant de petites merveilles. »',
    /stump|souche/,
  ),
  at(
    '{atPlace}, {name} watched a spider mend its web, thread by thread. “I can be patient too,” she whispered.',
    '{atPlace}, {name} regarda une araignée réparer sa toile, fil après fil. « Moi aussi, je peux être patiente », murmura-t-elle.',
    /stump|souche/,
  ),
];

/** The turn: the dew on her back, and her wings grow back, shimmering. */
export const WINGS_TURNS: PlacedL[] = [
  step(
    '{atPlace}, the dew sparkled on every petal, and one drop fell on {name}’s back. It tingled, it glowed… and her wings grew back, shimmering with every colour!',
    '{atPlace}, la rosée scintillait sur chaque pétale, et une goutte tomba sur le dos de {name}. Ça picota, ça brilla… et ses ailes repoussèrent, chatoyantes de toutes les couleurs !',
  ),
];

export const WINGS_ENDINGS: PlacedL[] = [
  step(
    '{name} flew up to the highest flowers, with the butterfly, the ladybird and the bee all around her. But she still walked a little every day, to say hello to the ants and the snail. {name} had learned that {lesson}. The end.',
    '{name} s’envola jusqu’aux plus hautes fleurs, avec le papillon, la coccinelle et l’abeille autour d’elle. Mais chaque jour, elle marchait encore un peu, pour dire bonjour aux fourmis et à l’escargot. {name} avait appris que {lesson}. Fin.',
  ),
];
