import type { Language } from '@bookloom/core';
import type { IdeaFacts } from '../idea/read-idea';
import { inFamily, place } from '../idea/settings';
import type { GoalArc, GoalDrawn } from './goal-arc';
import { legs } from './goal-task-places';
import {
  SONG_BEDTIME_ENDINGS,
  SONG_DEEP,
  SONG_ENDINGS,
  SONG_FAR,
  SONG_FRIENDS,
  SONG_LESSON,
  SONG_OPENINGS,
  SONG_PROBLEMS,
  SONG_TURNS,
} from './goal-whale-song-words';
import type { NamedThing } from './named-drawn';
import type { PlacedL } from './story-place-fit';

/** The whale's ocean: the reef at home, the lagoon and the kelp, the deep, the caves, the wreck, the open ocean. */
const OCEAN = inFamily('sea', [
  place('on/the coral reef', 'sur/le récif de corail'),
  place('in/the lagoon', 'dans/le lagon'),
  place('in/the kelp forest under the sea', 'dans/la forêt d’algues'),
  place('in/the deep blue water', 'dans/les eaux profondes'),
  place('in/the seabed caves', 'dans/les grottes sous-marines'),
  place('by/the sunken ship|in the deep', 'près de/l’épave du vieux bateau'),
  place('in/the open ocean|far out at sea', 'en/pleine mer'),
]);
const [REEF, LAGOON, KELP, DEEP, CAVES, SHIP, OPEN] = OCEAN;

const NOTES = { en: 'music notes', fr: 'des notes de musique' };
const CALF = { en: 'a little whale calf', fr: 'un petit baleineau' };
const FAMILY = { en: 'the calf’s whale family', fr: 'la famille de baleines du baleineau' };
/** The calf beside the hero: a small whale, in front of it (pictures/companion-figure.ts). */
const CALF_ICON = 'spouting-whale';

/** Who and what the page's words name, drawn beside the hero and said in the alt (the first two). */
const NAMED: NamedThing[] = [
  [/dolphins|dauphins/i, 'dolphin', { en: 'dolphins', fr: 'des dauphins' }],
  [/little fish|petits? poissons?/i, 'tropical-fish', { en: 'little fish', fr: 'des petits poissons' }],
  [/octopus|pieuvre/i, 'octopus', { en: 'an octopus', fr: 'une pieuvre' }],
  [/crab|crabe/i, 'crab', { en: 'a grumpy crab', fr: 'un crabe grognon' }],
  [/jellyfish|méduses/i, 'jellyfish', { en: 'jellyfish', fr: 'des méduses' }],
  [/sea turtle|tortue de mer/i, 'turtle', { en: 'an old sea turtle', fr: 'une vieille tortue de mer' }],
];
/** An ending that says the lesson the idea names ("…learns that…") before "The end." / « Fin. ». */
export const withLesson = (t: PlacedL): PlacedL => ({
  ...t,
  // (Before the goodnight, which stays the last word: "…that {lesson}. Good night, {name}. The end.")
  en: t.en.replace(/ ((?:Good night[^.]*\. )?The end\.)$/, ' {name} knew now that {lesson}. $1'),
  fr: t.fr.replace(/ ((?:Bonne nuit[^.]*\. )?Fin\.)$/, ' {name} savait maintenant que {lesson}. $1'),
});
/** The page sings (or hums): its song is drawn as music notes by the hero. */
const SINGS = /\bs[ia]ng|song|\bhum|\bnote\b|echo|chant|chanson|fredonn|écho|(?<!\p{L})note/iu;

/**
 * A whale who sings (idea/read-goal-sea-life.ts): the song on the reef at home, a lost whale calf on
 * the problem page (beside the hero from then on), the song shared round the reef, the song in the
 * deep, far out calling and listening; at the turn, in the open ocean, the biggest song of all and
 * the calf's family answering from far away; all the whales singing together at the end. Every page
 * that sings draws its song as music notes. Before, « Une baleine qui chante » hunted the ocean's
 * stock pearl.
 */
export function whaleSongArc(facts: IdeaFacts, bedtime = false): GoalArc {
  const said = (w: { en: string; fr: string }, lang: Language) => w[lang];
  return {
    openings: SONG_OPENINGS,
    problems: SONG_PROBLEMS,
    turns: SONG_TURNS,
    // (The lullaby says the lesson the idea names too; the day's ending always says one.)
    endings: bedtime
      ? facts.lessonNamed
        ? SONG_BEDTIME_ENDINGS.map(withLesson)
        : SONG_BEDTIME_ENDINGS
      : SONG_ENDINGS,
    // A bedtime book ends with its own lullaby out at sea, not the stock "snug and warm" at home.
    ...(bedtime ? { evening: true as const } : {}),
    episodes: { search: SONG_FRIENDS, clue: SONG_DEEP, obstacle: SONG_FAR, pause: [], meet: [] },
    // Round the reef, then the deep, then far out: the song goes farther and farther.
    phases: [['search'], ['clue'], ['obstacle']],
    inOrder: true,
    arrival: OPEN,
    // One leg a phase: round the reef, the deep, far out (a long book's short lines stay in their part).
    places: legs([REEF, LAGOON, KELP], [DEEP, CAVES, SHIP], [OPEN, DEEP]),
    homeDrawn: REEF,
    // The calf's family found, everyone sings out in the open ocean.
    bed: OPEN,
    slots: (lang: Language): Record<string, string> =>
      facts.lessonNamed ? {} : { lesson: SONG_LESSON[lang] },
    turnAction:
      'sings the biggest song across the ocean, and the lost calf’s whale family answers from far away',
    drawn: (beat, lang, _kind, text = ''): GoalDrawn | undefined => {
      const notes = SINGS.test(text) || beat === 'opening' || beat === 'turn';
      const named = beat === 'opening' ? [] : NAMED.filter(([re]) => re.test(text)).slice(0, 2);
      // The calf is at the hero's side from the problem on; its family comes at the turn.
      const family = beat === 'turn' || beat === 'ending';
      // The song last: a comic's panel draws one thing besides it (pictures/comic-art.ts), the page all of them.
      const subjects = [
        ...(family ? ['whale'] : []),
        ...named.map(([, icon]) => icon),
        ...(notes ? ['musical-notes'] : []),
      ];
      return {
        subjects,
        ...(beat === 'opening' ? {} : { companion: CALF_ICON }),
        said: [
          ...(beat === 'opening' ? [] : [said(CALF, lang)]),
          ...(family ? [said(FAMILY, lang)] : []),
          ...named.map(([, , w]) => said(w, lang)),
          ...(notes ? [said(NOTES, lang)] : []),
        ],
        // The calf and the song are there on the problem page, not wished for (no thought bubble).
        found: true,
        // The calf's family, big whales gliding in.
        // (Little fish stay little beside a whale.)
        scales: { ...(family ? { whale: 1 } : {}), 'tropical-fish': 0.26 },
      };
    },
  };
}
