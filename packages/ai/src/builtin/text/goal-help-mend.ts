import { allBut, type PlacedL } from './story-place-fit';

/**
 * A helping story's words when the being is hurt (to heal) or stuck (to free): see goal-help-words.ts
 * for the slots, and {hurtPart} (“the little bird’s wing”, « l’aile du petit oiseau »), {malA}
 * (« à l’aile »), {canMove} (“fly”, « voler »), {tryMove} (“flapped its wings a little”), {movedAway}
 * (“flew up into the sky”), {trap} (“the tree”, « l’arbre »), {aTrap} (“a tree”, first found in it) and {deTrap} (« de l’arbre »).
 */
const b = (en: string, fr: string, fit: Omit<PlacedL, 'en' | 'fr'> = {}): PlacedL => ({ en, fr, ...fit });
/** Ladders, ropes and grown-ups to ask: on dry ground. */
const DRY = allBut('sea', 'space', 'sky');

export const HURT_PROBLEMS: PlacedL[] = [
  b(
    'Then, {oneDay}, {name} found {aHelped} {atPlace}. Poor thing: {hurtPart} was hurt, and it could not {canMove}.',
    'Puis, {oneDay}, {name} trouva {aHelped}, {atPlace}. Pauvre petite bête : elle avait mal {malA} et ne pouvait plus {canMove}.',
  ),
  b(
    '{name} heard a sad little cry {atPlace}. It was {aHelped} with a hurt {partNoun}. “I will take care of you,” {name} promised.',
    '{name} entendit un petit cri triste, {atPlace}. C’était {aHelped}, qui avait mal {malA}. « Je vais prendre soin de toi », promit {name}.',
  ),
];

export const HURT_TURNS: PlacedL[] = [
  b(
    '{atPlace}, {helped} was strong again. With a happy cry, it {movedAway}!',
    '{atPlace}, {helped} était guéri{eH}. Avec un petit cri joyeux, {ilH} {movedAway} !',
  ),
  b(
    'At last, {hurtPart} was all better. {Helped} {movedAway}, then turned back once, as if to say thank you.',
    'Enfin, {helped} n’avait plus mal du tout. {IlH} {movedAway}, puis se retourna une fois, comme pour dire merci.',
  ),
];

/** The hurt getting better: in place of a quest's clues. */
export const MENDING: PlacedL[] = [
  b(
    '{atPlace}, {name} looked at {hurtPart}. It was already a little better!',
    '{atPlace}, {name} regarda {hurtPart}. Ça allait déjà un peu mieux !',
  ),
  b(
    '{atPlace}, {name} wrapped {hurtPart} in a clean bandage, gently, gently.',
    '{atPlace}, {name} entoura {hurtPart} d’un bandage propre, tout doucement.',
  ),
  b(
    '{atPlace}, {helped} {tryMove}. “Well done!” cheered {name}.',
    '{atPlace}, {helped} {tryMove}. « Bravo ! » applaudit {name}.',
  ),
  b(
    '{atPlace}, {name} asked a grown-up what to do for {hurtPart}. “Rest and kindness will mend it,” came the answer.',
    '{atPlace}, {name} demanda conseil pour {hurtPart}. « Du repos et de la douceur, et ça guérira », {lui|leur} répondit-on.',
    { fits: DRY },
  ),
  b(
    '{atPlace}, {helped} ate every last crumb. “That means you are getting better,” said {name}.',
    '{atPlace}, {helped} mangea jusqu’à la dernière miette. « C’est que tu vas mieux ! » dit {name}.',
    { fits: allBut('sea', 'space') },
  ),
  b(
    '{atPlace}, {helped} hardly hurt at all any more. {name} smiled from ear to ear.',
    '{atPlace}, {helped} n’avait presque plus mal. {name} eut un sourire jusqu’aux oreilles.',
  ),
  b(
    '{atPlace}, {name} counted: one, two, three… and {helped} tried again, a little longer this time.',
    '{atPlace}, {name} compta : un, deux, trois… et {helped} essaya encore, un peu plus longtemps cette fois.',
  ),
  // A bird under the sea (an ocean book) does not swim: how it tries is its own (tryMove).
  b(
    '{atPlace}, {helped} {tryMove}, then a little more. Stronger each time!',
    '{atPlace}, {helped} {tryMove}, puis encore un peu. De plus en plus fort !',
    { fits: ['sea'] },
  ),
  b(
    '{atPlace}, {helped} rested in the warm, calm water. Rest was just what it needed.',
    '{atPlace}, {helped} se reposa dans l’eau calme et tiède. C’était exactement ce qu’il fallait.',
    { fits: ['sea'] },
  ),
  b(
    '{atPlace}, {helped} looked brighter and livelier than before.',
    '{atPlace}, {helped} avait l’œil plus vif qu’avant.',
  ),
];

export const STUCK_PROBLEMS: PlacedL[] = [
  b(
    'Then, {oneDay}, {name} heard a little cry {at}. {AHelped} was stuck in {aTrap} and could not get out!',
    'Puis, {oneDay}, {name} entendit un petit cri, {at}. {AHelped} était coincé{eH} dans {aTrap} et ne pouvait plus en sortir !',
  ),
  b(
    '“Help!” squeaked a tiny voice {at}. It was {aHelped}, stuck in {aTrap}. “Don’t worry, I’ll get you out,” said {name}.',
    '« Au secours ! » couina une toute petite voix, {at}. C’était {aHelped}, coincé{eH} dans {aTrap}. « N’aie pas peur, je vais te sortir de là », dit {name}.',
  ),
];

export const STUCK_TURNS: PlacedL[] = [
  b(
    'Gently, carefully, {name} freed {helped} from {trap}. {Helped} was free at last!',
    'Doucement, prudemment, {name} libéra {helped} {deTrap}. {Helped} était enfin libre !',
  ),
  b(
    'One last careful try, and {helped} came safely out of {trap}. {name} gave a happy cheer!',
    'Un dernier essai, tout en douceur, et {helped} sortit {deTrap} sans une égratignure. {name} poussa un cri de joie !',
  ),
];

/** Fetching help and tools (stuck): in place of a quest's search. The being waits at the trap, not drawn. */
export const FETCH: PlacedL[] = [
  b(
    '{atPlace}, {name} asked everyone for help. “{Helped} is stuck in {trap}!”',
    '{atPlace}, {name} demanda de l’aide à tout le monde. « {Helped} est coincé{eH} dans {trap} ! »',
  ),
  b(
    '{atPlace}, {name} found a long rope. “This could help!”',
    '{atPlace}, {name} trouva une longue corde. « Ça pourrait servir ! »',
    { fits: DRY },
  ),
  b(
    '{atPlace}, {name} borrowed a little ladder. It was heavy, but {name} carried it all the same.',
    '{atPlace}, {name} emprunta une petite échelle. Elle était lourde, mais {name} la porta quand même.',
    { fits: DRY },
  ),
  b(
    '{atPlace}, {name} thought very hard. How could {helped} be freed without getting hurt?',
    '{atPlace}, {name} réfléchit très fort. Comment libérer {helped} sans lui faire mal ?',
  ),
  b(
    '{atPlace}, {name} told a grown-up about {helped}. “I will come and help,” they said.',
    '{atPlace}, {name} raconta tout à une grande personne. « J’arrive pour aider ! »',
    { fits: DRY },
  ),
  b(
    '{atPlace}, {name} picked up a soft blanket, to keep {helped} warm once it was free.',
    '{atPlace}, {name} prit une couverture toute douce, pour réchauffer {helped} une fois libre.',
    { fits: DRY },
  ),
  b(
    '{atPlace}, {name} asked the little fish to come and help. Together they swam back towards {trap}.',
    '{atPlace}, {name} demanda aux petits poissons de venir aider. Ensemble, ils nagèrent vers {trap}.',
    { fits: ['sea'] },
  ),
  b(
    '{atPlace}, {name} borrowed a long robot arm. “Just what we need!”',
    '{atPlace}, {name} emprunta un grand bras robot. « C’est exactement ce qu’il nous faut ! »',
    { fits: ['space'] },
  ),
  b(
    '{atPlace}, {name} called for help as loud as possible. “Who can help me free {helped}?”',
    '{atPlace}, {name} appela à l’aide aussi fort que possible. « Qui peut m’aider à libérer {helped} ? »',
  ),
  b(
    '{atPlace}, {name} gathered everything that might help, and hurried on.',
    '{atPlace}, {name} rassembla tout ce qui pourrait servir, puis se dépêcha.',
  ),
  b(
    '{atPlace}, {name} remembered what a grown-up once said: slow and gentle works best.',
    '{atPlace}, {name} se rappela ce qu’avait dit une grande personne : tout doux, c’est ainsi qu’on y arrive.',
  ),
  b(
    '{atPlace}, {name} found a sharp little shell, just right for the job.',
    '{atPlace}, {name} trouva un petit coquillage pointu, parfait pour ce travail.',
    { fits: ['sea', 'shore'] },
  ),
];

/** Keeping its courage up and making a plan (stuck): in place of a quest's clues. */
export const COURAGE: PlacedL[] = [
  b(
    '{atPlace}, {name} whispered a promise: no one would be left behind.',
    '{atPlace}, {name} fit une promesse tout bas : personne ne resterait en arrière.',
  ),
  b(
    '{atPlace}, {name} thought of {helped}, waiting all alone, and hurried a little more.',
    '{atPlace}, {name} pensa à {helped} qui attendait tout{eH} seul{eH}, et se dépêcha encore un peu.',
  ),
  b(
    '{atPlace}, {name} went over the plan one more time: one, two, three, and out!',
    '{atPlace}, {name} répéta le plan une dernière fois : un, deux, trois, et dehors !',
  ),
  b(
    '{atPlace}, {name} imagined {helped} free at last. What a happy thought!',
    '{atPlace}, {name} imagina {helped} enfin libre. Quelle joyeuse pensée !',
  ),
  b(
    '{atPlace}, {name} could still hear {helped} calling softly. “I’ll be right back!” {name} called.',
    '{atPlace}, {name} entendait encore {helped} appeler doucement. « Je reviens tout de suite ! » cria {name}.',
  ),
  b(
    'From {place}, {name} waved to {helped}. “Be brave, it won’t be long now!”',
    'Depuis {place}, {name} fit signe à {helped}. « Courage, ce ne sera plus long ! »',
  ),
  b(
    '{atPlace}, {name} found a treat for {helped}, to keep its courage up.',
    '{atPlace}, {name} trouva une friandise pour donner du courage à {helped}.',
    { fits: allBut('sea', 'space') },
  ),
  b(
    '{atPlace}, {name} practised a calm, gentle voice. {Helped} would need to stay very still.',
    '{atPlace}, {name} s’entraîna à parler d’une voix douce et calme. {Helped} devrait rester bien tranquille.',
  ),
  b(
    '{atPlace}, {name} made a plan, step by step. First be calm, then be gentle, then be quick.',
    '{atPlace}, {name} prépara un plan, étape par étape. D’abord le calme, puis la douceur, puis la rapidité.',
  ),
  b(
    '{atPlace}, {name} spotted a quicker way back to {trap}. “This way!”',
    '{atPlace}, {name} repéra un chemin plus court pour retourner jusqu’à {trap}. « Par ici ! »',
  ),
  b(
    '{atPlace}, {name} took a deep breath. “{Helped} is counting on me,” {name} said.',
    '{atPlace}, {name} prit une grande inspiration. « {Helped} compte sur moi », dit {name}.',
  ),
];
