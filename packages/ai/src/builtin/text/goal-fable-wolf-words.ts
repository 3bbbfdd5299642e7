import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * The boy who cried wolf retold for children (goal-fable-wolf.ts), in the fable's order: the shepherd
 * boy bored with his sheep on the hill, the first cry and the villagers running up with sticks, the
 * boy laughing; the second time; the real wolf at dusk; nobody comes; at the turn the sheep scatter
 * and hide (safe: the kinder ending), and the lesson about telling the truth. The first lines of each
 * part tell its heart, so a short book keeps the whole fable.
 */
const r = (en: string, fr: string, at: RegExp): PlacedL => ({ ...step(en, fr, at), leads: true });
const HILL = /hill/;
const VILLAGE = /village/;

export const WOLF_OPENINGS: PlacedL[] = [
  step(
    'Once upon a time, on a green hill above a little village, a shepherd boy called {name} looked after the sheep.',
    'Il était une fois, sur une colline verte au-dessus d’un petit village, un jeune berger nommé {name} qui gardait les moutons.',
  ),
];

export const WOLF_PROBLEMS: PlacedL[] = [
  step(
    'All day long the sheep munched grass, and nothing ever happened. {name} yawned a big yawn. “I am so bored!” Then he had a naughty idea.',
    'Toute la journée, les moutons broutaient l’herbe, et il ne se passait jamais rien. {name} bâilla un grand coup. « Je m’ennuie tellement ! » Alors il eut une idée bien vilaine.',
  ),
];

/** The first cry: the villagers run up the hill with their sticks, and find no wolf. */
export const WOLF_FIRST_CRY: PlacedL[] = [
  r(
    '{name} cupped his hands and shouted as loud as he could: “Wolf! Wolf! A wolf is coming to eat the sheep!”',
    '{name} mit ses mains en porte-voix et cria de toutes ses forces : « Au loup ! Au loup ! Un loup va manger les moutons ! »',
    HILL,
  ),
  r(
    'Down in the village, the people dropped their work, grabbed their sticks and ran up the hill as fast as they could.',
    'En bas, au village, les gens lâchèrent leur travail, attrapèrent leurs bâtons et montèrent la colline en courant.',
    VILLAGE,
  ),
  r(
    'Puffing and panting, the villagers reached the top. But there was no wolf, only the sheep chewing grass.',
    'Tout essoufflés, les villageois arrivèrent en haut. Mais il n’y avait pas de loup, seulement les moutons qui mâchaient l’herbe.',
    HILL,
  ),
  r(
    '{name} rolled in the grass, laughing. “Ha ha! I tricked you!” The villagers frowned and walked back down.',
    '{name} se roulait dans l’herbe en riant. « Ha ha ! Je vous ai bien eus ! » Les villageois froncèrent les sourcils et redescendirent.',
    HILL,
  ),
  r(
    'The sheep looked up at {name}, puzzled, and went back to their grass. Baa!',
    'Les moutons levèrent la tête vers {name}, tout étonnés, puis se remirent à brouter. Bêê !',
    HILL,
  ),
];

/** The second time: the villagers come again, and warn him. */
export const WOLF_SECOND_CRY: PlacedL[] = [
  r(
    'A few days later, {name} was bored again. “Wolf! Wolf!” he cried once more, jumping up and down.',
    'Quelques jours plus tard, {name} s’ennuyait encore. « Au loup ! Au loup ! » cria-t-il de nouveau en sautant sur place.',
    HILL,
  ),
  r(
    'Once again the villagers left their bread and their washing, and came running up the hill with their sticks.',
    'Une fois encore, les villageois laissèrent leur pain et leur lessive, et grimpèrent la colline en courant, leurs bâtons à la main.',
    VILLAGE,
  ),
  r(
    'And once again there was no wolf at all. {name} laughed so hard that his tummy hurt.',
    'Et une fois encore, il n’y avait pas le moindre loup. {name} rit si fort qu’il en eut mal au ventre.',
    HILL,
  ),
  r(
    '“That is not funny,” said the baker. “If you tell fibs, one day nobody will believe you.” And they all went home, cross.',
    '« Ce n’est pas drôle, dit la boulangère. Si tu racontes des mensonges, un jour plus personne ne te croira. » Et tous rentrèrent, fâchés.',
    VILLAGE,
  ),
  r(
    'Back in the village, the villagers grumbled as they put their sticks away. “What a naughty shepherd boy!”',
    'De retour au village, les villageois rangèrent leurs bâtons en grognant. « Quel vilain petit berger ! »',
    VILLAGE,
  ),
];

/** The real wolf at dusk. */
export const WOLF_DUSK: PlacedL[] = [
  r(
    'One evening, as the sun went down behind the hill, something grey crept out of the dark wood.',
    'Un soir, alors que le soleil se couchait derrière la colline, quelque chose de gris sortit du bois sombre.',
    HILL,
  ),
  r(
    'Two yellow eyes shone in the dusk. It was a wolf, a real one, with a long bushy tail and sharp white teeth!',
    'Deux yeux jaunes brillaient dans le crépuscule. C’était un loup, un vrai, avec une longue queue touffue et des dents pointues !',
    HILL,
  ),
  r(
    'The sheep bleated in fright. “Wolf! Wolf!” shouted {name}, and this time his voice shook. “Help! It is true this time!”',
    'Les moutons bêlèrent de peur. « Au loup ! Au loup ! » hurla {name}, et cette fois sa voix tremblait. « À l’aide ! Cette fois, c’est vrai ! »',
    HILL,
  ),
  r(
    'The sky turned orange, then purple. The sheep huddled close together and would not eat.',
    'Le ciel devint orange, puis violet. Les moutons se serrèrent les uns contre les autres et ne mangeaient plus.',
    HILL,
  ),
  r(
    'The wolf licked his lips and crept closer, step by step, through the long evening grass.',
    'Le loup se lécha les babines et s’approcha pas à pas dans les hautes herbes du soir.',
    HILL,
  ),
];

/** Nobody comes: the villagers think it is one more trick. */
export const WOLF_NOBODY: PlacedL[] = [
  r(
    'Down in the village, the people heard him. “That boy and his tricks again,” they said, shaking their heads.',
    'En bas, au village, les gens l’entendirent. « Encore ce garçon et ses farces », dirent-ils en secouant la tête.',
    VILLAGE,
  ),
  r(
    'Nobody picked up a stick. Nobody ran up the hill. The windows of the village stayed shut.',
    'Personne ne prit de bâton. Personne ne monta la colline. Les fenêtres du village restèrent fermées.',
    VILLAGE,
  ),
  r(
    '{name} shouted until his voice was tiny, all alone on the hill with the wolf coming closer.',
    '{name} cria jusqu’à n’avoir plus de voix, tout seul sur la colline, tandis que le loup s’approchait.',
    HILL,
  ),
  r(
    'In the village, the baker blew out her candle. “He will not fool us a third time,” she yawned.',
    'Au village, la boulangère souffla sa bougie. « Il ne nous aura pas une troisième fois », bâilla-t-elle.',
    VILLAGE,
  ),
  r(
    'Tears ran down the shepherd boy’s cheeks. Now he knew how it feels when nobody believes you.',
    'Des larmes coulaient sur les joues du petit berger. Il savait maintenant ce que l’on ressent quand personne ne vous croit.',
    HILL,
  ),
];

/** The sheep scatter and hide among the rocks; the wolf goes hungry away. Nobody is hurt. */
export const WOLF_TURNS: PlacedL[] = [
  step(
    'The wolf sprang, and the sheep scattered in every direction! They ran and ran, and hid among the big rocks, where the wolf could not reach them. At last, hungry and cross, the wolf slunk back into the dark wood.',
    'Le loup bondit, et les moutons s’éparpillèrent dans tous les sens ! Ils coururent, coururent, et se cachèrent entre les gros rochers, où le loup ne pouvait pas les attraper. Enfin, affamé et furieux, le loup repartit dans le bois sombre.',
  ),
];

export const WOLF_ENDINGS: PlacedL[] = [
  step(
    'Trembling, {name} found every sheep, one by one, and led them home to the village. “I am sorry I told fibs,” he said to the villagers. “Nobody believed me when I told the truth.” From that day on, {name} always told the truth, because when you tell fibs, people stop believing you, even when you tell the truth. The end.',
    'Tout tremblant, {name} retrouva chaque mouton, un par un, et les ramena au village. « Pardon d’avoir menti, dit-il aux villageois. Quand j’ai dit la vérité, personne ne m’a cru. » Depuis ce jour, {name} dit toujours la vérité : celui qui ment souvent n’est plus cru, même quand il dit vrai. Fin.',
  ),
];
