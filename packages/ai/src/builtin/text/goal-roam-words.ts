import { CAVE_SIGHTS } from './cave-episodes';
import { allBut, type PlacedL } from './story-place-fit';

/**
 * A roaming day (idea/read-goal-roam.ts): the group sets off, sights on the way, moments together, the
 * best spot at the turn, home to sleep. {crew} / {Crew} is the group ("the pack", « la meute ») or, for a
 * lone animal, its name: French verbs stay singular either way (« la meute s’arrêta », « Bram
 * s’arrêta »). {name} is the hero inside the group (ROAM_TOGETHER only); {land}: "the forest", « la forêt ».
 */
const b = (en: string, fr: string, fit: Omit<PlacedL, 'en' | 'fr'> = {}): PlacedL => ({ en, fr, ...fit });
const LAND = allBut('sea', 'space', 'indoor');

export const ROAM_PROBLEMS: PlacedL[] = [
  b(
    'That morning, {crew} woke up early, stretched and set off. A whole day to explore {land}!',
    'Ce matin-là, {crew} se réveilla tôt, s’étira et se mit en route. Toute une journée pour explorer {land} !',
  ),
  b(
    '{Crew} had a fine plan for the day: to roam {land} from one end to the other.',
    '{Crew} avait un beau programme pour la journée : parcourir {land} d’un bout à l’autre.',
  ),
];

export const ROAM_TURNS: PlacedL[] = [
  b(
    '{atPlace}, {crew} reached the most beautiful spot of all and stopped to take it all in. What a wonderful day!',
    '{atPlace}, {crew} arriva à l’endroit le plus beau de tous et s’arrêta pour tout contempler. Quelle merveilleuse journée !',
  ),
];

export const ROAM_ENDINGS: PlacedL[] = [
  b(
    'When night came, {crew} curled up, warm and safe. Tomorrow there would be more to explore. The end.',
    'Quand la nuit tomba, {crew} se blottit au chaud, en sécurité. Demain, il y aurait encore tant à explorer. Fin.',
  ),
  b(
    'Back home at last, {crew} settled down to sleep, dreaming of the day’s wonders. The end.',
    'De retour à la maison, {crew} s’installa pour dormir, en rêvant des merveilles de la journée. Fin.',
  ),
];

/** Sights on the way, in place of the quest's search. */
export const ROAM_SIGHTS: PlacedL[] = [
  b(
    '{atPlace}, {crew} slowed down to look around. Everything was quiet and beautiful.',
    '{atPlace}, {crew} ralentit pour regarder autour. Tout était calme et beau.',
  ),
  b(
    '{atPlace}, {crew} sniffed the air: so many new smells to discover!',
    '{atPlace}, {crew} renifla l’air : que de nouvelles odeurs à découvrir !',
    { fits: LAND },
  ),
  b(
    '{atPlace}, {crew} found a quiet spot and rested for a while, listening to the world.',
    '{atPlace}, {crew} trouva un coin tranquille et se reposa un moment, à écouter le monde.',
  ),
  b(
    '{atPlace}, something moved! It was only a little bird, come to say hello.',
    '{atPlace}, quelque chose bougea ! Ce n’était qu’un petit oiseau venu dire bonjour.',
    { fits: LAND },
  ),
  b(
    'On went {crew}, {atPlace} and further still.',
    '{Crew} continua sa route, {atPlace} et plus loin encore.',
  ),
  b(
    '{atPlace}, {crew} watched the clouds drift by, slow and white.',
    '{atPlace}, {crew} regarda passer les nuages, lents et blancs.',
    { fits: LAND, clear: true },
  ),
  // A cave's own sights, in a cave book's pool only (ownPlaceOnly).
  ...CAVE_SIGHTS,
];

/** Moments of the group together, in place of the quest's clues ({name} is one of them). */
export const ROAM_TOGETHER: PlacedL[] = [
  b(
    '{atPlace}, the littlest one of {crew} could hardly keep up, so {name} waited for it.',
    '{atPlace}, le plus petit de {crew} avait du mal à suivre, alors {name} l’attendit.',
  ),
  b(
    '{atPlace}, {name} and the others played chase until everyone was out of breath.',
    '{atPlace}, {name} et les autres jouèrent à chat jusqu’à en perdre le souffle.',
  ),
  b(
    '{atPlace}, {crew} huddled close together. Nobody was ever left behind.',
    '{atPlace}, {crew} se serra bien fort. Personne n’était jamais laissé derrière.',
  ),
  b(
    '{atPlace}, {name} led the way for a while, proud and careful.',
    '{atPlace}, {name} ouvrit la marche un moment, avec fierté et prudence.',
  ),
];
