import { inFamily, type PlaceDraft, place as p, type Setting, setting } from './settings-kit';

// Declared here rather than in settings-kit.ts's SETTING_FAMILY: every spot of a day out is in its setting's family.
const s = (
  id: string,
  en: string,
  fr: string,
  f: boolean,
  at: string,
  frAt: string,
  forms: string[],
  places: PlaceDraft[],
) => setting(id, en, fr, f, at, frAt, forms, inFamily(id === 'fair' ? 'town' : 'indoor', places));

/**
 * Places one goes to for a day out and comes home from (idea/read-goal-visit.ts): the aquarium and
 * the museum, drawn inside (pictures/interiors-visit.ts), and the funfair with its rides.
 * Every spot says "in the aquarium" / "in the museum" / "at the fair" so the picture knows its room.
 */
export const VISIT_SETTINGS: readonly Setting[] = [
  s(
    'aquarium',
    'aquarium',
    'aquarium',
    false,
    'at the aquarium',
    'à l’aquarium',
    ['aquariums'],
    [
      p('by/the big tank|in the aquarium', 'devant/le grand bassin'),
      p('in/the shark tunnel|in the aquarium', 'dans/le tunnel des requins'),
      p('at/the touch pool|in the aquarium', 'près de/le bassin à caresses'),
      // Named by its glow (the jellyfish are drawn in it), so no page says a sea creature is indoors.
      p('in/the glowing room|with the jellyfish in the aquarium', 'dans/la salle lumineuse'),
      p('by/the turtle tank|in the aquarium', 'près de/le bassin des tortues'),
      p('at/the penguin beach|in the aquarium', 'sur/la plage des manchots'),
    ],
  ),
  s(
    'museum',
    'museum',
    'musée',
    false,
    'at the museum',
    'au musée',
    ['museums', 'musées'],
    [
      p('in/the dinosaur hall|in the museum', 'dans/la salle des dinosaures'),
      p('in/the star hall|in the museum', 'dans/la salle des étoiles'),
      p('in/the painting gallery|in the museum', 'dans/la galerie des tableaux'),
      p('in/the Egyptian room|with the mummy in the museum', 'dans/la salle égyptienne'),
      p('in/the gift shop|in the museum', 'dans/la boutique du musée'),
    ],
  ),
  s(
    'fair',
    'fair',
    'fête foraine',
    true,
    'at the fair',
    'à la fête foraine',
    ['funfair', 'fairground', 'funfairs', 'fairs', 'fête foraine', 'fêtes foraines'],
    [
      p('by/the carousel|at the fair', 'près de/le manège'),
      p('at/the big wheel|at the fair', 'à/la grande roue'),
      p('at/the candy floss stand|at the fair', 'à/le stand de barbe à papa'),
      p('at/the hook-a-duck|at the fair', 'à/la pêche aux canards'),
      p('at/the bumper cars|at the fair', 'à/les autos tamponneuses'),
    ],
  ),
];
