import type { PlaceFamily } from '../idea/settings';
import type { PlacedL } from './story-place-fit';
import { step as b } from './task-step';

/**
 * Saving a place from a threat (idea/read-goal-defend.ts), told in order (goal-defend.ts): the threat
 * appears, people are warned and led to safety, a first try fails, a helper, a clue to its weak spot,
 * a plan; the turn stops it without harm, the ending thanks the hero. {threat}: "the giant robot" /
 * « le robot géant »; {town}: the place saved. Child-friendly: nobody is hurt, the threat is calmed.
 */
export const DEFEND_PROBLEMS: PlacedL[] = [
  b(
    'Suddenly the ground began to shake: BOOM, BOOM! {AThreat} was stomping toward {town}!',
    'Soudain, le sol se mit à trembler : BOUM, BOUM ! {AThreat} avançait droit sur {town} !',
  ),
  b(
    'One morning, a shadow fell over {town}. {AThreat} had come, and everyone ran for cover!',
    'Un matin, une grande ombre couvrit {town}. {AThreat} était arrivé{e}, et tout le monde courut se cacher !',
  ),
];

/** Where there are houses and a bell to ring (not in the woods nor at sea). */
const BUILT: readonly PlaceFamily[] = ['town', 'indoor', 'snow'];
/** Anywhere but under the sea: ground to stand on, footprints, kittens. */
const DRY: readonly PlaceFamily[] = ['town', 'indoor', 'snow', 'nature', 'shore', 'ship', 'sky', 'space'];
/** Under the sea only, and in a book's pool only then: every land book keeps its text. */
const UNDERWATER = { fits: ['sea'] as PlaceFamily[], ownPlaceOnly: true as const };

/**
 * Warning people and getting them to safety, in words that fit the place: "go inside" among the
 * houses, "hide behind the trees" in a forest, "swim away" under the sea.
 */
export const DEFEND_WARN: PlacedL[] = [
  {
    ...b(
      '{atPlace}, {name} called out to everyone: “{Threat} is coming! Quick, go inside!”',
      '{atPlace}, {name} prévint tout le monde : « {Threat} arrive ! Vite, rentrez chez vous ! »',
    ),
    fits: BUILT,
  },
  {
    ...b(
      '{atPlace}, {name} called out to everyone: “{Threat} is coming! Quick, hide behind the big trees!”',
      '{atPlace}, {name} prévint tout le monde : « {Threat} arrive ! Vite, cachez-vous derrière les grands arbres ! »',
    ),
    fits: ['nature'],
  },
  {
    ...b(
      '{atPlace}, {name} called out to all the fish: “{Threat} is coming! Quick, swim away and hide!”',
      '{atPlace}, {name} prévint tous les poissons : « {Threat} arrive ! Vite, filez vous cacher ! »',
    ),
    fits: ['sea'],
  },
  {
    ...b(
      '{atPlace}, {name} called out to everyone: “{Threat} is coming! Quick, run and hide!”',
      '{atPlace}, {name} prévint tout le monde : « {Threat} arrive ! Vite, courez vous cacher ! »',
    ),
    fits: ['shore', 'ship', 'sky', 'space'],
  },
  b(
    '{atPlace}, {name} helped the little ones and the grandmas to a safe spot, one by one.',
    '{atPlace}, {name} aida les petits et les grands-mères à se mettre à l’abri, un par un.',
  ),
  {
    ...b(
      '{atPlace}, {name} rang the big bell so that everyone in {town} would hear the warning.',
      '{atPlace}, {name} sonna la grosse cloche pour que tout le monde entende l’alerte.',
    ),
    fits: BUILT,
  },
  b(
    '{atPlace}, {name} waved a big flag so that everyone knew to stay away from {threat}.',
    '{atPlace}, {name} agita un grand drapeau pour que chacun se tienne loin {ofThreat}.',
  ),
  {
    ...b(
      '{atPlace}, {name} carried a little kitten to safety, far from the path of {threat}.',
      '{atPlace}, {name} mit un petit chaton à l’abri, loin du chemin {ofThreat}.',
    ),
    fits: DRY,
  },
  {
    ...b(
      '{atPlace}, {name} led a little seahorse to safety, far from the path of {threat}.',
      '{atPlace}, {name} mit un petit hippocampe à l’abri, loin du chemin {ofThreat}.',
    ),
    ...UNDERWATER,
  },
];

/** A first try that fails. */
export const DEFEND_TRIES: PlacedL[] = [
  {
    ...b(
      '{atPlace}, {name} stood in front of {threat} and shouted “Stop!” But {threat} did not even look down.',
      '{atPlace}, {name} se planta devant {threat} et cria : « Stop ! » Mais {threat} ne baissa même pas les yeux.',
    ),
    fits: DRY,
  },
  {
    ...b(
      '{atPlace}, {name} swam right up to {threat} and shouted “Stop!” But {threat} did not even slow down.',
      '{atPlace}, {name} nagea droit devant {threat} et cria : « Stop ! » Mais {threat} ne ralentit même pas.',
    ),
    ...UNDERWATER,
  },
  {
    ...b(
      '{atPlace}, {name} tried to block the way with a pile of crates, but {threat} stepped right over them.',
      '{atPlace}, {name} essaya de barrer la route avec une pile de caisses, mais {threat} passa par-dessus sans effort.',
    ),
    fits: ['town', 'indoor', 'snow', 'nature', 'shore', 'ship', 'sky', 'space'],
  },
  {
    ...b(
      '{atPlace}, {name} tried to block the way with a wall of shells, but {threat} swam right over it.',
      '{atPlace}, {name} essaya de barrer le passage avec un mur de coquillages, mais {threat} nagea par-dessus sans effort.',
    ),
    fits: ['sea'],
  },
  b(
    '{atPlace}, {name} pushed as hard as anyone could, but {threat} was far too big to push.',
    '{atPlace}, {name} poussa de toutes ses forces, mais {threat} était bien trop grand{e} pour être poussé{e}.',
  ),
  b(
    '{atPlace}, {name} tried to catch {threat} with a big net, but {it} slipped right out.',
    '{atPlace}, {name} essaya d’attraper {threat} avec un grand filet, mais {il} s’en échappa.',
  ),
  b(
    '{atPlace}, {name} asked {threat} very politely to go away, but {it} just kept on going.',
    '{atPlace}, {name} demanda très poliment à {threat} de s’en aller, mais {il} continua son chemin.',
  ),
];

/** A clue to the threat's weak spot. */
export const DEFEND_CLUES: PlacedL[] = [
  b(
    '{atPlace}, {name} watched {threat} closely and noticed something: {weakSpot}.',
    '{atPlace}, {name} observa {threat} de près et remarqua quelque chose : {weakSpot}.',
  ),
  b(
    '{atPlace}, {name} had an idea: maybe {threat} was not so scary after all.',
    '{atPlace}, {name} eut une idée : peut-être que {threat} n’était pas si terrible, après tout.',
  ),
  {
    ...b(
      '{atPlace}, {name} found a huge footprint and followed the trail of {threat}.',
      '{atPlace}, {name} trouva une énorme empreinte et suivit la piste {ofThreat}.',
    ),
    fits: DRY,
  },
  {
    ...b(
      '{atPlace}, {name} found a long trail of bubbles left by {threat} and followed it.',
      '{atPlace}, {name} trouva une longue traînée de bulles laissée par {threat} et la suivit.',
    ),
    ...UNDERWATER,
  },
];

/** A helper with a tip. */
export const DEFEND_HELPERS: PlacedL[] = [
  b(
    '{atPlace}, {other} {cameRunning} with a tip for {name}: “{tip}”',
    '{atPlace}, {other} {cameRunning} avec un conseil pour {name} : « {tip} »',
  ),
  b(
    '{atPlace}, {other} offered to help, and {name} felt braver at once.',
    '{atPlace}, {other} proposa son aide, et {name} reprit courage aussitôt.',
  ),
];

/**
 * The friend at the hero's side is the one who helps ("A girl with a magic cat protects Tokyo"):
 * before, a stock grandmother came running with the tip while the cat only tagged along.
 */
export const DEFEND_FRIEND_HELPS: PlacedL[] = [
  b(
    '{atPlace}, {friend} whispered a tip in {name}’s ear: “{tip}”',
    '{atPlace}, {friend} glissa un conseil à l’oreille de {name} : « {tip} »',
  ),
  b(
    '{atPlace}, {friend} stayed close to {name}: “I am right here. Together, we can do it!”',
    '{atPlace}, {friend} resta tout près de {name} : « Je suis là. Ensemble, on va y arriver ! »',
  ),
];

/** Getting ready with the plan. */
export const DEFEND_PLANS: PlacedL[] = [
  b(
    '{atPlace}, {name} took a deep breath and made a plan: no more running, it was time to be clever.',
    '{atPlace}, {name} respira un grand coup et fit un plan : fini de courir, il fallait être malin.',
  ),
  b(
    '{atPlace}, {name} {climbedUp} to see where {threat} was going next.',
    '{atPlace}, {name} {climbedUp} pour voir où {threat} allait ensuite.',
  ),
  b(
    '{atPlace}, {name} gathered everything the plan needed and checked it twice.',
    '{atPlace}, {name} rassembla tout ce qu’il fallait pour le plan et vérifia deux fois.',
  ),
  b(
    '{atPlace}, {name} whispered the plan to everyone, and they all nodded.',
    '{atPlace}, {name} chuchota le plan à tout le monde, et chacun hocha la tête.',
  ),
];

/** The turn for a machine: switched off, its battery runs out. */
export const DEFEND_TURNS_MACHINE: PlacedL[] = [
  b(
    '{name} leapt up, found the big red button on the back of {threat} and pressed it. Click! {Threat} stopped, switched off, as still as a statue.',
    '{name} bondit, trouva le gros bouton rouge dans le dos {ofThreat} et appuya dessus. Clic ! {Threat} s’arrêta net, éteint comme une statue.',
  ),
  b(
    '{name} led {threat} round and round the square until, with a sad little beep, its battery ran out. {Town} was safe!',
    '{name} fit tourner {threat} en rond sur la place jusqu’à ce que, avec un petit bip, sa batterie soit vide. {Town} était sauvé{townE} !',
  ),
];

/** The turn for a living threat: calmed, not hurt. */
export const DEFEND_TURNS_CALM: PlacedL[] = [
  b(
    '{name} stood tall, looked {threat} in the eyes and spoke softly. Little by little, {threat} calmed down and sat. {Town} was safe!',
    '{name} se redressa, regarda {threat} dans les yeux et lui parla doucement. Peu à peu, {threat} se calma et s’assit. {Town} était sauvé{townE} !',
  ),
  b(
    '{name} held out a big basket of food. {Threat} sniffed, ate it all up, and stopped stomping at once: {it} had only been hungry!',
    '{name} tendit un grand panier de nourriture. {Threat} renifla, mangea tout et s’arrêta aussitôt : {il} avait juste faim !',
  ),
];

export const DEFEND_ENDINGS: PlacedL[] = [
  b(
    'That evening, everyone in {town} cheered for {name}. And {threat}? Nobody was ever afraid of {him} again: {it} had become a friend. The end.',
    'Ce soir-là, tout le monde acclama {name}. Et {threat} ? Plus personne n’en eut jamais peur : {il} était devenu{e} {unAmi}. Fin.',
  ),
  b(
    'Everyone in {town} threw a party for {name}, and {threat} came too, as a friend this time. The end.',
    'Tout le monde fit la fête en l’honneur de {name}, et {threat} vint aussi, en ami{e} cette fois. Fin.',
  ),
];
