import { inFamily, place } from '../idea/settings';
import { type JobDay, line } from './day-job-types';

/** The bus driver's and the teacher's day (day-job-words.ts: the others), for "Daddy drives a bus". */
export const TOWN_JOB_DAYS: Record<string, JobDay> = {
  'bus-driver': {
    places: inFamily('town', [
      place('at/the bus stop|in town', 'à/l’arrêt de bus'),
      place('in/the town square', 'sur/la grande place'),
      place('on/the bridge|in the city', 'sur/le pont'),
    ]),
    work: { en: 'on the big bus', fr: 'dans le grand bus' },
    help: [
      line(
        '{atPlace}, {name} helped {friend} wipe the big bus windows until they sparkled.',
        '{atPlace}, {name} aida {friend} à laver les grandes vitres du bus jusqu’à ce qu’elles brillent.',
      ),
      line(
        '{atPlace}, {name} said “Good morning!” to every passenger who climbed on the bus.',
        '{atPlace}, {name} dit « Bonjour ! » à chaque passager qui montait dans le bus.',
      ),
      line(
        '{atPlace}, {name} checked the tickets, one by one, with a very serious face.',
        '{atPlace}, {name} vérifia les tickets, un par un, avec un air très sérieux.',
      ),
    ],
    learn: [
      line(
        '{atPlace}, {Friend} showed {name} the big round wheel and the button that opens the doors. Pssht!',
        '{atPlace}, {Friend} montra à {name} le grand volant et le bouton qui ouvre les portes. Pschitt !',
      ),
      line(
        '{atPlace}, {name} learned every stop on the bus route by heart.',
        '{atPlace}, {name} apprit par cœur tous les arrêts de la ligne de bus.',
      ),
    ],
    mishaps: [
      line(
        '{atPlace}, {name} rang the bell by mistake, and the bus stopped where nobody was waiting. Oops!',
        '{atPlace}, {name} appuya sur la sonnette sans le faire exprès, et le bus s’arrêta où personne n’attendait. Oups !',
      ),
      line(
        '{atPlace}, a pigeon hopped onto the bus and would not get off! {Friend} laughed and laughed.',
        '{atPlace}, un pigeon monta dans le bus et ne voulait plus descendre ! {Friend} éclata de rire.',
      ),
    ],
    turn: line(
      '{atPlace}, {Friend} let {name} press the horn, and the big bus went beep-beep! Everyone waved.',
      '{atPlace}, {Friend} laissa {name} appuyer sur le klaxon, et le grand bus fit tut-tut ! Tout le monde fit coucou.',
    ),
  },
  teacher: {
    places: inFamily('indoor', [
      place('in/the classroom|at school', 'dans/la salle de classe'),
      place('in/the school library', 'à/la bibliothèque de l’école'),
      place('in/the school playground|in town', 'dans/la cour de récréation', 'town'),
    ]),
    work: { en: 'at school', fr: 'à l’école' },
    help: [
      line(
        '{atPlace}, {name} helped {friend} hand out the pencils and the crayons, one for each child.',
        '{atPlace}, {name} aida {friend} à distribuer les crayons et les feutres, un pour chaque enfant.',
      ),
      line(
        '{atPlace}, {name} put the books back on the shelves, the big ones and the little ones.',
        '{atPlace}, {name} rangea les livres sur les étagères, les grands et les petits.',
      ),
      line(
        '{atPlace}, {name} rang the little bell: time to come back in!',
        '{atPlace}, {name} fit sonner la petite cloche : c’est l’heure de rentrer !',
      ),
    ],
    learn: [
      line(
        '{atPlace}, {Friend} read a story to the whole class, and {name} sat right at the front.',
        '{atPlace}, {Friend} lut une histoire à toute la classe, et {name} s’assit tout devant.',
      ),
      line(
        '{atPlace}, {name} learned that teachers mark a whole pile of notebooks after class.',
        '{atPlace}, {name} apprit que les maîtresses et les maîtres corrigent une pile de cahiers après la classe.',
      ),
    ],
    mishaps: [
      line(
        '{atPlace}, {name} knocked over the paint pot, and the floor turned blue! {Friend} fetched a mop.',
        '{atPlace}, {name} renversa le pot de peinture, et le sol devint tout bleu ! {Friend} prit vite la serpillière.',
      ),
      line(
        '{atPlace}, the ball bounced onto the roof. {Friend} laughed: “That one’s gone for good!”',
        '{atPlace}, le ballon rebondit sur le toit. {Friend} éclata de rire : « Celui-là, il est perdu ! »',
      ),
    ],
    turn: line(
      '{atPlace}, the whole class sang a song for {name}, and {friend} beamed.',
      '{atPlace}, toute la classe chanta une chanson pour {name}, et {friend} rayonnait.',
    ),
  },
};
