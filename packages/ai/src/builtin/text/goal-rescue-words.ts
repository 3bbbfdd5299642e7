import type { PlacedL } from './story-place-fit';
import { step as b } from './task-step';

/**
 * Rescuing someone a threat holds ("A brave knight saves a princess from a dragon", « Un chevalier
 * sauve la princesse du dragon »), told by goal-defend.ts in place of saving a town: the threat has
 * carried the victim off, the hero looks for them, tries, learns the threat's weak spot, and at the
 * turn the threat is calmed (or switched off) and the victim is free. {victim}: "the princess" /
 * « la princesse », "the puppy", or the name ("Rose"), {firstVictim} "Princess Rose" on the problem page; {laVictim}: her/him/it, « la »/« le »; {safe}: "safe and sound",
 * « saine et sauve »; {heardCry}, {trace}: a voice or a whimper, a ribbon or a tuft of fur (goal-defend.ts).
 * The failed tries, the helper, the clue and the plan are the defend arc's (goal-defend-words.ts).
 */
export const RESCUE_PROBLEMS: PlacedL[] = [
  b(
    'One morning, a great shadow swept over the rooftops: {aThreat} had carried {firstVictim} off! {name} had to save {laVictim}.',
    'Un matin, une grande ombre passa sur les toits : {aThreat} avait emporté {firstVictim} ! {name} devait {laVictim} sauver.',
  ),
  b(
    'Suddenly a cry rang out: “Help!” {AThreat} was keeping {firstVictim} in its lair, and {name} set off at once.',
    'Soudain, un cri retentit : « Au secours ! » {AThreat} gardait {firstVictim} {prisoner} dans son repaire, et {name} partit aussitôt.',
  ),
];

/**
 * A wild animal's own problem ("A boy saves a puppy from the wolf"): it crept up, no shadow over the
 * rooftops (that is a dragon's), and a rescued animal cries out no “Help!”.
 */
export const RESCUE_PROBLEMS_WILD: PlacedL[] = [
  b(
    'One morning, {aThreat} crept up without a sound and carried {firstVictim} off to its lair! {name} had to save {laVictim}.',
    'Un matin, {aThreat} s’approcha sans un bruit et emporta {firstVictim} dans son repaire ! {name} devait {laVictim} sauver.',
  ),
  b(
    'Suddenly a frightened little cry rang out: {aThreat} had caught {firstVictim} and was keeping {laVictim} in its lair! {name} set off at once.',
    'Soudain, un petit cri apeuré retentit : {aThreat} avait attrapé {firstVictim} et {laVictim} gardait dans son repaire ! {name} partit aussitôt.',
  ),
];

/** Looking for the one the threat holds (in place of warning the town). */
export const RESCUE_SEARCH: PlacedL[] = [
  b(
    '{atPlace}, {name} asked everyone where {threat} had taken {victim}.',
    '{atPlace}, {name} demanda à chacun où {threat} avait emmené {victim}.',
  ),
  b(
    '{atPlace}, {name} heard {heardCry}: it was {victim}!',
    '{atPlace}, {name} entendit {heardCry} : c’était {victim} !',
  ),
  b(
    '{atPlace}, {name} found {trace}, and knew this was the right way.',
    '{atPlace}, {name} trouva {trace} et sut que c’était le bon chemin.',
  ),
  b(
    '{atPlace}, {name} followed a trail of broken branches left by {threat}.',
    '{atPlace}, {name} suivit une piste de branches cassées laissée par {threat}.',
  ),
];

/** The turn for a living threat: calmed, never hurt, and the victim free. */
export const RESCUE_TURNS_CALM: PlacedL[] = [
  b(
    '{name} spoke softly to {threat} until {it} calmed down and lay down to sleep. Then {name} led {victim} out, {safe}!',
    '{name} parla doucement à {threat} jusqu’à ce qu’{il} se calme et s’endorme. Alors, {name} fit sortir {victim}, {safe} !',
  ),
  b(
    '{name} held out a big basket of food. {Threat} ate it all up and forgot all about {victim}, who ran to {name}, free at last!',
    '{name} tendit un grand panier de nourriture. {Threat} mangea tout et oublia {victim}, qui courut vers {name}, enfin libre !',
  ),
];

/** The turn for a machine: switched off, and the victim free. */
export const RESCUE_TURNS_MACHINE: PlacedL[] = [
  b(
    '{name} leapt up and pressed the big red button on the back of {threat}. Click! It stopped at once, and {victim} was free!',
    '{name} bondit et appuya sur le gros bouton rouge dans le dos {ofThreat}. Clic ! {Il} s’arrêta net, et {victim} fut enfin libre !',
  ),
  b(
    '{name} led {threat} round and round until, with a sad little beep, its battery ran out. {Victim} was free!',
    '{name} fit tourner {threat} en rond jusqu’à ce que, avec un petit bip, sa batterie soit vide. {Victim} était libre !',
  ),
];

export const RESCUE_ENDINGS: PlacedL[] = [
  b(
    'That evening, {victim} and {name} threw a big party, and {threat} came too, as a friend this time. The end.',
    'Ce soir-là, {victim} et {name} firent une grande fête, et {threat} vint aussi, en ami{e} cette fois. Fin.',
  ),
  b(
    'Everyone cheered for {name}, who had saved {victim}. And {threat}? Nobody was afraid of {him} any more: {it} had become a friend. The end.',
    'Tout le monde acclama {name}, qui avait sauvé {victim}. Et {threat} ? Plus personne n’en avait peur : {il} était devenu{e} {unAmi}. Fin.',
  ),
];
