import type { ArcLine } from './poetry-arc-kit';

/** The spots of poetry-parent-job-couplets.ts: home, the workplace's corners (day-job-*.ts), the bedroom. */
const [HOME, W1, W2, W3, W4, BEDROOM] = [0, 1, 2, 3, 4, 5];

/**
 * A day at a parent's work in rhyme, in the arc's order (goal-day-with.ts `parent` tells it in
 * prose): woken in the dark, off together, the work clothes and tools, watching and helping, a
 * slip, lunch for two, the rush at the turn the child helps with, thanks, home in the evening proud,
 * "when I grow up", dreams at night. 'figure': the parent drawn in the job's clothes; 'job': the
 * job's own thing. {Parent}: "Mum", « Papa »; {aJob}: "a baker", « boulangère »; {myParent}/{bestJob}:
 * "My mum" / "the best baker", « Ma maman » / « la meilleure boulangère ». Any job fits every line;
 * no French word agrees with the hero.
 */
export const PARENT_JOB_LINES: ArcLine[] = [
  [
    HOME,
    'figure',
    ['It was still night, the house asleep,', '{Parent} whispered: “Up you leap!”'],
    ['Il fait encore nuit, la maison dort encore,', '{Parent} chuchote : « Debout, mon trésor ! »'],
  ],
  [
    HOME,
    'figure',
    ['“Today you’ll come to work with me:', 'I’m {aJob}, as you will see!”'],
    ['« Aujourd’hui, tu viens au travail avec moi :', 'je suis {aJob}, tu verras, tu verras ! »'],
  ],
  [
    W1,
    'job',
    ['Off they went, hand in hand,', 'to a busy day, all planned.'],
    ['Les voilà partis, tous les deux, en chemin,', 'pour une grande journée, dès le matin.'],
  ],
  [
    W1,
    'figure',
    ['{Parent} put on the work clothes, just so:', '“Now I’m ready! Here we go!”'],
    ['{Parent} enfile sa tenue de travail :', '« Allez, au boulot ! » Et pas de pagaille !'],
  ],
  [
    W1,
    'job',
    ['So many tools, all in a row:', '“What’s this one for?” “Let me show!”'],
    ['Tant d’outils, bien rangés, alignés :', '« Et celui-là ? » « Je vais te montrer ! »'],
  ],
  [
    W2,
    'job',
    ['{name} watched with big round eyes', 'each busy task, each big surprise.'],
    ['{name} regarde avec de grands yeux ronds', 'chaque geste, chaque outil, chaque façon.'],
  ],
  [
    W2,
    'figure',
    ['“Can I help?” “Of course you can!', 'Hold this, like that: that’s the plan!”'],
    ['« Je peux aider ? » « Bien sûr, viens là !', 'Tiens ceci, comme ça… Bravo, voilà ! »'],
  ],
  [
    W2,
    'figure',
    ['People came by to say hello:', '“What a team, you two!” “We know!”'],
    ['Des gens passent dire bonjour en riant :', '« Quelle bonne équipe, tous les deux, vraiment ! »'],
  ],
  [
    W3,
    'job',
    ['Step by step, {name} learned the way', 'that {aJob} works every day.'],
    ['Pas à pas, {name} apprend le métier :', 'il y a tant de choses à savoir, à essayer !'],
  ],
  [
    W3,
    'job',
    ['Busy, busy, all day long,', '{name} hummed a working song.'],
    ['Toute la journée, ça bouge, ça bouge :', '{name} chantonne, les joues toutes rouges.'],
  ],
  [
    W3,
    'job',
    ['Oops! A slip, a little mess:', '{Parent} laughed: “We’ll fix it, yes!”'],
    ['Oups ! Une bêtise, un petit dégât :', '{Parent} rit : « Ce n’est rien, on répare ça ! »'],
  ],
  [
    W4,
    'figure',
    ['At lunchtime, a sandwich to share,', 'on a little bench, a happy pair.'],
    ['À midi, un sandwich pour deux,', 'sur un petit banc, on est heureux.'],
  ],
  [
    W4,
    'job',
    ['{name} asked a hundred questions, or more:', '“Why? And how? And what’s that for?”'],
    ['{name} pose cent questions, et plus encore :', '« Pourquoi ? Comment ? » {Parent} répond d’abord.'],
  ],
  [
    W4,
    'figure',
    ['A little break, a drink, a rest:', '“Work is hard, but this is the best!”'],
    ['Une petite pause, un verre d’eau frais :', '« C’est dur, le travail… mais j’adore, c’est vrai ! »'],
  ],
  [
    W1,
    'job',
    ['Then all at once, a rush, a call:', 'so much to do for one and all!'],
    ['Et soudain, vite, une urgence, un appel :', 'tant de travail ! Il faut aider, c’est essentiel.'],
  ],
  [
    W1,
    'figure',
    ['{name} rolled up both sleeves: “I’ll help too!”', 'and worked so hard, as grown-ups do.'],
    ['{name} retrousse ses manches : « J’aide aussi ! »', 'et travaille dur, comme les grands, sans souci.'],
  ],
  [
    W2,
    'job',
    ['Together, quick, they got it done,', 'and {Parent} smiled: “What a team! We won!”'],
    ['Ensemble, vite, tout est terminé,', '{Parent} sourit : « Quelle équipe, bien joué ! »'],
  ],
  [
    W2,
    'figure',
    ['“Thank you,” said {Parent}, “you helped so well,', 'more than words could ever tell!”'],
    ['« Merci, dit {Parent}, quelle aide précieuse !', 'Grâce à toi, la journée est joyeuse ! »'],
  ],
  [
    HOME,
    'figure',
    ['Home at last when evening came,', '{name} was tired, and proud all the same.'],
    ['Le soir, enfin, retour à la maison :', '{name} bâille, mais sourit pour de bon.'],
  ],
  [
    HOME,
    'figure',
    ['“{myParent} is {bestJob} of all!”', '{name} told the family, big and small.'],
    ['« {myParent} est {bestJob} du monde ! »', 'dit {name} à toute la famille, à la ronde.'],
  ],
  [
    HOME,
    'red-heart',
    ['At dinner, {name} told each part,', 'with a big smile and a happy heart.'],
    ['Au dîner, {name} raconte tout, tout, tout,', 'les yeux qui brillent, et des rires partout.'],
  ],
  [
    HOME,
    'figure',
    ['“When I grow up, I’ll be {aJob} too,', 'just like you, {Parent}, just like you!”'],
    ['« Plus tard, je veux faire ton métier, moi aussi,', 'comme toi, {Parent}, c’est promis ! »'],
  ],
  [
    BEDROOM,
    'bed',
    ['That night, in bed, {name} dreamed away', 'of working with {Parent} another day.'],
    ['Cette nuit-là, {name} rêve dans son lit', 'd’une autre journée avec {Parent}, c’est dit !'],
  ],
  [
    HOME,
    'red-heart',
    ['Every job is special, big or small,', 'and grown-ups work hard for us all.'],
    ['Chaque métier est précieux, petit ou grand :', 'les grands travaillent dur pour les enfants.'],
  ],
];
