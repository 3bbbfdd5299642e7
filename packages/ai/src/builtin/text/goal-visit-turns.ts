import type { VisitGoal } from '../idea/read-goal-visit';
import type { Setting } from '../idea/settings';
import type { PlacedL } from './story-place-fit';

type Said = { en: string; fr: string } | undefined;

/**
 * The visit's turn (text/goal-visit.ts): the animal fed or seen at the zoo, one seen through the
 * aquarium's glass ("a sea turtle swam right up to the glass"), the museum's or the fair's sight.
 */
export function visitTurn(goal: VisitGoal, animals: { en: string; fr: string }, said: Said): PlacedL {
  if (goal.sight) return goal.sight.turn;
  if (goal.setting.id === 'aquarium' && said && !goal.feed)
    return {
      en: `{atPlace}, ${said.en} swam right up to the glass, so close that {name} could have touched its nose! {name} pressed a hand to the glass and waved.`,
      fr: `{atPlace}, ${said.fr} nagea jusqu’à la vitre, si près que {name} aurait presque pu lui toucher le nez ! {name} posa la main sur la vitre et fit coucou.`,
    };
  const neck = goal.animal?.id === 'giraffe';
  return goal.feed
    ? {
        en: `{atPlace}, {name} held out a handful of leaves. ${neck ? 'A long neck bent down' : 'A nose came sniffing'}, and ${animals.en} ate right from {name}’s hand! It tickled!`,
        fr: `{atPlace}, {name} tendit une poignée de feuilles. ${neck ? 'Un long cou se pencha' : 'Un museau vint renifler'}, et ${animals.fr} mangèrent dans la main de {name} ! Ça chatouillait !`,
      }
    : {
        en: `{atPlace}, there they were: ${animals.en}, so close that {name} could see their eyelashes!`,
        fr: `{atPlace}, les voilà : ${animals.fr}, si près que {name} voyait leurs cils !`,
      };
}

/** On the way to the museum's or the fair's sight ({animals}: "the carousel", « le manège »). */
export const visitSightClues: PlacedL[] = [
  {
    en: '{atPlace}, {name} looked at the map and pointed: “This way to {animals}!”',
    fr: '{atPlace}, {name} regarda le plan et montra du doigt : « {Animals}, c’est par là ! »',
  },
  {
    en: '{atPlace}, {name} hopped from one foot to the other. Next stop: {animals}!',
    fr: '{atPlace}, {name} sautillait d’impatience. Prochain arrêt : {animals} !',
  },
];

const OUTDOOR_MISHAPS: PlacedL[] = [
  {
    en: '{atPlace}, a gust of wind blew {name}’s hat away! Everyone laughed as they ran after it.',
    fr: '{atPlace}, un coup de vent emporta le chapeau de {name} ! Tout le monde rit en courant après.',
  },
  {
    en: '{atPlace}, {name} dropped the ice cream, splat! Luckily, there was just enough money for another.',
    fr: '{atPlace}, la glace de {name} tomba, splatch ! Heureusement, il restait de quoi en acheter une autre.',
  },
];

// No wind blows a hat away in the aquarium, and no ice cream is eaten by the paintings.
const INDOOR_MISHAPS: PlacedL[] = [
  {
    en: '{atPlace}, {name}’s shoelace came undone, and {name} nearly tripped! A kind lady helped tie it again.',
    fr: '{atPlace}, le lacet de {name} se défit, et {name} faillit trébucher ! Une gentille dame s’agenouilla pour le renouer.',
  },
  {
    en: '{atPlace}, {name} sneezed so loudly that everyone jumped! Then everyone laughed.',
    fr: '{atPlace}, {name} éternua si fort que tout le monde sursauta ! Puis tout le monde éclata de rire.',
  },
];

/** The visit's small mishap: indoors (the aquarium, the museum) or out (the zoo, the fair). */
export const visitMishaps = (setting: Setting): PlacedL[] =>
  setting.places.every((p) => p.family === 'indoor') ? INDOOR_MISHAPS : OUTDOOR_MISHAPS;
