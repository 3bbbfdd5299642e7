import { line } from './day-job-types';
import type { PlacedL } from './story-place-fit';

/**
 * A day at a parent's work told from the idea "My mum is a baker" (goal-day-with.ts, `parent`):
 * how the day starts (bakers get up in the dark), the hitch at the turn where the child's help
 * counts, and the end: home together, proud. Slots: {name}, {friend} / {Friend} (Mum, « Maman »),
 * {atWork}, {atPlace}, {aJob} ("a baker"), {myParent} ("my mum", « Ma maman »), {bestJob} ("the
 * best baker", « la meilleure boulangère »: it agrees with the parent, never with the child).
 */
export const PARENT_MORNINGS: Record<string, PlacedL> = {
  baker: line(
    'It was still night when {friend} woke {name}: a baker’s day begins very, very early. Today {name} was going to help, {atWork}!',
    'Il faisait encore nuit quand {friend} réveilla {name} : chez les boulangers, la journée commence très, très tôt. Aujourd’hui, {name} allait aider, {atWork} !',
  ),
  farmer: line(
    'The rooster crowed, cock-a-doodle-doo! {name} pulled on big boots: today was a day of work with {friend}, {atWork}.',
    'Le coq chanta, cocorico ! {name} enfila de grandes bottes : aujourd’hui, c’était une journée de travail avec {friend}, {atWork}.',
  ),
  firefighter: line(
    'Straight after breakfast, {name} put on a little yellow helmet: today was a whole day with {friend}, at the fire station!',
    'Juste après le petit déjeuner, {name} mit un petit casque jaune : aujourd’hui, c’était toute une journée avec {friend}, à la caserne !',
  ),
};

export const PARENT_MORNING: PlacedL = line(
  'That morning, {name} was ready in a flash: today {name} was going to work with {friend}, {atWork}!',
  'Ce matin-là, {name} se prépara en un éclair : aujourd’hui, {name} allait au travail avec {friend}, {atWork} !',
);

/** The hitch at the turn, each job's own, where the child's help counts. */
export const PARENT_HITCHES: Record<string, PlacedL> = {
  baker: line(
    '{atPlace}, the phone rang: a hundred rolls for a wedding, and fast! {name} filled basket after basket, and everything was ready just in time. “I couldn’t have done it without you,” said {friend}.',
    '{atPlace}, le téléphone sonna : cent petits pains pour un mariage, et vite ! {name} remplit panier après panier, et tout fut prêt juste à temps. « Merci, sans toi, c’était impossible ! » dit {friend}.',
  ),
  farmer: line(
    '{atPlace}, oh no! The gate was open, and the cows were wandering off. {name} ran round one side, {friend} the other, and every cow came home.',
    '{atPlace}, oh non ! La barrière était ouverte, et les vaches s’en allaient. {name} courut d’un côté, {friend} de l’autre, et toutes les vaches rentrèrent.',
  ),
  firefighter: line(
    '{atPlace}, the alarm rang: a kitten was stuck up a tree! {name} spotted it first and pointed, and {friend} climbed the ladder and brought it down safe and sound.',
    '{atPlace}, l’alarme sonna : un chaton était coincé en haut d’un arbre ! C’est {name} qui le repéra, et {friend} grimpa à l’échelle pour le ramener sain et sauf.',
  ),
  doctor: line(
    '{atPlace}, the waiting room filled up all at once, and a little boy was crying. {name} gave him a sticker and a smile, and he was brave while {friend} listened to his chest.',
    '{atPlace}, la salle d’attente se remplit d’un coup, et un petit garçon pleurait. {name} lui offrit un autocollant et un sourire, et il fut très courageux pendant que {friend} l’examinait.',
  ),
  vet: line(
    '{atPlace}, a puppy came in with a sore paw, shaking with fright. {name} stroked its ears softly while {friend} bandaged the paw. “You calmed it down,” said {friend}.',
    '{atPlace}, un chiot arriva avec une patte blessée, tout tremblant. {name} lui caressa doucement les oreilles pendant que {friend} bandait la patte. « C’est toi qui l’as rassuré », dit {friend}.',
  ),
  'bus-driver': line(
    '{atPlace}, a lady got off the bus and left her bag on the seat! {name} saw it, and {friend} waited while {name} ran it back to her. “Thank you!” she called.',
    '{atPlace}, une dame descendit du bus en oubliant son sac sur le siège ! {name} le vit, et {friend} attendit pendant que {name} le lui rapportait. « Merci ! » cria la dame.',
  ),
  teacher: line(
    '{atPlace}, the class hamster had escaped! Everyone looked high and low, and it was {name} who found it, curled up in a slipper. The whole class cheered.',
    '{atPlace}, le hamster de la classe s’était échappé ! Toute la classe fouilla partout, et c’est {name} qui le trouva, roulé en boule dans un chausson. Quelle fête !',
  ),
  fisher: line(
    '{atPlace}, the net was so heavy with fish that it took two to pull it. {name} pulled with {friend}, heave-ho, and up it came!',
    '{atPlace}, le filet était si lourd de poissons qu’il fallait tirer à deux. {name} tira avec {friend}, oh hisse, et le filet remonta !',
  ),
  gardener: line(
    '{atPlace}, a hungry rabbit was nibbling the lettuces! {name} shooed it gently away, then helped {friend} put up a little fence.',
    '{atPlace}, un lapin gourmand grignotait les salades ! {name} le chassa doucement, puis aida {friend} à planter une petite barrière.',
  ),
};

/** Where the hitch happens among the workplace's corners (job-workplaces.ts), when not the first: the cows in the field. */
export const PARENT_HITCH_AT: Record<string, number> = { farmer: 2, doctor: 1 };

/** Home together, proud of the parent, or wanting to do the same one day. */
export const PARENT_ENDINGS: PlacedL[] = [
  line(
    'That evening, {name} and {friend} walked home hand in hand. “When I grow up, I want to be {aJob}, just like you!” said {name}. The end.',
    'Le soir venu, {name} et {friend} rentrèrent à la maison main dans la main. « Plus tard, je ferai le même métier que toi ! » dit {name}. Fin.',
  ),
  line(
    'Back home, {name} told everyone about the day {atWork}. “{myParent} is {bestJob} in the whole world!” The end.',
    'De retour à la maison, {name} raconta à tout le monde sa journée {atWork}. « {myParent} est {bestJob} du monde entier ! » Fin.',
  ),
];

/**
 * A child's-eye line for any job, so a 24-page day needs no task twice. Said without a place: the
 * picture and the alt say where (goal-day-with.ts drops "{atPlace}, " from a parent's day).
 */
export const PARENT_HELP: PlacedL[] = [
  line(
    '{name} watched {friend} work, quick and careful, and tried to do just the same.',
    '{name} regardait {friend} travailler, vite et bien, et essayait de faire pareil.',
  ),
  line(
    '{Friend} gave {name} a little job to do, and {name} did it with great care.',
    '{Friend} confia une petite mission à {name}, qui s’en occupa avec grand soin.',
  ),
  line(
    '{name} carried things, held things and passed things, just when {friend} needed them.',
    '{name} porta, tint et passa les choses, juste au moment où {friend} en avait besoin.',
  ),
  line(
    '“You are a real help today,” said {friend}, and {name} glowed with pride.',
    '« Tu m’aides vraiment, aujourd’hui », dit {friend}, et {name} rayonna de fierté.',
  ),
];

export const PARENT_LEARN: PlacedL[] = [
  line(
    'Everyone who came by said hello to {name}. “So you are helping today?”',
    'Tous ceux qui passaient saluaient {name}. « Alors, c’est toi qui aides aujourd’hui ? »',
  ),
  line(
    '{name} tried to remember everything {friend} did. There was so much to learn!',
    '{name} essayait de retenir tout ce que faisait {friend}. Il y avait tant à apprendre !',
  ),
];
