import type { PartyFriend, PartyGoal } from './read-goal-party';

// "plans a surprise party for his friend", "throws a party for her best friend Max",
// « prépare la fête d’anniversaire de son amie », « organise une fête surprise pour son copain Léo ».
const FOR_FRIEND: RegExp[] = [
  /\b(?:party|birthday)\b[^.]*?\bfor (?:his|her|their|my|a) (?:best |little |dear )?(friend|pal|buddy)\b(?: (\p{Lu}\p{L}+))?/iu,
  /\b(?:his|her|their|my) (?:best |little )?(friend|pal|buddy)(?: (\p{Lu}\p{L}+))?['’]s (?:surprise |birthday )*(?:party|birthday)\b/iu,
  /\b(?:fête|anniversaire|goûter)\b[^.]*?\b(?:de|pour) (?:son|sa|leur|mon|ma) (?:meilleure? |petite? |chère? )?(amie?|copain|copine)\b(?: (\p{Lu}\p{L}+))?/iu,
];
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
