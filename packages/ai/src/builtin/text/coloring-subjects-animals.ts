import { type ColoringSubject, subject as s } from './coloring-subject-types';

/** Farm animals, a different one per page, each at its own spot of the farm. */
export const FARM: ColoringSubject[] = [
  s('cow', 'the cow|munching hay in the hay field', 'la vache|qui mâche du foin dans le champ', {
    place: 'the hay field',
  }),
  s('pig', 'the pig|rolling in the mud', 'le cochon|qui se roule dans la boue', { puddle: true }),
  s('chicken', 'the hen|and her chicks', 'la poule|et ses poussins', { props: ['baby-chick', 'baby-chick'] }),
  s('ewe', 'the fluffy sheep|in the meadow', 'le mouton|tout doux dans le pré'),
  s('horse', 'the horse|galloping past the barn', 'le cheval|qui galope devant la grange', {
    place: 'the barn',
  }),
  s('duck', 'the duck|by the pond', 'le canard|au bord de la mare', { place: 'the duck pond' }),
  s('goat', 'the goat|nibbling a flower', 'la chèvre|qui grignote une fleur', { props: ['blossom'] }),
  s('rabbit', 'the rabbit|with a big carrot', 'le lapin|et sa grosse carotte', { props: ['carrot'] }),
  s('dog', 'the farm dog|with its bone', 'le chien de la ferme|et son os', { props: ['bone'] }),
  s('cat', 'the cat|by the barn', 'le chat|devant la grange', { place: 'the barn' }),
  s('turkey', 'the turkey|showing off its tail', 'la dinde|qui fait la roue'),
  s('donkey', 'the donkey|under the apple trees', 'l’âne|sous les pommiers', { place: 'the orchard' }),
  s('rooster', 'the rooster|crowing in the morning', 'le coq|qui chante le matin'),
];

/** Zoo, jungle and safari animals. */
export const ZOO: ColoringSubject[] = [
  s('lion', 'the lion|with its big mane', 'le lion|et sa grande crinière'),
  s('giraffe', 'the tall giraffe|by a tree', 'la grande girafe|près d’un arbre', {
    props: ['deciduous-tree'],
  }),
  s('elephant', 'the elephant|with its long trunk', 'l’éléphant|et sa longue trompe'),
  s('monkey', 'the monkey|eating a banana', 'le singe|qui mange une banane', { props: ['banana'] }),
  s('zebra', 'the zebra|with its stripes', 'le zèbre|et ses rayures'),
  s('tiger', 'the tiger|in the tall grass', 'le tigre|dans les hautes herbes', { props: ['herb', 'herb'] }),
  s('hippopotamus', 'the hippo|by the water hole', 'l’hippopotame|au bord du point d’eau', {
    place: 'the pond',
  }),
  s('rhinoceros', 'the rhino|with its horn', 'le rhinocéros|et sa corne'),
  s('crocodile', 'the crocodile|by the river', 'le crocodile|au bord de la rivière', { place: 'the river' }),
  s('gorilla', 'the gorilla|sitting in the jungle', 'le gorille|assis dans la jungle', { stage: 'jungle' }),
  s('flamingo', 'the flamingo|standing on one leg', 'le flamant rose|debout sur une patte'),
  s('kangaroo', 'the kangaroo|hopping along', 'le kangourou|qui bondit'),
  s('penguin', 'the penguin|waddling on the ice', 'le manchot|qui se dandine sur la glace', {
    stage: 'snow',
  }),
  s('two-hump-camel', 'the camel|with its two humps', 'le chameau|et ses deux bosses'),
];

/** Forest and woodland animals. */
export const FOREST: ColoringSubject[] = [
  s('fox', 'the fox|among the trees', 'le renard|parmi les arbres'),
  s('deer', 'the deer|in the forest', 'le cerf|dans la forêt'),
  s('bear', 'the bear|with a pot of honey', 'l’ours|et son pot de miel', { props: ['honey-pot'] }),
  s('owl', 'the owl|with its big round eyes', 'la chouette|et ses grands yeux ronds'),
  s('hedgehog', 'the hedgehog|by a mushroom', 'le hérisson|près d’un champignon', { props: ['mushroom'] }),
  s('chipmunk', 'the squirrel|with a nut', 'l’écureuil|et sa noisette', { props: ['chestnut'] }),
  s('raccoon', 'the raccoon|in the woods', 'le raton laveur|dans les bois'),
  s('wolf', 'the wolf|howling', 'le loup|qui hurle'),
  s('beaver', 'the beaver|with a log', 'le castor|et sa bûche', { props: ['wood'] }),
  s('boar', 'the wild boar|sniffing the ground', 'le sanglier|qui renifle le sol'),
  s('badger', 'the badger|by its burrow', 'le blaireau|devant son terrier', { props: ['rock'] }),
  s('rabbit', 'the rabbit|in the clover', 'le lapin|dans le trèfle', { props: ['four-leaf-clover'] }),
];

/** Pets at home and in the garden. */
export const PETS: ColoringSubject[] = [
  s('dog', 'the puppy|with its ball', 'le chiot|et sa balle', { props: ['tennis'] }),
  s('cat', 'the cat|with a ball of wool', 'le chat|et sa pelote de laine', { props: ['yarn'] }),
  s('rabbit', 'the bunny|with a carrot', 'le lapin|et sa carotte', { props: ['carrot'] }),
  s('hamster', 'the hamster|with a sunflower', 'le hamster|et son tournesol', { props: ['sunflower'] }),
  s('turtle', 'the turtle|walking slowly', 'la tortue|qui avance doucement'),
  s('mouse', 'the little mouse|with some cheese', 'la petite souris|et son fromage', {
    props: ['cheese-wedge'],
  }),
  s('bird', 'the little bird|singing', 'le petit oiseau|qui chante', { props: ['musical-note'] }),
  s('poodle', 'the poodle|with its bone', 'le caniche|et son os', { props: ['bone'] }),
  s('tropical-fish', 'the goldfish|swimming', 'le poisson rouge|qui nage', { stage: 'underwater' }),
  s('parrot', 'the parrot|spreading its wings', 'le perroquet|qui ouvre ses ailes'),
];
