import type { Language } from '@bookloom/core';
import type { PagePlan } from '../../types';
import type { IdeaFacts } from '../idea/read-idea';
import { racedBeside } from './goal-task-script';
import type { Cast, Other } from './story-cast';

/** Who answers the hero in a comic's bubbles: named in the scene (en), said in the book's language, drawn as its icon. */
export type Helper = { en: string; said: string; icon?: string };

/**
 * The helper a story arc's comic talks with ("Tom and Dad build a treehouse"): the idea's own
 * companion, at the hero's side from the first page (Dad, « Papa »), else no one until a page of the
 * story meets one (the fable's lion). Never the comic theme's stock robot or grandmother, whom the
 * story never meets; nor the hare a tortoise races, at its side (no "Can you help me?" to the rival).
 */
export function arcHelper(cast: Cast, facts: IdeaFacts): Helper | undefined {
  const companion = facts.companions[0];
  const friend = cast.friend;
  if (!companion || !friend?.icon || racedBeside(facts)) return undefined;
  return { en: companion.kind.en, said: friend.name, icon: friend.icon };
}

/** The helper a meeting page names ("…, with a turtle") and draws (its icon among the subjects). */
export function metHelperOf<H extends Helper | undefined>(
  page: PagePlan,
  lang: Language,
  fallback: H,
  others: Other[],
): Helper | H {
  const en = /, with ([^,]+)/.exec(page.scene)?.[1];
  const avoid = (page.hints?.avoid as string[] | undefined) ?? [];
  const icon = ((page.hints?.subjects ?? []) as string[]).find((x) => !avoid.includes(x));
  // The story's own helper speaks, by the name the idea gives it ("Hoot", not "Hoot the owl"), in
  // the book's language (« une tortue », not the theme's « gentil petit robot »).
  const met = others.find((o) => o.a.en === en);
  const said = met ? (met.name ?? met.a[lang]) : lang === 'en' ? en : fallback?.said;
  return en && icon && said ? { en, said, icon } : fallback;
}

/**
 * A story arc's helper its text meets though no icon of it is among the page's subjects ("Tom
 * helped a busy firefighter…": drawn from the scene's words): it speaks, drawn as the pictures read it.
 */
export function sceneHelperOf(page: PagePlan, lang: Language, others: Other[]): Helper | undefined {
  const en = /, with ([^,]+)/.exec(page.scene)?.[1];
  const met = en ? others.find((o) => o.a.en === en) : undefined;
  return en && met ? { en, said: met.name ?? met.a[lang], icon: met.icon } : undefined;
}
