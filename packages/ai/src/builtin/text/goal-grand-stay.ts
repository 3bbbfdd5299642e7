import type { Language } from '@bookloom/core';
import type { GrandStayGoal } from '../idea/read-goal-grand-stay';
import { inFamily, place } from '../idea/settings';
import type { GoalArc, GoalDrawn } from './goal-arc';
import {
  STAY_DAYS,
  STAY_ENDINGS,
  STAY_EVENINGS,
  STAY_OPENINGS,
  STAY_PROBLEMS,
  STAY_TURNS,
} from './goal-grand-stay-words';
import { HOME_PLACES as H } from './goal-memories-places';
import { drawnOfNamed, type NamedThing } from './named-drawn';

/** The grandparents' house and around it, each drawn as itself. */
const HOUSE = {
  door: inFamily('nature', [place('at/the front door|in the garden', 'devant/la porte de la maison')])[0],
  guest: inFamily('indoor', [place('in/the guest bedroom|a bedroom', 'dans/la chambre d’amis')])[0],
  kitchen: inFamily('indoor', [place('in/the big kitchen|a family kitchen', 'dans/la grande cuisine')])[0],
};
const AROUND = [
  ...inFamily('nature', [
    place('among/the strawberry plants|in the garden', 'parmi/les fraisiers du jardin'),
    place('in/the vegetable patch|in the garden', 'dans/le potager'),
    place('by/the duck pond|on the farm', 'au bord de/la mare aux canards'),
    place('on/the garden bench|in the garden', 'sur/le banc du jardin'),
  ]),
  ...inFamily('indoor', [
    place('in/the little workshop|by the tool shed in the garden', 'dans/le petit atelier'),
    place('in/the henhouse|on the farm', 'dans/le poulailler'),
  ]),
  ...inFamily('town', [place('at/the village market|on the village square', 'à/le marché du village')]),
];

/** What a page's words name, drawn beside the hero and the grandparents. */
const NAMED: NamedThing[] = [
  [/strawberr|fraise/, 'strawberry', { en: 'strawberries', fr: 'des fraises' }],
  [/hammer|marteau/, 'hammer', { en: 'a hammer', fr: 'un marteau' }],
  [/boat|bateau/, 'sailboat', { en: 'a little wooden boat', fr: 'un petit bateau en bois' }],
  [/hens|poules/, 'chicken', { en: 'the hens', fr: 'les poules' }],
  [/eggs|œufs/, 'egg', { en: 'eggs', fr: 'des œufs' }],
  [/cake|gâteau/, 'shortcake', { en: 'the famous cake', fr: 'le fameux gâteau' }],
  [/carrot|carotte/, 'carrot', { en: 'a carrot', fr: 'une carotte' }],
  [/potatoes|pommes de terre/, 'potato', { en: 'potatoes', fr: 'des pommes de terre' }],
  [/fishing rod|canne/, 'fishing-pole', { en: 'fishing rods', fr: 'des cannes à pêche' }],
  [/apples|pommes rouges/, 'red-apple', { en: 'red apples', fr: 'des pommes rouges' }],
  [/cheese|fromage/, 'cheese-wedge', { en: 'cheeses', fr: 'des fromages' }],
  [/treasure box|(?<!\p{L})malle/u, 'package', { en: 'a treasure box', fr: 'une malle au trésor' }],
  [/pirate/, 'pirate-flag', { en: 'a pirate hat', fr: 'un chapeau de pirate' }],
  [/\bjam\b|confiture/, 'jar', { en: 'a jar of jam', fr: 'un pot de confiture' }],
  [/album/, 'framed-picture', { en: 'the old photo album', fr: 'le vieil album de photos' }],
  [/cards|cartes/, 'flower-playing-cards', { en: 'cards', fr: 'des cartes' }],
  [/rained|plut/, 'umbrella-with-rain-drops', { en: 'the rain', fr: 'la pluie' }],
  [/stars|étoiles/, 'star', { en: 'the first stars', fr: 'les premières étoiles' }],
  [/phone|téléphone|appela/, 'mobile-phone', { en: 'a phone', fr: 'un téléphone' }],
  [/drawing|crayons|dessin/, 'crayon', { en: 'a drawing', fr: 'un dessin' }],
  [/birdhouse|nichoir/, 'house', { en: 'a birdhouse', fr: 'un nichoir' }],
];

/**
 * A stay at the grandparents' (idea/read-goal-grand-stay.ts): the trip and the hugs at the door, a
 * homesick first night in the guest bedroom, then a different small thing each day at its own place
 * (strawberries, the workshop, the hens on a farm, the famous cake, the vegetable patch, fishing, the
 * market, the attic box, the jam), evenings of the album and cards between, the secret drawing at
 * the turn, the jar of jam at the goodbye. Each grandparent the page names is drawn beside the hero.
 */
export function grandStayArc(goal: GrandStayGoal): GoalArc {
  // No hens at a house in town.
  const days = goal.farm ? STAY_DAYS : STAY_DAYS.filter((l) => !/henhouse/.test(String(l.onlyPlace)));
  const places = goal.farm ? AROUND : AROUND.filter((p) => !/henhouse/.test(p.en));
  return {
    openings: STAY_OPENINGS,
    problems: STAY_PROBLEMS,
    turns: STAY_TURNS,
    endings: STAY_ENDINGS,
    episodes: { search: days, pause: STAY_EVENINGS, obstacle: [], clue: [], meet: [] },
    phases: [['search', 'search', 'pause']],
    inOrder: true,
    parted: HOUSE.guest,
    arrival: HOUSE.kitchen,
    places: [HOUSE.kitchen, H.lounge, H.attic, HOUSE.guest, ...places],
    homeDrawn: HOUSE.door,
    slots: (lang: Language) => ({ gma: goal.gma[lang], gpa: goal.gpa[lang] }),
    turnAction: 'gives the grandparents a secret drawing on the last morning',
    drawn: (beat, lang, _kind, text = ''): GoalDrawn => {
      // Both grandparents where the page names them, at the hero's side (drawn as family).
      const who = [
        ...(text.includes(goal.gma[lang]) ? [['old-woman', goal.gma[lang]]] : []),
        ...(text.includes(goal.gpa[lang]) ? [['old-man', goal.gpa[lang]]] : []),
      ];
      const things = drawnOfNamed(NAMED.filter(([re]) => re.test(text)).slice(0, 2), lang);
      // Two named: Grandpa stands at the hero's side as the companion, Grandma as family beside them
      // (a page draws one relative among its subjects as a figure, a second one only as a small icon).
      const pair = who.length === 2;
      return {
        ...(pair ? { companion: 'old-man' } : {}),
        subjects: [...who.slice(0, pair ? 1 : 2).map(([icon]) => icon), ...(things?.subjects ?? [])],
        said: [...who.map(([, w]) => w), ...(things?.said ?? [])],
        found: true,
        ...(who.length ? { kin: true as const } : {}),
        ...(beat === 'problem' ? { night: true as const } : {}),
      };
    },
  };
}
