import type { Language } from '@bookloom/core';
import { type AnimalGroup, animalGroupNamed } from './animal-groups';
import { isVehicle } from './kind-variants';
import type { Kind } from './kinds';
import type { Setting } from './settings';

/**
 * An idea with no goal at all, only animals and their place ("A majestic wolf pack runs through the
 * snowy forest", « Une meute de loups dans la forêt enneigée »): a gentle day of the group through its
 * place — setting off, sights, moments together, the best spot at the turn, home to sleep
 * (text/goal-roam.ts). Before this it became a search for a stock egg or kite, or a deed "to run
 * through the forest" that "was done" (issue 14).
 */
export type RoamGoal = {
  kind: 'roam';
  group?: AnimalGroup;
  /** Wild animals in their home, told as a nature book (idea/wild-life.ts): the species' id. */
  wild?: string;
  /** The goal said as a deed, for writers that print any goal as one. */
  task: { en: string; fr: string };
};

// A deed that only moves about ("run through the snowy forest", « courir dans la forêt »): no goal.
const WANDER: Record<Language, RegExp> = {
  en: /^(?:run|walk|roam|wander|play|trot|gallop|fly|swim|race|stroll|explore|travel|hunt)\s+(?:through|across|around|over|above|in|along|about|among|under)\b/i,
  fr: /^(?:courir|marcher|errer|vagabonder|jouer|trotter|galoper|voler|nager|se promener|explorer|voyager|chasser|traverser|survoler)\b(?!.*\b(?:pour|afin)\b)/i,
};

// A roaming verb and its place (« court dans la forêt », « vole au-dessus de la mer », « survole la
// mer », "flies over the forest", "explores the cave"): a day in that place, where read-goal.ts reads a journey to it.
const ROAMS: Record<Language, RegExp> = {
  en: /\b(?:runs?|walks?|roams?|wanders?|plays?|trots?|gallops?|flies|fly|soars?|swims?|strolls?|hops?|scampers?|races?)\s+(?:through|across|around|over|above|in|along|about|among|under)\s+the\b|\bexplores?\s+the\b/i,
  fr: /(?<!\p{L})(?:court|courent|gambade\p{L}*|se promène\p{L}*|se balade\p{L}*|trotte\p{L}*|galope\p{L}*|vole|volent|nage|nagent|flâne\p{L}*|erre|errent|vagabonde\p{L}*|sautille\p{L}*|marche|marchent|joue|jouent|bondit|bondissent)\s+(?:dans|à travers|parmi|au-dessus|autour|sous)(?!\p{L})|(?<!\p{L})(?:explore(?:nt)?|survole(?:nt)?)\s+(?:la|le|les|l’|l')(?!\p{L})/iu,
};
const EXPLORES = /(?<!\p{L})(?:explores?|exploring|explore(?:nt)?)\s+(?:the|la|le|les|l’|l')(?!\p{L})/iu;
// After the roaming, somewhere else to go or something to do: "runs through the forest to the sea".
const AWAY = /(?<!\p{L})(?:to|towards|for|pour|afin|vers|jusqu)(?!\p{L})/iu;

/** The idea sets its animal roaming a place, with nowhere else to go. */
function roams(description: string, lang: Language) {
  const m = ROAMS[lang].exec(description);
  return Boolean(m && !AWAY.test(description.slice(m.index + m[0].length)));
}

/** What read-idea.ts found (its IdeaFacts; not imported: read-goal.ts, which it imports, names RoamGoal). */
type IdeaSaid = {
  heroKind?: Kind;
  object?: unknown;
  setting?: Setting;
  goal?: { kind: string; task?: { en: string; fr: string }; destination?: { whole: boolean } };
};

/** A roaming day when the idea names animals and their place, and nothing to do or find. */
export function readRoam(read: IdeaSaid, description: string, lang: Language): RoamGoal | undefined {
  const kind = read.heroKind;
  // A child roams a setting it explores ("Tom explores the castle": a day there, not a deed that "was done").
  const explores = Boolean(read.setting) && EXPLORES.test(description);
  if (kind ? (kind.person && !explores) || isVehicle(kind) : !explores) return undefined;
  if (read.object) return undefined;
  const moving = roams(description, lang);
  // « court dans la forêt »: read as a journey to the forest, it is a day in it.
  const inPlace = read.goal?.kind === 'reach' && read.goal.destination?.whole && moving;
  const wanders = read.goal?.kind === 'task' && (WANDER[lang].test(read.goal.task?.[lang] ?? '') || moving);
  if (read.goal && !inPlace && !wanders) return undefined;
  const group =
    description
      .split(/[^\p{L}]+/u)
      .map(animalGroupNamed)
      .find(Boolean) ?? (kind && namedInPlural(kind, description) ? animalGroupNamed('family') : undefined);
  // A lone animal roams only when the idea sets it moving ("a fox runs through the forest"): "a little
  // dinosaur and the volcano" stays the theme's quest.
  if (!group && !read.goal && !moving) return undefined;
  const land = read.setting
    ? {
        en: `the ${read.setting.en}`,
        fr: `${read.setting.f ? 'la' : 'le'} ${read.setting.fr}`.replace(/^l[ae] ([aeiouéè])/i, 'l’$1'),
      }
    : { en: 'home', fr: 'chez soi' };
  return {
    kind: 'roam',
    ...(group ? { group } : {}),
    task: { en: `roam ${land.en}`, fr: `parcourir ${land.fr}` },
  };
}

/**
 * "The bats of the cave", « Les chauves-souris de la grotte »: the hero's kind in the plural after
 * "the"/« les »/« des », or heading the idea ("Wolves of the Yellowstone winter"), is a family of them, roaming their place together (was a lone bat's stock quest).
 */
function namedInPlural(kind: Kind, description: string) {
  const plurals = new Set(
    [kind.en, kind.fr]
      .flatMap((w) => [`${w}s`, `${w}x`])
      .concat((kind.forms ?? []).filter((f) => /[sx]$/.test(f))),
  );
  plurals.delete(kind.en);
  plurals.delete(kind.fr);
  const said = description.toLowerCase();
  // "Wolves of the Yellowstone winter", "Penguins in Antarctica": the plural heading the idea too.
  return [said.replace(/^(?:little\s+|petite?s\s+)/u, '')]
    .concat(said.split(/(?<![\p{L}-])(?:the|les|des)\s+(?:little\s+|petite?s\s+)?/u).slice(1))
    .some((rest) => plurals.has(rest.split(/[^\p{L}-]+/u)[0]));
}
