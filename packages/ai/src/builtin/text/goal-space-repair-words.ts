import type { PlacedL } from './story-place-fit';
import { step } from './task-step';
import type { L } from './theme-types';

/**
 * A repair in orbit (text/goal-space-repair.ts), told in order: the alarm and the lights gone dim,
 * Mission Control on the radio, the helmet and the tether at the airlock, the space walk, the bent
 * solar panel and antenna, the bolts one by one; the wrench floats away; caught on the tether and the
 * panel fixed at the turn; the lights back on and the Earth from the big window. Each page at its own
 * spot (`leads`). French lines never make an adjective agree with the hero (a cat or a girl).
 */
const at = (en: string, fr: string, spot: RegExp): PlacedL => ({ ...step(en, fr, spot), leads: true });

export const REPAIR_OPENINGS: L[] = [
  step(
    'Once upon a time there lived {aKind} called {name}, who looked after the space station, high above the Earth.',
    'Il était une fois {aKind} {named} {name}, qui veillait sur la station spatiale, tout là-haut au-dessus de la Terre.',
  ),
];

export const REPAIR_PROBLEMS: PlacedL[] = [
  step(
    'Beep! Beep! Beep! One morning the alarm rang all over the space station, and the lights flickered and went dim. A space rock had knocked the big solar panel crooked: without it, there was no power!',
    'Bip ! Bip ! Bip ! Un matin, l’alarme sonna dans toute la station spatiale, et les lumières clignotèrent puis baissèrent. Un caillou de l’espace avait tordu le grand panneau solaire : sans lui, plus d’électricité !',
  ),
];

/** Getting ready: the radio call, the helmet and the tether. */
export const REPAIR_WAY: PlacedL[] = [
  at(
    '{atPlace}, the radio crackled. “Mission Control calling {name}! The solar panel needs fixing, and you are the one who can reach it. Over!” “On my way!”',
    '{atPlace}, la radio grésilla. « Ici la base, on appelle {name} ! Le panneau solaire doit être réparé, et c’est à toi de jouer. À vous ! » « J’arrive ! »',
    /control room/,
  ),
  at(
    '{atPlace}, {name} checked the helmet, filled the air tank and clipped the long safety tether on. Click! The door hissed open onto the stars.',
    '{atPlace}, {name} vérifia le casque, remplit la bouteille d’air et accrocha la longue corde de sécurité. Clic ! La porte s’ouvrit en chuintant sur les étoiles.',
    /airlock/,
  ),
];

/** The space walk and the work on the panel, one step a page. */
export const REPAIR_WORK: PlacedL[] = [
  at(
    '{atPlace}, {name} floated out on the tether, slowly, slowly, holding on to the rail. There was no up and no down, only stars everywhere.',
    '{atPlace}, {name} flotta au bout de la corde, tout doucement, en se tenant à la rampe. Il n’y avait ni haut ni bas, rien que des étoiles partout.',
    /hull|coque/,
  ),
  at(
    '{atPlace}, {name} clipped the tether to the next ring, then the next, then the next. Clip, float, clip!',
    '{atPlace}, {name} accrocha la corde à l’anneau suivant, puis au suivant, et encore au suivant. Clic, on flotte, clic !',
    /hull|coque/,
  ),
  at(
    '{atPlace}, {name} floated past the big window, and the crew inside waved, their noses pressed to the glass.',
    '{atPlace}, {name} passa en flottant devant le grand hublot, et l’équipage, à l’intérieur, fit de grands signes, le nez collé à la vitre.',
    /hull|coque/,
  ),
  at(
    '{atPlace}, {name} found the trouble: the big panel was bent, and one of its hinges had come loose. “I can see it, Mission Control!”',
    '{atPlace}, {name} trouva la panne : le grand panneau était tordu, et une de ses charnières s’était détachée. « Je la vois, la base ! »',
    /solar panel/,
  ),
  at(
    '{atPlace}, {name} spotted the little antenna: bent too, so the radio kept crackling! {name} pushed it gently straight, and Mission Control’s voice came back loud and clear.',
    '{atPlace}, {name} aperçut la petite antenne : tordue elle aussi, voilà pourquoi la radio grésillait ! {name} la redressa doucement, et la voix de la base revint, claire et forte.',
    /hull|coque/,
  ),
  at(
    '{atPlace}, Mission Control said: “Take a deep breath, {name}. One bolt at a time.” {name} undid the first bolt, then the second, then the third.',
    '{atPlace}, la base dit : « Respire bien, {name}. Un boulon à la fois. » {name} dévissa le premier boulon, puis le deuxième, puis le troisième.',
    /solar panel/,
  ),
  at(
    '{atPlace}, the Sun rose over the edge of the Earth, and everything turned gold. {name} pulled down the dark visor.',
    '{atPlace}, le Soleil se leva au bord de la Terre, et tout devint doré. {name} baissa la visière sombre.',
    /hull|coque/,
  ),
  at(
    '{atPlace}, {name} pulled the bent panel back into line, gently, gently, so as not to crack it.',
    '{atPlace}, {name} remit le panneau tordu bien droit, tout doucement, pour ne pas le fêler.',
    /solar panel/,
  ),
  at(
    '{atPlace}, a tiny meteor zipped past, sparkling like a spark from a campfire. {name} held on tight to the rail until it had gone by.',
    '{atPlace}, une minuscule météorite fila tout près, brillante comme une étincelle. {name} se cramponna à la rampe jusqu’à ce qu’elle soit passée.',
    /hull|coque/,
  ),
  at(
    '{atPlace}, {name} took the new hinge out of the tool bag and held it up to the sunlight. It was exactly the right size!',
    '{atPlace}, {name} sortit la charnière neuve de la sacoche à outils et la leva vers le soleil. Elle avait exactement la bonne taille !',
    /solar panel/,
  ),
  at(
    '{atPlace}, the new hinge slid into place. “Now the very last bolt, {name},” said Mission Control.',
    '{atPlace}, la charnière neuve trouva sa place. « Maintenant, le tout dernier boulon, {name} », dit la base.',
    /solar panel/,
  ),
];

/** The wrench floats away, just before the turn. */
export const REPAIR_HITCH: PlacedL[] = [
  at(
    '{atPlace}, oh no! The wrench slipped out of {name}’s grip and floated away, turning slowly over and over into the dark. “Mission Control, my wrench!”',
    '{atPlace}, oh non ! La clé à molette glissa et s’éloigna en flottant, en tournant lentement sur elle-même dans le noir. « La base, ma clé ! »',
    /solar panel/,
  ),
];

export const REPAIR_TURNS: PlacedL[] = [
  step(
    '“Stay calm and use your tether,” said Mission Control. {name} pushed off gently, caught the wrench at the very end of the tether and floated back. One last turn of the bolt, and the panel unfolded, shining in the sun. “Fixed!”',
    '« Du calme, et sers-toi de ta corde », dit la base. {name} s’élança doucement, rattrapa la clé tout au bout de la corde et revint en flottant. Un dernier tour de boulon, et le panneau se déplia, brillant au soleil. « Réparé ! »',
  ),
];

/** A long book's middle is the work, then short lines (story-filler.ts): the wrench floats away at the turn. */
export const REPAIR_LONG_TURNS: PlacedL[] = [
  step(
    'Then the wrench slipped and floated away into the dark! “Stay calm and use your tether,” said Mission Control. {name} pushed off gently, caught it at the very end of the tether, and gave the bolt one last turn: the panel unfolded, shining in the sun. “Fixed!”',
    'Soudain, la clé à molette glissa et s’éloigna en flottant dans le noir ! « Du calme, et sers-toi de ta corde », dit la base. {name} s’élança doucement, la rattrapa tout au bout de la corde et donna un dernier tour de boulon : le panneau se déplia, brillant au soleil. « Réparé ! »',
  ),
];

export const REPAIR_ENDINGS: PlacedL[] = [
  step(
    'Back inside, all the lights came on at once and the alarm went quiet. “Well done, {name}!” crackled the radio. At the big window, {name} watched the Earth turn below, blue and white and beautiful. The end.',
    'De retour à l’intérieur, toutes les lumières se rallumèrent d’un coup et l’alarme se tut. « Bravo, {name} ! » grésilla la radio. Devant le grand hublot, {name} regarda tourner la Terre, bleue et blanche, si belle. Fin.',
  ),
];
