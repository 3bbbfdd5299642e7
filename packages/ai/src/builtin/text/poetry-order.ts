import type { IdeaGoal } from '../idea/read-goal';
import { learnsToSwim } from './goal-learn-swim';
import { arcCouplets, arcFillers } from './poetry-arc-couplets';
import { woven } from './poetry-arc-kit';
import type { Couplet } from './poetry-hand-couplets';
import type { PoemHero } from './poetry-hero';
import { companionCouplet, goalCouplets, openingCouplet } from './poetry-idea-couplets';
import { spread } from './poetry-refuse-couplets';
import type { Cast } from './story-cast';
import { fill, frenchContractions, type StoryContext } from './story-context';

type IdeaParts = {
  hero: PoemHero;
  topic: Pick<Couplet, 'en' | 'fr' | 'subject' | 'drawWeather'>[];
  goal?: IdeaGoal;
};

/** The idea names its hero's kind, its setting, its key object, a companion or a deed. */
export const ideaSays = (ctx: StoryContext) =>
  Boolean(
    ctx.facts.heroKind ||
      ctx.facts.setting ||
      ctx.facts.object ||
      ctx.facts.goal ||
      ctx.facts.companions.length ||
      ctx.facts.heroName,
  );

/**
 * The poem in order: who the hero is and where, the deed's start, the topic walked through in its
 * order (spring, summer, autumn, winter), the other couplets, and the deed's end on the book's
 * last couplets (the arrival, "now the fox is brave").
 */
export function ideaOrder(
  ctx: StoryContext,
  cast: Cast,
  parts: IdeaParts,
  rest: Couplet[],
  slots: number,
): Couplet[] {
  const { hero, topic, goal } = parts;
  // The idea's couplets name the hero themselves ({name} may come twice in a line).
  const own = (cp: Omit<Couplet, 'place' | 'at'> & { place?: Cast['home'] }): Couplet => {
    const { place, ...rest } = cp;
    const put = (line: string) => fill(line, { name: hero.name });
    return {
      ...rest,
      ...(place ? { place: place.pic ?? place.en, at: place.at } : {}),
      en: [put(cp.en[0]), put(cp.en[1])],
      fr: [frenchContractions(put(cp.fr[0])), frenchContractions(put(cp.fr[1]))],
    };
  };
  // A story arc with its own couplets sings them in its own places (poetry-arc-couplets.ts).
  const arcStory = arcCouplets(ctx.facts, hero.name, ctx.lang, `${ctx.req.title} ${ctx.req.description}`);
  // A poem longer than its arc's couplets weaves in the arc's fillers (a 50-page Christmas poem).
  const fillers = arcStory && arcFillers(ctx.facts, hero.name);
  const arcOwn = arcStory && fillers ? woven(arcStory, fillers, slots) : arcStory;
  const sung = arcOwn
    ? arcOwn.map(({ atHome, ...cp }) => {
        const place = atHome ? cast.home : cp.place;
        return { ...own({ ...cp, place }), spot: place };
      })
    : goalCouplets(goal ? { ...ctx.facts, goal } : { ...ctx.facts, goal: undefined }, cast.places).map(own);
  // A quarrel's own first couplet brings the friend in (poetry-quarrel-couplets.ts): no second "side by side".
  // So does a Christmas story's ("Grandma lifted the little brother up so high": poetry-christmas-couplets.ts),
  // learning to swim with Mum, and a day at Mum's work: Mum is in the arc's own couplets, not off
  // exploring the park or the library.
  const g = ctx.facts.goal;
  const ownFriend =
    g?.kind === 'quarrel' ||
    g?.kind === 'christmas' ||
    learnsToSwim(ctx.facts) ||
    // A picnic names who came on its walk (poetry-picnic-lines.ts): not « main dans la main » with a dog.
    g?.kind === 'picnic' ||
    (g?.kind === 'day-with' && g.parent);
  const companion = ownFriend ? [] : companionCouplet(ctx.facts).map(own);
  // A refusal's arc is the whole poem, from its own first line (not "there lived, at the end of Maple
  // Lane"): a short poem keeps its first and last couplets and an even spread between.
  // An arc with its own couplets is its whole poem too (poetry-arc-couplets.ts).
  const arc = (goal?.kind === 'refuse' || arcOwn !== undefined) && sung.length > 0;
  const deed = arc ? spread(sung, Math.max(2, slots - companion.length - topic.length)) : sung;
  const first = [
    ...((ctx.facts.heroKind || ctx.facts.setting) && !arc
      ? [own(openingCouplet(hero, cast.home, ctx.facts))]
      : []),
    ...deed.slice(0, 1),
    ...companion,
    ...topic.map(own),
  ];
  const ending = deed.slice(1);
  const room = Math.max(0, slots - first.length - ending.length);
  // A long poem of an arc with no fillers of its own (the lost tooth at 50 pages) sang 26 stock
  // couplets in a row between its first couplet and its second: they now come a few at a time
  // between the arc's couplets, the arc's last couplet still last.
  const stock = rest.slice(0, room);
  const middle = arcOwn && ending.length ? sprinkled(stock, ending) : [...stock, ...ending];
  return [...first, ...middle, ...rest.slice(room)];
}

/** `fill` spread evenly before each of `arc`'s couplets: none after the last. */
function sprinkled<T>(fill: T[], arc: T[]): T[] {
  return arc.flatMap((cp, k) => [
    ...fill.slice(
      Math.floor((k * fill.length) / arc.length),
      Math.floor(((k + 1) * fill.length) / arc.length),
    ),
    cp,
  ]);
}
