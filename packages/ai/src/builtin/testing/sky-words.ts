import type { PagePlan, StoryPlan } from '../../types';
import { OBJECTS } from '../idea/objects';
import { SETTINGS } from '../idea/settings';
import { formsOf, type Word } from '../idea/words';
import { ALL_THEMES } from '../text/themes';

// Tests' reader of what a page's words say of the sky, against the sky its picture draws (issue 14).

/** A whole word or phrase in either language (\b ignores accented letters). */
const words = (alternation: string) => new RegExp(`(?<!\\p{L})(${alternation})(?!\\p{L})`, 'iu');

/** Words that say it is daytime now: the sun up or going down, a fine day, “good morning”, « le jour est beau ». */
export const DAY_WORDS = words(
  'suns?|sunny|sunshine|sunlight|today|good morning|greet the day|great day|best day|soleil|ensoleillée?|le jour est|il fait jour|beau jour|belle journée|grand jour|aujourd’hui',
);
/** Words that see the sky: the stars, the moon, the sun (hidden by rain, snow, fog or storm clouds). */
export const SKY_WORDS = words(
  'stars?|starry|starlight|moon|moonlight|moonlit|suns?|sunny|sunshine|sunlight|sunrise|sunset|étoiles?|étoilée?s?|lune|soleil|ensoleillée?',
);

/** Names that hold a sky word but are places ("Sunny Hill Farm", « la Lune silencieuse »). */
const PLACE_NAMES = [
  ...SETTINGS.flatMap((s) => s.places),
  ...ALL_THEMES.flatMap((t) => [...t.places, t.setting]),
]
  .flatMap((p) => [p.en, p.fr])
  .sort((a, b) => b.length - a.length);

/** Everything a page prints: its text, and a comic's bubbles, thoughts and captions. */
export const printed = (p: PagePlan): string =>
  [
    p.text,
    ...(
      (p.hints?.panels as { line?: string | null; caption?: string; thought?: string }[] | undefined) ?? []
    ).map((x) => x.line ?? x.thought ?? x.caption ?? ''),
  ].join('\n');

/** The book's key object, as drawn on its turning page (a star is its object, not the sky). */
function keyObject(plan: StoryPlan, said?: Word): Word | undefined {
  if (said) return said;
  const icons = plan.pages.flatMap((p) => (p.hints?.subjects as string[] | undefined) ?? []);
  return OBJECTS.find((o) => icons.includes(o.icon));
}

/**
 * Pages whose words say another sky than their picture: the sun or the day on a night page, the
 * stars, the moon or the sun on a page of rain, snow, fog or storm. The key object and place names
 * are not the sky.
 */
export function skyClashes(plan: StoryPlan, object?: Word): string[] {
  const key = keyObject(plan, object);
  const names = [...(key ? formsOf(key).sort((a, b) => b.length - a.length) : []), ...PLACE_NAMES];
  return plan.pages.flatMap((p, i) => {
    let text = printed(p);
    for (const n of names)
      text = text.split(new RegExp(`(?<!\\p{L})${escapeRe(n)}(?!\\p{L})`, 'giu')).join('_');
    const light = p.hints?.light;
    const weather = p.hints?.weather;
    const bad: string[] = [];
    const day = DAY_WORDS.exec(text)?.[0];
    if ((light === 'night' || light === 'sleep') && day) bad.push(`page ${i + 1} at ${light} says “${day}”`);
    const sky = SKY_WORDS.exec(text)?.[0];
    if (weather && sky) bad.push(`page ${i + 1} in ${String(weather)} says “${sky}”`);
    return bad.map((b) => `${b}: ${printed(p).replace(/\n/g, ' | ')}`);
  });
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
