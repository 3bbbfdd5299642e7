import type { Language } from '@bookloom/core';
import { KINDS, type Kind } from '../idea/kinds';
import { lessonIn } from '../idea/lessons';
import type { BefriendGoal } from '../idea/read-goal-befriend';
import type { IdeaFacts } from '../idea/read-idea';
import { type Place, SETTINGS } from '../idea/settings';
import { enA, frA, frThe } from '../idea/words';
import type { GoalArc } from './goal-arc';
import {
  BEFRIEND_ENDINGS,
  BEFRIEND_MOMENTS,
  BEFRIEND_PROBLEMS,
  BEFRIEND_TRIES,
  BEFRIEND_TURNS,
} from './goal-befriend-words';
import {
  FIRST_DAY_ENDINGS,
  FIRST_DAY_MEETS,
  FIRST_DAY_MOMENTS,
  FIRST_DAY_OPENINGS,
  FIRST_DAY_PAUSES,
  FIRST_DAY_PROBLEMS,
  FIRST_DAY_TROUBLES,
  SHY_ENDINGS,
  SHY_OPENINGS,
  SHY_PROBLEMS,
} from './goal-first-day-words';
import { youngDay } from './goal-first-day-young';
import { capitalise } from './story-context';

const kind = (id: string) => KINDS.find((k) => k.id === id) as Kind;
/** A child's new friend when the idea names none: a girl the story names, a boy when the idea says so. */
const CHILD = { kind: kind('girl'), names: ['Lou', 'Nina'] };
const BOY = { kind: kind('boy'), names: ['Sam', 'Hugo'] };

/** A friend of the setting's own world, and another when the hero is one already. */
const WORLD_FRIENDS: Record<string, [string, string]> = {
  sea: ['turtle', 'seahorse'],
  beach: ['turtle', 'crab'],
  space: ['alien', 'robot'],
  snow: ['penguin', 'polar-bear'],
  jungle: ['monkey', 'parrot'],
  farm: ['chick', 'sheep'],
};

/** Who the friend is: the idea's, else a child for a child and an animal for an animal. */
function friendOf(goal: BefriendGoal, facts: IdeaFacts): { kind: Kind; name?: string } {
  if (goal.friend) return { kind: goal.friend, ...(goal.name ? { name: goal.name } : {}) };
  const hero = facts.heroKind;
  if (!hero || hero.person) {
    // « un nouvel ami », "a new friend named Max": a boy, drawn as one (idea/read-goal-befriend.ts).
    const child = goal.boy ? BOY : CHILD;
    const name = goal.name ?? child.names.find((n) => n !== facts.heroName) ?? child.names[1];
    return { kind: child.kind, name };
  }
  // An animal (a robot) makes friends with someone of its world: a turtle under the sea, an alien in space.
  const [first, second] = WORLD_FRIENDS[facts.setting?.id ?? ''] ?? ['squirrel', 'hedgehog'];
  const id = hero.id === first ? second : first;
  return { kind: kind(id), ...(goal.name ? { name: goal.name } : {}) };
}

/** "the owl", « le hibou », or its name; "an owl", "Hoot the owl", « un hibou », « Hoot le hibou ». */
function friendWords(goal: BefriendGoal, facts: IdeaFacts, lang: Language) {
  const { kind: k, name } = friendOf(goal, facts);
  const said = goal.friend && goal.said ? goal.said : { en: k.en, fr: k.fr, f: Boolean(k.f) };
  const word = { ...k, fr: said.fr, f: said.f };
  const fr = lang === 'fr';
  const the = fr ? frThe(word) : `the ${said.en}`;
  const a = fr ? frA(word) : enA(said.en);
  // A child the story names is introduced as "a girl named Lou"; a named animal as "Hoot the owl".
  const aNamed =
    name && k.person
      ? `${a} ${fr ? (said.f ? 'nommée' : 'nommé') : 'named'} ${name}`
      : name
        ? `${name} ${the}`
        : a;
  return { kind: k, friend: name ?? the, aFriend: aNamed, f: said.f };
}

/**
 * Making a friend ("a shy little mouse makes a new friend", « se fait un nouvel ami »): lonely, the
 * friend seen on the problem page (drawn in the scene), tries and shared moments with the friend at
 * the hero's side (the page's companion, or in the scene beside a companion the idea names),
 * friends at the turn, together on the last page. Friendship is the lesson unless the idea names one.
 */
export function befriendArc(goal: BefriendGoal, facts: IdeaFacts, places: Place[]): GoalArc {
  const icon = friendWords(goal, facts, 'en').kind.icon;
  const besideFriend = facts.companions.length > 0;
  const school = goal.school;
  // A first day happens at school, whatever the idea calls it (« en maternelle »); friends in the playground.
  const schoolPlaces = school ? SETTINGS.find((s) => s.id === 'school')?.places : undefined;
  const playground = schoolPlaces?.find((p) => /playground/.test(p.en));
  // Nursery, daycare, « la crèche »: the little ones' own corners, moments and pick-up time.
  const young = school?.young ? youngDay(school.young, facts) : undefined;
  const arc: GoalArc = {
    ...(school ? { openings: school.shy ? SHY_OPENINGS : FIRST_DAY_OPENINGS } : {}),
    problems: school ? (school.shy ? SHY_PROBLEMS : FIRST_DAY_PROBLEMS) : BEFRIEND_PROBLEMS,
    turns: BEFRIEND_TURNS,
    endings: school ? (school.shy ? SHY_ENDINGS : FIRST_DAY_ENDINGS) : BEFRIEND_ENDINGS,
    // A first day: the day's moments and small troubles, the teacher met (no stock pile of boxes).
    episodes: school
      ? {
          search: [...FIRST_DAY_MOMENTS, ...BEFRIEND_TRIES],
          clue: BEFRIEND_MOMENTS,
          obstacle: FIRST_DAY_TROUBLES,
          pause: FIRST_DAY_PAUSES,
          meet: FIRST_DAY_MEETS,
        }
      : { search: BEFRIEND_TRIES, clue: BEFRIEND_MOMENTS },
    places: schoolPlaces ?? places,
    ...(playground ? { arrival: playground } : {}),
    slots: (lang: Language) => {
      const w = friendWords(goal, facts, lang);
      const lesson = facts.lessonNamed ? facts.lesson : (lessonIn('friendship') ?? facts.lesson);
      return {
        school: school?.isNew ? 'the new school' : 'school',
        frSchool: school?.isNew ? 'la nouvelle école' : 'l’école',
        friendB: w.friend,
        FriendB: capitalise(w.friend),
        aFriendB: w.aFriend,
        eF: lang === 'fr' && w.f ? 'e' : '',
        lesson: lesson[lang],
        ...young?.slots(lang),
      };
    },
    // Not "with a … friend": the pictures would draw the theme's stock helper beside them (page-helpers.ts).
    turnAction: 'smiles beside a new best friend',
    drawn: (beat, lang) => {
      if (beat === 'opening') return undefined;
      const w = friendWords(goal, facts, lang);
      // Seen on the problem page, in the scene; at the hero's side from then on.
      const first = beat === 'problem';
      return {
        subjects: first || besideFriend ? [icon] : [],
        ...(first || besideFriend ? {} : { companion: icon }),
        said: [first ? w.aFriend : w.friend],
        ...(first ? { found: true as const } : {}),
      };
    },
  };
  return young ? { ...arc, ...young, slots: arc.slots } : arc;
}
