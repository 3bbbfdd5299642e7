import type { PlacedL } from './story-place-fit';

/**
 * Waiting for Santa on Christmas Eve (idea/read-goal-wait.ts), in place of a quest: the wait
 * begins, the getting ready (cookies, a letter, a stocking, a carrot for the reindeer), trying to
 * stay awake, the signs he is near (bells, a sound on the roof), Santa at the turn, presents at
 * dawn. Slots as in story-episodes.ts. No template sends the hero looking for anything.
 */
const b = (en: string, fr: string, fit: Omit<PlacedL, 'en' | 'fr'> = {}): PlacedL => ({ en, fr, ...fit });

export const WAIT_PROBLEMS: PlacedL[] = [
  b(
    'It was Christmas Eve, and {name} could hardly sit still: tonight, Santa was coming!',
    'C’était la veille de Noël, et {name} ne tenait plus en place : cette nuit, le père Noël allait passer !',
  ),
  b(
    'Only one more night until Christmas. “I am going to stay awake and see Santa,” {name} said.',
    'Plus qu’une nuit avant Noël. « Cette fois, je vais rester éveillé pour voir le père Noël », dit {name}.',
  ),
];

/** Getting ready for him: in place of the quest's search. */
export const WAIT_READY: PlacedL[] = [
  b(
    '{atPlace}, {name} baked a plate of star-shaped cookies for Santa.',
    '{atPlace}, {name} prépara une assiette de biscuits en forme d’étoile pour le père Noël.',
    { onlyPlace: /kitchen/ },
  ),
  b(
    '{atPlace}, {name} wrote a letter to Santa in the very best handwriting: “Dear Santa, thank you!”',
    '{atPlace}, {name} écrivit une lettre au père Noël, de sa plus belle écriture : « Merci, cher père Noël ! »',
  ),
  b(
    '{atPlace}, {name} hung up a stocking and poured a glass of milk for Santa.',
    '{atPlace}, {name} accrocha une chaussette et servit un verre de lait pour le père Noël.',
    { onlyPlace: /tree/ },
  ),
  b(
    '{atPlace}, {name} set out a carrot for the reindeer. “They must be hungry after such a long way!”',
    '{atPlace}, {name} posa une carotte pour les rennes. « Ils doivent avoir faim, après un si long voyage ! »',
    { onlyPlace: /kitchen/ },
  ),
  b(
    '{atPlace}, {name} hung one more shiny ball on the tree, so Santa would find the house easily.',
    '{atPlace}, {name} accrocha encore une boule brillante au sapin, pour que le père Noël trouve bien la maison.',
    { onlyPlace: /tree/ },
  ),
  b(
    '{atPlace}, {name} wrapped a little present for Santa too: a drawing of the whole family.',
    '{atPlace}, {name} emballa un petit cadeau pour le père Noël aussi : un dessin de toute la famille.',
  ),
  b(
    '{atPlace}, {name} sprinkled sugar on the cookies, like snow on a roof.',
    '{atPlace}, {name} saupoudra les biscuits de sucre, comme de la neige sur un toit.',
    { onlyPlace: /kitchen/ },
  ),
  b(
    '{atPlace}, {name} counted the presents already under the tree: not one yet!',
    '{atPlace}, {name} compta les cadeaux déjà sous le sapin : pas un seul pour l’instant !',
    { onlyPlace: /tree/ },
  ),
  b(
    '{atPlace}, {name} put on warm Christmas pyjamas with little reindeer on them.',
    '{atPlace}, {name} enfila un pyjama de Noël tout chaud, avec des petits rennes dessus.',
    { onlyPlace: /bedroom/ },
  ),
  b(
    '{atPlace}, {name} lit the candles in the window, so the sleigh would see the way.',
    '{atPlace}, {name} alluma les bougies à la fenêtre, pour que le traîneau voie le chemin.',
  ),
  b(
    '{atPlace}, {name} made a paper star and set it on the very top of the tree.',
    '{atPlace}, {name} fabriqua une étoile en papier et la posa tout en haut du sapin.',
    { onlyPlace: /tree/ },
  ),
];

/** Staying awake, and the signs he is near: in place of the quest's clues. */
export const WAIT_SIGNS: PlacedL[] = [
  b(
    'That night {atPlace}, {name} tried very hard to stay awake. Eyes open… eyes open… a big yawn.',
    'Cette nuit-là, {atPlace}, {name} essaya très fort de rester éveillé. Les yeux ouverts… les yeux ouverts… un grand bâillement.',
  ),
  b(
    '{atPlace}, {name} pressed against the frosty window and watched the sky for a sleigh.',
    '{atPlace}, {name} se colla à la vitre givrée et guetta un traîneau dans le ciel.',
    { onlyPlace: /bedroom/ },
  ),
  b(
    'Somewhere far off in the night, {name} heard a tiny jingle of bells. “Did you hear that?”',
    'Quelque part au loin dans la nuit, {name} entendit un tout petit tintement de grelots. « Tu as entendu ? »',
  ),
  b(
    'Late in the night, tap, tap, tap… a sound on the roof! {name} held very still and listened.',
    'Tard dans la nuit, toc, toc, toc… un bruit sur le toit ! {name} ne bougea plus et écouta.',
  ),
  b(
    'In the quiet of the night, a little soot fell into the fireplace. {name} whispered, “He is coming!”',
    'Dans le silence de la nuit, un peu de suie tomba dans la cheminée. {name} chuchota : « Il arrive ! »',
    { onlyPlace: /tree/ },
  ),
  b(
    'That night {atPlace}, {name} saw a tiny light cross the sky, far above the rooftops. A star… or a sleigh?',
    'Cette nuit-là, {atPlace}, {name} vit une petite lumière traverser le ciel, loin au-dessus des toits. Une étoile… ou un traîneau ?',
  ),
  b(
    'That night {atPlace}, {name} pinched both cheeks to stay awake. “Not asleep… not asleep…”',
    'Cette nuit-là, {atPlace}, {name} se pinça les joues pour ne pas s’endormir. « Je ne dors pas… je ne dors pas… »',
  ),
  b(
    'That night {atPlace}, the snow outside glittered, and {name} heard hooves, soft as a whisper.',
    'Cette nuit-là, {atPlace}, la neige scintillait dehors, et {name} entendit des sabots, doux comme un murmure.',
  ),
];

/** The night is long: in place of the stock obstacles (no closed gate in a kitchen). */
export const WAIT_LONG: PlacedL[] = [
  b(
    'That evening {atPlace}, the clock ticked so slowly. Tick… tock… “Is it Christmas yet?” asked {name}.',
    'Ce soir-là, {atPlace}, l’horloge avançait si lentement. Tic… tac… « C’est bientôt Noël ? » demanda {name}.',
  ),
  b(
    'That night {atPlace}, a stair creaked. {name} peeked out… but it was only the cat.',
    'Cette nuit-là, {atPlace}, une marche craqua. {name} jeta un œil… mais ce n’était que le chat.',
  ),
  // Into bed: drawn in the bedroom (a review saw it by the Christmas tree).
  b(
    '“Time for bed,” said Mum that evening, “or Santa will not come.” {name} got into bed, but kept one eye open.',
    '« Au lit, dit Maman ce soir-là, sinon le père Noël ne passera pas. » {name} se coucha, mais garda un œil ouvert.',
    { onlyPlace: /bedroom/ },
  ),
  b(
    'That night {atPlace}, {name} counted sheep to pass the time… and nearly fell asleep at forty-two.',
    'Cette nuit-là, {atPlace}, {name} compta les moutons pour passer le temps… et faillit s’endormir à quarante-deux.',
  ),
  b(
    'That evening {atPlace}, {name} asked, “How does Santa visit every house in just one night?” Nobody knew, but everyone smiled.',
    'Ce soir-là, {atPlace}, {name} demanda : « Comment le père Noël fait-il pour passer dans toutes les maisons en une seule nuit ? » Personne ne savait, mais tout le monde sourit.',
  ),
];

/** Cosy moments while waiting: in place of the stock pauses. */
export const WAIT_COSY: PlacedL[] = [
  b(
    'That evening {atPlace}, {name} sipped hot chocolate and counted the stars through the window.',
    'Ce soir-là, {atPlace}, {name} but un chocolat chaud en comptant les étoiles par la fenêtre.',
    { onlyPlace: /kitchen|tree/ },
  ),
  b(
    'That evening {atPlace}, Grandpa read the story of the night before Christmas, and {name} listened, eyes shining.',
    'Ce soir-là, {atPlace}, Papi lut l’histoire de la nuit de Noël, et {name} écouta, les yeux brillants.',
  ),
  b(
    'That evening {atPlace}, everyone sang a Christmas song, and {name} sang the loudest.',
    'Ce soir-là, {atPlace}, tout le monde chanta une chanson de Noël, et {name} chanta le plus fort.',
  ),
  b(
    'That evening {atPlace}, {name} snuggled under a blanket and watched the snowflakes dance past the window.',
    'Ce soir-là, {atPlace}, {name} se blottit sous une couverture et regarda les flocons danser derrière la fenêtre.',
  ),
  b(
    'That evening {atPlace}, {name} made a wish on the first star: “Please let Santa find us.”',
    'Ce soir-là, {atPlace}, {name} fit un vœu sur la première étoile : « Pourvu que le père Noël nous trouve. »',
  ),
];

/** Santa comes: the turn (the pictures draw him there, goal-wait.ts). */
export const WAIT_TURNS: PlacedL[] = [
  b(
    'And then, in the middle of the night, there he was by the tree: Santa, in his red suit, with his big white beard! “Ho, ho, ho!” he said softly, and he winked at {name}.',
    'Et soudain, au milieu de la nuit, il était là, près du sapin : le père Noël, dans son habit rouge, avec sa grande barbe blanche ! « Oh, oh, oh ! » dit-il tout doucement, en faisant un clin d’œil à {name}.',
  ),
  b(
    'At midnight, a soft “Ho, ho, ho!” came from the fireplace. It was Santa himself, red suit, white beard and a big sack of presents! He put a finger to his lips and smiled at {name}.',
    'À minuit, un doux « Oh, oh, oh ! » sortit de la cheminée. C’était le père Noël en personne, habit rouge, barbe blanche et une grande hotte de cadeaux ! Il posa un doigt sur sa bouche et sourit à {name}.',
  ),
];

/** Christmas morning. */
export const WAIT_ENDINGS: PlacedL[] = [
  b(
    'In the morning, there were presents under the tree, and the cookie plate held only crumbs. {name} had learned that {lesson}. The end.',
    'Au matin, il y avait des cadeaux sous le sapin, et il ne restait que des miettes dans l’assiette de biscuits. {name} avait appris que {lesson}. Fin.',
  ),
  b(
    'When the sun came up, a note lay by the empty glass: “Thank you for the cookies! Santa.” Merry Christmas, {name}! The end.',
    'Au lever du soleil, un petit mot attendait près du verre vide : « Merci pour les biscuits ! Le père Noël. » Joyeux Noël, {name} ! Fin.',
  ),
];
