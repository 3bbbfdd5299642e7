import type { Language } from '@bookloom/core';
import type { MemoriesGoal } from '../idea/read-goal-memories';
import type { GoalArc, GoalDrawn } from './goal-arc';
import { HOME_PLACES as H, MEMORY_PLACES } from './goal-memories-places';
import { MEMORIES } from './goal-memories-told-words';
import {
  MEMORIES_ENDINGS,
  MEMORIES_OPENINGS,
  MEMORIES_PAUSES,
  MEMORIES_PROBLEMS,
  MEMORIES_TURNS,
} from './goal-memories-words';

type Named = [RegExp, string, { en: string; fr: string }];
const n = (re: RegExp, icon: string, en: string, fr: string): Named => [re, icon, { en, fr }];

/** What a page's words name, drawn and said in the alt text (the first three that match). */
const NAMED: Named[] = [
  n(/bicycle|bike|vélo/, 'bicycle', 'an old red bicycle', 'un vieux vélo rouge'),
  n(/ink pen|plume/, 'fountain-pen', 'an ink pen', 'une plume et de l’encre'),
  n(/bell|cloche/, 'bell', 'a big brass bell', 'une grosse cloche'),
  n(/the cow|la vache/, 'cow', 'the cow', 'la vache'),
  n(/bucket|seau/, 'bucket', 'a bucket of milk', 'un seau de lait'),
  n(/farm dog|chien/, 'dog', 'the farm dog', 'le chien de la ferme'),
  n(/fishing rod|canne à pêche/, 'fishing-pole', 'a fishing rod', 'une canne à pêche'),
  n(/\ba fish\b|poisson/, 'fish', 'a fish', 'un poisson'),
  n(/lollipop|sucette/, 'lollipop', 'a big red lollipop', 'une grosse sucette rouge'),
  n(/penny|pièce/, 'coin', 'a penny', 'une pièce'),
  n(/sweets|bonbons/, 'candy', 'sweets', 'des bonbons'),
  n(/swing|balançoire/, 'swing', 'a rope swing', 'une balançoire'),
  n(/radio/, 'radio', 'the old radio', 'le vieux poste de radio'),
  n(/\bbread\b|(?<!\p{L})pain(?!\p{L})/u, 'bread', 'warm bread', 'du pain chaud'),
  n(/sledge|luge/, 'sled', 'a wooden sledge', 'une luge en bois'),
  n(/snowman|bonhomme de neige/, 'snowman', 'a snowman', 'un bonhomme de neige'),
  n(/album/, 'framed-picture', 'the old photo album', 'le vieil album de photos'),
  n(/cocoa|chocolat/, 'hot-beverage', 'hot cocoa', 'du chocolat chaud'),
  n(/biscuit/, 'cookie', 'a biscuit', 'un biscuit'),
  n(/box full|boîte pleine/, 'package', 'an old box of treasures', 'une vieille boîte à trésors'),
  n(/boots|bottines/, 'womans-boot', 'tiny old boots', 'des petites bottines'),
  n(/clock|pendule/, 'mantelpiece-clock', 'the old clock', 'la vieille pendule'),
  n(/medal|médaille/, 'sports-medal', 'an old medal', 'une vieille médaille'),
  n(/yo-yo/, 'yo-yo', 'a wooden yo-yo', 'un yo-yo en bois'),
  n(/teddy|ours en peluche/, 'teddy-bear', 'an old teddy', 'un vieil ours en peluche'),
];

/**
 * The memory's thing (the bicycle, the sledge) and the keepsake drawn big enough to read beside two
 * people: a page's things shrink to a third of the child's height when a helper stands there.
 */
const big = (icon: string | undefined) => (icon ? { scales: { [icon]: 0.6 } } : {});

/** The grandparent as drawn today (a grown-up beside the child) and as a child long ago (same colours). */
const TELLER = {
  grandpa: { now: 'old-man', young: 'boy-grandpa', boy: { en: 'boy', fr: 'petit garçon' } },
  grandma: { now: 'old-woman', young: 'girl-grandma', boy: { en: 'girl', fr: 'petite fille' } },
};

/**
 * A grandparent's childhood stories (idea/read-goal-memories.ts): a rainy day at their house, the
 * album opened, one memory a page at its own place with its own thing — the grandparent drawn there
 * as a child, in their own colours, beside the listening grandchild — the child's questions and
 * cocoa between two stories, a keepsake given at the turn, bed at the end. A bedtime book goes from
 * dusk to night (`evening`) and ends asleep on these endings.
 */
export function memoriesArc(goal: MemoriesGoal, bedtime: boolean): GoalArc {
  const t = TELLER[goal.teller];
  const she = goal.teller === 'grandma';
  const gp = goal.word;
  const named = (text: string, lang: Language) => {
    const hits = NAMED.filter(([re]) => re.test(text)).slice(0, 2);
    return { subjects: hits.map(([, icon]) => icon), said: hits.map(([, , said]) => said[lang]) };
  };
  return {
    openings: MEMORIES_OPENINGS,
    problems: MEMORIES_PROBLEMS,
    turns: MEMORIES_TURNS,
    endings: MEMORIES_ENDINGS,
    // Two memories, then a pause back in the house with the child's questions.
    episodes: { search: MEMORIES, pause: MEMORIES_PAUSES, obstacle: [], clue: [], meet: [] },
    phases: [['search', 'search', 'pause']],
    inOrder: true,
    parted: H.lounge,
    arrival: H.lounge,
    places: [H.lounge, H.kitchen, H.attic, ...MEMORY_PLACES],
    homeDrawn: H.lounge,
    bed: H.bedroom,
    ...(bedtime ? { evening: true as const } : {}),
    slots: (lang) => ({
      gp: gp[lang],
      gpBoy: t.boy.en,
      gpHis: she ? 'her' : 'his',
      gpHe: lang === 'en' ? (she ? 'she' : 'he') : she ? 'elle' : 'il',
      gpToutPetit: she ? 'toute petite' : 'tout petit',
      gpPetit: she ? 'petite' : 'petit',
    }),
    turnAction: 'is given an old keepsake from the grandparent’s childhood, by the big armchair',
    drawn: (beat, lang, kind, text = ''): GoalDrawn => {
      const things = named(text, lang);
      // A memory: the grandparent as a child at the memory's place, with its thing.
      // (`memory`: a coloring page's memory scene, coloring-arc-scenes-memories.ts.)
      if (kind === 'search' || beat === 'memory') {
        const young = lang === 'en' ? `${gp.en} as a ${t.boy.en}` : `${gp.fr} enfant`;
        return {
          subjects: [t.young, ...things.subjects],
          said: [young, ...things.said],
          found: true,
          // A bedtime book's evening is when it is told; the memory itself was a day long ago.
          longAgo: true,
          ...big(things.subjects[0]),
        };
      }
      // In bed the dreamt bicycle is not in the room: the grandparent tucks the child in.
      if (beat === 'ending')
        return { subjects: [t.now], said: [gp[lang]], found: true, kin: true, asleep: true };
      return {
        subjects: [t.now, ...things.subjects],
        said: [gp[lang], ...things.said],
        found: true,
        kin: true,
        ...(beat === 'turn' ? big(things.subjects[0]) : {}),
      };
    },
  };
}
