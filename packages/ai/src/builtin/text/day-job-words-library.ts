import { inFamily, place } from '../idea/settings';
import { type JobDay, line } from './day-job-types';

/**
 * "A day with a librarian", « Une journée avec la bibliothécaire » (goal-day-with.ts `dayBeside`):
 * the books put back, the date stamp, the mended page, and story time at the turn.
 */
export const LIBRARY_JOB_DAYS: Record<string, JobDay> = {
  librarian: {
    places: inFamily('indoor', [place('in/the library|in town', 'dans/la bibliothèque')]),
    work: { en: 'at the library', fr: 'à la bibliothèque' },
    help: [
      line(
        '{atPlace}, {name} helped {friend} put the returned books back on the shelves, each in its own place.',
        '{atPlace}, {name} aida {friend} à ranger les livres rendus sur les étagères, chacun à sa place.',
      ),
      line(
        '{atPlace}, {name} pressed the date stamp on the cards: thump! Back in three weeks.',
        '{atPlace}, {name} tamponna les fiches de prêt : pan ! À rendre dans trois semaines.',
      ),
      line(
        '{atPlace}, {name} mended a torn page with clear tape, very gently.',
        '{atPlace}, {name} répara une page déchirée avec du ruban adhésif, tout doucement.',
      ),
    ],
    learn: [
      line(
        '{atPlace}, {Friend} showed {name} how the books stand in order: the labels on their spines, A, B, C.',
        '{atPlace}, {Friend} montra à {name} comment les livres sont rangés : les étiquettes sur leur dos, A, B, C.',
      ),
      line(
        '{atPlace}, {name} learned the library’s first rule: whisper, so everyone can read.',
        '{atPlace}, {name} apprit la première règle de la bibliothèque : chuchoter, pour que tout le monde puisse lire.',
      ),
    ],
    mishaps: [
      line(
        '{atPlace}, oops! The book trolley rolled away down the aisle, and {name} ran after it on tiptoe.',
        '{atPlace}, oups ! Le chariot à livres partit tout seul dans l’allée, et {name} courut après sur la pointe des pieds.',
      ),
      line(
        '{atPlace}, {name} sneezed in the dusty corner, ATCHOO! Everyone looked up, then smiled.',
        '{atPlace}, {name} éternua dans le coin poussiéreux, ATCHOUM ! Tout le monde leva les yeux, puis sourit.',
      ),
    ],
    turn: line(
      '{atPlace}, it was story time! The little ones sat on the rug, and {name} held up the pictures while {friend} read aloud.',
      '{atPlace}, c’était l’heure du conte ! Les petits s’assirent sur le tapis, et {name} montrait les images pendant que {friend} lisait à voix haute.',
    ),
  },
};
