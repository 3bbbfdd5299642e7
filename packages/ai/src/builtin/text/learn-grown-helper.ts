import type { IdeaFacts } from '../idea/read-idea';
import type { ArcHelper, GoalArc } from './goal-arc';
import { GROWN } from './goal-task-script-kit';

/**
 * "Sam learns to ride his bike with Grandpa": the grown-up the idea names is the one the middle pages
 * copy and share with ({other}: "Sam watched Grandpa and copied every move"), not the theme's stock
 * helper ("a mysterious talking cat"). No icon: Grandpa is drawn already, at the hero's side on every
 * page; and no one is met on the way ("Sam met Grandpa"): he came along.
 */
export function withGrown(arc: GoalArc, facts: IdeaFacts): GoalArc {
  const grown = facts.companions.map((c) => GROWN[c.kind.id]).find(Boolean);
  if (!grown) return arc;
  const name = { en: grown.en, fr: grown.fr };
  const helper: ArcHelper = { a: name, the: name };
  return { ...arc, others: [helper], episodes: { ...arc.episodes, meet: [] } };
}
