import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * A first visit to the dentist or the doctor (text/goal-clinic.ts), told in order: the drive, the
 * waiting room, the chair or the stethoscope, brave moments, "All done!" at the turn, a sticker at the
 * end. {grown} is who came along (Mum), {toDoc} "to the dentist" (« chez le dentiste »).
 */
const b = step;
const ROAD = /way to/;
const WAITING = /waiting room/;
const CHAIR = /chair|lamp/;
const BED = /examination|scales/;

export const CLINIC_PROBLEMS: PlacedL[] = [
  b(
    '{name} was going {toDoc}{first}.{afraid} At home, {name}’s tummy was full of butterflies. “What will it be like? What if it hurts?” {grown} gave {name} a big hug.',
    '{name} allait {toDoc}{first}.{afraid} À la maison, le ventre de {name} était plein de papillons. « Comment ce sera ? Et si ça fait mal ? » {grown} fit un gros câlin à {name}.',
  ),
];

/** Getting there: the drive, then the waiting room. */
export const CLINIC_THERE: PlacedL[] = [
  {
    ...b(
      '{atPlace}, {name} held {grown}’s hand very tight in the back of the car. “Will it hurt?” asked {name}. “Not one bit,” said {grown}, and sang silly songs all the way.',
      '{atPlace}, à l’arrière de la voiture, {name} serrait très fort la main de {grown}. « Ça va faire mal ? » demanda {name}. « Pas du tout », répondit {grown}, et chanta des chansons rigolotes tout le long du chemin.',
      ROAD,
    ),
    // The drive first, then only the waiting room: the tour does not go back to the road.
    leads: true,
  },
  b(
    '{atPlace}, there was a big fish tank. An orange fish swam up to the glass and blew bubbles at {name}: blub, blub!',
    '{atPlace}, il y avait un grand aquarium. Un poisson orange vint jusqu’à la vitre et fit des bulles pour {name} : blub, blub !',
    WAITING,
  ),
  b(
    '{atPlace}, {grown} read {name} a book about {bookAbout}. {name} giggled at the pictures.',
    '{atPlace}, {grown} lut à {name} un livre sur {bookAbout}. {name} riait en regardant les images.',
    WAITING,
  ),
  b(
    '{atPlace}, another child was waiting too, with a teddy on his knee. “It’s my second time, and it’s easy,” he whispered to {name}.',
    '{atPlace}, un autre enfant attendait aussi, un nounours sur les genoux. « C’est ma deuxième fois, et c’est facile », chuchota-t-il à {name}.',
    WAITING,
  ),
  b(
    '{atPlace}, {name} swung both feet and looked at the posters on the wall: {posters}.',
    '{atPlace}, {name} balançait les pieds en regardant les affiches au mur : {posters}.',
    WAITING,
  ),
  b(
    '{atPlace}, {name} built a tower with the wooden blocks in the toy corner. It wobbled, and wobbled… and stood!',
    '{atPlace}, {name} construisit une tour avec les cubes en bois du coin des jouets. Elle vacilla, vacilla… et tint debout !',
    WAITING,
  ),
  b(
    '{atPlace}, the lady at the desk gave {name} a big smile. “First time here? You are going to be just fine.”',
    '{atPlace}, la dame de l’accueil fit un grand sourire à {name}. « C’est la première fois ? Tout va bien se passer. »',
    WAITING,
  ),
  b(
    '{atPlace}, {name}’s tummy was full of butterflies again. {grown} gave a little squeeze. “I’m right here,” said {grown}.',
    '{atPlace}, le ventre de {name} était de nouveau plein de papillons. {grown} lui serra la main. « Je suis là », dit {grown}.',
    WAITING,
  ),
  b(
    '{atPlace}, {name} whispered a question to {grown}: “Why do we go {toDoc}?” “{why},” {grown} whispered back.',
    '{atPlace}, {name} chuchota une question à {grown} : « Pourquoi on va {toDoc} ? » « {why} », chuchota {grown}.',
    WAITING,
  ),
  b(
    '“{name}?” called a kind voice {atPlace}. It was time to go in!',
    '« {name} ? » appela une voix gentille {atPlace}. C’était le moment d’entrer !',
    WAITING,
  ),
];

/** In the dentist's room: the big chair, the mask and the little mirror. */
export const DENTIST_CHECK: PlacedL[] = [
  b(
    '{atPlace}, the dentist pressed a button, and whirr… the big chair went up, up, up! Then down it came again. “Again!” laughed {name}.',
    '{atPlace}, le dentiste appuya sur un bouton, et vrrr… le grand fauteuil monta, monta, monta ! Puis il redescendit. « Encore ! » rit {name}.',
    CHAIR,
  ),
  b(
    '{atPlace}, the dentist wore a friendly mask with a smile drawn on it, and held up a little round mirror. “Open wide!” {name} opened as wide as a lion.',
    '{atPlace}, le dentiste portait un masque avec un sourire dessiné dessus, et tenait un petit miroir tout rond. « Ouvre grand ! » {name} ouvrit la bouche grand comme un lion.',
    CHAIR,
  ),
  b(
    '{atPlace}, the dentist counted {name}’s teeth with the little mirror: “One, two, three… twenty! Twenty shiny teeth!”',
    '{atPlace}, le dentiste compta les dents de {name} avec le petit miroir : « Une, deux, trois… vingt ! Vingt dents toutes brillantes ! »',
    CHAIR,
  ),
  b(
    '{atPlace}, a tiny straw went slurp, slurp, and a little hose went pshh! It tickled, and {name} wanted to laugh.',
    '{atPlace}, une petite paille faisait slurp, slurp, et un petit tuyau faisait pchhh ! Ça chatouillait, et {name} avait envie de rire.',
    CHAIR,
  ),
  b(
    '{atPlace}, a soft brush polished every tooth, round and round. It tasted of strawberries, and {name} could hardly believe it!',
    '{atPlace}, une petite brosse toute douce polit chaque dent, en rond, en rond. Ça avait un goût de fraise, et {name} n’en revenait pas !',
    CHAIR,
  ),
  b(
    '{atPlace}, the dentist showed {name} how to brush with a toothbrush: up and down, round and round, the front and the back.',
    '{atPlace}, le dentiste montra à {name} comment se brosser les dents avec une brosse à dents : de haut en bas, en rond, devant et derrière.',
    CHAIR,
  ),
];

/** In the doctor's office: the stethoscope, the ears, the knee, the scales. */
export const DOCTOR_CHECK: PlacedL[] = [
  b(
    '{atPlace}, the doctor warmed the stethoscope in both hands, then listened to {name}’s heart: boom-boom, boom-boom. “A strong, brave heart!”',
    '{atPlace}, le médecin réchauffa son stéthoscope entre ses mains, puis écouta le cœur de {name} : boum-boum, boum-boum. « Un cœur fort et courageux ! »',
    BED,
  ),
  b(
    '{atPlace}, the doctor looked in {name}’s ears with a tiny torch. “No elephants in there!” joked the doctor, and {name} burst out laughing.',
    '{atPlace}, le médecin regarda dans les oreilles de {name} avec une toute petite lampe. « Pas d’éléphant là-dedans ! » plaisanta le médecin, et {name} éclata de rire.',
    BED,
  ),
  b(
    '{atPlace}, the doctor let {name} listen too, with the stethoscope: boom-boom went {grown}’s heart! “It’s like a drum!” said {name}.',
    '{atPlace}, le médecin laissa {name} écouter aussi avec le stéthoscope : boum-boum, faisait le cœur de {grown} ! « On dirait un tambour ! » dit {name}.',
    BED,
  ),
  b(
    '{atPlace}, “Say aaah!” {name} stuck out a tongue as far as it would go, and the doctor peeked at the back of the throat.',
    '{atPlace}, « Dis aaah ! » {name} tira la langue aussi loin que possible, et le médecin regarda au fond de la gorge.',
    BED,
  ),
  b(
    '{atPlace}, a little rubber hammer tapped {name}’s knee, and the leg kicked all by itself! “Again!” laughed {name}.',
    '{atPlace}, un petit marteau en caoutchouc tapota le genou de {name}, et la jambe se leva toute seule ! « Encore ! » rit {name}.',
    BED,
  ),
  b(
    '{atPlace}, the doctor took {name}’s temperature with a thermometer that went beep. “Just right!”',
    '{atPlace}, le médecin prit la température de {name} avec un thermomètre qui fit bip. « Parfait ! »',
    BED,
  ),
];

/** Brave moments, in both visits. */
export const CLINIC_BRAVE: PlacedL[] = [
  b(
    '{atPlace}, {name} felt a little wobble of fear. “Take a big breath, like blowing up a balloon,” whispered {grown}. So {name} breathed in… and out.',
    '{atPlace}, {name} sentit un petit frisson de peur. « Respire fort, comme pour gonfler un ballon », chuchota {grown}. Alors {name} inspira… et souffla.',
  ),
  b(
    '{atPlace}, {name} squeezed {grown}’s hand and counted slowly to five, and the scary feeling got smaller.',
    '{atPlace}, {name} serra la main de {grown} et compta lentement jusqu’à cinq, et la peur rapetissa.',
  ),
  b(
    '{atPlace}, {name} thought of a favourite superhero. “Superheroes go {toDoc} too,” {name} decided.',
    '{atPlace}, {name} pensa à son super-héros préféré. « Les super-héros aussi vont {toDoc} », se dit {name}.',
  ),
  b(
    '{atPlace}, {name}’s knees wobbled a tiny bit. “It’s all right to feel scared,” said {grown} softly. “Being brave means doing it anyway.”',
    '{atPlace}, les genoux de {name} tremblaient un tout petit peu. « C’est normal d’avoir un peu peur, dit doucement {grown}. Être courageux, c’est le faire quand même. »',
  ),
  b(
    '{atPlace}, {name} held tight to {grown}’s finger and looked up at the ceiling, where someone had painted a giraffe and a smiling whale.',
    '{atPlace}, {name} tenait fort le doigt de {grown} et regardait au plafond, où quelqu’un avait peint une girafe et une baleine qui souriait.',
  ),
];

export const DENTIST_TURNS: PlacedL[] = [
  b(
    '{atPlace}, one last look… and the dentist put the little mirror down. “All done! What a brave smile!” It hadn’t hurt one bit. {name} had done it!',
    '{atPlace}, un dernier coup d’œil… et le dentiste posa le petit miroir. « C’est fini ! Quel beau sourire courageux ! » Ça n’avait pas fait mal du tout. {name} avait réussi !',
  ),
];

export const DOCTOR_TURNS: PlacedL[] = [
  b(
    '{atPlace}, the doctor put the stethoscope away. “All done! You are as healthy as can be.” {name} hopped down with a big smile. {name} had done it, brave from top to toe!',
    '{atPlace}, le médecin rangea son stéthoscope. « C’est fini ! Tout va très bien. » {name} sauta de la table avec un grand sourire. {name} avait réussi, avec un courage gros comme ça !',
  ),
];

export const DENTIST_ENDINGS: PlacedL[] = [
  b(
    'Back home, {name} showed off a shiny star sticker and a brand-new toothbrush. {name} brushed up and down, round and round, just as the dentist had shown. {name} had learned that {lesson}. The end.',
    'De retour à la maison, {name} montra un autocollant étoile tout brillant et une brosse à dents toute neuve. {name} se brossa les dents de haut en bas, en rond, comme le dentiste l’avait montré. {name} avait appris que {lesson}. Fin.',
  ),
];

export const DOCTOR_ENDINGS: PlacedL[] = [
  b(
    'On the way out, the doctor gave {name} a shiny sticker and a red lollipop. Back home, {name} played doctor and listened to the teddy bear’s heart. {name} had learned that {lesson}. The end.',
    'En partant, le médecin donna à {name} un autocollant brillant et une sucette rouge. De retour à la maison, {name} joua au docteur et écouta le cœur de son nounours. {name} avait appris que {lesson}. Fin.',
  ),
];
