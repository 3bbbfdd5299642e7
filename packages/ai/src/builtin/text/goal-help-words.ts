import { allBut, GREEN, type PlacedL } from './story-place-fit';

/**
 * A helping story's words (idea/read-goal-help.ts: "finds a lost puppy and helps it home"): the
 * being found in trouble, the care on the way, the signs of its family, the reunion. Slots as in
 * story-episodes.ts, and {helped} {Helped} (“the puppy”, « le chiot », or its name), {aHelped}
 * {AHelped} (“a little puppy”), {family} {yourFamily} (“its mother”, « ta maman »), {ilH} {IlH}
 * (« il »/« elle ») and {eH} (« perdu{eH} »: the French agreement with the being).
 * Nothing here searches: the being is found on the problem page, and goes along after.
 */
const b = (en: string, fr: string, fit: Omit<PlacedL, 'en' | 'fr'> = {}): PlacedL => ({ en, fr, ...fit });
/** Open air on Earth: snacks, water to drink, a scarf. */
const AIR = allBut('sea', 'space');
/** On foot with things to carry and notes to pin: not under the sea nor in space. */
const DRY = allBut('sea', 'space', 'sky');

export const HOME_PROBLEMS: PlacedL[] = [
  b(
    'Then, {oneDay}, {name} heard a tiny cry {atPlace}. There, all alone, was {aHelped}, lost and far from {family}.',
    'Puis, {oneDay}, {name} entendit un tout petit cri, {atPlace}. Là, tout{eH} seul{eH}, il y avait {aHelped}, perdu{eH} et loin de {family}.',
  ),
  b(
    'Who was crying {atPlace}? It was {aHelped}, who could not find the way home. “I will help you,” said {name}.',
    'Qui pleurait donc, {atPlace} ? C’était {aHelped}, qui ne retrouvait plus le chemin de sa maison. « Je vais t’aider », dit {name}.',
  ),
];

export const HOME_TURNS: PlacedL[] = [
  b(
    '{atPlace}, a voice called out, and {helped} rushed to {family}! What a happy hug it was.',
    '{atPlace}, une voix appela, et {helped} se précipita vers {family} ! Quel câlin de bonheur !',
  ),
  b(
    'And there, {atPlace}, {helped} was home at last, snuggled up with {family}. “Thank you, {name}!” they seemed to say.',
    'Et là, {atPlace}, {helped} était enfin rentré{eH}, blotti{eH} contre {family}. « Merci, {name} ! » semblaient-ils dire.',
  ),
];

/** Caring for the being on the way (home and hurt): in place of a quest's search. */
export const CARE: PlacedL[] = [
  b(
    '{atPlace}, {name} shared a snack with {helped}. Munch, munch: {helped} felt much better.',
    '{atPlace}, {name} partagea son goûter avec {helped}. Miam : {helped} allait déjà beaucoup mieux.',
    { fits: AIR },
  ),
  b(
    '{atPlace}, {name} wrapped {helped} in a soft scarf. Warm and cosy at last!',
    '{atPlace}, {name} enveloppa {helped} dans une écharpe toute douce. {IlH} avait enfin bien chaud !',
    { fits: AIR },
  ),
  b(
    '{atPlace}, {name} gave {helped} some fresh water to drink. Lap, lap, lap!',
    '{atPlace}, {name} donna un peu d’eau fraîche à {helped}. Glou, glou, glou !',
    { fits: DRY },
  ),
  b(
    '{atPlace}, {name} carried {helped} very gently. “Don’t worry, I’ve got you,” {name} whispered.',
    '{atPlace}, {name} porta {helped} tout doucement. « N’aie pas peur, je suis là », chuchota {name}.',
  ),
  b(
    '{atPlace}, {name} sang a soft song to {helped}. Little by little, {helped} stopped shaking.',
    '{atPlace}, {name} chanta une douce chanson pour {helped}. Peu à peu, {helped} cessa de trembler.',
  ),
  b(
    'When {helped} got tired {atPlace}, {name} made a little bed of leaves. They rested there a while.',
    'Quand {helped} fut fatigué{eH}, {atPlace}, {name} lui fit un petit lit de feuilles. {IlsH} s’y reposèrent un moment.',
    { fits: GREEN },
  ),
  b(
    '{atPlace}, {name} stroked {helped} gently. {Helped} gave a tiny, happy sigh.',
    '{atPlace}, {name} caressa doucement {helped}. {Helped} poussa un petit soupir de bonheur.',
  ),
  b(
    '{atPlace}, {name} swam slowly so that {helped} could keep up. Side by side, they glided on.',
    '{atPlace}, {name} nagea tout doucement pour que {helped} puisse suivre. Côte à côte, {ilsH} glissèrent dans l’eau.',
    { fits: ['sea'] },
  ),
  b(
    '{atPlace}, {name} kept {helped} close and floated slowly on. “Nearly there,” {name} promised.',
    '{atPlace}, {name} garda {helped} tout près et flotta lentement. « On y est presque », promit {name}.',
    { fits: ['space'] },
  ),
  b(
    '{atPlace}, {name} tucked {helped} inside a warm coat. Only a little nose peeked out.',
    '{atPlace}, {name} glissa {helped} bien au chaud sous son manteau. Seul un petit museau dépassait.',
    { fits: ['snow'] },
  ),
  b(
    '{atPlace}, {name} dried {helped} with a soft towel. Soon, {helped} was fluffy and warm.',
    '{atPlace}, {name} sécha {helped} avec une serviette toute douce. Bientôt, {helped} fut tout{eH} réchauffé{eH}.',
    { fits: ['indoor', 'town'] },
  ),
  b(
    '{atPlace}, {name} found a sheltered corner for {helped} to rest. “Just for a minute,” said {name}.',
    '{atPlace}, {name} trouva un coin bien abrité où {helped} put se reposer. « Juste une minute », dit {name}.',
  ),
  b(
    '{atPlace}, {name} found a soft bed of sea grass for {helped} to rest on.',
    '{atPlace}, {name} trouva un lit d’herbes marines tout doux où {helped} put se reposer.',
    { fits: ['sea'] },
  ),
  b(
    '{atPlace}, {name} shared a tasty bit of seaweed with {helped}. Nibble, nibble!',
    '{atPlace}, {name} partagea un bon morceau d’algue avec {helped}. Miam, miam !',
    { fits: ['sea'] },
  ),
];

/** Asking who knows its home (home): in place of a quest's search. */
export const ASK: PlacedL[] = [
  b(
    '{atPlace}, {name} asked everyone: “Do you know where {helped} lives?”',
    '{atPlace}, {name} demanda à tout le monde : « Savez-vous où habite {helped} ? »',
  ),
  b(
    '{atPlace}, {name} pinned up a little note: “Found: {aHelped}!” Maybe {family} would see it.',
    '{atPlace}, {name} accrocha un petit mot : « Trouvé : {aHelped} ! » Peut-être que quelqu’un de sa famille le verrait.',
    { fits: DRY },
  ),
  b(
    '{atPlace}, {name} called out, “Is anyone missing {aHelped}?” Only an echo answered.',
    '{atPlace}, {name} appela : « Quelqu’un a perdu {aHelped} ? » Seul l’écho répondit.',
  ),
  b(
    '“Where is your home?” {name} asked {helped} {atPlace}. {Helped} only blinked and snuggled closer.',
    '« Où est ta maison ? » demanda {name} à {helped}, {atPlace}. {Helped} cligna des yeux et se blottit contre {name}.',
  ),
  b(
    '{atPlace}, {name} told a kind grown-up about {helped}. “Try a little further on,” came the answer.',
    '{atPlace}, {name} parla de {helped} à une grande personne. « {Essaie|Essayez} un peu plus loin », {lui|leur} répondit-on.',
    { fits: DRY },
  ),
  b(
    '{atPlace}, {name} asked the little fish if they knew {helped}. They waved their fins: further on!',
    '{atPlace}, {name} demanda aux petits poissons s’ils connaissaient {helped}. Ils agitèrent leurs nageoires : plus loin !',
    { fits: ['sea'] },
  ),
  b(
    '{atPlace}, {name} asked a passing crab about {helped}. It pointed one claw: that way!',
    '{atPlace}, {name} parla de {helped} à un crabe qui passait. Il pointa une pince : par là !',
    { fits: ['sea'] },
  ),
];

/** Little signs of its family (home): in place of a quest's clues. */
export const SIGNS: PlacedL[] = [
  b(
    '{atPlace}, {name} spotted little prints just like {helped}’s. “{YourFamily} came this way!”',
    '{atPlace}, {name} repéra de petites empreintes, toutes pareilles à celles de {helped}. « Quelqu’un de ta famille est passé par ici ! »',
    { fits: ['nature', 'snow', 'shore'] },
  ),
  b(
    '{atPlace}, a faraway call rang out. {Helped} pricked up its ears: it knew that voice!',
    '{atPlace}, un appel résonna au loin. {Helped} dressa l’oreille : {ilH} connaissait cette voix !',
  ),
  b(
    '{atPlace}, {helped} suddenly hurried ahead. Something here smelled like home!',
    '{atPlace}, {helped} partit soudain en avant. Ici, quelque chose sentait bon la maison !',
  ),
  b(
    '{atPlace}, {name} heard a faint answer to {helped}’s little cry. “We are getting close!”',
    '{atPlace}, {name} entendit une petite voix répondre à l’appel de {helped}. « On approche ! »',
  ),
  b(
    '{atPlace}, {helped} stopped and listened. Far away, someone was calling a name.',
    '{atPlace}, {helped} s’arrêta pour écouter. Au loin, quelqu’un appelait un nom.',
  ),
  b(
    '{atPlace}, a trail of bubbles rose ahead. {Helped} wriggled with joy: home was near!',
    '{atPlace}, un chapelet de bulles montait plus loin. {Helped} frétilla de joie : la maison n’était plus loin !',
    { fits: ['sea'] },
  ),
  b(
    '{atPlace}, a little light blinked far away. “Is that your home?” {name} asked {helped}.',
    '{atPlace}, une petite lumière clignotait au loin. « C’est chez toi, là-bas ? » demanda {name} à {helped}.',
    { fits: ['space'] },
  ),
  b(
    '{atPlace}, fresh little tracks crossed the snow. {Helped} gave a happy squeak.',
    '{atPlace}, de petites traces toutes fraîches traversaient la neige. {Helped} poussa un petit cri de joie.',
    { fits: ['snow'] },
  ),
  b(
    '{atPlace}, {helped} looked all around, happier than ever. This place felt familiar!',
    '{atPlace}, {helped} regarda tout autour, plus content{eH} que jamais. Cet endroit lui disait quelque chose !',
  ),
  b(
    '{atPlace}, a shape just like {helped} glided far ahead. “Could that be {yourFamily}?”',
    '{atPlace}, une silhouette toute pareille à {helped} glissa au loin. « Serait-ce {yourFamily} ? »',
    { fits: ['sea'] },
  ),
  b(
    '{atPlace}, {helped} gave a little call, and listened hard for an answer.',
    '{atPlace}, {helped} poussa un petit appel, et écouta de toutes ses forces.',
  ),
];
