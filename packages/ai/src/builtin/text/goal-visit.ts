import type { Language } from '@bookloom/core';
import type { VisitGoal } from '../idea/read-goal-visit';
import { frJoin } from '../idea/settings';
import type { GoalArc } from './goal-arc';
import { visitMishaps, visitSightClues, visitTurn } from './goal-visit-turns';
import { VISIT_CLUES, VISIT_ENDINGS, VISIT_PROBLEMS, VISIT_SPOTS } from './goal-visit-words';
import { capitalise } from './story-context';

/**
 * A visit (idea/read-goal-visit.ts): every stop is one of the place's own spots (the zoo's enclosures,
 * the aquarium's tanks, never a library), the named animal or sight is drawn where it is, the deed
 * done there at the turn.
 */
export function visitArc(goal: VisitGoal): GoalArc {
  const { setting, animal, sight } = goal;
  // « tortue de mer » → « tortues de mer »: the head word takes the plural.
  const plural = (s: string) =>
    s.replace(/^\S+/, (w) => (/[sxz]$/.test(w) ? w : w.endsWith('al') ? `${w.slice(0, -2)}aux` : `${w}s`));
  const animals = sight
    ? { ...sight.thing, bare: sight.thing.fr.replace(/^(?:les |la |le |l’)/, '') }
    : animal
      ? { en: `the ${animal.en}s`, fr: `les ${plural(animal.fr)}`, bare: plural(animal.fr) }
      : { en: 'the animals', fr: 'les animaux', bare: 'animaux' };
  // The animal's or the sight's own spot (the giraffe meadow, the dinosaur hall) is where the turn happens.
  const own = sight?.spot ?? animal?.id;
  const home = own ? setting.places.find((p) => (p.pic ?? p.en).includes(own)) : undefined;
  const arrival = home ?? setting.places[0];
  const dest = {
    en: `the ${setting.en}`,
    fr: `${setting.f ? 'la' : 'le'} ${setting.fr}`.replace(/^l[ae] ([aeiouéè])/i, 'l’$1'),
  };
  const deedEn = sight ? sight.deed.en : goal.feed ? `feed ${animals.en}` : `see ${animals.en} up close`;
  const deedFr = sight
    ? sight.deed.fr
    : goal.feed
      ? `donner à manger ${frJoin('à', animals.fr)}`
      : `voir ${animals.fr} de tout près`;
  const said = sight
    ? sight.said
    : animal && { en: `a ${animal.en}`, fr: `${animal.f ? 'une' : 'un'} ${animal.fr}` };
  const icon = sight?.icon ?? animal?.icon;
  return {
    problems: VISIT_PROBLEMS,
    turns: [visitTurn(goal, animals, said)],
    endings: VISIT_ENDINGS,
    episodes: {
      search: VISIT_SPOTS,
      clue: sight ? visitSightClues : VISIT_CLUES,
      obstacle: visitMishaps(setting),
      meet: [],
    },
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
      // « un des moutons », « une des girafes »: the word agrees with the animal.
      oneOf: animal && !animal.f ? 'un' : 'une',
      toAnimals: frJoin('à', animals.fr),
      deed: lang === 'en' ? deedEn : deedFr,
    }),
    turnAction: sight
      ? sight.deed.en.replace(/^(\w+)/, '$1s')
      : goal.feed
        ? `feeds the ${animal?.en ?? 'animal'}s`
        : `sees the ${animal?.en ?? 'animal'}s`,
    drawn: (beat, lang) =>
      icon && said && beat === 'turn' ? { subjects: [icon], said: [said[lang]] } : undefined,
  };
}
