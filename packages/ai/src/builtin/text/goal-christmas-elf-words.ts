import { inFamily, place } from '../idea/settings';
import type { PlacedL } from './story-place-fit';
import type { L } from './theme-types';

/**
 * The little elf in Santa's workshop (goal-christmas.ts): painting wooden toys, a teddy's loose
 * button, wrapping, a toy train that will not go, Santa's kind help, the sleigh loaded and away at
 * night, toys found on Christmas morning. Only this book uses these pools.
 */
const b = (en: string, fr: string, fit: Omit<PlacedL, 'en' | 'fr'> = {}): PlacedL => ({ en, fr, ...fit });

export const ELF_PLACES = {
  workshop: inFamily('indoor', [
    place('in/Santa’s workshop|like a playroom', 'dans/l’atelier du père Noël'),
  ])[0],
  paint: inFamily('indoor', [place('at/the painting table|in a playroom', 'à/la table de peinture')])[0],
  wrap: inFamily('indoor', [place('in/the wrapping room|like a playroom', 'dans/la salle des paquets')])[0],
  stables: inFamily('snow', [place('by/the reindeer stables|in the snow', 'près de/l’écurie des rennes')])[0],
};

export const ELF_OPENINGS: L[] = [
  {
    en: 'Far away at the North Pole, in Santa’s workshop, lived a little elf called {name}, with a pointed green hat.',
    fr: 'Tout là-haut, au pôle Nord, dans l’atelier du père Noël, vivait un petit lutin nommé {name}, avec un bonnet vert et pointu.',
  },
];

export const ELF_PROBLEMS: PlacedL[] = [
  b(
    'Christmas Eve was only a few days away, and there were still so many toys to make! “I will help Santa,” said {name}.',
    'La veille de Noël approchait, et il restait tant de jouets à fabriquer ! « Je vais aider le père Noël », dit {name}.',
  ),
];

/** Making toys (the search slot). */
export const ELF_MAKING: PlacedL[] = [
  b(
    '{atPlace}, {name} painted a little wooden horse, red with white spots. Dab, dab, dab!',
    '{atPlace}, {name} peignit un petit cheval de bois, rouge à pois blancs. Hop, un coup de pinceau, puis un autre !',
    { onlyPlace: /painting/ },
  ),
  b(
    '{atPlace}, a teddy bear had a loose button eye. {name} sewed it on tight, with a smile.',
    '{atPlace}, un ours en peluche avait un bouton qui pendait. {name} le recousit bien solidement, en souriant.',
    { onlyPlace: /workshop/ },
  ),
  b(
    '{atPlace}, {name} painted a row of wooden soldiers, one blue coat after another.',
    '{atPlace}, {name} peignit une rangée de soldats de bois, une veste bleue après l’autre.',
    { onlyPlace: /painting/ },
  ),
  b(
    '{atPlace}, hammers went tap, tap, tap. {name} fixed the wheels on a little wooden car.',
    '{atPlace}, les marteaux faisaient toc, toc, toc. {name} fixa les roues d’une petite voiture en bois.',
    { onlyPlace: /workshop/ },
  ),
  b(
    '{atPlace}, {name} glued a tiny sail onto a wooden boat and blew on it: puff! It looked ready for the sea.',
    '{atPlace}, {name} colla une toute petite voile sur un bateau de bois et souffla dessus : pff ! Il semblait prêt à prendre la mer.',
    { onlyPlace: /workshop/ },
  ),
  b(
    '{atPlace}, {name} painted rosy cheeks on a row of dolls, very gently, with the thinnest brush.',
    '{atPlace}, {name} peignit des joues roses à une rangée de poupées, tout doucement, avec le pinceau le plus fin.',
    { onlyPlace: /painting/ },
  ),
  b(
    '{atPlace}, {name} stuffed a soft toy rabbit with fluffy cotton, until it was round and cuddly.',
    '{atPlace}, {name} rembourra un lapin en tissu avec du coton tout doux, jusqu’à ce qu’il soit bien rond et câlin.',
    { onlyPlace: /workshop/ },
  ),
  b(
    '{atPlace}, {name} painted a spinning top in every colour of the rainbow and set it whirling.',
    '{atPlace}, {name} peignit une toupie de toutes les couleurs de l’arc-en-ciel et la fit tourner.',
    { onlyPlace: /painting/ },
  ),
  b(
    '{atPlace}, {name} sanded a wooden puzzle until every piece was smooth and fitted just right.',
    '{atPlace}, {name} ponça un puzzle en bois jusqu’à ce que chaque pièce soit bien lisse et s’emboîte parfaitement.',
    { onlyPlace: /workshop/ },
  ),
  b(
    '{atPlace}, {name} painted a wooden duck bright yellow, with an orange beak and two little dots for eyes.',
    '{atPlace}, {name} peignit un canard de bois en jaune vif, avec un bec orange et deux petits points pour les yeux.',
    { onlyPlace: /painting/ },
  ),
];

/** The mistake: the toy train that will not go (the obstacle slot). */
export const ELF_MISTAKE: PlacedL[] = [
  b(
    '{atPlace}, {name} wound up the new toy train. Click… nothing. The train would not go! {name} felt like crying.',
    '{atPlace}, {name} remonta le nouveau petit train. Clic… rien. Le train ne voulait pas avancer ! {name} avait envie de pleurer.',
    { onlyPlace: /workshop/, leads: true },
  ),
  b(
    '{atPlace}, {name} tried again and again, but the train’s wheels stayed still. “I have spoiled it,” {name} whispered.',
    '{atPlace}, {name} essaya encore et encore, mais les roues du train restaient immobiles. « Je l’ai abîmé », chuchota {name}.',
    { onlyPlace: /workshop|painting/, leads: true },
  ),
  b(
    '{atPlace}, {name} looked at the silent little train and sighed. “Santa will be so disappointed.”',
    '{atPlace}, {name} regarda le petit train immobile et soupira. « Le père Noël va être tellement déçu. »',
    { onlyPlace: /workshop|painting/, leads: true },
  ),
];

/** Santa's kind help (the pause slot). */
export const ELF_HELP: PlacedL[] = [
  b(
    '{atPlace}, Santa sat down beside {name}. “Let us look together,” he said kindly. A tiny spring had come loose.',
    '{atPlace}, le père Noël s’assit à côté de {name}. « Regardons ensemble », dit-il gentiment. Un tout petit ressort s’était détaché.',
    { onlyPlace: /workshop/, leads: true },
  ),
  b(
    '{atPlace}, Santa showed {name} how to put the spring back. Whirr! The little train went round and round. “Everybody makes mistakes,” Santa laughed.',
    '{atPlace}, le père Noël montra à {name} comment remettre le ressort. Vroum ! Le petit train fit le tour de la table. « Tout le monde se trompe », rit le père Noël.',
    { onlyPlace: /workshop|painting/, leads: true },
  ),
  b(
    '{atPlace}, Santa gave {name} a cup of hot cocoa. “I broke my first toy too, a long time ago,” he whispered.',
    '{atPlace}, le père Noël tendit une tasse de chocolat chaud à {name}. « Moi aussi, j’ai cassé mon premier jouet, il y a bien longtemps », chuchota-t-il.',
    { onlyPlace: /workshop|wrapping/ },
  ),
  b(
    '{atPlace}, Santa winked at {name}. “Now you know how to fix a train. You can help the others!”',
    '{atPlace}, le père Noël fit un clin d’œil à {name}. « Maintenant, tu sais réparer un train. Tu pourras aider les autres ! »',
    { onlyPlace: /workshop|painting/ },
  ),
];

/** Wrapping the presents (the clue slot). */
export const ELF_WRAPPING: PlacedL[] = [
  b(
    '{atPlace}, {name} wrapped the presents in shiny paper and tied each one with a red ribbon.',
    '{atPlace}, {name} emballa les cadeaux dans du papier brillant et noua un ruban rouge autour de chacun.',
    { onlyPlace: /wrapping/ },
  ),
  b(
    '{atPlace}, {name} wrote a name on every label, very carefully, so that each toy would find its child.',
    '{atPlace}, {name} écrivit un prénom sur chaque étiquette, très soigneusement, pour que chaque jouet trouve son enfant.',
    { onlyPlace: /wrapping/ },
  ),
  b(
    '{atPlace}, {name} found a box just the right size for the teddy bear, and tucked it in with tissue paper.',
    '{atPlace}, {name} trouva une boîte juste à la bonne taille pour l’ours en peluche, et le borda de papier de soie.',
    { onlyPlace: /wrapping/ },
  ),
  b(
    '{atPlace}, the pile of presents grew taller than {name}. The other elves cheered and added a bow on top.',
    '{atPlace}, la pile de cadeaux devint plus haute que {name}. Les autres lutins applaudirent et posèrent un nœud tout en haut.',
    { onlyPlace: /wrapping/ },
  ),
  b(
    '{atPlace}, {name} carried the presents to the big red sack, one armful after another.',
    '{atPlace}, {name} porta les cadeaux jusqu’au grand sac rouge, une brassée après l’autre.',
    { onlyPlace: /wrapping/ },
  ),
  b(
    '{atPlace}, {name} wrapped a ball, which is the hardest thing of all to wrap. It took three tries and lots of tape!',
    '{atPlace}, {name} emballa un ballon, ce qu’il y a de plus difficile à emballer. Il fallut trois essais et beaucoup de ruban adhésif !',
    { onlyPlace: /wrapping/ },
  ),
  b(
    '{atPlace}, {name} hummed a Christmas song while folding the paper, corner after corner.',
    '{atPlace}, {name} fredonnait une chanson de Noël en pliant le papier, un coin après l’autre.',
    { onlyPlace: /wrapping/ },
  ),
];

export const ELF_TURNS: PlacedL[] = [
  b(
    '{atPlace}, that night, the elves loaded every toy into the sleigh, the little train on top. “Ho ho ho!” Santa waved, and the sleigh flew off into the night sky!',
    '{atPlace}, cette nuit-là, les lutins chargèrent tous les jouets dans le traîneau, le petit train tout en haut. « Oh, oh, oh ! » Le père Noël fit un signe, et le traîneau s’envola dans la nuit !',
  ),
];

export const ELF_ENDINGS: PlacedL[] = [
  b(
    'On Christmas morning, children everywhere found the toys under their trees. Far away, {name} smiled: {name} had learned that {lesson}. The end.',
    'Le matin de Noël, partout, les enfants trouvèrent les jouets au pied du sapin. Tout là-haut, {name} sourit : {name} avait appris que {lesson}. Fin.',
  ),
];

export const ELF_LESSON: L = {
  en: 'everybody makes mistakes, and a kind helper makes them small',
  fr: 'tout le monde se trompe, et qu’un peu d’aide rend les erreurs toutes petites',
};
