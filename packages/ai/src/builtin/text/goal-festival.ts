import type { Language } from '@bookloom/core';
import type { Feast, FestivalGoal } from '../idea/read-goal-festival';
import type { IdeaFacts } from '../idea/read-idea';
import { menorahDrawn } from './festival-menorah';
import type { GoalArc, GoalDrawn } from './goal-arc';
import { FESTIVAL_NAMED } from './goal-festival-named';
import { FESTIVAL_WORDS } from './goal-festival-words';
import { drawnOfNamed } from './named-drawn';

/** Grandma beside the hero from page 1 ("with Grandma") is not drawn a second time where a page names her. */
const kinAlongside = (facts: IdeaFacts) =>
  facts.companions.filter((c) => c.kind.relative).map((c) => c.kind.icon);

const PEOPLE = ['old-woman', 'woman', 'old-man', 'man', 'child', 'teacher', 'person-wearing-turban'];

/** What a page's words name, drawn and said (the first three that match), the family among them said as kin. */
function drawnOf(feast: Feast, text: string, lang: Language, skip: string[]): GoalDrawn | undefined {
  const hits = FESTIVAL_NAMED[feast]
    .filter(([re, icon]) => re.test(text) && !skip.includes(icon))
    .filter(([, icon], i, all) => all.findIndex(([, other]) => other === icon) === i)
    // One person a page: the scene stands the first beside the hero, a second was a head at its feet.
    .filter(
      ([, icon], i, all) => !PEOPLE.includes(icon) || all.findIndex(([, o]) => PEOPLE.includes(o)) === i,
    )
    .slice(0, 3);
  // The menorah is drawn with as many candles lit as the page's night counts (festival-menorah.ts).
  const drawn = drawnOfNamed(
    hits.map(([re, icon, said]) => {
      if (icon !== 'menorah') return [re, icon, said];
      const m = menorahDrawn(text, lang);
      return [re, m.icon, { en: m.said, fr: m.said }];
    }),
    lang,
  );
  const kin = hits.some(([, icon]) => ['old-woman', 'woman', 'old-man'].includes(icon));
  return drawn && { ...drawn, found: true, ...(kin ? { kin: true } : {}) };
}

/** The festival the idea names (idea/read-goal-festival.ts), told in its own order at home. */
export function festivalArc(goal: FestivalGoal, facts: IdeaFacts): GoalArc {
  const w = FESTIVAL_WORDS[goal.feast](goal.atGrandma === true);
  const P = w.places;
  const skip = kinAlongside(facts);
  return {
    openings: w.openings,
    problems: w.problems,
    turns: w.turns,
    endings: w.endings,
    episodes: { search: w.middle[0], pause: w.middle[1], obstacle: w.middle[2], clue: w.middle[3], meet: [] },
    phases: [['search'], ['pause'], ['obstacle'], ['clue']],
    inOrder: true,
    parted: P.parted,
    arrival: P.arrival,
    places: P.places,
    homeDrawn: P.homeDrawn,
    ...(P.ending ? { bed: P.ending } : {}),
    slots: (lang): Record<string, string> => (facts.lessonNamed ? {} : { lesson: w.lesson[lang] }),
    turnAction: w.turnAction,
    drawn: (beat, lang, _kind, text = '') => {
      if (beat === 'turn') {
        const turn = drawnOf(goal.feast, w.turn, lang, skip);
        return turn && w.turnBig ? { ...turn, scales: { [w.turnBig[0]]: w.turnBig[1] } } : turn;
      }
      if (beat === 'ending') return drawnOf(goal.feast, `${w.ending} ${text}`, lang, skip);
      return drawnOf(goal.feast, text, lang, skip);
    },
  };
}
