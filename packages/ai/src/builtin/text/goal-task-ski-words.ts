import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * A first ski lesson ("Tom's first ski lesson", « Le premier cours de ski de Tom »: goal-task-ski.ts):
 * the heavy boots, the skis clicked on, the falls in the snow, the instructor's snowplough
 * (« chasse-neige »), the button lift, the little race at the turn and the medal at the end. Before,
 * the idea was a trophy hunt across the swimming pool and the football pitch (« courir de ski de Tom »).
 */
const b = step;

export const SKI_OPENINGS: PlacedL[] = [
  b(
    'Once upon a time there lived {aKind} called {name}, who could not wait to learn to ski.{withFriend}',
    'Il était une fois {aKind} {named} {name}, qui avait hâte d’apprendre à skier.{withFriend}',
  ),
];

/** Unless the idea names its own. */
export const SKI_LESSON = {
  en: 'falling in the snow is part of learning, as long as you get back up',
  fr: 'tomber dans la neige fait partie d’apprendre, du moment qu’on se relève',
};

export const SKI_PROBLEMS: PlacedL[] = [
  b(
    'It was {name}’s very first ski lesson. The ski boots were big and heavy, and {name} walked like a robot: clomp, clomp!',
    'C’était le tout premier cours de ski de {name}. Les chaussures de ski étaient grosses et lourdes, et {name} marchait comme un robot : clomp, clomp !',
  ),
  b(
    '“At the end of the week, the little race!” said the instructor. {name} dreamt of a medal, but the skis kept sliding the wrong way.',
    '« À la fin de la semaine, la petite course ! » annonça la monitrice. {name} rêvait d’une médaille, mais les skis glissaient toujours du mauvais côté.',
  ),
];

/** Getting ready: the skis on, walking up like a crab, gloves and goggles. */
export const SKI_READY: PlacedL[] = [
  b(
    '{atPlace}, {name} clicked the boots into the skis: click, click! Then {name} held the poles tight.',
    '{atPlace}, {name} clipsa ses chaussures dans les skis : clic, clac ! Puis {name} serra fort les bâtons.',
    /hut|cabane/,
  ),
  b(
    '{atPlace}, the instructor showed the class how to climb on skis: sideways, like a crab, one little step at a time.',
    '{atPlace}, la monitrice montra à la classe comment monter avec les skis : de côté, comme un crabe, un petit pas à la fois.',
    /foot|pied/,
  ),
  b(
    '{atPlace}, {name} pulled on the gloves, the woolly hat and the goggles. Off to the snow!',
    '{atPlace}, {name} enfila les gants, le bonnet de laine et les lunettes. Direction la neige !',
    /hut|cabane/,
  ),
];

/** The falls: skis in the air, getting up, skis crossed. */
export const SKI_FALLS: PlacedL[] = [
  b(
    '{atPlace}, {name} slid a little, then faster and faster… and fell over in the snow, skis in the air!',
    '{atPlace}, {name} glissa un peu, puis de plus en plus vite… et tomba dans la neige, les skis en l’air !',
    /nursery|débutants/,
  ),
  b(
    '{atPlace}, getting up with skis on was the hardest part. {name} rolled, pushed, wobbled… and stood up at last.',
    '{atPlace}, se relever avec des skis, c’était le plus dur. {name} roula, poussa, vacilla… et se releva enfin.',
    /fir|sapins/,
  ),
  b(
    '{atPlace}, the tips of the skis crossed, and {name} sat down in the snow with a soft pouf.',
    '{atPlace}, les spatules des skis se croisèrent, et {name} s’assit dans la neige avec un petit pouf.',
    /nursery|débutants/,
  ),
];

/** The instructor's hand: the snowplough, then the button lift. */
export const SKI_INSTRUCTOR: PlacedL[] = [
  b(
    '{atPlace}, the instructor showed the snowplough: “Tips together, heels apart, like a slice of pizza!”',
    '{atPlace}, la monitrice montra le chasse-neige : « Les spatules ensemble, les talons écartés, comme une part de pizza ! »',
    /gentle|petite pente/,
  ),
  b(
    '{atPlace}, {name} tried the snowplough, and the skis slowed down, gently, gently… and stopped. Not a single fall!',
    '{atPlace}, {name} essaya le chasse-neige, et les skis ralentirent, doucement, tout doucement… et s’arrêtèrent. Pas la moindre chute !',
    /gentle|petite pente/,
  ),
  b(
    '{atPlace}, {name} held the button of the lift between both knees and let it pull, all the way up the slope.',
    '{atPlace}, {name} coinça le bouton du téléski entre ses genoux et se laissa tirer jusqu’en haut de la piste.',
    /lift|téléski/,
  ),
];

/** Practice up to the race. */
export const SKI_PRACTICE: PlacedL[] = [
  b(
    '{atPlace}, {name} went down again and again, a turn to the left, a turn to the right, round the little flags.',
    '{atPlace}, {name} descendit encore et encore, un virage à gauche, un virage à droite, autour des petits drapeaux.',
    /top|haut/,
  ),
  b(
    '{atPlace}, {name} fell once more, laughed, and got up without any help this time.',
    '{atPlace}, {name} tomba encore une fois, éclata de rire et se releva sans aide cette fois.',
    /top|haut/,
  ),
  b(
    '{atPlace}, the big day had come: the little race! {name} waited for the whistle, heart beating fast.',
    '{atPlace}, le grand jour était arrivé : la petite course ! {name} attendait son tour, le cœur battant.',
    /start|départ/,
  ),
];

/** The little race. */
export const SKI_TURNS: PlacedL[] = [
  b(
    'Three, two, one… go! {name} swept round every flag in a neat snowplough and crossed the finish line, still standing!',
    'Trois, deux, un… partez ! {name} contourna chaque drapeau en chasse-neige bien sage et passa la ligne d’arrivée, toujours debout !',
  ),
  b(
    '{name} slid down, round the flags one by one, and did not fall once. Everyone at the finish line cheered!',
    '{name} descendit, autour des drapeaux un à un, sans tomber une seule fois. À l’arrivée, tout le monde applaudit !',
  ),
];

/** The medal. */
export const SKI_ENDINGS: PlacedL[] = [
  b(
    'The instructor hung a shiny medal around {name}’s neck, and the whole class cheered in the snow. {name} had learned that {lesson}. The end.',
    'La monitrice passa une médaille toute brillante au cou de {name}, et toute la classe applaudit dans la neige. {name} avait appris que {lesson}. Fin.',
  ),
  b(
    '{name} clomped home in the big boots, a shiny race medal round {name}’s neck. {name} had learned that {lesson}. The end.',
    '{name} rentra de son pas de robot dans les grosses chaussures, une médaille de la course toute brillante autour du cou. {name} avait appris que {lesson}. Fin.',
  ),
];
