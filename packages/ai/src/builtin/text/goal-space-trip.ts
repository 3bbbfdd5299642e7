import type { Language } from '@bookloom/core';
import type { SpaceTripGoal } from '../idea/read-goal-space-trip';
import type { IdeaFacts } from '../idea/read-idea';
import { inFamily, place } from '../idea/settings';
import type { GoalArc, GoalDrawn } from './goal-arc';
import { MARS_WORDS, MOON_WORDS } from './goal-space-trip-dest-words';
import { SPACE_WORDS } from './goal-space-trip-planets-words';
import { TRIP_ENDINGS, TRIP_OPENINGS, TRIP_PROBLEMS, TRIP_READY } from './goal-space-trip-words';
import { legs } from './goal-task-places';
import { drawnOfNamed, type NamedThing } from './named-drawn';
import type { Episode } from './story-episodes';
import { tripCompany } from './trip-company';

/** The launch pad on Earth (no space word in its picture: drawn on the ground, by day). */
const [LAUNCH] = inFamily('town', [
  place('at/the launch pad|at the launch site', 'sur/la rampe de lancement'),
]);
/** Home, where the sky is watched on the first and the last pages. */
const [GARDEN] = inFamily('nature', [place('in/the garden|at home', 'dans/le jardin')]);
const ROCKET = inFamily('space', [place('inside/the rocket|in space', 'dans/la fusée')]);
/** Each trip's own spots, every one drawn in space (the craters, the red planet, the rings). */
const DEST = {
  moon: {
    words: MOON_WORDS,
    places: inFamily('space', [
      place('on/the Moon|among the craters on the moon', 'sur/la Lune'),
      place('by/the big crater|on the moon', 'près de/le grand cratère de la Lune'),
      place('on/the grey hills|of the moon', 'sur/les collines grises de la Lune'),
    ]),
    slots: { en: ['the Moon', 'to the Moon', 'the Moon'], fr: ['la Lune', 'sur la Lune', 'la Lune'] },
  },
  mars: {
    words: MARS_WORDS,
    places: inFamily('space', [
      place('on/the red dust|of Mars, the red planet', 'sur/la poussière rouge de Mars'),
      place('at the foot of/the big volcano|on the red planet', 'au pied de/le grand volcan de Mars'),
      place('among/the red rocks|of Mars, the red planet', 'parmi/les rochers rouges de Mars'),
    ]),
    slots: {
      en: ['Mars', 'to Mars', 'Mars, a tiny red dot in the sky'],
      fr: ['Mars', 'sur Mars', 'Mars, un tout petit point rouge dans le ciel'],
    },
  },
  space: {
    words: SPACE_WORDS,
    places: inFamily('space', [
      place('near/the giant planet|in space', 'près de/la planète géante'),
      place('by/the rings|of a planet in space', 'près de/les anneaux de Saturne'),
      place('in/the comet’s tail|in space', 'dans/la queue de la comète'),
    ]),
    slots: {
      en: ['space', 'out into space', 'the stars'],
      fr: ['l’espace', 'dans l’espace', 'les étoiles'],
    },
  },
};

const LESSON = {
  en: 'the sky is full of wonders, and the best trips end with a hug back home',
  fr: 'le ciel est plein de merveilles, et que les plus beaux voyages finissent par un câlin à la maison',
};
/** Who comes along when the idea names nobody: an astronaut, drawn at the hero's side. */
const CAPTAIN = { en: 'Captain Nova', fr: 'Capitaine Nova', icon: 'astronaut' };

/** What a page's words name, drawn and said (the first three it names). */
const NAMED: NamedThing[] = [
  [/rocket|fusée|lift-off|décollage/i, 'rocket', { en: 'the rocket', fr: 'la fusée' }],
  [/footprint|empreinte/i, 'footprints', { en: 'footprints', fr: 'des empreintes de pas' }],
  [/volcano|volcan/i, 'volcano', { en: 'the big volcano', fr: 'le grand volcan' }],
  [/rover|petit robot/i, 'robot', { en: 'the rover', fr: 'le petit robot' }],
  [/\bEarth\b|\bTerre\b/, 'globe-showing-europe-africa', { en: 'the Earth', fr: 'la Terre' }],
  [
    /rings|anneaux|planets|planètes/i,
    'ringed-planet',
    { en: 'a ringed planet', fr: 'une planète à anneaux' },
  ],
  [/comet|comète/i, 'comet', { en: 'a comet', fr: 'une comète' }],
  [/flag|drapeau/i, 'triangular-flag', { en: 'a little flag', fr: 'un petit drapeau' }],
  [/photo|picture/i, 'camera', { en: 'a camera', fr: 'un appareil photo' }],
  [
    /moon rock|caillou de Lune|pebble|caillou brillant/i,
    'rock',
    { en: 'a little rock', fr: 'un petit caillou' },
  ],
  [/stars|étoiles/i, 'glowing-star', { en: 'the stars', fr: 'les étoiles' }],
];
const ROCKET_N = NAMED[0];

/**
 * A trip to space (idea/read-goal-space-trip.ts): the helmets on the goal page; suits, the ladder,
 * the countdown and lift-off at the launch pad; floating and the Earth getting small in the rocket;
 * the place itself, one thing a page; a small problem just before the turn, solved at the turn; the
 * way home and the sky at night at the end. Who the idea names comes along (trip-company.ts), else
 * Captain Nova, an astronaut; they are on every page. Few middle pages keep the lift-off and the
 * place's first pages; more pages tell more of both.
 */
export function spaceTripArc(facts: IdeaFacts, pages: number): GoalArc {
  const goal = facts.goal as SpaceTripGoal;
  const dest = DEST[goal.dest];
  const { there, hitch, turn, longTurn } = dest.words;
  const [D1, D2, D3] = dest.places;
  const named = facts.companions.length > 0;
  const { who } = tripCompany(facts);
  const crew = (lang: Language) => (named ? who(lang) : CAPTAIN[lang]);
  const middle = Math.max(0, pages - 4);
  // Only a book with no room for the problem's own page tells it at the turn; a very long book tells
  // every line in order, then the filler lines (story-filler.ts) still before the problem.
  const long = middle < 2;
  const told = long ? middle : middle - hitch.length;
  // About a third of the middle gets ready and lifts off (the countdown and lift-off kept first), the rest is there.
  const readyCount = Math.min(TRIP_READY.length, Math.max(1, Math.round(told / 3), told - there.length));
  // A short book keeps the countdown, floating and the Earth getting small first, told in order.
  const kept = [2, 4, 5, 3, 0, 1, 6].slice(0, readyCount).sort((a, b) => a - b);
  const ready = kept.map((k) => TRIP_READY[k]);
  const work = [...ready, ...there];
  const phases: Episode[][] = long
    ? [['search']]
    : [...Array.from({ length: told }, (): Episode[] => ['search']), ['obstacle']];
  return {
    openings: TRIP_OPENINGS,
    problems: TRIP_PROBLEMS,
    turns: long ? longTurn : turn,
    endings: TRIP_ENDINGS,
    episodes: { search: work, obstacle: long ? [] : hitch, clue: [], pause: [], meet: [] },
    phases,
    inOrder: true,
    arrival: dest.places[0],
    // A book longer than its lines: one leg of the route a part of the trip (goal-task-places.ts), so
    // the short filler lines stay in their part, never at Mars before the lift-off.
    places:
      told > work.length
        ? legs([LAUNCH], ROCKET, [D1, D2], [D2, D3], [D3, D1])
        : [LAUNCH, ...ROCKET, D1, D2, D3],
    homeDrawn: GARDEN,
    slots: (lang: Language) => {
      const [d, to, sky] = dest.slots[lang];
      return {
        dest: d,
        toDest: to,
        skyThing: sky,
        crew: crew(lang),
        ...(facts.lessonNamed ? {} : { lesson: LESSON[lang] }),
      };
    },
    turnAction: 'finds the way back to the rocket with the companion, ready to fly home',
    drawn: (beat, lang, _kind, text = ''): GoalDrawn | undefined => {
      // Captain Nova is drawn beside the hero and said so ("with Captain Nova, an astronaut").
      const captain = lang === 'en' ? `${CAPTAIN.en}, an astronaut` : `${CAPTAIN.fr}, une astronaute`;
      const beside = named ? {} : { companion: CAPTAIN.icon };
      if (beat === 'opening') return undefined;
      const things =
        // Home at night: the rocket flown home, no Earth lying in the garden; the helmets' trip ahead.
        beat === 'ending' || beat === 'problem'
          ? [ROCKET_N]
          : NAMED.filter(([re]) => re.test(text)).slice(0, 3);
      const drawn = drawnOfNamed(things, lang) ?? { subjects: [], said: [] };
      // The rocket on the goal page is there, not missed in a thought bubble.
      return {
        ...drawn,
        ...beside,
        ...(beat === 'problem' ? { found: true as const } : {}),
        // Away from home (the launch pad, the rocket, the Moon or Mars) the hero wears the space suit and helmet.
        ...(beat === 'problem' || beat === 'ending' ? {} : { wears: 'space-suit' }),
        said: named ? drawn.said : [captain, ...drawn.said],
      };
    },
  };
}
