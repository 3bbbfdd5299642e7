import type { Language } from '@bookloom/core';
import type { VisitGoal } from '../idea/read-goal-visit';
import { frJoin } from '../idea/settings';
import type { GoalArc } from './goal-arc';
import { VISIT_CLUES, VISIT_ENDINGS, VISIT_MISHAPS, VISIT_PROBLEMS, VISIT_SPOTS } from './goal-visit-words';
import { capitalise } from './story-context';
import type { PlacedL } from './story-place-fit';

/**
 * A visit (idea/read-goal-visit.ts): every stop is one of the place's own spots (the zoo's enclosures,
 * never a library), the named animal is drawn where it lives, the deed done there at the turn.
 */
export function visitArc(goal: VisitGoal): GoalArc {
  const { setting, animal } = goal;
  const plural = (s: string) => (/[sxz]$/.test(s) ? s : s.endsWith('al') ? `${s.slice(0, -2)}aux` : `${s}s`);
  const animals = animal
    ? { en: `the ${animal.en}s`, fr: `les ${plural(animal.fr)}`, bare: plural(animal.fr) }
    : { en: 'the animals', fr: 'les animaux', bare: 'animaux' };
  // The animal's own spot (the giraffe meadow) is where the turn happens; else the place's first.
  const home = animal && setting.places.find((p) => (p.pic ?? p.en).includes(animal.en));
  const arrival = home ?? setting.places[0];
  const dest = {
    en: `the ${setting.en}`,
    fr: `${setting.f ? 'la' : 'le'} ${setting.fr}`.replace(/^l[ae] ([aeiouéè])/i, 'l’$1'),
  };
  const deedEn = goal.feed ? `feed ${animals.en}` : `see ${animals.en} up close`;
  const deedFr = goal.feed ? `donner à manger ${frJoin('à', animals.fr)}` : `voir ${animals.fr} de tout près`;
  const neck = animal?.id === 'giraffe';
  const turns: PlacedL[] = [
    goal.feed
      ? {
          en: `{atPlace}, {name} held out a handful of leaves. ${neck ? 'A long neck bent down' : 'A nose came sniffing'}, and ${animals.en} ate right from {name}’s hand! It tickled!`,
          fr: `{atPlace}, {name} tendit une poignée de feuilles. ${neck ? 'Un long cou se pencha' : 'Un museau vint renifler'}, et ${animals.fr} mangèrent dans la main de {name} ! Ça chatouillait !`,
        }
      : {
          en: `{atPlace}, there they were: ${animals.en}, so close that {name} could see their eyelashes!`,
          fr: `{atPlace}, les voilà : ${animals.fr}, si près que {name} voyait leurs cils !`,
        },
  ];
  const said = animal && { en: `a ${animal.en}`, fr: `${animal.f ? 'une' : 'un'} ${animal.fr}` };
  return {
    problems: VISIT_PROBLEMS,
    turns,
    endings: VISIT_ENDINGS,
    episodes: { search: VISIT_SPOTS, clue: VISIT_CLUES, obstacle: VISIT_MISHAPS, meet: [] },
    arrival,
    places: setting.places.filter((p) => p !== arrival),
    slots: (lang: Language) => ({
      dest: dest[lang],
      Dest: capitalise(dest[lang]),
      atDest: lang === 'en' ? setting.at : setting.frAt,
      toDest: frJoin('à', dest.fr),
      animals: animals[lang],
      Animals: capitalise(animals[lang]),
      animalsBare: animals.bare,
      deed: lang === 'en' ? deedEn : deedFr,
    }),
    turnAction: goal.feed ? `feeds the ${animal?.en ?? 'animal'}s` : `sees the ${animal?.en ?? 'animal'}s`,
    drawn: (beat, lang) =>
      animal && said && beat === 'turn' ? { subjects: [animal.icon], said: [said[lang]] } : undefined,
  };
}
