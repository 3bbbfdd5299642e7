import type { Language } from '@bookloom/core';

/**
 * A vehicle hero ("a little fire truck named Ruby", « un petit train qui s’appelle Tchou ») is drawn
 * as itself with eyes, so the story must not make it breathe, count on its fingers or tiptoe (issue
 * 14). The templates are written for a body; rather than a vehicle copy of each one, the body
 * phrases they use are swapped here for a vehicle's: rolled, honked, revved, its engine hummed.
 * `{N}` is the hero's name; `[^.!?»]*?` lets a place sit between the name and the phrase
 * (« Tchou s’assit pour se reposer au port »). Only phrases a truck cannot do are listed: it can
 * look, hear, help, push, laugh and smile with its painted face.
 */
type Swap = readonly [string, string];

const EN: readonly Swap[] = [
  ['{N} took a deep breath', '{N} revved the engine once, nice and slow,'],
  ['{N} took a big breath', '{N} gave a big rev of the engine'],
  ['{N} wiped away a tear', '{N} blinked away a tear'],
  ['{N} sat very still', '{N} stayed very still'],
  ['{N} let go of ([^.!?]*?)’s hand', '{N} strayed from $1’s side'],
  ['into ([^.!?]*?)’s arms', 'right up to $1, bumper to bumper'],
  ['Hand in hand', 'Side by side'],
  ['footprints just the size', 'tyre tracks just the size'],
  [
    '{N} sat on a big flat stone and caught a breath',
    '{N} {PARKED} by a big flat stone and let the engine cool',
  ],
  ['breathing in slowly and out slowly', 'the engine ticking slowly as it cooled'],
  ['a calm, slow breath brings', 'a calm, slow hum brings'],
  ['{N}’s knees wobble', '{N}’s wheels wobble'],
  ['{N}’s tummy', '{N}’s engine'],
  ['{N} counted to ten and felt calm', '{N} let the engine purr to a count of ten and felt calm'],
  ['{N} counted slowly to five', '{N} let the engine purr slowly to five'],
  ['{N} counted on both hands all the things', '{N} beeped once for each of the things'],
  ['{N} drew ([^.!?]*?) on a scrap of paper', '{N} traced $1 in the dust with one wheel'],
  ['{N} drew a picture', '{N} traced a picture in the dust'],
  ['with one finger', 'with a beam of the headlights'],
  ['{N} hummed a little song', '{N}’s engine hummed a little song'],
  ['{N} sang a brave little song', '{N} honked a brave little tune'],
  [' through both fingers', ' with both headlights dimmed'],
  ['{N} took one tiny step towards', '{N} {MOVED} a tiny bit towards'],
  ['then stepped back', 'then backed up'],
  ['at the very last step', 'at the very last moment'],
  ['{N} ran straight back', '{N} reversed straight back'],
  ['{N} climbed onto', '{N} {MOVED} up to'],
  ['{N} climbed', '{N} {MOVED}'],
  ['{N} drank some water', '{N} filled up the tank'],
  ['{N} had a sip of warm milk', '{N} had a last little sip of fuel'],
  ['{N} fluffed the pillow', '{N} bounced on the springs'],
  ['{N} pulled the blanket up to the chin', '{N} snuggled under a soft cover, right up to the headlights'],
  ['{N} wriggled each toe, then each finger', '{N} wiggled each wheel, then each light'],
  ['{N} held it up high and laughed', '{N} honked with joy and showed it to everyone'],
  ['{N} held on tight', '{N} put on the brakes'],
  ['{N} jumped, and landed with', '{N} went straight in, with'],
  ['{N} sat down', '{N} {PARKED}'],
  ['{N} splashed some cool water on both cheeks', '{N} went through a cool puddle'],
  ['chin up, shoulders back, a big breath in', 'bumper up, lights on, a big rev of the engine'],
  ['{N} stretched both arms wide', '{N} revved the engine'],
  ['{N} tiptoed', '{N} crept'],
  ['counting every step', 'counting every turn of the wheels'],
  ['{N} walked', '{N} {MOVED}'],
  ['{N} ran\\b', '{N} raced'],
  ['{N} dug and dug', '{N} pushed and pushed'],
  ['gave {N} a warm hug', 'gave {N} a gentle bump'],
  ['gave a warm hug', 'gave a gentle bump'],
  ['{N} hugged', '{N} bumped gently against'],
  ['{N} (just )?waved', '{N} $1flashed the headlights'],
  ['smiling from ear to ear', 'beaming from headlight to headlight'],
  ['{N} smiled', '{N} beeped happily'],
  ['and smiled', 'and beeped happily'],
  ['shared a snack with {N}', 'shared some fuel with {N}'],
  ['{N} yawned a (tiny|big) yawn', '{N}’s engine gave a $1 sleepy sigh'],
  ['{N} yawned', '{N}’s engine sighed sleepily'],
  ['One step, then another', 'One turn of the wheels, then another'],
  ['Two pairs of hands are better than one', 'Two sets of wheels are better than one'],
];

const FR: readonly Swap[] = [
  ['{N} respira un grand coup', '{N} fit ronfler son moteur bien doucement'],
  ['{N} prit une grande inspiration', '{N} fit ronfler son moteur bien doucement'],
  ['les genoux de {N}', 'les roues de {N}'],
  ['le ventre de {N}', 'le moteur de {N}'],
  ['{N} compta jusqu’à dix', '{N} laissa ronronner son moteur jusqu’à dix'],
  ['{N} compta lentement jusqu’à cinq', '{N} laissa ronronner son moteur jusqu’à cinq'],
  ['{N} compta sur ses doigts tout ce qu’il', '{N} klaxonna une fois pour chaque chose qu’il'],
  ['{N} dessina ([^.!?»]*?) sur un bout de papier', '{N} traça $1 dans la poussière, du bout de la roue'],
  ['{N} fit un dessin', '{N} traça un dessin dans la poussière'],
  ['du bout du doigt', 'du bout de la roue'],
  ['{N} (?:chanta|fredonna) une petite chanson', '{N} klaxonna une petite chanson'],
  [' entre ses doigts', ', phares à demi éteints'],
  ['{N} fit un tout petit pas vers', '{N} {AVANCA} d’un tout petit tour de roue vers'],
  ['puis recula', 'puis fit marche arrière'],
  ['au tout dernier pas', 'au tout dernier moment'],
  ['{N} grimpa', '{N} {ROULA}'],
  ['{N} but un peu d’eau', '{N} fit le plein'],
  ['{N} sauta et atterrit avec', '{N} fonça droit dedans, avec'],
  ['{N} (la|le|les) brandit bien haut en riant', '{N} klaxonna de joie et $1 montra à tout le monde'],
  ['{N} s’accrocha bien', '{N} serra bien les freins'],
  [
    '{N} s’assit sur une grosse pierre plate pour reprendre son souffle',
    '{N} {GARA} près d’une grosse pierre plate pour laisser refroidir son moteur',
  ],
  ['{N} s’assit', '{N} {GARA}'],
  ['{N} s’allongea', '{N} {GARA}'],
  ['{N} essuya une larme', '{N} chassa une larme d’un battement de phares'],
  ['se jeter dans les bras de', 'se blottir contre'],
  ['Main dans la main', 'Côte à côte'],
  ['{N} lâcha la main de', '{N} s’éloigna de'],
  ['{N} s’aspergea les joues d’eau fraîche', '{N} passa dans une flaque bien fraîche'],
  [
    'le menton haut, les épaules droites, une grande inspiration',
    'le pare-chocs haut, les phares allumés, un grand coup de moteur',
  ],
  ['{N} s’étira de tout son long', '{N} fit vrombir son moteur'],
  ['sur la pointe des pieds', 'tout doucement'],
  ['en comptant chaque pas', 'en comptant chaque tour de roue'],
  ['{N} marcha', '{N} {ROULA}'],
  ['{N} courut', '{N} fonça'],
  ['{N} creusa', '{N} poussa'],
  ['un gros câlin', 'un petit coup de pare-chocs tout doux'],
  ['{N} serra ([^.!?»]*?) dans ses bras', '{N} se blottit contre $1'],
  ['signe de la main', 'appel de phares'],
  ['{N} sourit', '{N} klaxonna joyeusement'],
  ['et sourit', 'et klaxonna joyeusement'],
  ['partagea son goûter avec {N}', 'partagea un peu de carburant avec {N}'],
  ['Le ventre plein', 'Le plein fait'],
  ['{N} bâilla', '{N} fit soupirer son moteur'],
  ['Un pas, puis un autre', 'Un tour de roue, puis un autre'],
  ['Deux paires de mains valent mieux qu’une', 'À deux, on roule mieux'],
];

/** How this vehicle moves and stops: a boat sails and moors, a plane flies and lands, the rest roll and park. */
const WAY: Record<string, Record<string, string>> = {
  road: { MOVED: 'rolled', PARKED: 'parked', ROULA: 'roula', AVANCA: 'avança', GARA: 'se gara' },
  water: { MOVED: 'sailed', PARKED: 'moored', ROULA: 'navigua', AVANCA: 'avança', GARA: 's’amarra' },
  air: { MOVED: 'flew', PARKED: 'landed', ROULA: 'vola', AVANCA: 'vola', GARA: 'se posa' },
};
const wayOf = (id: string) =>
  WAY[
    id === 'boat' || id === 'tugboat'
      ? 'water'
      : ['plane', 'helicopter', 'rocket'].includes(id)
        ? 'air'
        : 'road'
  ];

/** What a vehicle's own body does: an excavator digs (goal-rescue-vehicle-digger.ts), it is not made to push. */
const OWN_DEEDS: Record<string, RegExp> = { excavator: /dug|creus/ };

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The page text with every body phrase the templates give the hero swapped for the vehicle's (`vehicleId`: kind-variants.ts). */
export function vehiclePhrases(text: string, name: string, lang: Language, vehicleId: string): string {
  const n = literal(name);
  const way = wayOf(vehicleId);
  return (lang === 'fr' ? FR : EN).reduce((t, [body, vehicle]) => {
    if (OWN_DEEDS[vehicleId]?.test(body)) return t;
    const by = vehicle.replace(/\{N\}/g, name).replace(/\{([A-Z]+)\}/g, (_, k: string) => way[k]);
    return t.replace(new RegExp(body.replace(/\{N\}/g, n), 'g'), by);
  }, text);
}
