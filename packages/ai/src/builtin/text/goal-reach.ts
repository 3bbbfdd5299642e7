import { allBut, type PlacedL, WEATHER } from './story-place-fit';

/**
 * A journey's own words (read-goal.ts: "walks to the old lighthouse"): the wish to go, the way
 * there (in place of a quest's search and clues), the arrival. Slots as in story-episodes.ts, and
 * {dest} {Dest} (“the old lighthouse”, « le phare »), {toDest} (“to the old lighthouse”, « jusqu’au
 * phare ») and {atDest} (the destination's own “where”: “at the lighthouse”, « au phare »).
 * Nothing here searches: the story never goes looking for a stock object the idea did not name.
 */
const b = (en: string, fr: string, fit: Omit<PlacedL, 'en' | 'fr'> = {}): PlacedL => ({ en, fr, ...fit });
/** On foot under the open air: no signposts or sticks under the sea or in space. */
const LAND = allBut('sea', 'space', 'sky');

export const REACH_PROBLEMS: PlacedL[] = [
  b(
    '{name} had always wanted to go {toDest}. “{todayIsTheDay},” {name} said, and set off.',
    '{name} rêvait depuis toujours d’aller {toDest}. « {todayIsTheDay} », dit {name} en se mettant en route.',
  ),
  b(
    '{Dest} was far away, but {name} wanted so much to see it up close. So off {name} went.',
    'Le chemin {toDest} était bien long, mais {name} avait tellement envie d’y aller ! Alors {name} se mit en route.',
  ),
];

export const REACH_WAY: PlacedL[] = [
  b(
    'The way {toDest} led past {place}. On and on {name} went.',
    'Le chemin {toDest} passait par {place}. {name} continua, encore et encore.',
  ),
  b(
    '{atPlace}, {name} stopped to look around. {Dest} seemed a little closer now.',
    '{atPlace}, {name} s’arrêta pour regarder autour. Le but semblait un peu plus proche.',
  ),
  b(
    '{name} crossed {place}. “Is it much farther?” {name} wondered.',
    '{name} traversa {place}. « Est-ce encore loin ? » se demanda {name}.',
  ),
  b(
    '{atPlace}, a wooden signpost pointed the way {toDest}. {name} followed the arrow.',
    '{atPlace}, un panneau de bois indiquait le chemin {toDest}. {name} suivit la flèche.',
    { fits: LAND },
  ),
  b(
    'Past {place} went {name}, humming a song for the road.',
    '{name} passa par {place} en fredonnant une chanson de voyage.',
  ),
  b(
    '{atPlace}, {name} asked the way. “Straight on, you will see!” came the answer.',
    '{atPlace}, {name} demanda son chemin. « C’est tout droit, {tu verras|vous verrez} ! » {lui|leur} répondit-on.',
  ),
  b(
    '{atPlace}, {name} counted how far there was still to go. Too far to count, but not too far to go!',
    '{atPlace}, {name} essaya de compter le chemin qui restait. Trop loin pour compter, mais pas trop loin pour y aller !',
  ),
  b(
    'The road wound on past {place}. {name} took the turn without a second thought.',
    'La route continuait après {place}. {name} prit le virage sans hésiter.',
    { fits: LAND },
  ),
  b(
    '{name} and {friend} reached {place} side by side. “Half the way done!”',
    '{name} et {friend} arrivèrent ensemble près de {place}. « La moitié du chemin est faite ! »',
  ),
];

export const REACH_SIGHTS: PlacedL[] = [
  b(
    'From {place}, {name} caught a first glimpse of {dest}. It was really there!',
    'Depuis {place}, {name} aperçut enfin {dest}. C’était bien là !',
  ),
  b(
    '{atPlace}, {name} climbed onto a big rock to look. There, in the distance, was {dest}!',
    '{atPlace}, {name} grimpa sur un gros rocher pour regarder. Là-bas, au loin, il y avait {dest} !',
    { fits: LAND },
  ),
  b(
    '{atPlace}, someone had left a little map. The way {toDest} was marked with a red cross.',
    '{atPlace}, quelqu’un avait laissé une petite carte. Le chemin {toDest} était marqué d’une croix rouge.',
  ),
  b(
    'A breeze came all the way from {dest} to {place}. {name} smiled and hurried on.',
    'Une brise venue {fromDest} soufflait jusqu’à {place}. {name} sourit et pressa le pas.',
    { fits: WEATHER },
  ),
  b(
    '{atPlace}, {name} told {friend} everything about {dest}. Neither of them could wait.',
    '{atPlace}, {name} raconta tout sur {dest} à {friend}. Ni l’un ni l’autre ne pouvait plus attendre.',
  ),
  b(
    '{atPlace}, {name} drew {dest} in the air with one finger. “Nearly there,” {name} said.',
    '{atPlace}, {name} dessina {dest} dans l’air du bout du doigt. « On y est presque », dit {name}.',
  ),
];

export const REACH_ARRIVALS: PlacedL[] = [
  b(
    'At last, {name} arrived {atDest}! It was even better than {name} had dreamed.',
    'Enfin, {name} arriva {atDest} ! C’était encore plus beau que dans ses rêves.',
  ),
  b(
    '{name} made it all the way {toDest}! {name} stood there, smiling from ear to ear.',
    '{name} avait fait tout le chemin {toDest} ! {name} resta là, avec un sourire jusqu’aux oreilles.',
  ),
];
