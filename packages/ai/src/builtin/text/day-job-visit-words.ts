import { line } from './day-job-types';
import type { PlacedL } from './story-place-fit';

/**
 * A day beside a worker the idea asks about ("What does a dentist do?", « Que fait un pompier ? »,
 * "I want to be a vet when I grow up": goal-day-with.ts `visit`): the question in the morning, and
 * at the end the wish to do that job one day. Slots: {name}, {friend} ("the dentist", « la
 * dentiste »), {atWork}, {aJob} ("a dentist", « une dentiste »: the job with its article).
 */
export const VISIT_MORNINGS: PlacedL[] = [
  line(
    '“What does {aJob} do all day?” wondered {name}. Today {name} was going to find out, {atWork}!',
    '« Que fait {aJob} toute la journée ? » se demandait {name}. Aujourd’hui, {name} allait le découvrir, {atWork} !',
  ),
];

export const VISIT_ENDINGS: PlacedL[] = [
  line(
    'That evening, {name} could not stop talking about the day {atWork}. “When I grow up, I want to be {aJob} too!” The end.',
    'Ce soir-là, {name} ne parlait que de sa journée {atWork}. « Plus tard, moi aussi, je ferai ce métier ! » Fin.',
  ),
  line(
    'At the end of the day, {friend} gave {name} a big smile: “Thank you for your help today!” {name} went home dreaming of being {aJob} one day. The end.',
    'À la fin de la journée, {friend} fit un grand sourire à {name} : « Merci pour ton aide aujourd’hui ! » {name} rentra en rêvant de faire ce métier, un jour. Fin.',
  ),
];
