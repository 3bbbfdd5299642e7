import type { Language } from '@bookloom/core';
import { KINDS, type Kind } from '../idea/kinds';
import { nameGender } from '../idea/name-gender';
import type { IdeaFacts } from '../idea/read-idea';
import { type Place, SETTINGS } from '../idea/settings';
import { frThe } from '../idea/words';
import { companionName } from './companion-name';
import type { GoalArc } from './goal-arc';
import {
  QUARREL_BED_ENDINGS,
  QUARREL_ENDINGS,
  QUARREL_GESTURES,
  QUARREL_MISSING,
  QUARREL_OPENINGS,
  QUARREL_PROBLEMS,
  QUARREL_SULKS,
  QUARREL_TURNS,
  QUARREL_WORDS,
} from './goal-quarrel-words';
import { BEDROOM_SPOTS } from './sleep-spots';
import type { PlacedL } from './story-place-fit';

const LESSON = { en: 'good friends forgive each other', fr: 'les vrais amis savent se pardonner' };
/** What they quarrel over when the idea names nothing: the swing (the playground is drawn). */
const SWING = { en: 'the swing', fr: 'la balançoire' };
const A_SWING = { en: 'a swing', fr: 'une balançoire' };
const NAMES = { f: ['Nina', 'Lou'], m: ['Tom', 'Sam'] };
const escaped = (s: string) => s.replace(/[.*+?^$|()[\]{}\\]/g, '\\$&');
const kind = (id: string) => KINDS.find((k) => k.id === id) as Kind;
const PARK = SETTINGS.find((s) => s.id === 'park')?.places ?? [];

/**
 * The friend: the companion the idea names ("Tom and Max", "two best friends": Tom), by name; else a
 * stock best friend, a child beside a child, another small animal beside an animal. `stock`: the
 * cast draws no friend of its own, so the arc draws this one.
 */
export function quarrelFriend(facts: IdeaFacts, hero: string) {
  const c = facts.companions[0];
  if (c?.name) return { name: c.name, f: Boolean(c.kind.f || nameGender(c.name) === 'f'), kind: c.kind };
  const heroF = Boolean(facts.heroKind?.f || nameGender(hero) === 'f');
  const k = c?.kind ?? (facts.heroKind && !facts.heroKind.person ? kind('bunny') : kind('girl'));
  const f = c ? Boolean(c.kind.f) : k.id === 'girl' ? heroF : false;
  const name = NAMES[f ? 'f' : 'm'].find((n) => n !== hero) ?? 'Sam';
  return {
    name,
    f,
    kind: k.id === 'bunny' && facts.heroKind?.id === 'bunny' ? kind('squirrel') : k,
    stock: !c,
  };
}

// Pages where the two are apart: sulking, missing, the gesture made alone (not the meeting at the end).
const MET = /coming the other way|arrivait de l’autre côté/;
const GESTURES: [RegExp, string, { en: string; fr: string }][] = [
  [/drew two|dessina deux/, 'framed-picture', { en: 'a drawing', fr: 'un dessin' }],
  [/yellow flower|fleur jaune/, 'blossom', { en: 'a yellow flower', fr: 'une fleur jaune' }],
  [/a sandwich|un sandwich/, 'sandwich', { en: 'half a sandwich', fr: 'un demi-sandwich' }],
  [/little bird|petit oiseau/, 'bird', { en: 'a little bird', fr: 'un petit oiseau' }],
  [/a pebble|un caillou/, 'rock', { en: 'a pebble', fr: 'un caillou' }],
];

/**
 * Two friends who quarrel and make up (idea/read-goal-quarrel.ts): playing together, the quarrel over
 * one thing (the idea's, else the swing), angry words, each sulking in a different spot, missing the
 * other, a small gesture, "I'm sorry" at the turn and playing together again. The friend is drawn on
 * the pages where the two are together, never on the pages apart.
 */
export function quarrelArc(
  facts: IdeaFacts,
  places: Place[],
  home: Place | undefined,
  bedtime: boolean,
  name: string,
): GoalArc {
  const own = facts.setting ? [home ?? places[0], ...places.filter((p) => p !== home)] : PARK;
  const [play, ...apart] = own;
  const pal = quarrelFriend(facts, name);
  const object = facts.object && !facts.object.parcel ? facts.object : undefined;
  const thing = (lang: Language) => {
    if (!object) return SWING[lang];
    const { word, colour } = object;
    return lang === 'en'
      ? `the ${colour ? `${colour.en} ` : ''}${word.en}`
      : `${frThe(word)}${colour ? ` ${word.f ? colour.frF : colour.fr}` : ''}`;
  };
  // The swing they tug is drawn too (pictures/swing-icon.ts), not only named.
  const thingDrawn = object ? [object.word.icon] : ['swing'];
  const thingSaid = (lang: Language) => [object ? thing(lang).replace(/^the /, 'a ') : A_SWING[lang]];
  // The angry words are said where they play, by the thing they fight over (the swing in the
  // playground), not "among the flower beds"; sulking, missing and the gesture happen elsewhere.
  const atPlay = new RegExp(`^${escaped(play.en)}( glowing)?$`);
  const there = (pool: PlacedL[]) => pool.map((t) => ({ ...t, onlyPlace: atPlay }));
  const away = (pool: PlacedL[]) => pool.map((t) => ({ ...t, unlessPlace: atPlay }));
  // Where the friend sulks: another spot than the hero's page.
  const far = (place?: Place) => apart[(apart.indexOf(place as Place) + 2) % apart.length] ?? play;
  // The friend at the hero's side; a stock one is said in the alt too (the cast's own is already).
  const together = (lang: Language) => ({
    companion: pal.kind.icon,
    said: pal.stock ? [companionName({ kind: pal.kind, name: pal.name }, name, lang)] : [],
  });
  return {
    openings: QUARREL_OPENINGS,
    problems: QUARREL_PROBLEMS,
    turns: QUARREL_TURNS,
    endings: bedtime ? QUARREL_BED_ENDINGS : QUARREL_ENDINGS,
    episodes: {
      search: there(QUARREL_WORDS),
      obstacle: away(QUARREL_SULKS),
      pause: away(QUARREL_MISSING),
      clue: away(QUARREL_GESTURES),
      meet: [],
    },
    // Angry words together, then apart: sulking, missing the other, the gesture.
    phases: [['search'], ['obstacle'], ['pause'], ['clue']],
    inOrder: true,
    ...(bedtime ? { evening: true as const } : {}),
    arrival: play,
    places: [play, ...apart],
    homeDrawn: play,
    bed: bedtime ? BEDROOM_SPOTS[0] : play,
    slots: (lang: Language, place?: Place) => ({
      pal: pal.name,
      thing: thing(lang),
      atPlay: play.at[lang],
      farPlace: far(place).at[lang],
      eF: pal.f ? 'e' : '',
      // "Two best friends" names friendship: the quarrel's own lesson says it (forgiving); "learn to share" is kept.
      ...(facts.lessonNamed && facts.lesson.id !== 'friendship' ? {} : { lesson: LESSON[lang] }),
    }),
    turnAction: 'says sorry and hugs the best friend, then they play together again',
    drawn: (beat, lang, kind, text = '') => {
      const shows = (beat === 'problem' || beat === 'turn' || kind === 'search') && thingDrawn.length > 0;
      const things = shows ? { subjects: thingDrawn, said: thingSaid(lang) } : { subjects: [], said: [] };
      if (beat === 'ending' && bedtime) return { alone: true, subjects: [], said: [] };
      if (beat !== 'journey' && beat !== 'helper') {
        const t = together(lang);
        return { ...t, subjects: things.subjects, said: [...t.said, ...things.said], found: true };
      }
      const seen = GESTURES.find(([re]) => re.test(text));
      const gesture = seen ? { subjects: [seen[1]], said: [seen[2][lang]] } : { subjects: [], said: [] };
      if (kind === 'search' || MET.test(text)) {
        const t = together(lang);
        return {
          ...t,
          subjects: [...things.subjects, ...gesture.subjects],
          said: [...t.said, ...things.said, ...gesture.said],
          found: true,
        };
      }
      return { alone: true, ...gesture, found: true };
    },
  };
}
