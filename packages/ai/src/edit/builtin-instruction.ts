import { companionFromScene, companionIn, companionPhrase } from '../builtin/text/companion';
import type { PagePlan } from '../types';

/**
 * What the builtin picture engine can do with a free-text instruction ("make it night, add the cat"):
 * time of day, a companion, a few objects, the composition (full-page picture, picture on top,
 * no picture). Each clause it understands changes the page plan; the others are reported back,
 * so the editor can say what it could not follow.
 */
export type InstructionOutcome = { page: PagePlan; followed: string[]; notFollowed: string[] };

/**
 * `\b` in a JavaScript pattern knows only ASCII letters: "étoiles" or "ensoleillé" never matched it. Every `\b`
 * below is a boundary between a letter or digit of any script and anything else.
 */
const L = '[\\p{L}\\p{N}]';
const words = (re: RegExp) =>
  new RegExp(
    re.source.replaceAll('\\b', `(?:(?<!${L})(?=${L})|(?<=${L})(?!${L}))`),
    re.flags.includes('u') ? re.flags : `${re.flags}u`,
  );

const TIMES: [RegExp, 'night' | 'dusk' | 'day'][] = (
  [
    [/\b(night|nighttime|dark|moon|stars|bedtime|nuit|lune|étoiles?|sombre)\b/iu, 'night'],
    [/\b(dusk|evening|sunset|twilight|soir|soirée|crépuscule|coucher)\b/iu, 'dusk'],
    [
      /\b(day|daytime|daylight|morning|noon|sunny|sun|jour|journée|matin|midi|ensoleillée?|soleil)\b/iu,
      'day',
    ],
  ] as [RegExp, 'night' | 'dusk' | 'day'][]
).map(([re, time]) => [words(re), time]);

const OBJECTS: [RegExp, string][] = (
  [
    [/\b(balloons?|ballons? de baudruche)\b/iu, 'balloon'],
    [/\b(balls?|ballons?)\b/iu, 'soccer-ball'],
    [/\b(kites?|cerfs?-volants?)\b/iu, 'kite'],
    [/\b(trees?|arbres?)\b/iu, 'deciduous-tree'],
    [/\b(flowers?|fleurs?)\b/iu, 'blossom'],
    [/\b(boats?|bateaux?)\b/iu, 'sailboat'],
    [/\b(cars?|voitures?)\b/iu, 'automobile'],
    [/\b(umbrellas?|parapluies?)\b/iu, 'umbrella'],
    [/\b(cakes?|gâteaux?)\b/iu, 'birthday-cake'],
    [/\b(books?|livres?)\b/iu, 'books'],
    [/\b(rainbows?|arcs?-en-ciel)\b/iu, 'rainbow'],
    [/\b(apples?|pommes?)\b/iu, 'red-apple'],
    [/\b(rockets?|fusées?)\b/iu, 'rocket'],
    [/\b(houses?|maisons?)\b/iu, 'house'],
    [/\b(snow|snowflakes?|neige|flocons?)\b/iu, 'snowflake'],
    [/\b(crowns?|couronnes?)\b/iu, 'crown'],
    [/\b(guitars?|guitares?)\b/iu, 'guitar'],
  ] as [RegExp, string][]
).map(([re, icon]) => [words(re), icon]);

const LAYOUTS: [RegExp, PagePlan['layout']][] = (
  [
    [
      /\b(full[- ]?page|full[- ]?bleed|whole page|bigger picture|pleine page|toute la page)\b/iu,
      'image-full',
    ],
    [/\b(picture|image|illustration) (on|at the) top\b|\bimage en haut\b/iu, 'image-top'],
    [/\b(no picture|text only|without (a |the )?picture|sans image|texte seul)\b/iu, 'text-only'],
  ] as [RegExp, PagePlan['layout']][]
).map(([re, layout]) => [words(re), layout]);

const FILLER = /^(please|make it|make|add|put|draw|show|with|s'il te plaît|svp|ajoute|mets|fais)?\s*$/iu;

export function splitInstruction(instruction: string): string[] {
  return instruction
    .split(/[,;.!\n]|\band\b|\bthen\b|\bet\b|\bpuis\b/iu)
    .map((s) => s.trim())
    .filter((s) => s && !FILLER.test(s));
}

export function applyBuiltinInstruction(page: PagePlan, instruction: string): InstructionOutcome {
  const next: PagePlan = { ...page, hints: { ...(page.hints ?? {}) } };
  const hints = next.hints as Record<string, unknown>;
  const followed: string[] = [];
  const notFollowed: string[] = [];
  for (const clause of splitInstruction(instruction)) {
    let understood = false;
    const layout = LAYOUTS.find(([re]) => re.test(clause));
    if (layout && next.layout !== 'coloring' && next.layout !== 'activity') {
      next.layout = layout[1];
      understood = true;
    }
    const time = TIMES.find(([re]) => re.test(clause));
    if (time && !layout) {
      hints.light = time[1];
      hints.mood = time[1] === 'day' ? 'day' : 'night';
      understood = true;
    }
    const friend = companionIn(`with ${clause}`);
    if (friend) {
      const old = companionFromScene(next.scene);
      const bare = old ? next.scene.replace(companionPhrase(old), '') : next.scene;
      next.scene = `${bare}${companionPhrase(friend)}`;
      hints.companion = friend;
      understood = true;
    }
    const objects = OBJECTS.filter(([re]) => re.test(clause)).map(([, icon]) => icon);
    if (objects.length) {
      const had = Array.isArray(hints.subjects) ? (hints.subjects as string[]) : [];
      hints.subjects = [...new Set([...objects, ...had])].slice(0, 4);
      understood = true;
    }
    (understood ? followed : notFollowed).push(clause);
  }
  return { page: next, followed, notFollowed };
}
