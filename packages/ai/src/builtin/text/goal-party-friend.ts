import type { Language } from '@bookloom/core';
import { KINDS, type Kind } from '../idea/kinds';
import { nameGender } from '../idea/name-gender';
import type { PartyGoal } from '../idea/read-goal-party';
import type { IdeaFacts } from '../idea/read-idea';
import { RELATIVES } from '../idea/relatives';
import { frThe } from '../idea/words';
import type { GoalArc } from './goal-arc';
import { BALLOONS, CAKE, HOME } from './goal-party';
import { GARDEN_GATE, LONG_PARTY, PARTY_SHOP } from './goal-party-friend-more';
import {
  FRIEND_PARTY_ENDINGS,
  FRIEND_PARTY_GUESTS,
  FRIEND_PARTY_OOPS,
  FRIEND_PARTY_PAUSES,
  FRIEND_PARTY_PROBLEMS,
  FRIEND_PARTY_READY,
  FRIEND_PARTY_SIGNS,
  FRIEND_PARTY_TURNS,
} from './goal-party-friend-words';

const kind = (id: string) => KINDS.find((k) => k.id === id) as Kind;
const NAMES = { f: ['Lou', 'Nina'], m: ['Sam', 'Hugo'] };

// One of the family as the story calls them: « pour Papa » is Papa's party, 'for Mum' Mum's.
const FAMILY_NAMES: Record<string, Record<Language, string>> = {
  mother: { en: 'Mum', fr: 'Maman' },
  father: { en: 'Dad', fr: 'Papa' },
  grandmother: { en: 'Grandma', fr: 'Mamie' },
  grandfather: { en: 'Grandpa', fr: 'Papi' },
  aunt: { en: 'Auntie', fr: 'Tata' },
  uncle: { en: 'Uncle Joe', fr: 'Tonton Jo' },
};

/**
 * Who the party is for: one of the family the idea names, called as a child calls them; a child's friend is a girl or a boy (« son amie », « son ami », the name), an
 * animal's friend another small animal; named by the idea, else by the story (not the hero's name).
 */
export function partyFriend(
  goal: PartyGoal,
  facts: IdeaFacts,
  lang: Language = 'en',
): { kind: Kind; name: string } {
  const said = goal.forFriend ?? {};
  const relative = RELATIVES.find((r) => r.id === said.relative);
  const called = relative && FAMILY_NAMES[relative.id]?.[lang];
  // A bunny's mum is a bunny too, drawn as the hero's kind.
  const hero = facts.heroKind;
  if (relative && called) return { kind: hero && !hero.person ? hero : relative, name: called };
  // A sister or a brother is named as a friend is, drawn as a girl or a boy.
  const f = said.f ?? relative?.f ?? (said.name ? nameGender(said.name) !== 'm' : true);
  const name = said.name ?? NAMES[f ? 'f' : 'm'].find((n) => n !== facts.heroName) ?? NAMES.f[1];
  if (!hero || hero.person) return { kind: kind(f ? 'girl' : 'boy'), name };
  return { kind: kind(hero.id === 'squirrel' ? 'hedgehog' : 'squirrel'), name };
}

// What a getting-ready page names, drawn beside the hero (the invitations, the balloons, the cake).
const THINGS: { re: RegExp; icon: string; said: Record<Language, string> }[] = [
  { re: /invitation/i, icon: 'envelope', said: { en: 'invitations', fr: 'des invitations' } },
  { re: /balloon|ballon/i, icon: 'balloon', said: BALLOONS },
  { re: /cake|gâteau/i, icon: 'birthday-cake', said: { en: 'a cake', fr: 'un gâteau' } },
  { re: /present|cadeau/i, icon: 'wrapped-gift', said: { en: 'a present', fr: 'un cadeau' } },
  { re: /card for|carte pour/i, icon: 'love-letter', said: { en: 'a card', fr: 'une carte' } },
  { re: /lantern|lampion/i, icon: 'red-paper-lantern', said: { en: 'paper lanterns', fr: 'des lampions' } },
  { re: /drum|tambour/i, icon: 'drum', said: { en: 'a drum', fr: 'un tambour' } },
  { re: /lemonade|citronnade/i, icon: 'tropical-drink', said: { en: 'lemonade', fr: 'de la citronnade' } },
];

/**
 * A surprise party for a friend (idea/read-goal-party-friend.ts), at home as the hero's own birthday
 * is (goal-party.ts): the secret plan, getting ready with the party's own mishaps and a near miss,
 * everyone hidden, and the friend — named, and drawn at the hero's side from the turn on — greeted
 * with "Surprise!" at the party table in the garden.
 */
export function friendPartyArc(goal: PartyGoal, facts: IdeaFacts, pages: number): GoalArc {
  const [, bedroom, , table] = HOME;
  const friend = partyFriend(goal, facts);
  const friendFr = partyFriend(goal, facts, 'fr');
  const birthday = Boolean(goal.friendBirthday);
  const long = pages > 12;
  // {guest}, not {friend}: a {friend} template is left out of a book with no companion (story-pools.ts).
  return {
    problems: FRIEND_PARTY_PROBLEMS,
    turns: FRIEND_PARTY_TURNS,
    endings: FRIEND_PARTY_ENDINGS,
    // Getting ready first, everyone hidden last (story-phases.ts), each page told once; a longer
    // book has a quiet moment too before the hiding, which fills its own last run. A long one goes
    // to the party shop and the garden gate, and has a run for each part (goal-party-friend-more.ts).
    ...(long
      ? LONG_PARTY
      : {
          episodes: {
            search: [...FRIEND_PARTY_READY, ...FRIEND_PARTY_GUESTS],
            clue: FRIEND_PARTY_SIGNS,
            obstacle: FRIEND_PARTY_OOPS,
            pause: FRIEND_PARTY_PAUSES,
            meet: [],
          },
          phases:
            pages < 10
              ? [
                  ['search', 'obstacle'],
                  ['search', 'clue'],
                ]
              : [['search', 'obstacle'], ['search', 'pause'], ['clue']],
        }),
    inOrder: true,
    arrival: table,
    // The party goes on in the garden into the evening.
    bed: table,
    places: long ? [...HOME, PARTY_SHOP, GARDEN_GATE] : HOME,
    homeDrawn: bedroom,
    slots: (lang: Language) =>
      lang === 'en'
        ? {
            guest: friend.name,
            // "Lou the squirrel": the friend as drawn, for a caption naming what is drawn (coloring-arc.ts).
            guestSaid: friend.kind.person ? friend.name : `${friend.name} the ${friend.kind.en}`,
            aParty: birthday ? 'a surprise birthday party' : 'a surprise party',
            happy: birthday ? `Happy birthday, ${friend.name}!` : `This party is for you, ${friend.name}!`,
          }
        : {
            guest: friendFr.name,
            guestSaid: friendFr.kind.person ? friendFr.name : `${friendFr.name} ${frThe(friendFr.kind)}`,
            aParty: birthday ? 'une fête d’anniversaire surprise' : 'une fête surprise',
            happy: birthday
              ? `Joyeux anniversaire, ${friendFr.name} !`
              : `Cette fête est pour toi, ${friendFr.name} !`,
          },
    turnAction: 'jumps out shouting “Surprise!” as the friend arrives',
    drawn: (beat, lang, _kind, text = '') => {
      if (beat === 'turn')
        return {
          subjects: ['birthday-cake', 'balloon'],
          companion: friend.kind.icon,
          said: [(lang === 'fr' ? friendFr : friend).name, CAKE[lang], BALLOONS[lang]],
          found: true,
        };
      if (beat === 'ending')
        return {
          subjects: ['balloon', 'wrapped-gift'],
          companion: friend.kind.icon,
          said: [(lang === 'fr' ? friendFr : friend).name, BALLOONS[lang]],
          found: true,
        };
      // The plan: the cake in a thought bubble. The friend is not there before the surprise.
      if (beat === 'problem')
        return { subjects: ['birthday-cake'], said: [CAKE[lang]], dreamt: true as const };
      const things = THINGS.filter((t) => t.re.test(text)).slice(0, 2);
      return things.length
        ? { subjects: things.map((t) => t.icon), said: things.map((t) => t.said[lang]), found: true }
        : undefined;
    },
  };
}
