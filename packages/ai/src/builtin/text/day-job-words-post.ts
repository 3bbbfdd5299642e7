import { inFamily, place } from '../idea/settings';
import { type JobDay, line } from './day-job-types';
import { JOB_DAYS } from './day-job-words';
import type { PlacedL } from './story-place-fit';

/**
 * "A day with a baker", « Une journée avec le facteur » (goal-day-with.ts `dayBeside`): the baker's
 * day grows the bakery's own moments (croissants, the shop opening, a birthday cake ordered), and the
 * postman's day is the sorting office, the round, the parcel too big, the dog at the gate and, at the
 * turn, a letter for Grandma (the librarian's: day-job-words-library.ts). Before this the idea was a
 * stock book hunt in the bakery, with a doctor for hero.
 */
export const POST_JOB_DAYS: Record<string, JobDay> = {
  baker: {
    ...JOB_DAYS.baker,
    help: [
      JOB_DAYS.baker.help[0],
      line(
        '{atPlace}, {name} rolled little triangles of dough into crescents, and {friend} brushed them with egg. Croissants for the morning!',
        '{atPlace}, {name} roula de petits triangles de pâte en croissants, et {friend} les badigeonna de jaune d’œuf. Des croissants pour le matin !',
      ),
      line(
        '{atPlace}, at seven o’clock, {name} turned the sign on the door to “Open”, and the first customers came in, sniffing the warm bread.',
        '{atPlace}, à sept heures, {name} retourna la pancarte de la porte sur « Ouvert », et les premiers clients entrèrent en humant le pain chaud.',
      ),
      ...JOB_DAYS.baker.help.slice(1),
      line(
        '{atPlace}, the telephone rang: a birthday cake for a little girl called Lou, with seven candles! {name} helped {friend} write her name in pink icing.',
        '{atPlace}, le téléphone sonna : un gâteau d’anniversaire pour une petite fille appelée Lou, avec sept bougies ! {name} aida {friend} à écrire son prénom en glaçage rose.',
      ),
    ],
  },
  postman: {
    places: inFamily('town', [
      place('at/the sorting office|of the post office', 'à/le centre de tri', 'indoor'),
      place('on/the round|of the houses on the street', 'pendant/la tournée'),
    ]),
    work: { en: 'on the post round', fr: 'à la poste' },
    help: [
      {
        ...line(
          '{atPlace}, {name} helped {friend} sort the letters into little pigeonholes, one for each street.',
          '{atPlace}, {name} aida {friend} à trier les lettres dans de petits casiers, un pour chaque rue.',
        ),
        fits: ['indoor'],
      },
      {
        ...line(
          '{atPlace}, {Friend} filled the big yellow bag with letters, and {name} carried the little pile of postcards.',
          '{atPlace}, {Friend} remplit la grande sacoche jaune de lettres, et {name} porta la petite pile de cartes postales.',
        ),
        fits: ['indoor'],
      },
      {
        ...line(
          '{atPlace}, off they went on the round: {friend} pedalled the yellow bike, and {name} rang the bell, ding ding!',
          '{atPlace}, en route pour la tournée : {friend} pédalait sur le vélo jaune, et {name} faisait sonner la sonnette, dring dring !',
        ),
        fits: ['town'],
      },
      {
        ...line(
          '{atPlace}, {name} slipped the letters into the letterboxes, one by one: clack, clack, clack.',
          '{atPlace}, {name} glissa les lettres dans les boîtes aux lettres, une par une : clac, clac, clac.',
        ),
        fits: ['town'],
      },
    ],
    learn: [
      line(
        '{atPlace}, {Friend} showed {name} how to read an address: the name, the number, the street and the town.',
        '{atPlace}, {Friend} montra à {name} comment lire une adresse : le nom, le numéro, la rue et la ville.',
      ),
      line(
        '{atPlace}, {name} learned that a stamp is a letter’s ticket: no stamp, no journey!',
        '{atPlace}, {name} apprit que le timbre est le billet de la lettre : pas de timbre, pas de voyage !',
      ),
    ],
    mishaps: [
      {
        ...line(
          '{atPlace}, a parcel was far too big for the letterbox! {name} rang the doorbell, and a lady came out, all smiles.',
          '{atPlace}, un colis était bien trop gros pour la boîte aux lettres ! {name} sonna à la porte, et une dame sortit, toute souriante.',
        ),
        fits: ['town'],
      },
      {
        ...line(
          '{atPlace}, a big dog barked behind the garden gate: woof, woof! {Friend} knew his name, Biscuit, and he wagged his tail.',
          '{atPlace}, un gros chien aboyait derrière le portail du jardin : ouaf, ouaf ! {Friend} connaissait son nom, Biscuit, et il remua la queue.',
        ),
        fits: ['town'],
      },
    ],
    turn: line(
      '{atPlace}, the very last letter had a name {name} knew very well: it was for Grandma! {name} rang her doorbell and gave it to her with a big hug.',
      '{atPlace}, la toute dernière lettre portait un nom que {name} connaissait très bien : c’était pour Mamie ! {name} sonna chez elle et la lui donna avec un gros câlin.',
    ),
  },
};

/**
 * The morning of a day beside a worker: the day as spent with them, not the question "What does a
 * baker do?" (day-job-visit-words.ts). The baker's starts before dawn at the warm oven.
 */
/** Where the day's big moment happens (the job's workplace corner): Grandma's letter on the round. */
export const DAY_TURN_AT: Record<string, number> = { postman: 2, librarian: 2 };

export const DAY_BESIDE_MORNING = line(
  'Today {name} was spending the whole day with {friend}, {atWork}. What a day it was going to be!',
  'Aujourd’hui, {name} passait toute la journée avec {friend}, {atWork}. Quelle journée ce serait !',
);
export const DAY_BESIDE_MORNINGS: Record<string, PlacedL> = {
  // "The stars still out" draws the page at night (page-sky.ts): the oven lit before the sun is up.
  baker: line(
    'Before dawn, with the stars still out, the big oven at the bakery was already warm. Today {name} was spending the whole day with {friend}!',
    'Avant l’aube, sous les dernières étoiles, le grand four de la boulangerie était déjà chaud. Aujourd’hui, {name} passait toute la journée avec {friend} !',
  ),
  postman: line(
    'Very early, the sorting office was full of sacks of letters. Today {name} was spending the whole day with {friend}!',
    'De très bonne heure, le centre de tri était plein de sacs de lettres. Aujourd’hui, {name} passait toute la journée avec {friend} !',
  ),
};
