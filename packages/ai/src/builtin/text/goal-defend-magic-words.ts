import type { PlacedL } from './story-place-fit';
import { step as b } from './task-step';

/**
 * A hero with magic powers saving a place ("A girl with magic powers protects her village", « Une
 * fille aux pouvoirs magiques protège son village »): the powers were never used, the threat was
 * calmed with a basket of food. Here the turn is a spell whose sparkles are drawn (goal-defend.ts),
 * a first little spell fails and the plan is to practise it. Only a magic hero's book takes these,
 * one for one in place of a stock line, so every other book keeps its shuffle.
 */
export const DEFEND_TURNS_MAGIC_CALM: PlacedL[] = [
  b(
    '{name} raised both hands, and a shower of magic sparkles swirled around {threat}. Little by little, {threat} calmed right down. {Town} was safe!',
    '{name} leva les deux mains, et une pluie d’étincelles magiques tourbillonna autour {ofThreat}. Peu à peu, {threat} se calma tout à fait. {Town} était sauvé{townE} !',
  ),
  b(
    '{name} whispered a magic spell. Sparkles danced all around {threat}, and {threat} yawned, curled up and fell fast asleep. {Town} was safe!',
    '{name} murmura une formule magique. Des étincelles dansèrent autour {ofThreat}, qui bâilla, se roula en boule et s’endormit. {Town} était sauvé{townE} !',
  ),
];

export const DEFEND_TURNS_MAGIC_MACHINE: PlacedL[] = [
  b(
    '{name} pointed at {threat}, and magic sparkles fizzed all over it. Click! {Threat} switched off, as still as a statue. {Town} was safe!',
    '{name} tendit la main vers {threat}, et des étincelles magiques crépitèrent tout autour. Clic ! {Threat} s’éteignit, immobile comme une statue. {Town} était sauvé{townE} !',
  ),
  b(
    '{name} whispered a magic spell. Sparkles ran all over {threat}, its lights blinked, and with a little beep it switched off. {Town} was safe!',
    '{name} murmura une formule magique. Des étincelles coururent sur {threat}, ses lumières clignotèrent, et avec un petit bip, {il} s’éteignit. {Town} était sauvé{townE} !',
  ),
];

/** A first spell too small to work: in place of asking the threat politely to go away. */
export const DEFEND_TRY_MAGIC: PlacedL = b(
  '{atPlace}, {name} tried a little spell, but only a few tiny sparkles came out, and {threat} did not even notice.',
  '{atPlace}, {name} essaya un petit sort, mais seules quelques minuscules étincelles en sortirent, et {threat} ne remarqua rien.',
);

/** Practising the spell: in place of gathering what the plan needs. */
export const DEFEND_PLAN_MAGIC: PlacedL = b(
  '{atPlace}, {name} practised the magic spell again and again, until the sparkles came out just right.',
  '{atPlace}, {name} répéta sa formule magique encore et encore, jusqu’à ce que les étincelles jaillissent comme il faut.',
);

/** The page's words use the powers: its sparkles are drawn. */
export const SPARKLES = /sparkle|étincelle/i;
