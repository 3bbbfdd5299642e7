import { fearsTheDark } from './read-goal-brave';
import type { IdeaFacts } from './read-idea';
import { SETTINGS, type Setting } from './settings';

/**
 * Where a hero of each kind lives when the idea places it nowhere (issue 14): "A brave knight who is
 * afraid of spiders" lived in a little house on Maple Lane and faced his fear at the library and in
 * the park; « Un petit renard a peur du noir » the same. Now the knight lives at the castle, the fox
 * in the forest, the piglet on the farm, the penguin in the snow, the monkey in the jungle, the frog
 * by the pond, the astronaut in space. Sea creatures have their own rule (sea-home.ts). Children,
 * pets and the rest keep the everyday home.
 */
const KIND_HOME: Readonly<Record<string, string>> = {
  knight: 'castle',
  princess: 'castle',
  prince: 'castle',
  fox: 'forest',
  bear: 'forest',
  hedgehog: 'forest',
  squirrel: 'forest',
  raccoon: 'forest',
  deer: 'forest',
  wolf: 'forest',
  badger: 'forest',
  mole: 'forest',
  bunny: 'forest',
  hare: 'forest',
  owl: 'forest',
  unicorn: 'forest',
  fairy: 'forest',
  cow: 'farm',
  pig: 'farm',
  sheep: 'farm',
  hen: 'farm',
  chick: 'farm',
  horse: 'farm',
  penguin: 'snow',
  'polar-bear': 'snow',
  seal: 'snow',
  snowman: 'snow',
  monkey: 'jungle',
  tiger: 'jungle',
  parrot: 'jungle',
  sloth: 'jungle',
  chameleon: 'jungle',
  snake: 'jungle',
  elephant: 'jungle',
  giraffe: 'jungle',
  zebra: 'jungle',
  hippo: 'jungle',
  crocodile: 'jungle',
  lion: 'jungle',
  frog: 'pond',
  beaver: 'pond',
  otter: 'pond',
  platypus: 'pond',
  astronaut: 'space',
};

/**
 * The stories told in the hero's own home: a quest, a fear faced, a being helped,
 * a friend made, something lost got back, an illness nursed in bed (a bunny in its burrow). Arcs that choose their own rooms or places (a skill learnt
 * where it is practised — swimming at the lake, flying in the meadow, dancing in the hall —, a relative
 * lost on a walk from the house, a bath refused, a new baby, a party, a camp, a trip, a day at a parent's job, a deed
 * with its own steps, goodnight rounds, the winter den) keep them.
 */
const AT_HOME = new Set([undefined, 'brave', 'help', 'befriend', 'recover', 'ill']);

/**
 * A skill learnt where nothing else places it (singing, flying, jumping) is learnt in the hero's own
 * world (issue 14): 'A little bird who cannot sing yet' practised at the library, in the park and on
 * the hill, 'A penguin who wants to fly' lived on Maple Lane. Now the bird sings in the forest, the
 * penguin tries on the snow, the piglet on the farm. A few kinds that have no home for the other
 * stories have one for learning: the bird's forest, the duck's pond, the butterfly's garden.
 */
const LEARN_HOME: Readonly<Record<string, string>> = {
  bird: 'forest',
  bat: 'forest',
  duck: 'pond',
  flamingo: 'pond',
  butterfly: 'garden',
  bee: 'garden',
  ladybird: 'garden',
  snail: 'garden',
  peacock: 'garden',
  jaguar: 'jungle',
  leopard: 'jungle',
};
// Dancing has its hall (text/goal-learn-dance.ts); a skill with its own place (swimming at the
// lake, a bike in the park, skis on the snow) and a witch's potions keep theirs.
const OWN_PLACE_SKILL = /^(?:dance|danser)\b/i;
const learntAtHome = (goal: IdeaFacts['goal']) =>
  goal?.kind === 'learn' && !goal.potions && !goal.thing?.where && !OWN_PLACE_SKILL.test(goal.skill.en);

/** The setting id a hero of this kind learns in, when the idea places the learning nowhere. */
export const learnWorld = (kindId: string | undefined) =>
  kindId ? (KIND_HOME[kindId] ?? LEARN_HOME[kindId]) : undefined;

export function kindHome(facts: IdeaFacts, bedtime = false, everyday = true): IdeaFacts {
  if (!everyday || facts.setting || !facts.heroKind) return facts;
  // A wish to be different happens in the hero's world, as a skill is learnt: the wolf's berries in the
  // forest, the snail's race in the garden (text/goal-different.ts).
  if (learntAtHome(facts.goal) || facts.goal?.kind === 'different' || facts.goal?.kind === 'markings') {
    const world = SETTINGS.find((s) => s.id === learnWorld(facts.heroKind?.id));
    return world ? { ...facts, setting: world } : facts;
  }
  if (!AT_HOME.has(facts.goal?.kind)) return facts;
  // A sleepless night, or a fear faced at bedtime, happens in bed (text/goal-brave.ts's bedroom).
  if (facts.goal?.kind === 'brave' && (facts.goal.sleep || bedtime || fearsTheDark(facts.goal.fear)))
    return facts;
  // A first day at school is at school; a being helped where it was found (read-goal-help.ts).
  if (facts.goal?.kind === 'befriend' && facts.goal.school) return facts;
  const id = KIND_HOME[facts.heroKind.id];
  const setting: Setting | undefined = id ? SETTINGS.find((s) => s.id === id) : undefined;
  return setting ? { ...facts, setting } : facts;
}

/** Whether the facts' setting is the hero kind's own home, given by `kindHome` (not the idea's words). */
export const isKindHome = (facts: IdeaFacts, read: IdeaFacts) =>
  !read.setting && facts.setting !== undefined && facts.setting.id === KIND_HOME[facts.heroKind?.id ?? ''];
