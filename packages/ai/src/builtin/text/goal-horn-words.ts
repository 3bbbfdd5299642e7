import type { PlacedL } from './story-place-fit';
import { step } from './task-step';
import type { L } from './theme-types';

/**
 * A unicorn who lost her horn (goal-horn.ts), in order: she wakes without it and her magic fades (no
 * rainbow comes, the flowers do not glow); the fairy, the wise owl and the rainbow bridge help her look;
 * she finds she is still herself, kind and brave without it; at the turn, on the rainbow bridge, her
 * horn grows back glowing. Each line at its own spot (`leads`). No line says "sun", "stars" or "today".
 */
const at = (en: string, fr: string, spot: RegExp): PlacedL => ({ ...step(en, fr, spot), leads: true });

export const HORN_OPENINGS: L[] = [
  step(
    'Once upon a time, in a meadow where the rainbows end, there lived {aKind} called {name}, whose horn sparkled with every colour.{withFriend}',
    'Il était une fois, dans une prairie où finissent les arcs-en-ciel, {aKind} {named} {name}, dont la corne scintillait de toutes les couleurs.{withFriend}',
  ),
];

export const HORN_PROBLEMS: PlacedL[] = [
  step(
    'One morning, {name} woke up and touched her forehead. The horn was gone! Only a little bare bump was left where it had been.',
    'Un matin, {name} se réveilla et toucha son front. Sa corne avait disparu ! Il ne restait qu’une petite bosse toute nue.',
  ),
];

/** Her magic fades: no rainbow, no glow. */
export const HORN_FADING: PlacedL[] = [
  at(
    '{atPlace}, {name} tried to paint a rainbow, as she did every morning. She stamped and wished, but not one colour came.',
    '{atPlace}, {name} essaya de peindre un arc-en-ciel, comme chaque matin. Elle tapa du sabot et fit un vœu, mais pas une couleur ne vint.',
    /meadow|prairie/,
  ),
  at(
    '{atPlace}, {name} bent over the water. A unicorn with no horn looked back at her. “Is that really me?”',
    '{atPlace}, {name} se pencha sur l’eau. Une licorne sans corne la regardait. « C’est vraiment moi ? »',
    /stream|ruisseau/,
  ),
  at(
    '{atPlace}, {name} touched the flowers with her nose, the way that always made them glow. They stayed pale and still.',
    '{atPlace}, {name} effleura les fleurs du bout du nez, comme pour les faire briller. Elles restèrent pâles et immobiles.',
    /meadow|prairie/,
  ),
  at(
    '{atPlace}, the butterflies asked where her sparkle had gone. {name} hung her head. “I don’t know.”',
    '{atPlace}, les papillons demandèrent où était passée sa lumière. {name} baissa la tête. « Je ne sais pas. »',
    /stream|ruisseau/,
  ),
];

/** Her friends help her look: the fairy, the wise owl, the rainbow bridge. */
export const HORN_SEARCH: PlacedL[] = [
  at(
    '{atPlace}, the little fairy fluttered down beside {name}. “Don’t cry. We will look everywhere, you and I.”',
    '{atPlace}, la petite fée descendit près de {name}. « Ne pleure pas. On va fouiller partout, toutes les deux. »',
    /enchanted wood|forêt enchantée/,
  ),
  at(
    '{atPlace}, the wise old owl blinked. “Hoo! I saw a shimmer fly towards the rainbow bridge. Go and ask the bridge.”',
    '{atPlace}, le vieux hibou cligna des yeux. « Hou ! J’ai vu un reflet filer vers le pont arc-en-ciel. Allez demander au pont. »',
    /oak|chêne/,
  ),
  at(
    '{atPlace}, the colours had gone pale, just like {name}’s magic. “Your horn is not here,” the bridge whispered, “but I will keep a place for it.”',
    '{atPlace}, les couleurs avaient pâli, comme la magie de {name}. « Ta corne n’est pas ici, murmura le pont, mais je lui garde une place. »',
    /rainbow bridge|pont arc-en-ciel/,
  ),
  at(
    '{atPlace}, the fairy peeked under every mushroom while {name} looked behind every tree. Only acorns and beetles.',
    '{atPlace}, la fée regarda sous chaque champignon pendant que {name} fouillait derrière chaque arbre. Rien que des glands et des scarabées.',
    /enchanted wood|forêt enchantée/,
  ),
  at(
    '{atPlace}, the owl flew high and looked far, over the treetops and the hills. He came back shaking his head.',
    '{atPlace}, le hibou vola très haut pour regarder au loin, par-dessus les arbres et les collines. Il revint en secouant la tête.',
    /oak|chêne/,
  ),
  at(
    '{atPlace}, the fairy sprinkled fairy dust on {name}’s forehead. It did not bring the horn back, but it made them both sneeze and laugh.',
    '{atPlace}, la fée saupoudra de la poudre magique sur le front de {name}. La corne ne revint pas, mais elles éternuèrent et rirent toutes les deux.',
    /rainbow bridge|pont arc-en-ciel/,
  ),
];

/** Still herself without it: kind, brave and funny. */
export const HORN_HERSELF: PlacedL[] = [
  at(
    '{atPlace}, a little rabbit was caught in the brambles. {name} gently pulled the branches apart, no magic needed. “Thank you!”',
    '{atPlace}, un petit lapin était pris dans les ronces. {name} écarta doucement les branches, sans aucune magie. « Merci ! »',
    /glade|clairière/,
  ),
  at(
    '{atPlace}, the owl said softly, “Your horn is not what makes you {name}. Your kind heart does.”',
    '{atPlace}, le hibou dit doucement : « Ce n’est pas ta corne qui fait de toi {name}. C’est ton cœur si gentil. »',
    /glade|clairière/,
  ),
  at(
    '{atPlace}, {name} carried the tired fairy across the water on her back, step by careful step.',
    '{atPlace}, {name} porta la fée fatiguée sur son dos pour traverser l’eau, un pas prudent après l’autre.',
    /stream|ruisseau/,
  ),
  at(
    '{atPlace}, {name} did a silly prancing dance, and all her friends laughed. “You are still our {name}!”',
    '{atPlace}, {name} fit une drôle de danse en sautillant, et tous ses amis éclatèrent de rire. « Tu es toujours notre {name} ! »',
    /glade|clairière/,
  ),
];

/** Rest, and peace with it: she is still herself, horn or no horn. */
export const HORN_PEACE: PlacedL[] = [
  at(
    '{atPlace}, {name} lay in the soft grass with the fairy and the owl. “Horn or no horn,” she said, “I am still me.”',
    '{atPlace}, {name} s’allongea dans l’herbe douce avec la fée et le hibou. « Avec ou sans corne, dit-elle, je suis toujours moi. »',
    /hill|colline/,
  ),
  at(
    '{atPlace}, {name} sang the little song her mother had taught her, and felt warm all the way to her hooves.',
    '{atPlace}, {name} chanta la petite chanson que sa maman lui avait apprise, et se sentit toute chaude jusqu’au bout des sabots.',
    /hill|colline/,
  ),
  at(
    '{atPlace}, {name} thanked her friends one by one. “Looking with you was the best part.”',
    '{atPlace}, {name} remercia ses amis un par un. « Chercher avec vous, c’était le plus beau. »',
    /hill|colline/,
  ),
];

/** The turn: on the rainbow bridge, her horn grows back, glowing; the colours come back. */
export const HORN_TURNS: PlacedL[] = [
  step(
    '{atPlace}, something tickled {name}’s forehead. A spark, a glow… and her horn grew back, shining gold! All the colours of the bridge came back at once.',
    '{atPlace}, quelque chose chatouilla le front de {name}. Une étincelle, une lueur… et sa corne repoussa, toute dorée et brillante ! Toutes les couleurs du pont revinrent d’un coup.',
  ),
];

export const HORN_ENDINGS: PlacedL[] = [
  step(
    'Back in the meadow, {name} painted the biggest rainbow the kingdom had ever seen, for the fairy, the owl and everyone. {name} had learned that {lesson}. The end.',
    'De retour dans la prairie, {name} peignit le plus grand arc-en-ciel que le royaume ait jamais vu, pour la fée, le hibou et tout le monde. {name} avait appris que {lesson}. Fin.',
  ),
];
