import { isVehicle } from '../idea/kind-variants';
import type { Kind } from '../idea/kinds';
import type { Refusal, RefuseGoal } from '../idea/read-goal-refuse';
import type { GoalArc } from './goal-arc';
import { BATH } from './goal-refuse-bath-words';
import { BED } from './goal-refuse-bed-words';
import { GREENS } from './goal-refuse-greens-words';
import type { RefuseScript } from './goal-refuse-kit';
import { OTHER } from './goal-refuse-other-words';
import { personNamed } from './goal-refuse-people';
import { RESCUE } from './goal-refuse-rescue-words';
import { SHARE_SIBLING } from './goal-refuse-share-sibling-words';
import { SHARE } from './goal-refuse-share-words';

const SCRIPTS: Record<Refusal, RefuseScript> = {
  share: SHARE,
  bed: BED,
  greens: GREENS,
  bath: BATH,
  rescued: RESCUE,
  other: OTHER,
};

/** One refusal's script: its rooms, for the poem that sings it too (poetry-refuse-couplets.ts). */
export const refuseScript = (refusal: Refusal): RefuseScript => SCRIPTS[refusal];

/** The subjects with any pair the script draws as one icon merged (the rubber duck in the bath). */
function drawnTogether(shown: string[], together: RefuseScript['together']): string[] {
  if (!together) return shown;
  const [one, other] = together.icons;
  if (!shown.includes(one) || !shown.includes(other)) return shown;
  return shown.filter((icon) => icon !== other).map((icon) => (icon === one ? together.as : icon));
}

/**
 * A hero who will not (idea/read-goal-refuse.ts): the refusal, what it costs, someone who shows
 * another way, the hero trying it, the turn, a happy ending. Told in that order (phases, inOrder),
 * at home where the refusal happens. Each page draws the refused things its words name and the one
 * who is there with the hero (goal-refuse-people.ts), and the alt text says them.
 */
export function refuseArc(goal: RefuseGoal, lessonNamed: boolean, hero?: Kind): GoalArc {
  // Sharing with the sister the idea names: she is the one shared with, drawn at the hero's side.
  const sibling = goal.refusal === 'share' ? goal.sibling : undefined;
  const s = sibling ? SHARE_SIBLING : SCRIPTS[goal.refusal];
  // A bear's friends and big sister are bear children, the hero's kind in other clothes
  // (pictures/kin-figure.ts), not human children beside a bear; a person keeps human friends.
  const kid = hero && !hero.person && !isVehicle(hero) && hero.icon ? hero.icon : undefined;
  const drawnAs = (icon: string) => (kid && (icon === 'boy' || icon === 'girl') ? kid : icon);
  return {
    ...(s.openings ? { openings: s.openings } : {}),
    problems: s.problems,
    turns: s.turns,
    endings: s.endings,
    // Nobody met on the way: the one who shows another way is in the script.
    episodes: { search: s.refusals, obstacle: s.costs, clue: s.shown, pause: s.tries, meet: [] },
    phases: [['search'], ['obstacle'], ['clue'], ['pause']],
    inOrder: true,
    arrival: s.arrival ?? s.home,
    places: s.places,
    homeDrawn: s.home,
    slots: (lang): Record<string, string> => ({
      ...(lessonNamed ? {} : { lesson: s.lesson[lang] }),
      ...(sibling ? { sib: sibling[lang] } : {}),
    }),
    turnAction: s.turnAction,
    drawn: (beat, lang, _kind, text = '') => {
      if (beat === 'opening') return undefined;
      // A script with nothing refused to draw (bed, any other no) still draws who its words name.
      // (The sister named is the idea's companion, drawn and said already: "a big sister" is not another.)
      const person = sibling ? undefined : personNamed(text, lang);
      if (!s.subjects.length && !person) return undefined;
      const named = s.subjects.filter((icon) => s.named?.[icon]?.test(text));
      const shown = named.length ? named : (s.unnamed ?? s.subjects);
      const said = shown.map((icon) => s.said[lang][s.subjects.indexOf(icon)]);
      // In the bath: the hero sits in the tub (drawn round it), the duck floats beside on the foam.
      const inTub = beat !== 'problem' && Boolean(s.inTub?.test(text));
      return {
        subjects: inTub ? shown.filter((icon) => icon !== 'bathtub') : drawnTogether(shown, s.together),
        ...(inTub ? { inWater: 'tub' as const } : {}),
        ...(person ? { companion: drawnAs(person.icon) } : {}),
        said: person ? [person.said, ...said] : said,
        found: true,
      };
    },
  };
}
