import type { GoodnightGoal } from '../idea/read-goal-goodnight';
import type { IdeaFacts } from '../idea/read-idea';
import type { Place } from '../idea/settings';
import { goodnightRound } from './goal-goodnight';
import type { ArcCouplet } from './poetry-arc-kit';
import { FARM_ASLEEP, FARM_DUSK, FARM_GOODNIGHTS, FARM_HUSH, FARM_MOON } from './poetry-goodnight-farm-lines';

const pair = (x: { readonly en: readonly string[]; readonly fr: readonly string[] }) => ({
  en: [x.en[0], x.en[1]] as [string, string],
  fr: [x.fr[0], x.fr[1]] as [string, string],
});

/**
 * A farm's goodnight as a poem ('Goodnight farm rhymes', « Bonne nuit la ferme en comptines », 'A
 * lamb says goodnight to all the animals on the farm'): sunset, then goodnight to each animal of the
 * prose's round in its order (goal-goodnight.ts), each drawn with it where the prose has it (the
 * hens in the henhouse), the moon, and the hero asleep. Before, it sang "Goodnight to the owl,
 * goodnight to the tree" and stock couplets, or hunted a bell at night. Other settings' rounds: none yet.
 */
export function goodnightCouplets(goal: GoodnightGoal, facts: IdeaFacts): ArcCouplet[] | undefined {
  if (facts.setting?.id !== 'farm') return undefined;
  const places = facts.setting.places;
  const at = (where?: RegExp): Place => places.find((p) => where?.test(p.en)) ?? places[0];
  const animals = goodnightRound(goal, facts).filter((x) => FARM_GOODNIGHTS[x.id]);
  return [
    {
      subject: 'sun',
      place: places[0],
      thing: { en: 'the setting sun', fr: 'le soleil couchant' },
      ...pair(FARM_DUSK),
    },
    ...animals.map((x) => ({
      subject: x.icon,
      place: at(x.where),
      thing: { en: x.en.the, fr: x.fr.the },
      night: true as const,
      ...pair(FARM_GOODNIGHTS[x.id]),
    })),
    {
      subject: 'crescent-moon',
      place: at(/hay field/),
      thing: { en: 'the moon and the stars', fr: 'la lune et les étoiles' },
      night: true,
      ...pair(FARM_MOON),
    },
    { subject: 'bed', atHome: true, thing: { en: 'a bed', fr: 'un lit' }, night: true, ...pair(FARM_ASLEEP) },
  ];
}

/** The farm going quiet, woven between the animals of a long poem (50 pages), each where the one before it is. */
export function goodnightFillers(facts: IdeaFacts): ArcCouplet[] | undefined {
  if (facts.setting?.id !== 'farm') return undefined;
  return FARM_HUSH.map((x) => ({ subject: x.subject, thing: x.thing, night: true, ...pair(x) }));
}
