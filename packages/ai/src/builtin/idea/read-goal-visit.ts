import type { Language } from '@bookloom/core';
import { find } from './find-words';
import { KINDS, type Kind } from './kinds';
import type { Setting } from './settings';
import { tokenize } from './tokens';
import { SIGHTS, type Sight } from './visit-sights';

/**
 * A visit to a place with something to do there ("Zoe visits the zoo with her grandpa and feeds the
 * giraffes", « Léa va au zoo avec son papi et donne à manger aux girafes»): arriving, the place's own
 * spots, the named animal where it lives, the named deed done at the turn, going home
 * (text/goal-visit.ts). Before this it was a journey that met the giraffe in a library and never fed it.
 */
export type VisitGoal = {
  kind: 'visit';
  setting: Setting;
  /** The animal the idea names there, drawn on the turn page. */
  animal?: Kind;
  /** Feeding it, when the idea says so; else the visit's turn is seeing it up close. */
  feed: boolean;
  /** At the museum or the fair: what is seen or ridden there (idea/visit-sights.ts), in place of an animal. */
  sight?: Sight;
  /** The goal said as a deed, for writers that print any goal as one. */
  task: { en: string; fr: string };
};

// Places one visits for what is there: a journey to them is a visit once the idea names a deed or an animal.
const VISITED = new Set(['zoo', 'farm', 'aquarium', 'museum', 'fair']);
const FEED: Record<Language, RegExp> = {
  en: /\bfeed(?:s|ing)?\b/i,
  fr: /\b(?:donne[rz]?|donnent)\s+(?:à|a)\s+manger\b|\bnourri[rt]?\b|\bnourriss/i,
};

/** What read-idea.ts found (not imported: read-goal.ts, which it imports, names VisitGoal). */
type IdeaSaid = {
  heroKind?: Kind;
  setting?: Setting;
  goal?: { kind: string; destination?: { setting: Setting; whole?: boolean } };
};

// "A day at the zoo with Grandma", « Une sortie à la ferme »: a day out there is a visit, with no verb
// of going (was a stock ball hunt by "a child who lives at the zoo").
const DAY_OUT =
  /\b(?:day|trip|outing|visit|afternoon|morning)\s+(?:out\s+)?(?:at|to)\s+the\s+(?:zoo|farm|aquarium|museum|fair)\b|(?<!\p{L})(?:journée|sortie|visite|après-midi|matinée)\s+(?:au|à\s+la|à\s+l['’])\s*(?:zoo|ferme|aquarium|musée|fête)/iu;
// What a day out goes to see when the idea names no animal: the zoo's elephants, the farm's lambs.
const SEEN_ON_A_DAY_OUT: Record<string, string> = { zoo: 'elephant', farm: 'sheep', aquarium: 'shark' };

const dayOut = (read: IdeaSaid, description: string) =>
  (!read.goal || read.goal.kind === 'task') && read.setting && DAY_OUT.test(description)
    ? { setting: read.setting, whole: true, out: true }
    : undefined;

export function readVisit(read: IdeaSaid, description: string, lang: Language): VisitGoal | undefined {
  const d = read.goal?.kind === 'reach' ? read.goal.destination : dayOut(read, description);
  if (!d?.whole || !VISITED.has(d.setting.id)) return undefined;
  const animal = find(tokenize(description, lang), KINDS)
    .map((h) => h.item)
    .find((x) => !x.person && x.id !== read.heroKind?.id && x.figure !== undefined);
  const feed = FEED[lang].test(description);
  // The museum's dinosaurs are bones, the fair's carousel no animal: a sight of the place, named or its first.
  const sights = SIGHTS.filter((x) => x.setting === d.setting.id);
  const sight = sights.find((x) => x.words.test(description)) ?? sights[0];
  if (sight) return { kind: 'visit', setting: d.setting, feed: false, sight, task: sight.deed };
  // At the aquarium with no animal named, the sharks in their tunnel; a day at the zoo, its elephants.
  const usual =
    d.setting.id === 'aquarium' || (d as { out?: true }).out ? SEEN_ON_A_DAY_OUT[d.setting.id] : undefined;
  const seen = animal ?? KINDS.find((k) => k.id === usual);
  if (!seen && !feed) return undefined;
  const a = seen ?? { en: 'animal', fr: 'animal' };
  return {
    kind: 'visit',
    setting: d.setting,
    ...(seen ? { animal: seen } : {}),
    feed,
    task: feed
      ? { en: `feed the ${a.en}s`, fr: `donner à manger aux ${a.fr}s` }
      : { en: `see the ${a.en}s`, fr: `voir les ${a.fr}s` },
  };
}
