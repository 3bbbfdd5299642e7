import type { Language } from '@bookloom/core';
import type { TrickOrTreatGoal } from '../idea/read-goal-holiday';
import type { IdeaFacts } from '../idea/read-idea';
import { inFamily, type Place, place } from '../idea/settings';
import type { GoalArc } from './goal-arc';
import {
  HALLOWEEN_COSTUMES,
  HALLOWEEN_DOORS,
  HALLOWEEN_ENDINGS,
  HALLOWEEN_OPENINGS,
  HALLOWEEN_PROBLEMS,
  HALLOWEEN_SHARE,
  HALLOWEEN_SPOOKY,
  HALLOWEEN_TURNS,
} from './goal-halloween-words';
import { costumeOf } from './halloween-costumes';
import { drawnOfNamed, type NamedThing } from './named-drawn';

// The night's legs in order (episode-places.ts shares the middle among them): dressing up and the
// pumpkin at home, door to door in the street, the spooky house, the park on the way home.
const legged = (leg: number, places: Place[]) => places.map((p) => ({ ...p, leg }));
export const HALLOWEEN_SPOTS: Place[] = [
  ...legged(0, inFamily('indoor', [place('in/the cosy kitchen', 'dans/la cuisine douillette')])),
  ...legged(
    1,
    inFamily('town', [
      place('on/Maple Street|with its glowing porches', 'dans/la rue des Érables'),
      place('on/the front porch|of a friendly neighbour', 'sur/le perron d’une voisine'),
    ]),
  ),
  ...legged(
    2,
    inFamily('town', [place('by/the old house|at the end of the street', 'devant/la vieille maison')]),
  ),
  ...legged(
    3,
    inFamily('nature', [place('by/the old oak tree|in the park', 'près de/le vieux chêne du parc')]),
  ),
];
const LESSON = {
  en: 'a treat shared with a friend tastes twice as sweet',
  fr: 'un bonbon partagé avec un ami est deux fois plus doux',
};

/** What a page's words name, drawn: the costumes, the pumpkin lantern, the sweets, the cat, the neighbour. */
const NAMED: NamedThing[] = [
  [/costumes|déguisements/, 'person-mage', { en: 'costumes', fr: 'des déguisements' }],
  [/ghost|fantôme/, 'ghost', { en: 'a ghost sheet', fr: 'un drap de fantôme' }],
  [
    /pumpkin(?! costume| cookies)|citrouille(?!,| tout)/,
    'jack-o-lantern',
    { en: 'a pumpkin lantern', fr: 'une lanterne-citrouille' },
  ],
  [/candle|bougie/, 'candle', { en: 'a candle', fr: 'une bougie' }],
  [/Ruby/, 'woman-mage', { en: 'Ruby the witch', fr: 'Ruby la sorcière' }],
  [/Oscar/, 'person-vampire', { en: 'Oscar the vampire', fr: 'Oscar le vampire' }],
  [/lollipop|sucette/, 'lollipop', { en: 'lollipops', fr: 'des sucettes' }],
  [/chocolate|chocolat/, 'chocolate-bar', { en: 'a chocolate bar', fr: 'une barre de chocolat' }],
  [/sweets|treats|bonbons/, 'candy', { en: 'sweets', fr: 'des bonbons' }],
  [/cat\b|chat\b/, 'black-cat', { en: 'a cat', fr: 'un chat' }],
  [/Mrs Hazel|Madame Noisette/, 'old-woman', { en: 'old Mrs Hazel', fr: 'la vieille Madame Noisette' }],
  [/cobwebs|toiles d’araignée/, 'spider-web', { en: 'cobwebs', fr: 'des toiles d’araignée' }],
  [/\bbat\b|chauve-souris/, 'bat', { en: 'a bat', fr: 'une chauve-souris' }],
  [/\bowl\b|chouette/, 'owl', { en: 'an owl', fr: 'une chouette' }],
];

/** What the hero wears of a costume, drawn on the figure (pictures/costume-worn.ts): the hat, the sheet. */
const WEARS: Record<string, string> = {
  'woman-mage': 'witch-hat',
  ghost: 'ghost-sheet',
  'pirate-flag': 'pirate-hat',
};

/** The friends' own costumes (Ruby the witch, Oscar the vampire), drawn as them even when the hero wears one too. */
const FRIENDS = new Set(['woman-mage', 'person-vampire']);

/** Worn from the page the hero pulls it on (a costume-box page with its name) to the last page. */
const DRESSED_KINDS = new Set(['clue', 'obstacle', 'pause']);

/**
 * A trick-or-treat night (idea/read-goal-holiday.ts), in order and at night: the costume and the
 * pumpkin lantern, door to door ("Trick or treat!") with the bag filling, the spooky house that is
 * only a cat and an old neighbour, a friend's dropped sweets shared; home to count the treats.
 */
export function halloweenArc(goal: TrickOrTreatGoal, facts: IdeaFacts): GoalArc {
  const costume = costumeOf(goal.dressedAs);
  // The costume the hero puts on, drawn on its page ("the witch costume", « le déguisement de sorcière »).
  const name = (l: 'en' | 'fr') => costume.look[l].split(',')[0];
  const worn: NamedThing = [
    new RegExp(`${name('en')}|${name('fr')}`),
    costume.icon,
    { en: name('en'), fr: name('fr') },
  ];
  return {
    openings: HALLOWEEN_OPENINGS,
    problems: HALLOWEEN_PROBLEMS,
    turns: HALLOWEEN_TURNS,
    endings: HALLOWEEN_ENDINGS,
    episodes: {
      search: HALLOWEEN_COSTUMES,
      clue: HALLOWEEN_DOORS,
      obstacle: HALLOWEEN_SPOOKY,
      pause: HALLOWEEN_SHARE,
      meet: [],
    },
    phases: [['search'], ['clue'], ['obstacle'], ['pause']],
    inOrder: true,
    night: true,
    arrival: HALLOWEEN_SPOTS[1],
    places: HALLOWEEN_SPOTS,
    homeDrawn: HALLOWEEN_SPOTS[0],
    slots: (lang: Language): Record<string, string> => ({
      costumeLook: costume.look[lang],
      aCostume: costume.a[lang],
      trio: costume.trio[lang],
      ...(facts.lessonNamed ? {} : { lesson: LESSON[lang] }),
    }),
    turnAction: 'walks home with friends, the treat bag full',
    drawn: (beat, lang, kind, text = '') => {
      // The costume is worn, not an icon beside the child: from the page it is pulled on onwards.
      const puttingOn = kind === 'search' && worn[0].test(text);
      const on =
        Boolean(WEARS[costume.icon]) &&
        (puttingOn || DRESSED_KINDS.has(kind ?? '') || beat === 'turn' || beat === 'ending');
      // A named thing drawn once: the pumpkin costume is not a second pumpkin lantern.
      const named = [...(on ? [] : [worn]), ...NAMED]
        .filter(([re]) => re.test(text))
        .filter(([, icon], i, all) => all.findIndex(([, other]) => other === icon) === i)
        // Worn, a ghost's sheet is not drawn again beside the child; Ruby's witch and Oscar's vampire are.
        .filter(([, icon]) => !on || icon !== costume.icon || FRIENDS.has(icon));
      const drawn = drawnOfNamed(named.slice(0, 4), lang);
      if (!on) return drawn;
      const dressedAs = lang === 'en' ? costume.a.en : costume.a.fr.replace(/^une? /, '');
      return { subjects: [], said: [], ...drawn, wears: WEARS[costume.icon], dressedAs };
    },
  };
}
