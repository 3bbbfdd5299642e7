import type { IdeaGoal } from '../idea/read-goal';
import type { Couplet } from './poetry-hand-couplets';
import { capitalise } from './story-context';

type GoalCouplet = Pick<Couplet, 'en' | 'fr' | 'subject'>;

/** What a child calls a parent or grandparent, as a name ("Dad", « Papa »): companion-name.ts's words. */
export const CALLED: Record<string, { en: string; fr: string }> = {
  mother: { en: 'Mum', fr: 'Maman' },
  father: { en: 'Dad', fr: 'Papa' },
  grandmother: { en: 'Grandma', fr: 'Mamie' },
  grandfather: { en: 'Grandpa', fr: 'Papi' },
};

/**
 * The plain goals in rhyme (idea/read-goal-plain.ts): a lost voice missed then back, a day at a
 * grown-up's side, a pack roaming its place, a round of goodnights. The first couplet opens the poem, the last ends it
 * (poetry-order.ts). French lines name the thing, not an adjective that would agree with the hero.
 */
export function plainGoalCouplets(g: IdeaGoal): GoalCouplet[] {
  if (g.kind === 'recover') {
    const { thing } = g;
    const sa = thing.plural ? 'ses' : thing.f && !/^[aeiouéè]/i.test(thing.fr) ? 'sa' : 'son';
    return [
      {
        subject: 'herb',
        en: [`One day {name}’s ${thing.en} slipped away,`, 'and {name} missed it all the day.'],
        fr: ['Oh là là, quel grand chagrin :', `{name} n’a plus ${sa} ${thing.fr} ce matin.`],
      },
      {
        subject:
          thing.id === 'colours'
            ? 'rainbow'
            : thing.id === 'voice' || thing.id === 'song'
              ? 'musical-notes'
              : 'red-heart',
        en: [`Then back came {name}’s ${thing.en}, hooray!`, 'Oh, what a happy, happy day!'],
        fr: [`Et voilà ${sa} ${thing.fr} de retour :`, '{name} chante et danse tout autour.'],
      },
    ];
  }
  if (g.kind === 'day-with') {
    const r = g.relative;
    const who = CALLED[r.id] ?? { en: `the ${r.en}`, fr: `${r.f ? 'la' : 'le'} ${r.fr}` };
    return [
      {
        subject: g.job?.icon ?? 'herb',
        en: ['All day long, at work, side by side,', `{name} helped ${who.en} with joy and pride.`],
        fr: [`Avec ${who.fr}, toute la journée,`, '{name} aide et apprend le métier.'],
      },
    ];
  }
  if (g.kind === 'roam') {
    const crew = g.group
      ? { en: `the ${g.group.en}`, fr: `${g.group.f ? 'la' : 'le'} ${g.group.fr}` }
      : { en: '{name}', fr: '{name}' };
    return [
      {
        subject: 'herb',
        en: [`Through the wild, ${crew.en} would roam,`, 'then curl up safe and warm at home.'],
        fr: [`${capitalise(crew.fr)} s’en va, de-ci, de-là,`, 'puis rentre au chaud, pas à pas.'],
      },
    ];
  }
  // A goodnight round (idea/read-goal-goodnight.ts): goodnight all round, the moon, then sleep.
  if (g.kind === 'goodnight')
    return [
      {
        subject: 'owl',
        en: [
          'Goodnight to the owl, goodnight to the tree,',
          '“Goodnight to you all!” said {name} with glee.',
        ],
        fr: ['Bonne nuit au hibou, bonne nuit au pommier,', 'dit {name}, à tous, sans en oublier.'],
      },
      {
        subject: 'herb',
        en: ['Goodnight, moon, and the stars up high;', '{name} is asleep with a sleepy sigh.'],
        fr: ['Bonne nuit, la lune, et les étoiles aussi :', '{name} s’endort au fond de son lit.'],
      },
    ];
  return [];
}
