import type { Language } from '@bookloom/core';
import type { DetectiveGoal } from '../idea/read-goal-detective';
import type { IdeaFacts } from '../idea/read-idea';
import type { Place } from '../idea/settings';
import { frThe } from '../idea/words';
import { familiarName } from './companion-name';
import type { GoalArc, GoalDrawn } from './goal-arc';
import {
  CASE_NAMED,
  type Culprit,
  MAGPIE,
  PUPPY,
  RACCOON_FOOD,
  RACCOON_SHINY,
} from './goal-detective-culprits';
import {
  CASE_THINKING,
  FOOD_CLUES,
  FOOD_PROBLEMS,
  SHINY_CLUES,
  SHINY_PROBLEMS,
  SUSPECTS,
} from './goal-detective-words';
import { drawnOfNamed } from './named-drawn';

/** A spot of the house and garden where a clue or a suspect is found. */
const spot = (en: string, fr: string, at: [string, string], pic: string, indoor = false): Place => ({
  en,
  fr,
  at: { en: at[0], fr: at[1] },
  pic,
  family: indoor ? 'indoor' : 'nature',
});
const KITCHEN = spot('the kitchen', 'la cuisine', ['in the kitchen', 'dans la cuisine'], 'the kitchen', true);
const PLACES: Place[] = [
  KITCHEN,
  spot(
    'the front door',
    'la porte d’entrée',
    ['by the front door', 'devant la porte d’entrée'],
    'the front door of the house in the garden',
  ),
  spot(
    'the garden fence',
    'la clôture du jardin',
    ['by the garden fence', 'près de la clôture du jardin'],
    'the garden fence in the garden',
  ),
  spot(
    'the flower bed',
    'le parterre de fleurs',
    ['in the flower bed', 'dans le parterre de fleurs'],
    'the flower beds in the garden',
  ),
  spot(
    'the henhouse',
    'le poulailler',
    ['in the henhouse', 'dans le poulailler'],
    'the henhouse on the farm',
  ),
  spot(
    'the neighbour’s garden',
    'le jardin du voisin',
    ['in the neighbour’s garden', 'dans le jardin du voisin'],
    'the neighbour’s garden in the garden',
  ),
  spot(
    'the garden pond',
    'la mare du jardin',
    ['by the garden pond', 'au bord de la mare du jardin'],
    'the garden pond',
  ),
];
/** Where the trail ends: the bottom of the garden. */
const SHED = spot(
  'the tool shed',
  'la cabane à outils',
  ['behind the tool shed', 'derrière la cabane à outils'],
  'the tool shed in the garden',
);
const LESSON = {
  en: 'looking closely and thinking clearly can solve any mystery',
  fr: 'en regardant de près et en réfléchissant bien, on peut résoudre n’importe quel mystère',
};
/** "baked a new one": a new cake, new cookies (« de nouveaux »), a new pie (« une nouvelle »). */
const NEW_ONE = {
  en: ['a new one', 'a new one', 'some more'],
  fr: ['un nouveau', 'une nouvelle', 'de nouveaux'],
};
const cap = (s: string) => s[0].toUpperCase() + s.slice(1);
/** "A cat and a mouse become detectives": the mouse, by name when the idea gives one. */
// « Qui a mangé le gâteau de mamie ? »: Mamie comes along as the child calls her, not « la grand-mère ».
const palSaid = (c: IdeaFacts['companions'][number], lang: Language) =>
  c.name ?? familiarName(c.kind.id, lang) ?? (lang === 'en' ? `the ${c.kind.en}` : frThe(c.kind));

/**
 * A mystery (idea/read-goal-detective.ts): the thing gone from the kitchen, the hat and the
 * magnifying glass, one clue a page at its own spot (crumbs, a paw print, fur on the fence,
 * footprints; feathers and shiny things for a magpie), suspects with alibis and a false lead between
 * them, the culprit where the trail ends at the turn, sorry and "Case closed!" at the end.
 */
export function detectiveArc(goal: DetectiveGoal, facts: IdeaFacts): GoalArc {
  const loot = goal.loot;
  // Nobody is suspected or guilty of being the hero's own kind, nor the friend's: a cat detective
  // does not question the cat, a dog detective does not catch a puppy.
  const kinds = new Set([facts.heroKind?.id, ...facts.companions.map((c) => c.kind.id)]);
  const culprit: Culprit = loot.food
    ? kinds.has('dog')
      ? RACCOON_FOOD
      : PUPPY
    : kinds.has('bird')
      ? RACCOON_SHINY
      : MAGPIE;
  const suspects = SUSPECTS.filter((s) => !kinds.has(s.kind)).map((s) => s.line);
  const lootSaid = { en: loot.en, fr: loot.fr };
  const pal = facts.companions[0];
  return {
    problems: loot.food ? FOOD_PROBLEMS : SHINY_PROBLEMS,
    turns: culprit.turns,
    endings: culprit.endings,
    episodes: {
      search: loot.food ? FOOD_CLUES : SHINY_CLUES,
      clue: suspects,
      obstacle: CASE_THINKING,
      pause: [],
      meet: [],
    },
    // Clues and suspects along the trail, then the thinking that points to the bottom of the garden.
    phases: [
      ['search', 'clue'],
      ['search', 'clue', 'obstacle'],
    ],
    inOrder: true,
    arrival: SHED,
    places: PLACES,
    slots: (lang: Language): Record<string, string> => ({
      thing: loot[lang],
      Thing: cap(loot[lang]),
      was: loot.plural ? 'were' : 'was',
      it: loot.plural ? 'them' : 'it',
      le: loot.plural ? 'les' : loot.feminine ? 'la' : 'le',
      newOne: NEW_ONE[lang][loot.plural ? 2 : loot.feminine ? 1 : 0],
      gone: `disparu${loot.feminine ? 'e' : ''}${loot.plural ? 's' : ''}`,
      // Who took it, for the coloring book's turn and end (coloring-arc-scenes-detective.ts).
      culprit: culprit.said[lang],
      ...(pal ? { pal: palSaid(pal, lang) } : {}),
      theCulprit: culprit.the[lang],
      ...(facts.lessonNamed ? {} : { lesson: LESSON[lang] }),
    }),
    turnAction: `finds ${culprit.said.en} that took ${loot.en}, where the trail of clues ends`,
    drawn: (beat, lang, _kind, text = ''): GoalDrawn | undefined => {
      if (beat === 'opening') return undefined;
      // The friend the idea names, at the hero's side on the coloring pages that say so.
      if (beat === 'pal')
        return pal && { subjects: [], said: [palSaid(pal, lang)], companion: pal.kind.icon };
      if (beat === 'turn' || beat === 'ending')
        return {
          subjects: [culprit.icon, loot.icon],
          said: [culprit.said[lang], lootSaid[lang]],
          found: true,
        };
      const named = CASE_NAMED.filter(([re]) => re.test(text)).slice(0, 3);
      // The magnifying glass is in the detective's hand on every page of the case.
      const glass = named.some(([, icon]) => icon === 'magnifying-glass-tilted-left') ? [] : [CASE_NAMED[0]];
      return drawnOfNamed([...glass, ...named], lang);
    },
  };
}
