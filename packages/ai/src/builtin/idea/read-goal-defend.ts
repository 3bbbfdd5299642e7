import type { Language } from '@bookloom/core';
import { frGenderOf } from './fr-gender';
import { kindAt } from './kind-at';
import type { Kind } from './kinds';
import { SETTINGS, type Setting } from './settings';
import { madeOf, THREAT_KIND_WORDS } from './threat-made-of';
import { type Victim, victimAt } from './threat-victim';
import type { Token } from './tokens';

/**
 * Saving a place from a threat ("A superhero cat saves the city from a giant robot", « Le chevalier
 * protège le village contre un dragon », "fights the dragon"): the threat is faced, never helped nor
 * met as a friend, and the place is the one the idea names (else the hero's own town). Read before
 * helping (read-goal-help.ts), whose verbs (save, protect, « sauve ») it shares: a being in trouble
 * ("saves a kitten stuck in a tree") has no "from"/« contre » before a threat, and stays a help.
 */
export type DefendGoal = {
  kind: 'defend';
  threat: Kind;
  /** The threat as the idea says it, without article: "giant robot", « robot géant »; f: French gender. */
  said: { en: string; fr: string; f: boolean };
  /** The setting saved, when the idea names one ("the city", « le village »). */
  place?: Setting;
  /** The token the threat is named at: that kind is neither the hero nor met on the way. */
  at: number;
  /** A real city the idea names ("protects Tokyo"): said where the book says the town. */
  town?: { en: string; fr: string };
  /** Someone the threat holds, saved from it ("saves a princess from a dragon", « sauve la princesse du dragon »). */
  victim?: Victim;
  /** Where a rescue happens when the idea names no place: the wolf's forest ("saves a puppy from the wolf"). */
  lair?: Setting;
  /** Said to be giant, huge or enormous (« géant », « énorme »): drawn towering over the hero. */
  giant?: true;
  /** The threat's own name ("from Rex the wolf", « Rex le loup attaque »): said by it, never the hero's. */
  name?: string;
  /** Named nowhere in the idea, picked for its place ("protects her village": idea/read-goal-guard.ts). */
  chosen?: true;
  /** The hero has magic powers ("with magic powers", « aux pouvoirs magiques »): the turn is a spell. */
  magic?: true;
  /** What the threat is made of ("a shadow monster", « un dragon de glace »): drawn in this colour. */
  tint?: string;
};

export type { Victim } from './threat-victim';

// Saving or guarding something; then "from"/"against"/« contre »/« du » before the threat.
const DEFEND =
  /^(saves?|saved|saving|protects?|protected|protecting|defends?|defended|defending|guards?|guarded|rescues?|rescued|sauve|sauvent|sauver|sauva|protège|protègent|protéger|protégea|défend|défendent|défendre|défendit|garde|gardent)$/;
const FROM = /^(from|against|contre)$/;
// Hiding from a threat: "A little fish hides from a shark", « se cache d’un requin ».
const HIDE = /^(hides?|hid|hiding|cache|cachent|cacher|cacha)$/;
// Fighting the threat head on: "fights the dragon", « combat le dragon », « affronte le loup ».
const FIGHT =
  /^(fights?|fought|fighting|battles?|battled|defeats?|defeated|faces?|faced|combat|combattent|combattre|affronte|affrontent|affronter)$/;
const EN_ADJ_WORDS =
  'bad|evil|naughty|big|huge|giant|scary|angry|wicked|mean|fierce|hungry|terrible|enormous|gigantic|grumpy';
const KIND_OF = THREAT_KIND_WORDS.join('|');
const GLUE = new RegExp(
  `^(a|an|the|this|that|${EN_ADJ_WORDS}|${KIND_OF}|un|une|le|la|les|l|gros|grosse|grand|grande|méchant|méchante|terrible|énorme|gigantesque|affreux|affreuse)$`,
);
// The user's adjective, printed with the threat: before the noun in English, after it in French (and
// what it is made of, threat-made-of.ts: "a shadow monster" was no threat, and became a helper).
const EN_ADJ = new RegExp(`^(${EN_ADJ_WORDS}|${KIND_OF})$`);
// A giant threat, the adjective before the noun or (French) after it: "a huge dragon", « un robot géant ».
const GIANT = /^(giant|huge|enormous|gigantic|géante?s?|énormes?|gigantesques?)$/;
const FR_ADJ =
  /^(géante?|énorme|gigantesque|méchante?|terrible|affamée?|féroce|furieuse|furieux|affreuse|affreux)$/;
// Not a threat: people who are no villains, family.
const VILLAINS = new Set(['wizard', 'pirate']);

// A wild threat holds its prey at home, in the woods: the rescue goes there, not to the town's library.
const LAIRS: Record<string, string> = { wolf: 'forest', fox: 'forest', bear: 'forest' };

const settingAt = (t: Token) =>
  SETTINGS.find((s) => [s.en, s.fr, ...(s.forms ?? [])].some((f) => f.toLowerCase() === t.norm));

/** The threat the idea's hero saves a place from, or fights, if any. */
export function readDefend(tokens: Token[], lang: Language): DefendGoal | undefined {
  const attack = readAttack(tokens, lang);
  if (attack) return attack;
  for (let i = 0; i < tokens.length; i++) {
    const fight = FIGHT.test(tokens[i].norm);
    const hide = HIDE.test(tokens[i].norm);
    if (!fight && !hide && !DEFEND.test(tokens[i].norm)) continue;
    let place: Setting | undefined;
    let victim: (Victim & { end: number }) | undefined;
    // Fighting: the threat follows at once; saving: after "from" (« d’un » keeps only « un », elided).
    let marked = fight;
    // Marked by a French "of" after the place: « le récif de corail » is still the place, not a threat.
    let byOf = false;
    for (let j = i + 1; j < Math.min(tokens.length, i + 9); j++) {
      const t = tokens[j];
      // « la ville du dragon », « la princesse du dragon »: French "of" marks the threat only after
      // the place or the person saved (« un œuf de dragon » is a thing, not a threat).
      const of = lang === 'fr' && (/^(du|des|de)$/.test(t.norm) || (t.elided && /^(un|une)$/.test(t.norm)));
      // « se cache d’un requin »: hiding, the French "of" right after the verb marks the threat.
      const after = settingAt(tokens[j - 1]) || victim?.end === j || (hide && j === i + 1);
      if (of ? Boolean(after) : FROM.test(t.norm)) {
        byOf = Boolean(of) && !marked;
        marked = true;
        continue;
      }
      if (!marked) {
        const saved = kindAt(tokens, j);
        if (saved) {
          // "saves a princess from a dragon", "saves a puppy from the wolf": a person or an animal held
          // by the threat is rescued from it, once a threat follows (below); with none ("saves a
          // kitten stuck in a tree"), nothing is returned and the animal keeps its own story (a help).
          const k = saved.item;
          if (fight || victim || k.relative || VILLAINS.has(k.id)) break;
          victim = victimAt(tokens, lang, j, saved.f.length, k);
          j = victim.end - 1;
          continue;
        }
        place ??= settingAt(t);
        continue;
      }
      // "from Rex the wolf", « contre Rex le loup »: the threat's own name, then its kind.
      if (nameBefore(tokens, j + 2) === t.text) continue;
      const hit = kindAt(tokens, j);
      if (hit) {
        const k = hit.item;
        if ((k.person && !VILLAINS.has(k.id)) || k.relative) break;
        if (!victim) return defendGoal(tokens, lang, j, hit.f.length, k, place);
        const { end: _, ...held } = victim;
        const lair = place ? undefined : SETTINGS.find((s) => s.id === LAIRS[k.id]);
        return {
          ...defendGoal(tokens, lang, j, hit.f.length, k, place),
          victim: held,
          ...(lair ? { lair } : {}),
        };
      }
      if (!GLUE.test(t.norm)) {
        if (!byOf) break;
        // « protège le récif de corail contre un requin »: the place's own "of", read on.
        marked = byOf = false;
      }
    }
  }
  return undefined;
}

function defendGoal(
  tokens: Token[],
  lang: Language,
  at: number,
  len: number,
  threat: Kind,
  place: Setting | undefined,
): DefendGoal {
  const noun = tokens
    .slice(at, at + len)
    .map((t) => t.norm)
    .join(' ');
  // "the big bad wolf": every adjective of the user's before the noun, in English.
  let first = at;
  while (first > 0 && EN_ADJ.test(tokens[first - 1].norm)) first--;
  const adjectives = tokens.slice(first, at).map((t) => t.norm);
  const after = tokens[at + len]?.norm ?? '';
  const en = lang === 'en' ? noun.replace(/(?<=[^s])s$/, '') : threat.en;
  const fr = lang === 'fr' ? noun : threat.fr;
  const det = tokens.slice(0, first).findLast((t) => !GIANT.test(t.norm))?.norm ?? '';
  const f = lang === 'fr' ? (frGenderOf(det, fr) ?? Boolean(threat.f)) : Boolean(threat.f);
  const saidEn = lang === 'en' ? [...adjectives, en].join(' ') : en;
  const frAdj = lang === 'fr' && FR_ADJ.test(after) ? after : '';
  // The words between the marker and the noun ("from a huge scary dragon", « d’un énorme dragon »), and the one after.
  let glue = at;
  while (glue > 0 && GLUE.test(tokens[glue - 1].norm)) glue--;
  const giant = [...tokens.slice(glue, at), tokens[at + len]].some((t) => t && GIANT.test(t.norm));
  // « un énorme dragon »: a giant said before the French noun is printed there too (drawn towering).
  const frBefore = lang === 'fr' ? tokens.slice(glue, at).find((t) => GIANT.test(t.norm))?.norm : undefined;
  const made = frAdj ? {} : madeOf(tokens, at + len, adjectives, lang);
  const saidFr = [frBefore, fr, frAdj, made.fr].filter(Boolean).join(' ');
  const name = nameBefore(tokens, first);
  return {
    kind: 'defend',
    threat,
    said: { en: saidEn, fr: saidFr, f },
    ...(made.tint ? { tint: made.tint } : {}),
    ...(place ? { place } : {}),
    ...(name ? { name } : {}),
    at,
    ...(giant ? { giant: true as const } : {}),
  };
}

/** "Rex the wolf", « Rex le loup »: a capitalised name just before "the" and the kind at `at`. */
function nameBefore(tokens: Token[], at: number) {
  const name = tokens[at - 2];
  return name &&
    /^(the|le|la)$/.test(tokens[at - 1]?.norm ?? '') &&
    /^\p{Lu}/u.test(name.text) &&
    !kindAt(tokens, at - 2)
    ? name.text
    : undefined;
}

// The threat comes first: "A giant robot attacks the city", « Un robot géant attaque la ville ».
const ATTACK =
  /^(attacks?|attacked|attacking|invades?|invaded|threatens?|threatened|attaque|attaquent|envahit|envahissent|menace|menacent)$/;

/** A threat that attacks a place: the kind before the verb, the place after it; the hero is someone else. */
function readAttack(tokens: Token[], lang: Language): DefendGoal | undefined {
  for (let i = 1; i < tokens.length; i++) {
    if (!ATTACK.test(tokens[i].norm)) continue;
    // « un robot géant attaque »: one adjective may stand between the noun and the verb.
    for (let j = Math.max(0, i - 3); j < i; j++) {
      const hit = kindAt(tokens, j);
      const end = j + (hit?.f.length ?? 0);
      if (!hit || !(end === i || (end === i - 1 && FR_ADJ.test(tokens[i - 1].norm)))) continue;
      if ((hit.item.person && !VILLAINS.has(hit.item.id)) || hit.item.relative) return undefined;
      const place = tokens
        .slice(i + 1, i + 5)
        .map(settingAt)
        .find(Boolean);
      return defendGoal(tokens, lang, j, hit.f.length, hit.item, place);
    }
  }
  return undefined;
}
