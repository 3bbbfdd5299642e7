import { nameFromTitle } from '../idea/name-from-title';
import type { StoryContext } from './story-context';

/** How a poem calls its hero, and how its opening couplet introduces it. */
export type PoemHero = {
  /** "Léo", or "the little fox" / « le petit renard » when the idea names a kind but no name. */
  name: string;
  /** The opening's "who": "Léo the fox", "a little fox" / « Léo, un renard », « un petit renard ». */
  who: string;
  /** The hero is a kind with no name: "the little fox" is lower-case mid-line. */
  unnamed: boolean;
};

/**
 * An idea that names a kind but no hero ("A fox watches the seasons change") is sung about that fox:
 * a poem has room for "the little fox", and a stock name ("Bram") would be a hero the idea never had.
 * A name the user, the idea or the title gives is kept.
 */
export function poemHero(ctx: StoryContext): PoemHero {
  const { lang, facts, req } = ctx;
  const kind = facts.heroKind;
  const given = req.character?.name?.trim() || facts.heroName || nameFromTitle(req.title);
  if (!kind || kind.person) return { name: ctx.name, who: ctx.name, unnamed: false };
  const f = lang === 'fr' && kind.f;
  if (given || req.character?.bible) {
    const who = lang === 'fr' ? `${ctx.name}, ${f ? 'une' : 'un'} ${kind.fr}` : `${ctx.name} the ${kind.en}`;
    return { name: ctx.name, who, unnamed: false };
  }
  // "A little train" is read as the kind "little train" (vehicle-hero.ts): no « le petit petit bateau ».
  const en = kind.en.replace(/^little /, '');
  const fr = kind.fr.replace(/^petite? /, '');
  if (lang === 'en') return { name: `the little ${en}`, who: `a little ${en}`, unnamed: true };
  return {
    name: `${f ? 'la petite' : 'le petit'} ${fr}`,
    who: `${f ? 'une petite' : 'un petit'} ${fr}`,
    unnamed: true,
  };
}
