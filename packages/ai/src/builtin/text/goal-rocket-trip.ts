import type { IdeaFacts } from '../idea/read-idea';
import { inFamily, type Place, place as p } from '../idea/settings';
import type { GoalArc } from './goal-arc';
import { capitalise } from './story-context';
import type { PlacedL } from './story-place-fit';

/**
 * A child's trip to space ("Two kids build a rocket to visit the moon", « Léo construit une fusée
 * pour aller sur la Lune »): a child does not live on the space station. The trip starts at home,
 * where the rocket is built in the garden (cardboard boxes, paint, a bowl for a helmet, 3-2-1), goes
 * past the space places (the stars, the red planet, the comet, an alien friend), lands on the moon at
 * the turn (a flag, the craters, Earth in the sky), and ends back in the garden in time for tea.
 * An astronaut still lives on the space station (story-goal.ts `homeSetting`).
 */
const CHILDREN = new Set(['child', 'boy', 'girl']);

/**
 * The idea sends a child (not an astronaut) to a spot in space in a rocket ("builds a rocket", « en
 * fusée »). Without a rocket ("Léo explore la planète rouge") the trip still starts on the station.
 */
export const rocketTrip = (facts: IdeaFacts) =>
  facts.goal?.kind === 'reach' &&
  facts.object?.word.id === 'rocket' &&
  facts.goal.destination.setting.id === 'space' &&
  (!facts.heroKind || CHILDREN.has(facts.heroKind.id));

/** Where the rocket is built and lands again: the garden at home. */
const GARDEN = inFamily('nature', [p('in/the garden|at home', 'dans/le jardin')])[0];

const b = (en: string, fr: string): PlacedL => ({ en, fr });

/** Its own first pages: the stock ones would say the child lives at the space theme's station. */
const DREAMS: PlacedL[] = [
  b(
    'Meet {name}, who loved the moon more than anything. “One day, I will go there,” {name} said, looking up from the garden.',
    'Voici {name}, qui aimait la Lune plus que tout. « Un jour, j’irai là-haut », disait {name} en levant les yeux depuis le jardin.',
  ),
  b(
    '{name} had a big dream: to go all the way {toDest}. And {name} had a plan, too.',
    '{name} avait un grand rêve : aller {toDest}. Et {name} avait aussi un plan.',
  ),
];

// Each says the moon ({dest}, {toDest}) and {todayIsTheDay}: the launch is at night under the moon,
// "Tonight is the night" (story-sky-fit.test.ts).
const BUILD: PlacedL[] = [
  b(
    '“{todayIsTheDay},” said {name}, looking up at {dest}. In the garden, {name} built a rocket out of cardboard boxes and painted it red and silver. “Three, two, one… lift-off!”',
    '« {todayIsTheDay} », dit {name} en regardant {dest}. Dans le jardin, {name} construisit une fusée avec des cartons et la peignit en rouge et argent. « Trois, deux, un… décollage ! »',
  ),
  b(
    '{name} wanted to go {toDest}, so {name} built a rocket in the garden: boxes, tape, paint and a bowl for a helmet. “{todayIsTheDay}! Three, two, one… lift-off!”',
    '{name} voulait aller {toDest}. Alors, dans le jardin, {name} construisit une fusée : des cartons, du scotch, de la peinture et un saladier pour casque. « {todayIsTheDay} ! Trois, deux, un… décollage ! »',
  ),
];

/** The way there, one space stop a page (the red planet, the comet's tail, the rings, the asteroids). */
const WAY: PlacedL[] = [
  b(
    'Up and up went the rocket, past {place}. Out of the window, the stars twinkled all around.',
    'La fusée monta, monta, et passa devant {place}. Par le hublot, les étoiles scintillaient tout autour.',
  ),
  b(
    '{atPlace}, a little green alien waved hello. “Where are you going?” “{ToDest}!” said {name}.',
    '{atPlace}, un petit extraterrestre vert fit coucou. « Où vas-tu ? » « {ToDest} ! » répondit {name}.',
  ),
  b(
    'The rocket zoomed past {place}. “Look how small our house is now!” said {name}, pointing out of the window.',
    'La fusée fila devant {place}. « Regarde comme notre maison est petite ! » dit {name} en montrant le hublot.',
  ),
  b(
    '{atPlace}, a comet swished by with its long, shining tail. {name} waved to it.',
    '{atPlace}, une comète passa avec sa longue queue brillante. {name} lui fit signe de la main.',
  ),
  b(
    '{atPlace}, the alien friend shared a space biscuit with {name}. It tasted of strawberries.',
    '{atPlace}, l’ami extraterrestre partagea un biscuit de l’espace avec {name}. Il avait un goût de fraise.',
  ),
  b(
    'Past {place} flew {name}, steering the cardboard rocket with both hands.',
    '{name} passa devant {place} en tenant la fusée en carton à deux mains.',
  ),
  b(
    '{atPlace}, everything floated: a crayon, a sock, even {name}! “Whee!”',
    '{atPlace}, tout flottait : un crayon, une chaussette, et même {name} ! « Youpi ! »',
  ),
  b(
    '{atPlace}, {name} looked back. Down below, the Earth was a little blue ball.',
    '{atPlace}, {name} se retourna. Tout en bas, la Terre n’était plus qu’une petite boule bleue.',
  ),
];

const SIGHTS: PlacedL[] = [
  b(
    'From {place}, {name} saw {dest}, round and bright, getting bigger and bigger.',
    'Depuis {place}, {name} vit {dest}, ronde et brillante, qui grossissait, grossissait.',
  ),
  b(
    '{atPlace}, the alien friend pointed the way. “Straight on, you can’t miss it!”',
    '{atPlace}, l’ami extraterrestre montra le chemin. « Tout droit, c’est juste là ! »',
  ),
];

const LANDINGS: PlacedL[] = [
  b(
    'Bump! The rocket landed on the moon. {name} planted a little flag among the craters, and up in the sky hung the Earth, blue and round.',
    'Boum ! La fusée se posa sur la Lune. {name} planta un petit drapeau entre les cratères, et dans le ciel brillait la Terre, toute ronde et bleue.',
  ),
  b(
    'At last, {name} stepped out on the moon! {name} hopped from crater to crater and planted a flag. Far away, the Earth shone in the sky.',
    'Enfin, {name} posa le pied sur la Lune ! {name} sauta de cratère en cratère et planta un drapeau. Au loin, la Terre brillait dans le ciel.',
  ),
];

const HOME_AGAIN: PlacedL[] = [
  b(
    'Then the rocket flew all the way home. Back in the garden, just in time for tea! {name} had learned that {lesson}. The end.',
    'Puis la fusée rentra jusqu’à la maison. De retour dans le jardin, juste à temps pour le goûter ! {name} avait appris que {lesson}. Fin.',
  ),
  b(
    'Bump! The cardboard rocket landed back in the garden, just in time for tea. “Tomorrow, the stars!” said {name}. The end.',
    'Boum ! La fusée en carton atterrit dans le jardin, juste à temps pour le goûter. « Demain, on ira voir les étoiles ! » dit {name}. Fin.',
  ),
];

/** The reach arc's words, placed for a rocket: built at home, through space, back to the garden. */
export function rocketTripArc(base: GoalArc, spacePlaces: Place[]): GoalArc {
  const dest = base.arrival;
  const stops = spacePlaces.filter(
    (x) => x.fr !== dest?.fr && (x.pic ?? x.en) !== dest?.pic && !/station/.test(x.en),
  );
  return {
    ...base,
    openings: DREAMS,
    problems: BUILD,
    turns: LANDINGS,
    endings: HOME_AGAIN,
    episodes: { search: WAY, clue: SIGHTS },
    places: stops.map((x, leg) => ({ ...x, leg })),
    homeDrawn: GARDEN,
    // “Where are you going?” “To the moon!”: the journey's own words, capitalised.
    slots: (lang, place) => {
      const s = base.slots(lang, place);
      return { ...s, ToDest: capitalise(s.toDest ?? '') };
    },
    turnAction: 'lands on the moon and plants a little flag',
    // The rocket on every page after it is built; the boxes it is made of, the alien friend, the
    // flag and the Earth in the moon's sky where the words say them.
    drawn: (beat, lang, _kind, text = '') => {
      if (beat === 'opening') return undefined;
      const alien = /alien|extraterrestre/.test(text);
      return {
        subjects: [
          'rocket',
          ...(beat === 'problem' ? ['package'] : []),
          ...(alien ? ['alien'] : []),
          ...(beat === 'turn' ? ['triangular-flag', 'globe-showing-europe-africa'] : []),
        ],
        said: alien ? [lang === 'en' ? 'a little green alien' : 'un petit extraterrestre vert'] : [],
        found: true,
      };
    },
  };
}
