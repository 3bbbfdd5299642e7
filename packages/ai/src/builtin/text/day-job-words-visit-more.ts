import { inFamily, place } from '../idea/settings';
import { type JobDay, line } from './day-job-types';

/** The builder's and the chef's day, for "What does a builder do?" (day-job-words-visit.ts: the others). */
export const MORE_VISIT_JOB_DAYS: Record<string, JobDay> = {
  builder: {
    places: inFamily('town', [
      place('on/the building site|in town', 'sur/le chantier'),
      place('by/the big crane|of the building site', 'près de/la grande grue'),
    ]),
    work: { en: 'on the building site', fr: 'sur le chantier' },
    help: [
      line(
        '{atPlace}, {name} put on a yellow hard hat and helped {friend} stack the bricks, one on top of the other.',
        '{atPlace}, {name} mit un casque jaune et aida {friend} à empiler les briques, l’une sur l’autre.',
      ),
      line(
        '{atPlace}, {name} pushed a wheelbarrow full of sand, very slowly, all the way to the wall.',
        '{atPlace}, {name} poussa une brouette pleine de sable, tout doucement, jusqu’au mur.',
      ),
      line(
        '{atPlace}, {name} held the tape measure while {friend} checked the wall: as straight as a ruler!',
        '{atPlace}, {name} tint le mètre pendant que {friend} vérifiait le mur : droit comme une règle !',
      ),
    ],
    learn: [
      line(
        '{atPlace}, {Friend} showed {name} the plan of the house: here the door, there the windows, and the roof on top.',
        '{atPlace}, {Friend} montra à {name} le plan de la maison : ici la porte, là les fenêtres, et le toit tout en haut.',
      ),
      line(
        '{atPlace}, {name} learned that a house starts with strong foundations, deep down in the ground.',
        '{atPlace}, {name} apprit qu’une maison commence par de solides fondations, bien au fond de la terre.',
      ),
    ],
    mishaps: [
      line(
        '{atPlace}, oops! {name} stepped right into the wet cement. Now the wall had a little footprint of its own!',
        '{atPlace}, oups ! {name} marcha en plein dans le ciment frais. Le mur avait maintenant sa petite empreinte de pied !',
      ),
      line(
        '{atPlace}, a gust of wind blew the plan away, and {name} chased it all round the building site.',
        '{atPlace}, un coup de vent emporta le plan, et {name} lui courut après tout autour du chantier.',
      ),
    ],
    turn: line(
      '{atPlace}, the crane lifted the very last beam to the top of the house. {name} waved the signal, {friend} fixed it in place, and everyone cheered: the house had its roof!',
      '{atPlace}, la grue hissa la toute dernière poutre en haut de la maison. {name} fit le signal, {friend} la fixa, et tout le monde applaudit : la maison avait son toit !',
    ),
  },
  chef: {
    places: inFamily('indoor', [
      place('in/the restaurant kitchen|by the big stove', 'dans/la cuisine du restaurant'),
      place('at/the restaurant|in town', 'à/le restaurant'),
    ]),
    work: { en: 'at the restaurant', fr: 'au restaurant' },
    help: [
      line(
        '{atPlace}, {name} washed the carrots, and {friend} chopped them into little rounds: tap, tap, tap.',
        '{atPlace}, {name} lava les carottes, et {friend} les coupa en petites rondelles : tac, tac, tac.',
      ),
      line(
        '{atPlace}, {name} stirred the big pot of soup, slowly, so that nothing stuck to the bottom.',
        '{atPlace}, {name} remua la grande marmite de soupe, doucement, pour que rien n’attache au fond.',
      ),
      line(
        '{atPlace}, {name} put a sprig of parsley on every plate, like a tiny green tree.',
        '{atPlace}, {name} posa un brin de persil sur chaque assiette, comme un minuscule arbre vert.',
      ),
    ],
    learn: [
      line(
        '{atPlace}, {Friend} let {name} taste the sauce. “A pinch of salt?” “Yes, just a pinch!”',
        '{atPlace}, {Friend} fit goûter la sauce à {name}. « Une pincée de sel ? » « Oui, juste une pincée ! »',
      ),
      line(
        '{atPlace}, {name} learned why chefs wear a tall white hat: it keeps hair out of the food.',
        '{atPlace}, {name} apprit pourquoi les cuisiniers portent une grande toque blanche : pour qu’aucun cheveu ne tombe dans les plats.',
      ),
    ],
    mishaps: [
      line(
        '{atPlace}, oops! An egg slipped out of {name}’s hand and went splat on the floor.',
        '{atPlace}, oups ! Un œuf glissa des mains de {name} et fit splatch sur le sol.',
      ),
      line(
        '{atPlace}, {name} flipped a pancake so high that it landed on {friend}’s hat!',
        '{atPlace}, {name} fit sauter une crêpe si haut qu’elle atterrit en plein sur une grande toque blanche !',
      ),
    ],
    turn: line(
      '{atPlace}, every table was taken, and everyone was hungry! {name} carried the bread baskets while {friend} cooked, and every plate came back empty.',
      '{atPlace}, toutes les tables étaient prises, et tout le monde avait faim ! {name} porta les corbeilles de pain pendant que {friend} cuisinait, et toutes les assiettes revinrent vides.',
    ),
  },
};
