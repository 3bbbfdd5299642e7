import type { Language } from '@bookloom/core';
import type { ChristmasGoal } from '../idea/read-goal-christmas';
import type { IdeaFacts } from '../idea/read-idea';
import type { GoalArc, GoalDrawn } from './goal-arc';
import * as E from './goal-christmas-elf-words';
import * as V from './goal-christmas-eve-words';
import * as G from './goal-christmas-grandma-words';
import * as R from './goal-christmas-reindeer-words';
import { drawnOfNamed, type NamedThing } from './named-drawn';

/** What a page's words name, drawn and said in the alt text (the first three that match). */
/** The arc's things as the shared table has them (named-drawn.ts). */
const named = (re: RegExp, icon: string, en: string, fr: string): NamedThing => [re, icon, { en, fr }];

const NAMED: NamedThing[] = [
  named(/reindeer|renne/i, 'deer', 'the reindeer', 'le renne'),
  named(/sleigh(?! bell)|traîneau/i, 'sled', 'the sleigh', 'le traîneau'),
  named(/\belf\b|\belves\b|lutin/i, 'man-elf', 'an elf', 'un lutin'),
  named(/Mrs Claus|mère Noël/, 'mrs-claus', 'Mrs Claus', 'la mère Noël'),
  named(
    /Santa sat|Santa showed|Santa waved|père Noël (?:s’assit|montra|fit)/,
    'santa-claus',
    'Santa',
    'le père Noël',
  ),
  named(/Grandma|mamie/, 'old-woman', 'Grandma', 'mamie'),
  named(/tree|sapin/i, 'christmas-tree', 'the Christmas tree', 'le sapin'),
  named(/cookies|lait\b/i, 'cookie', 'cookies and milk', 'des biscuits et du lait'),
  named(/list\b|liste/i, 'scroll', 'the long list', 'la longue liste'),
  named(/chimney|cheminée/i, 'house', 'the chimney', 'la cheminée'),
  named(/owl|chouette/i, 'owl', 'a little owl', 'une petite chouette'),
  named(/\bdog\b|chien/i, 'dog', 'a sleepy dog', 'un chien endormi'),
  named(/soup|soupe/i, 'steaming-bowl', 'carrot soup', 'de la soupe aux carottes'),
  named(/teddy|peluche/i, 'teddy-bear', 'a teddy bear', 'un ours en peluche'),
  named(/train/i, 'train', 'a toy train', 'un petit train'),
  named(/paint|peign/i, 'paintbrush', 'a paintbrush', 'un pinceau'),
  named(/biscuit/i, 'cookie', 'biscuits', 'des biscuits'),
  named(/stocking|chaussette/i, 'socks', 'stockings', 'des chaussettes'),
  named(/present|parcel|cadeau|paquet|wrapp|emball/i, 'wrapped-gift', 'presents', 'des cadeaux'),
];

const drawnOf = (text: string, lang: Language, skip: string[] = []): GoalDrawn | undefined => {
  const hits = NAMED.filter(([re, icon]) => re.test(text) && !skip.includes(icon)).slice(0, 3);
  const drawn = drawnOfNamed(hits, lang);
  return (
    drawn && {
      ...drawn,
      found: true,
      ...(hits.some(([, icon]) => icon === 'old-woman') ? { kin: true } : {}),
    }
  );
};

/** The idea's Christmas story (idea/read-goal-christmas.ts), each with its own places and pools. */
export function christmasArc(goal: ChristmasGoal, facts: IdeaFacts): GoalArc {
  if (goal.story === 'reindeer') return reindeerArc(goal, facts);
  if (goal.story === 'elf') return elfArc(facts);
  if (goal.story === 'eve') return eveArc(facts);
  return grandmaArc(facts);
}

/** The lesson the idea names, or the story's own. */
const lessonSlot = (
  facts: IdeaFacts,
  own: { en: string; fr: string },
  lang: Language,
): Record<string, string> => (facts.lessonNamed ? {} : { lesson: own[lang] });

function reindeerArc(goal: ChristmasGoal, facts: IdeaFacts): GoalArc {
  const P = R.REINDEER_PLACES;
  return {
    openings: R.REINDEER_OPENINGS,
    problems: R.REINDEER_PROBLEMS,
    turns: R.REINDEER_TURNS,
    endings: R.REINDEER_ENDINGS,
    episodes: {
      pause: R.REINDEER_CARE,
      obstacle: R.REINDEER_WORRIES,
      search: R.REINDEER_READY,
      clue: R.REINDEER_BETTER,
      meet: [],
    },
    // Care first, then the worry and the presents made ready, then better by evening.
    phases: [['pause'], ['obstacle', 'search'], ['clue']],
    inOrder: true,
    parted: P.stables,
    arrival: P.stables,
    places: [P.stables, P.workshop, P.kitchen, P.stables, P.hill],
    homeDrawn: P.workshop,
    slots: (lang) => ({
      ...lessonSlot(facts, R.REINDEER_LESSON, lang),
      deer: goal.deer ?? (lang === 'en' ? 'the reindeer' : 'le renne'),
    }),
    turnAction: 'flies off in the sleigh behind the reindeer, well again',
    drawn: (beat, lang, _kind, text = '') => {
      if (beat === 'turn')
        return {
          subjects: ['sled', 'deer', 'wrapped-gift'],
          said: [R_SLEIGH[lang], R_DEER[lang]],
          found: true,
        };
      if (beat === 'ending')
        return {
          subjects: ['christmas-tree', 'wrapped-gift', 'deer'],
          said: [R_TREE[lang], R_DEER[lang]],
          found: true,
        };
      if (beat === 'problem') return { subjects: ['deer', 'thermometer'], said: [R_SICK[lang]], found: true };
      return drawnOf(text, lang);
    },
  };
}
const R_DEER = { en: 'the reindeer', fr: 'le renne' };
const R_SLEIGH = { en: 'the sleigh full of presents', fr: 'le traîneau plein de cadeaux' };
const R_TREE = { en: 'presents under the Christmas tree', fr: 'des cadeaux au pied du sapin' };
const R_SICK = { en: 'the reindeer sneezing, its nose red', fr: 'le renne qui éternue, le nez tout rouge' };

/** Santa's own Christmas Eve: ready by day, the flight and the chimneys by night, home by morning. */
function eveArc(facts: IdeaFacts): GoalArc {
  const P = V.EVE_PLACES;
  return {
    openings: V.EVE_OPENINGS,
    problems: V.EVE_PROBLEMS,
    turns: V.EVE_TURNS,
    endings: V.EVE_ENDINGS,
    episodes: {
      search: V.EVE_READY,
      obstacle: V.EVE_FLIGHT,
      pause: V.EVE_DELIVERY,
      clue: V.EVE_LIGHTER,
      meet: [],
    },
    phases: [['search'], ['obstacle'], ['pause'], ['clue']],
    inOrder: true,
    parted: P.workshop,
    arrival: P.tree,
    places: [P.workshop, P.stables, P.kitchen, P.sky, P.roof, P.tree],
    homeDrawn: P.workshop,
    slots: (lang) => lessonSlot(facts, V.EVE_LESSON, lang),
    turnAction: 'sets the very last present under a Christmas tree',
    drawn: (beat, lang, _kind, text = '', place) => {
      if (beat === 'turn') return drawnOf('tree present', lang);
      if (beat === 'ending') return drawnOf('Mrs Claus tree present', lang);
      if (beat === 'problem') return drawnOf('list present', lang);
      // Over the rooftops the sleigh flies, drawn up in the air with its reindeer (and what else is
      // named: the owl); on a roof, the sleigh and the reindeer wait by the chimney.
      if (place === P.sky) {
        const sky = drawnOf(`sleigh reindeer ${text}`, lang, ['house']);
        return sky && { ...sky, airborne: true };
      }
      return drawnOf(text, lang) ?? (place === P.roof ? drawnOf('sleigh reindeer', lang) : undefined);
    },
  };
}

function elfArc(facts: IdeaFacts): GoalArc {
  const P = E.ELF_PLACES;
  return {
    openings: E.ELF_OPENINGS,
    problems: E.ELF_PROBLEMS,
    turns: E.ELF_TURNS,
    endings: E.ELF_ENDINGS,
    episodes: {
      search: E.ELF_MAKING,
      obstacle: E.ELF_MISTAKE,
      pause: E.ELF_HELP,
      clue: E.ELF_WRAPPING,
      meet: [],
    },
    phases: [['search'], ['obstacle'], ['pause'], ['clue']],
    inOrder: true,
    parted: P.workshop,
    arrival: P.stables,
    places: [P.workshop, P.paint, P.workshop, P.wrap],
    homeDrawn: P.workshop,
    slots: (lang) => lessonSlot(facts, E.ELF_LESSON, lang),
    turnAction: 'waves as the sleigh full of toys flies off',
    drawn: (beat, lang, _kind, text = '') => {
      if (beat === 'turn') return drawnOf('sleigh reindeer present', lang);
      if (beat === 'ending') return drawnOf('tree present', lang);
      if (beat === 'problem') return drawnOf('teddy train present', lang);
      return drawnOf(text, lang, ['man-elf']);
    },
  };
}

function grandmaArc(facts: IdeaFacts): GoalArc {
  const P = G.GRANDMA_PLACES;
  return {
    openings: G.GRANDMA_OPENINGS,
    problems: G.GRANDMA_PROBLEMS,
    turns: G.GRANDMA_TURNS,
    endings: G.GRANDMA_ENDINGS,
    episodes: {
      search: G.GRANDMA_TREE,
      pause: G.GRANDMA_BAKING,
      obstacle: G.GRANDMA_EXCITEMENT,
      clue: G.GRANDMA_WAITING,
      meet: [],
    },
    phases: [['search'], ['pause'], ['obstacle'], ['clue']],
    inOrder: true,
    parted: P.road,
    arrival: P.lounge,
    places: [P.lounge, P.kitchen, P.lounge, P.bedroom],
    // Set off on the snowy road; the Christmas meal round grandma's table.
    homeDrawn: P.road,
    bed: P.kitchen,
    slots: (lang) => ({
      ...lessonSlot(facts, G.GRANDMA_LESSON, lang),
      bro: sibling(facts, lang),
    }),
    turnAction: 'unwraps presents under the Christmas tree on Christmas morning',
    drawn: (beat, lang, _kind, text = '') => {
      if (beat === 'problem') return drawnOf('Grandma mamie', lang);
      if (beat === 'ending') return drawnOf('Grandma mamie tree', lang);
      return drawnOf(text, lang);
    },
  };
}

/** The brother or sister the idea names ("my little brother"), else a cousin. */
export function sibling(facts: IdeaFacts, lang: Language): string {
  const k = facts.companions[0]?.kind;
  if (!k?.relative) return lang === 'en' ? 'little cousin Sam' : 'le petit cousin Sam';
  return lang === 'en' ? `the ${k.en}` : `${k.f ? 'la' : 'le'} ${k.fr}`;
}
