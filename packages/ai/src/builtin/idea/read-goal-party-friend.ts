import { bakesBirthdayCake } from './baked-deed';
import { type PartyFriend, type PartyGoal, readParty } from './read-goal-party';
import type { IdeaFacts } from './read-idea';
import { RELATIVES } from './relatives';

// "plans a surprise party for his friend", "throws a party for her best friend Max",
// « prépare la fête d’anniversaire de son amie », « organise une fête surprise pour son copain Léo ».
const FOR_FRIEND: RegExp[] = [
  /\b(?:party|birthday)\b[^.]*?\bfor (?:his|her|their|my|a) (?:best |little |dear )?(friend|pal|buddy)\b(?: (\p{Lu}\p{L}+))?/iu,
  /\b(?:his|her|their|my) (?:best |little )?(friend|pal|buddy)(?: (\p{Lu}\p{L}+))?['’]s (?:surprise |birthday )*(?:party|birthday)\b/iu,
  /\b(?:fête|anniversaire|goûter)\b[^.]*?\b(?:de|pour) (?:son|sa|leur|mon|ma) (?:meilleure? |petite? |chère? )?(amie?|copain|copine)\b(?: (\p{Lu}\p{L}+))?/iu,
];
// « Un anniversaire surprise pour Papa », 'a surprise party for Mum', "Grandma's birthday party": the
// party is for one of the family, who comes at the turn (not beside the hero from page 1).
const FAMILY = RELATIVES.flatMap((r) =>
  [r.en, r.fr, ...(r.forms ?? [])].map((word) => [word, r.id] as const),
);
const FAMILY_WORD = FAMILY.map(([word]) => word.replace(/-/g, '[- ]')).join('|');
const FOR_FAMILY: RegExp[] = [
  new RegExp(
    `\\b(?:party|birthday)\\b[^.]*?\\bfor (?:his |her |their |my |our )?(${FAMILY_WORD})(?!\\p{L})`,
    'iu',
  ),
  new RegExp(`\\b(${FAMILY_WORD})['’]s (?:surprise |birthday )*(?:party|birthday)\\b`, 'iu'),
  new RegExp(
    `(?<!\\p{L})(?:fête|anniversaire)(?!\\p{L})[^.]*?\\b(?:de|pour) (?:son |sa |leur |mon |ma |notre )?(${FAMILY_WORD})(?!\\p{L})`,
    'iu',
  ),
];
const PARTY_SAID = /\bparty\b|\bsurprise\b|(?<!\p{L})fête(?!\p{L})/iu;
const familyAt = (said: string) =>
  FAMILY.find(([word]) => word.toLowerCase() === said.toLowerCase().replace(' ', '-'))?.[1];
/** "Grandpa", « Papa »: a word that calls one of the family, not a name of the hero's own. */
export const familyWord = (word: string) => familyAt(word) !== undefined;

// A party the idea names around the friend: "party", « fête », a birthday.
const SAID_BIRTHDAY = /\bbirthday\b|\banniversaire\b/i;

/**
 * A party the hero gets ready for a friend ("a bunny plans a surprise party for his friend",
 * « une petite souris prépare la fête d’anniversaire de son amie »): invitations, balloons and a cake
 * in secret, everyone hidden, "Surprise!" when the friend comes (text/goal-party-friend.ts). Before
 * this « fête » made a snowy holiday book and a hunt for a present, and "a surprise party for his
 * friend" a hunt for a kite (issue 14).
 */
export function readFriendParty(description: string): PartyGoal | undefined {
  // "Grandma bakes a cake with Lily for Dad’s birthday" keeps its baking (goal-task-birthday.ts): a
  // family party is one the idea calls a party or a surprise, not a birthday a deed is for.
  for (const re of PARTY_SAID.test(description) ? FOR_FAMILY : []) {
    const relative = familyAt(re.exec(description)?.[1] ?? '');
    if (relative)
      return {
        kind: 'party',
        forFriend: { relative },
        ...(SAID_BIRTHDAY.test(description) ? { friendBirthday: true } : {}),
        task: { en: 'get a surprise party ready', fr: 'préparer une fête surprise' },
      };
  }
  for (const re of FOR_FRIEND) {
    const m = re.exec(description);
    if (!m) continue;
    const word = m[1].toLowerCase();
    const f = /^(amie|copine)$/.test(word) ? true : /^(ami|copain)$/.test(word) ? false : undefined;
    const friend: PartyFriend = { ...(f === undefined ? {} : { f }), ...(m[2] ? { name: m[2] } : {}) };
    return {
      kind: 'party',
      forFriend: friend,
      ...(SAID_BIRTHDAY.test(description) ? { friendBirthday: true } : {}),
      task: { en: 'get a surprise party ready', fr: 'préparer une fête surprise' },
    };
  }
  return undefined;
}

/**
 * The friend the party is for is not the hero: 'A bunny plans a surprise birthday party for his
 * friend Max' made Max the hero, a boy, and the bunny nobody (then the bunny's own birthday). The
 * kind the idea names first hosts the party; Max comes at the turn.
 */
export function hostOfFriendParty(facts: IdeaFacts, description: string): IdeaFacts {
  const guest = readFriendParty(description)?.forFriend?.name;
  if (!guest || facts.heroName !== guest) return facts;
  const [host, ...others] = facts.heroKind ? [facts.heroKind, ...facts.others] : facts.others;
  const { heroName: _guest, ...rest } = facts;
  return host ? { ...rest, heroKind: host, others: facts.heroKind ? facts.others : others } : rest;
}

/** The party an idea names: a friend's or one of the family's before the hero's own. */
export function readAnyParty(description: string, heroName: string | undefined): PartyGoal | undefined {
  if (bakesBirthdayCake(description)) return undefined;
  return readFriendParty(description) ?? readParty(description, heroName);
}
