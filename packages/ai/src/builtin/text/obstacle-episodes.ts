import { b } from './episode-template';
import { CROSSING, SLOPED } from './place-episode-words';
import { SNOW_OBSTACLES } from './place-episodes';
import { GREEN, GROUND, type PlacedL, WEATHER } from './story-place-fit';

/** Places lit by their own name (the glowing cave: glow-worms, crystals): never "so dark" there. */
const LIT = /\bglow|\blit\b|\bbright|\bsunlit|\bsunny/i;

/** What stands in the way on the road: water, wind, a slope, a gate, the dark; each where it can be. */
export const OBSTACLE_EPISODES: PlacedL[] = [
  b(
    '{atPlace}, a wide puddle blocked the way. {name} jumped, and landed with a big splash!',
    '{atPlace}, une grande flaque barrait le chemin. {name} sauta et atterrit avec un grand plouf !',
    { fits: ['nature', 'town', 'shore'] },
  ),
  b(
    'The wind blew hard {atPlace}. {name} held on tight and waited for it to calm down.',
    'Le vent soufflait fort {atPlace}. {name} s’accrocha bien et attendit qu’il se calme.',
    { fits: WEATHER },
  ),
  b(
    '{atPlace} the path split in two. Which way now? {name} closed both eyes and listened.',
    '{atPlace}, le chemin se séparait en deux. Par où aller ? {name} ferma les yeux et écouta.',
    { fits: ['nature', 'snow'], onlyPlace: SLOPED },
  ),
  b(
    'A fallen branch lay across {place}. {name} pushed and pulled until it rolled aside.',
    'Une branche tombée barrait {place}. {name} poussa et tira jusqu’à ce qu’elle roule sur le côté.',
    { fits: GREEN },
  ),
  b(
    'Rain began to fall over {place}. {name} found shelter under a big leaf and waited.',
    'La pluie se mit à tomber sur {place}. {name} s’abrita sous une grande feuille et attendit.',
    { fits: GREEN },
  ),
  b(
    'It was so dark {atPlace} that {name} could hardly see a thing. {OneStep}',
    'Il faisait si sombre {atPlace} que {name} n’y voyait presque rien. {OneStep}',
    // Never where the place is lit by its own name: the glowing cave (glow-worms, crystals), the glowing room.
    { fits: ['indoor', 'sea', 'space', 'nature', 'cave'], unlessPlace: LIT },
  ),
  b(
    '{atPlace}, the glow shone so bright that {name} had to blink. Little by little, {name}’s eyes got used to it.',
    '{atPlace}, la lumière brillait si fort que {name} dut cligner des yeux. Peu à peu, ses yeux s’y habituèrent.',
    { fits: ['indoor', 'sea', 'space', 'nature', 'cave'], onlyPlace: /\bglow/i, ownPlaceOnly: true },
  ),
  b(
    '{atPlace}, {name} slipped and tumbled down a slope. “I am fine!” came a laugh from the bottom.',
    '{atPlace}, {name} glissa et dégringola une pente. « Ça va ! » cria une voix rieuse en bas.',
    { fits: ['nature', 'snow', 'space'], onlyPlace: SLOPED },
  ),
  b(
    '{atPlace}, a little rope bridge wobbled and creaked. {name} took a deep breath and crossed it slowly.',
    '{atPlace}, un petit pont de corde tanguait et grinçait. {name} inspira profondément et le traversa lentement.',
    { fits: ['nature', 'snow'], unlessPlace: /bridge/, onlyPlace: CROSSING },
  ),
  // Caught in brambles, where brambles grow (« Zoé ne pouvait plus bouger » in a classroom read oddly).
  b(
    'Brambles caught {friend} {atPlace}. {name} tugged gently, and out popped {friend}!',
    '{atPlace}, les ronces retenaient {friend}. {name} tira doucement, et hop, {friend} fut libre !',
    { fits: ['nature'] },
  ),
  b(
    '{atPlace}, {name} felt tired and a little sad. {Friend} gave a warm hug, and the sadness shrank.',
    '{atPlace}, {name} avait le cœur un peu lourd. {Friend} fit un gros câlin, et la tristesse rapetissa.',
  ),
  b(
    // Said so it holds in a room as well as in a street or a field (« Un grand portail fermait la boulangerie »).
    'The way was shut {atPlace}. {name} found a gap just wide enough to squeeze through.',
    '{atPlace}, le passage était fermé. {name} trouva une ouverture juste assez large pour se faufiler.',
    { fits: ['town', 'indoor', 'nature', 'cave'] },
  ),
  b(
    '{atPlace}, a thick fog rolled in. {name} waited, and little by little the shapes came back.',
    '{atPlace}, un épais brouillard arriva. {name} attendit, et peu à peu les formes réapparurent.',
    { fits: WEATHER },
  ),
  b(
    'A steep climb waited {atPlace}. Halfway up, {name} wanted to stop, but kept going.',
    'Une montée raide attendait {atPlace}. À mi-chemin, {name} eut envie de s’arrêter, mais continua.',
    { fits: GROUND, onlyPlace: SLOPED },
  ),
  b(
    '{atPlace}, a strong current pulled {name} backwards. Swim, swim, swim, until the water let go.',
    '{atPlace}, un fort courant tirait {name} en arrière. Il fallut nager, nager encore, jusqu’à ce que l’eau lâche prise.',
    { fits: ['sea'] },
  ),
  b(
    'A crowd of jellyfish drifted {atPlace}. {name} stayed very still until they had floated by.',
    'Un banc de méduses dérivait {atPlace}. {name} resta immobile jusqu’à ce qu’elles soient passées.',
    { fits: ['sea'] },
  ),
  b(
    '{atPlace}, a shower of tiny space rocks whizzed past. {name} ducked behind a big boulder until it was over.',
    '{atPlace}, une nuée de petits cailloux de l’espace fila tout près. {name} se cacha derrière un gros rocher en attendant la fin.',
    { fits: ['space'] },
  ),
  b(
    'There was so little gravity {atPlace} that {name} floated up, up, up. Holding on to a rock, {name} came gently back down.',
    'Il y avait si peu de gravité {atPlace} que {name} s’envola doucement. En s’accrochant à un rocher, {name} revint au sol.',
    { fits: ['space'] },
  ),
  b(
    '{atPlace}, a tall pile of boxes blocked the way. {name} moved them one by one.',
    '{atPlace}, une grande pile de cartons barrait le passage. {name} les déplaça un par un.',
    { fits: ['indoor', 'town'] },
  ),
  b(
    '{atPlace}, the colours began to fade. {name} waited, and little by little they glowed again.',
    '{atPlace}, les couleurs se mirent à pâlir. {name} attendit, et peu à peu elles brillèrent de nouveau.',
    { fits: ['sky'] },
  ),
  ...SNOW_OBSTACLES,
];
