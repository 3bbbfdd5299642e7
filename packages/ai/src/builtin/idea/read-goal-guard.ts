import { kindAt } from './kind-at';
import { KINDS } from './kinds';
import type { DefendGoal } from './read-goal-defend';
import { SETTINGS, type Setting } from './settings';
import type { Token } from './tokens';

/**
 * Guarding a place with no threat named ("A girl with magic powers protects her village", « Une
 * fille aux pouvoirs magiques protège son village »): told as a generic deed ("everything tumbled
 * down"), it had nothing to protect the place from. The engine picks a threat that fits the place
 * (a grumpy dragon over the village, a giant robot in the city, a hungry shark at sea) and the book
 * is a defend story (read-goal-defend.ts). Read after it: a threat the idea names always wins.
 */
const GUARD =
  /^(protects?|protecting|protect|defends?|defending|defend|protège|protègent|protéger|défend|défendent|défendre)$/;
// Between the verb and the place: "her village", « son village », "the whole kingdom".
const OWN =
  /^(the|her|his|their|its|our|my|whole|little|le|la|les|l|son|sa|ses|leur|notre|mon|ma|petit|petite)$/;
// A threat or a reason said after the place ("from a storm", « contre la tempête »): not guessed over.
const FROM = /^(from|against|contre|du|des|de)$/;
// Magic powers said of the hero ("with magic powers", « aux pouvoirs magiques »): the turn is a spell.
const MAGIC = /^(magic|magical|magique|magiques|powers|pouvoirs|spells?|sortilèges?)$/;

type Pick = { id: string; said: { en: string; fr: string; f: boolean }; giant?: true };
/** The threat chosen for the place: the sea's shark, the city's robot, else a dragon over the rooftops. */
const PICKS: Record<string, Pick> = {
  sea: { id: 'shark', said: { en: 'hungry shark', fr: 'requin affamé', f: false } },
  city: { id: 'robot', said: { en: 'giant robot', fr: 'robot géant', f: false }, giant: true },
  other: { id: 'dragon', said: { en: 'grumpy dragon', fr: 'dragon grognon', f: false }, giant: true },
};
// When the hero is that very kind ("A dragon protects his village"), the next one is faced instead.
const FALLBACK: Pick = { id: 'monster', said: { en: 'grumpy monster', fr: 'monstre grognon', f: false } };

// A real city the idea names ("protects Tokyo", « protège Paris »): guarded as a city (the giant robot),
// and said by its name where the book says the town ("stomping toward Tokyo", « Tokyo était sauvé ! »).
// Before, no setting was found there, and "protect Tokyo" was a chore done "one small step at a time".
const CITIES: Record<string, { en: string; fr: string }> = {
  tokyo: { en: 'Tokyo', fr: 'Tokyo' },
  paris: { en: 'Paris', fr: 'Paris' },
  london: { en: 'London', fr: 'Londres' },
  londres: { en: 'London', fr: 'Londres' },
  'new york': { en: 'New York', fr: 'New York' },
  rome: { en: 'Rome', fr: 'Rome' },
  kyoto: { en: 'Kyoto', fr: 'Kyoto' },
  osaka: { en: 'Osaka', fr: 'Osaka' },
  berlin: { en: 'Berlin', fr: 'Berlin' },
  madrid: { en: 'Madrid', fr: 'Madrid' },
  montréal: { en: 'Montreal', fr: 'Montréal' },
  montreal: { en: 'Montreal', fr: 'Montréal' },
  marseille: { en: 'Marseille', fr: 'Marseille' },
  lyon: { en: 'Lyon', fr: 'Lyon' },
};
const cityAt = (tokens: Token[], j: number) =>
  CITIES[`${tokens[j]?.norm} ${tokens[j + 1]?.norm}`] ?? CITIES[tokens[j]?.norm ?? ''];

const settingAt = (t: Token | undefined): Setting | undefined =>
  t && SETTINGS.find((s) => [s.en, s.fr, ...(s.forms ?? [])].some((f) => f.toLowerCase() === t.norm));

/** A place guarded with no threat said: a defend goal with a threat the engine picks for it. */
export function readGuard(tokens: Token[]): DefendGoal | undefined {
  for (let i = 0; i < tokens.length; i++) {
    if (!GUARD.test(tokens[i].norm)) continue;
    let j = i + 1;
    while (j < tokens.length && OWN.test(tokens[j].norm)) j++;
    const place = settingAt(tokens[j]);
    const town = place ? undefined : cityAt(tokens, j);
    if (!place && !town) return undefined;
    if (tokens.slice(j + 1).some((t) => FROM.test(t.norm) || (t.elided && /^(un|une)$/.test(t.norm))))
      return undefined;
    const named = new Set(tokens.map((_, k) => kindAt(tokens, k)?.item.id).filter(Boolean));
    const first = PICKS[place?.id ?? 'city'] ?? PICKS.other;
    const pick = named.has(first.id) ? FALLBACK : first;
    const threat = KINDS.find((k) => k.id === pick.id);
    if (!threat) return undefined;
    return {
      kind: 'defend',
      threat,
      said: pick.said,
      // (A named city keeps the theme's own places: Tokyo's streets are the anime town's.)
      ...(place ? { place } : { town }),
      // Named nowhere in the idea: past its last word, so no kind the idea names is taken for it.
      at: tokens.length,
      ...(pick.giant ? { giant: true as const } : {}),
      chosen: true,
      ...(tokens.some((t) => MAGIC.test(t.norm)) ? { magic: true as const } : {}),
    };
  }
  return undefined;
}
