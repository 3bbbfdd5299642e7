import { inFamily, place } from '../idea/settings';
import { type JobDay, line } from './day-job-types';

/**
 * The dentist's and the police officer's day, for "What does a dentist do?" and « Que fait un
 * policier ? » (goal-day-with.ts `visit`; the builder's and the chef's: day-job-words-visit-more.ts).
 * One real task a line, so a page shows what the job is: the check-up with the little mirror, the
 * brushing lesson on the tooth model, the sticker at the end.
 */
export const VISIT_JOB_DAYS: Record<string, JobDay> = {
  dentist: {
    places: inFamily('indoor', [
      place('at/the dentist’s office|of the doctor’s hospital', 'à/le cabinet du dentiste'),
      place('in/the waiting room|of the doctor’s hospital', 'dans/la salle d’attente'),
    ]),
    work: { en: 'at the dentist’s office', fr: 'au cabinet du dentiste' },
    help: [
      line(
        '{atPlace}, {name} climbed into the big chair that goes up and down, and {friend} counted every tooth with a little mirror. Twenty!',
        '{atPlace}, {name} s’installa dans le grand fauteuil qui monte et qui descend, et {friend} compta chaque dent avec un petit miroir. Vingt !',
      ),
      line(
        '{atPlace}, {name} held the big tooth model while {friend} showed a little girl how to brush, round and round.',
        '{atPlace}, {name} tint le gros modèle de dents pendant que {friend} montrait à une petite fille comment brosser, en petits ronds.',
      ),
      line(
        '{atPlace}, {name} handed {friend} the tools one by one: the little mirror, then the tiny lamp.',
        '{atPlace}, {name} tendait les instruments un par un : le petit miroir, puis la minuscule lampe.',
      ),
    ],
    learn: [
      line(
        '{atPlace}, {Friend} gave {name} a brushing lesson with a toothbrush: two minutes, twice a day, without forgetting the back teeth.',
        '{atPlace}, {Friend} donna à {name} une leçon de brossage avec une brosse à dents : deux minutes, deux fois par jour, sans oublier les dents du fond.',
      ),
      line(
        '{atPlace}, {name} learned that crunchy apples are good for teeth, and sticky sweets are not.',
        '{atPlace}, {name} apprit que les pommes croquantes sont bonnes pour les dents, et les bonbons collants, pas du tout.',
      ),
    ],
    mishaps: [
      line(
        '{atPlace}, oops! {name} pressed the wrong button, and the big chair went all the way down. {Friend} laughed.',
        '{atPlace}, oups ! {name} appuya sur le mauvais bouton, et le grand fauteuil descendit tout en bas. {Friend} éclata de rire.',
      ),
      line(
        '{atPlace}, {name} squeezed the toothpaste a bit too hard, and a long white worm landed on the floor!',
        '{atPlace}, {name} pressa le tube de dentifrice un peu trop fort, et un long ver blanc atterrit par terre !',
      ),
    ],
    turn: line(
      '{atPlace}, a little boy was too scared to open his mouth. {name} brushed the big teeth of the tooth model, and he laughed and said “Aaah!” At the end, {friend} gave them each a shiny sticker.',
      '{atPlace}, un petit garçon avait trop peur pour ouvrir la bouche. {name} brossa les grandes dents du modèle, et il éclata de rire en disant « Aaah ! ». À la fin, {friend} leur donna à chacun un autocollant brillant.',
    ),
  },
  police: {
    places: inFamily('town', [
      place('at/the police station|in town', 'à/le commissariat'),
      place('at/the zebra crossing|in town', 'à/le passage piéton'),
    ]),
    work: { en: 'at the police station', fr: 'au commissariat' },
    help: [
      line(
        '{atPlace}, {name} helped {friend} polish the police car until its blue light shone.',
        '{atPlace}, {name} aida {friend} à faire briller la voiture de police jusqu’à son gyrophare bleu.',
      ),
      line(
        '{atPlace}, {name} held up the big “Stop” sign while the schoolchildren crossed the road safely.',
        '{atPlace}, {name} leva le grand panneau « Stop » pendant que les écoliers traversaient la rue sans danger.',
      ),
      line(
        '{atPlace}, {name} helped {friend} write down what a lost dog looked like: brown, fluffy, with a red collar.',
        '{atPlace}, {name} aida {friend} à noter à quoi ressemblait un chien perdu : marron, tout frisé, avec un collier rouge.',
      ),
    ],
    learn: [
      line(
        '{atPlace}, {Friend} showed {name} the radio. “All well?” crackled a voice. “All well!” answered {name}.',
        '{atPlace}, {Friend} montra la radio à {name}. « Tout va bien ? » grésilla une voix. « Tout va bien ! » répondit {name}.',
      ),
      line(
        '{atPlace}, {name} learned that police officers are there to help: they find what is lost, keep the roads safe and listen to everyone.',
        '{atPlace}, {name} apprit que les policiers sont là pour aider : ils retrouvent ce qui est perdu, protègent les rues et écoutent tout le monde.',
      ),
    ],
    mishaps: [
      line(
        '{atPlace}, oops! {name} pressed the big red button by mistake, and the police car went nee-naw, nee-naw! Everyone jumped, then laughed.',
        '{atPlace}, oups ! {name} appuya par erreur sur le gros bouton rouge, et la voiture de police fit pin-pon, pin-pon ! Tout le monde sursauta, puis éclata de rire.',
      ),
      line(
        '{atPlace}, the police cap was so big that it slid right down over {name}’s eyes.',
        '{atPlace}, la casquette de police était si grande qu’elle glissa jusque sur les yeux de {name}.',
      ),
    ],
    turn: line(
      '{atPlace}, a little girl was crying: she had lost her mum in the crowd. {name} held her hand, {friend} spoke into the radio, and soon her mum came running. What a hug!',
      '{atPlace}, une petite fille pleurait : elle avait perdu sa maman dans la foule. {name} lui tint la main, {friend} parla dans la radio, et bientôt sa maman arriva en courant. Quel câlin !',
    ),
  },
};
