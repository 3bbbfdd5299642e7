import { dayJobNamed } from '../idea/day-jobs';
import type { Place } from '../idea/settings';

/**
 * A jobs book whose idea names one job ("Léo learns to be a doctor", « Zoé apprend le métier de
 * boulangère », "A day at the fire station") happens at that job's own workplace, each page a corner
 * of it (was a doctor's day at the bakery and the fire station, issue 14). `pic` is what the picture
 * engine draws: the work interiors (pictures/interiors-work.ts), the classroom, the farm.
 */
// Every spot is named as the workplace itself ("checked every nook of the fire station", not "of the
// pole"): only its own "where" differs, as the bedroom's spots do (sleep-spots.ts).
const spot =
  (pic: string, family: Place['family'], en: string, fr: string) =>
  (at: [string, string]): Place => ({
    en,
    fr,
    at: { en: at[0], fr: at[1] },
    pic,
    family,
  });
const clinic = spot('the doctor’s hospital', 'indoor', 'the doctor’s office', 'le cabinet du médecin');
const bakery = spot('the bakery', 'indoor', 'the bakery', 'la boulangerie');
const station = spot('the fire station', 'indoor', 'the fire station', 'la caserne des pompiers');
const vet = spot('the vet’s clinic', 'indoor', 'the vet’s clinic', 'la clinique vétérinaire');
const school = spot('the classroom at school', 'indoor', 'the school', 'l’école');
const farm = spot('the farm', 'nature', 'the farm', 'la ferme');
// The jobs a child visits (idea/read-goal-job-visit.ts): the dentist's chair in the clinic room, the
// police station's front, the building site's crane, the restaurant's kitchen.
const dentist = spot('the doctor’s hospital', 'indoor', 'the dentist’s office', 'le cabinet du dentiste');
const police = spot('the police station', 'town', 'the police station', 'le commissariat');
const site = spot('the building site', 'town', 'the building site', 'le chantier');
// The postman's sorting office and round, the librarian's shelves (text/day-job-words-post.ts).
const sorting = spot('the post office', 'indoor', 'the sorting office', 'le centre de tri');
const round = spot('the houses on the street', 'town', 'the post round', 'la tournée');
const library = spot('the library', 'indoor', 'the library', 'la bibliothèque');
const kitchen = spot('the restaurant kitchen', 'indoor', 'the restaurant', 'le restaurant');

const WORKPLACES: Record<string, Place[]> = {
  doctor: [
    clinic(['in the doctor’s office', 'au cabinet du médecin']),
    clinic(['in the waiting room', 'dans la salle d’attente']),
    clinic(['by the examination bed', 'près de la table d’examen']),
    clinic(['by the medicine cupboard', 'près de l’armoire à pharmacie']),
  ],
  baker: [
    bakery(['in the bakery kitchen', 'dans le fournil']),
    bakery(['by the big oven', 'près du grand four']),
    bakery(['behind the bakery counter', 'derrière le comptoir de la boulangerie']),
    bakery(['by the bread shelves', 'près des étagères à pain']),
  ],
  firefighter: [
    station(['at the fire station', 'à la caserne des pompiers']),
    station(['by the big red fire engine', 'près du grand camion rouge']),
    station(['by the shiny pole', 'près de la barre de descente']),
    station(['in the hose room', 'dans la salle des tuyaux']),
  ],
  vet: [
    vet(['at the vet’s clinic', 'à la clinique vétérinaire']),
    vet(['by the animal beds', 'près des paniers des animaux']),
    vet(['by the examination table', 'près de la table d’examen']),
  ],
  farmer: [
    farm(['in the henhouse', 'dans le poulailler']),
    farm(['in the big red barn', 'dans la grange rouge']),
    farm(['in the hay field', 'dans le champ de foin']),
    farm(['in the vegetable field', 'dans le champ de légumes']),
  ],
  dentist: [
    dentist(['in the dentist’s office', 'au cabinet du dentiste']),
    dentist(['by the big dentist’s chair', 'près du grand fauteuil du dentiste']),
    dentist(['in the waiting room', 'dans la salle d’attente']),
  ],
  police: [
    police(['at the police station', 'au commissariat']),
    police(['by the police car', 'près de la voiture de police']),
    police(['at the zebra crossing', 'au passage piéton']),
  ],
  builder: [
    site(['on the building site', 'sur le chantier']),
    site(['by the big crane', 'près de la grande grue']),
    site(['by the new wall', 'près du nouveau mur']),
  ],
  chef: [
    kitchen(['in the restaurant kitchen', 'dans la cuisine du restaurant']),
    kitchen(['by the big stove', 'près des grands fourneaux']),
    kitchen(['by the pass, where the plates go out', 'près du passe-plat']),
  ],
  postman: [
    sorting(['at the sorting office', 'au centre de tri']),
    sorting(['by the pigeonholes', 'près des casiers']),
    round(['on the post round', 'pendant la tournée']),
    round(['at a garden gate', 'devant un portail de jardin']),
  ],
  librarian: [
    library(['in the library', 'à la bibliothèque']),
    library(['by the tall shelves', 'près des hautes étagères']),
    library(['in the story corner', 'dans le coin des histoires']),
    library(['at the front desk', 'au comptoir de prêt']),
  ],
  teacher: [
    school(['in the classroom', 'dans la salle de classe']),
    school(['by the blackboard', 'près du tableau']),
    school(['in the reading corner', 'dans le coin lecture']),
    school(['at the art table', 'à la table de dessin']),
  ],
};

/** The corners of one job's workplace, if it has them: a day at Mum's bakery (goal-day-with.ts). */
export const workplaceOf = (jobId: string): Place[] | undefined => WORKPLACES[jobId];

/** A workplace the idea names ("a day at the fire station", « à la boulangerie ») says the job. */
const PLACE_JOBS: [RegExp, string][] = [
  [/\bfire ?station|\bcaserne/i, 'firefighter'],
  [/\bbakery|\bboulangerie|\bfournil/i, 'baker'],
  [/\bvet['’]?s? clinic|clinique vétérinaire/i, 'vet'],
  [/\bclinic|\bhospital|\bhôpital|cabinet médical|cabinet du médecin/i, 'doctor'],
  [/\bfarm\b|\bferme\b/i, 'farmer'],
  [/\bteachers?\b|\bschool\b|\bécole\b|\bmaîtresse\b|\benseignante?\b|\binstit/i, 'teacher'],
];

/** The workplace of the one job a jobs book's idea names, or undefined (no job, or not a jobs book). */
export function jobWorkplace(themeId: string, description: string): Place[] | undefined {
  if (themeId !== 'jobs') return undefined;
  const named = description
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .map((w) => dayJobNamed(w)?.id)
    .find((id) => id && WORKPLACES[id]);
  const id = named ?? PLACE_JOBS.find(([re]) => re.test(description))?.[1];
  return id ? WORKPLACES[id] : undefined;
}
