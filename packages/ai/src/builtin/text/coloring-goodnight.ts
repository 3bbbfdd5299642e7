import type { Language } from '@bookloom/core';
import type { PagePlan } from '../../types';
import type { GoodnightGoal } from '../idea/read-goal-goodnight';
import { goodnightArc } from './goal-goodnight';
import { storyCast } from './story-cast';
import { capitalise, frenchContractions, type StoryContext } from './story-context';
import type { StoryHints } from './story-light';

/**
 * A goodnight round as a coloring book ('A sleepy bunny says goodnight to the farm animals'): each
 * page the hero says goodnight to the round's next thing (goal-goodnight.ts), both drawn, where it
 * sleeps; the last page the moon and the stars. Was the farm group's stock captions ("Color the pig
 * rolling in the mud!"), the goal forgotten.
 */
type Say = (name: string, thing: string, at: string) => string;
/** Three ways to say it, in turn. */
const SAYS: Record<Language, Say[]> = {
  en: [
    (n, x, at) => `Color ${n} saying goodnight to ${x} ${at}!`,
    (n, x, at) => `Color ${n} blowing a goodnight kiss to ${x} ${at}!`,
    (n, x, at) => `Color ${n} tiptoeing over to ${x} ${at} to whisper goodnight!`,
  ],
  fr: [
    (n, x, at) => `Colorie ${n} qui dit bonne nuit à ${x} ${at} !`,
    (n, x, at) => `Colorie ${n} qui envoie un bisou de bonne nuit à ${x} ${at} !`,
    (n, x, at) => `Colorie ${n} qui chuchote bonne nuit à ${x} ${at} !`,
  ],
};
const MOON = {
  en: (n: string) => `Color ${n} saying goodnight to the moon and the stars!`,
  fr: (n: string) => `Colorie ${n} qui dit bonne nuit à la lune et aux étoiles !`,
};

export function writeGoodnightColoring(ctx: StoryContext, goal: GoodnightGoal): PagePlan[] {
  const { lang, name, req, facts } = ctx;
  const cast = storyCast(ctx);
  const rounds = Math.max(1, req.pages - 1);
  // The arc's middle pages are its stops, one thing each (4 more pages: opening, problem, turn, ending).
  const arc = goodnightArc(goal, facts, cast.places, cast.home, rounds + 4);
  const stops = arc.places;
  return Array.from({ length: req.pages }, (_, i) => {
    const last = i === req.pages - 1 && req.pages > 1;
    const stop = last ? undefined : stops[i % stops.length];
    const said = stop && arc.slots(lang, stop);
    const drawn = stop ? arc.drawn?.('search', lang, 'search', '', stop) : undefined;
    // Other words each page, and other words again for a thing met a second time.
    const say = SAYS[lang][(i + Math.floor(i / stops.length)) % SAYS[lang].length];
    const raw = stop && said ? say(name, said.theThing, stop.at[lang]) : MOON[lang](name);
    const text = lang === 'fr' ? frenchContractions(raw) : raw;
    const alt =
      lang === 'en'
        ? `Line art to color: ${text.replace(/^Color /, '').replace(/!$/, '.')}`
        : `Dessin à colorier : ${capitalise(text.replace(/^Colorie /, '').replace(/\s?!$/, '.'))}`;
    // The moon over the last thing's place (the night sky draws it), not over a kingdom far away.
    const under = stop ?? stops[(i - 1) % stops.length] ?? cast.home;
    const place = under.pic ?? under.en;
    return {
      text,
      scene: `Coloring page, clean black outlines on white: ${name} says goodnight${stop ? ` to ${stop.en}` : ' to the moon'} at ${place}`,
      alt,
      layout: 'coloring',
      hints: {
        kind: 'coloring',
        place,
        subjects: drawn?.subjects ?? [],
        mood: 'night',
        light: 'night',
        companion: drawn?.companion,
      } satisfies StoryHints,
    } satisfies PagePlan;
  });
}
