import type { Language } from '@bookloom/core';
import type { RoamGoal } from '../idea/read-goal-roam';
import type { IdeaFacts } from '../idea/read-idea';
import type { Place } from '../idea/settings';
import type { GoalArc } from './goal-arc';
import { ROAM_ENDINGS, ROAM_PROBLEMS, ROAM_SIGHTS, ROAM_TOGETHER, ROAM_TURNS } from './goal-roam-words';
import { wildDayArc } from './goal-wild-day';
import { capitalise } from './story-context';
import type { PlacedL } from './story-place-fit';

/**
 * A roaming day (idea/read-goal-roam.ts): the group through its place, with no search and nobody to
 * help; the rest of the pack is drawn beside the hero, and the alt text says so. A lone animal's crew
 * is itself: its templates say {name} where they say {crew}.
 */
export function roamArc(goal: RoamGoal, facts: IdeaFacts, places: Place[]): GoalArc {
  const wild = wildDayArc(goal, facts);
  if (wild) return wild;
  const { group } = goal;
  const solo = (pool: PlacedL[]) =>
    group
      ? pool
      : pool.map((t) => ({
          ...t,
          en: t.en.replace(/\{crew\}|\{Crew\}/g, '{name}'),
          fr: t.fr.replace(/\{crew\}|\{Crew\}/g, '{name}'),
        }));
  const kind = facts.heroKind;
  const setting = facts.setting;
  const crew = group
    ? { en: `the ${group.en}`, fr: `${group.f ? 'la' : 'le'} ${group.fr}` }
    : { en: '', fr: '' };
  const land = {
    en: setting ? `the ${setting.en}` : 'the land around',
    fr: setting
      ? `${setting.f ? 'la' : 'le'} ${setting.fr}`.replace(/^l[ae] ([aeiouéè])/i, 'l’$1')
      : 'les environs',
  };
  // Two more of the hero's kind walk beside it: a pack is drawn as a pack.
  const others = group && kind?.icon ? [kind.icon, kind.icon] : [];
  const said = kind && {
    en: `the rest of the ${group?.en}`,
    fr: `le reste de ${group?.f ? 'la' : 'le'} ${group?.fr}`,
  };
  return {
    problems: solo(ROAM_PROBLEMS),
    turns: solo(ROAM_TURNS),
    endings: batSleeps(solo(ROAM_ENDINGS), kind?.id),
    episodes: { search: solo(ROAM_SIGHTS), clue: group ? ROAM_TOGETHER : [], meet: [] },
    places,
    slots: (lang: Language) => ({ crew: crew[lang], Crew: capitalise(crew[lang]), land: land[lang] }),
    turnAction: 'stops to take in the most beautiful view',
    drawn: (beat, lang) =>
      others.length && said && beat !== 'opening' ? { subjects: others, said: [said[lang]] } : undefined,
  };
}

/** A bat sleeps hanging upside down, wings folded (« la tête en bas »), not curled up like a cub. */
const batSleeps = (pool: PlacedL[], kind?: string): PlacedL[] =>
  kind === 'bat'
    ? pool.map((t) => ({
        ...t,
        en: t.en.replace('curled up, warm and safe', 'hung upside down, wings folded tight, warm and safe'),
        fr: t.fr.replace(
          'se blottit au chaud, en sécurité',
          's’accrocha la tête en bas, les ailes bien repliées, au chaud et en sécurité',
        ),
      }))
    : pool;
