import { inFamily, place } from '../idea/settings';
import { type JobDay, line } from './day-job-types';

/** The baker's, the farmer's, the firefighter's and the doctor's day (day-job-words-more.ts: the others). */
export const JOB_DAYS: Record<string, JobDay> = {
  baker: {
    places: inFamily('indoor', [
      place('in/the bakery kitchen|by the big oven', 'dans/le fournil'),
      place('at/the bakery|in town', 'à/la boulangerie'),
      place('at/the busy market|in town', 'à/le marché', 'town'),
    ]),
    work: { en: 'at the bakery', fr: 'à la boulangerie' },
    help: [
      line(
        '{atPlace}, {name} helped {friend} knead the dough: push, fold, turn, and push again.',
        '{atPlace}, {name} aida {friend} à pétrir la pâte : on pousse, on plie, on tourne, et on recommence.',
      ),
      line(
        '{atPlace}, {name} put the warm rolls in the baskets, one by one.',
        '{atPlace}, {name} rangea les petits pains tout chauds dans les paniers, un par un.',
      ),
      line(
        '{atPlace}, {name} sprinkled seeds on the loaves, very carefully.',
        '{atPlace}, {name} saupoudra les pains de graines, très soigneusement.',
      ),
    ],
    learn: [
      line(
        '{atPlace}, {Friend} showed {name} how bread rises: the dough grew and grew, like magic!',
        '{atPlace}, {Friend} montra à {name} comment le pain lève : la pâte gonflait, gonflait, comme par magie !',
      ),
      line(
        '{atPlace}, {name} learned that bakers get up before the sun. No wonder {friend} yawns at breakfast!',
        '{atPlace}, {name} apprit que les boulangers se lèvent avant le soleil. Pas étonnant que {friend} bâille au petit déjeuner !',
      ),
    ],
    mishaps: [
      line(
        '{atPlace}, oops! The bag of flour tipped over, and {name} was white from head to toe. {Friend} laughed and laughed.',
        '{atPlace}, oups ! Le sac de farine se renversa, et {name} fut tout blanc de la tête aux pieds. {Friend} éclata de rire.',
      ),
      line(
        '{atPlace}, one little roll came out a bit too brown. “That one is for us,” said {friend} with a wink.',
        '{atPlace}, un petit pain sortit un peu trop doré. « Celui-là, c’est pour nous », dit {friend} avec un clin d’œil.',
      ),
    ],
    turn: line(
      '{atPlace}, the oven door opened, and out came the bread {name} had shaped, golden and warm. “What a real baker’s loaf!” said {friend}.',
      '{atPlace}, la porte du four s’ouvrit, et voilà le pain que {name} avait façonné, doré et tout chaud. « Un vrai pain de boulanger ! » dit {friend}.',
    ),
  },
  farmer: {
    places: inFamily('nature', [
      place('in/the henhouse|on the farm', 'dans/le poulailler', 'indoor'),
      place('in/the big red barn|on the farm', 'dans/la grange rouge', 'indoor'),
      place('in/the hay field|on the farm', 'dans/le champ de foin'),
    ]),
    work: { en: 'on the farm', fr: 'à la ferme' },
    help: [
      line(
        '{atPlace}, {name} helped {friend} feed the hens. Cluck, cluck, cluck!',
        '{atPlace}, {name} aida {friend} à nourrir les poules. Cot, cot, cot !',
      ),
      line(
        '{atPlace}, {name} carried a bucket of water for the thirsty animals, slosh, slosh.',
        '{atPlace}, {name} porta un seau d’eau pour les animaux assoiffés, floc, floc.',
      ),
      line(
        '{atPlace}, {name} gathered the eggs, warm and smooth, one by one.',
        '{atPlace}, {name} ramassa les œufs, tout chauds et tout lisses, un par un.',
      ),
    ],
    learn: [
      line(
        '{atPlace}, {Friend} showed {name} how to milk the cow, gently, gently.',
        '{atPlace}, {Friend} montra à {name} comment traire la vache, tout doucement.',
      ),
      line(
        '{atPlace}, {name} learned the name of every cow. The big one was called Daisy.',
        '{atPlace}, {name} apprit le nom de chaque vache. La plus grosse s’appelait Marguerite.',
      ),
    ],
    mishaps: [
      line(
        '{atPlace}, a cheeky goat nibbled {name}’s sleeve! {Friend} shooed it away, laughing.',
        '{atPlace}, une chèvre coquine grignota la manche de {name} ! {Friend} la chassa en riant.',
      ),
      line(
        '{atPlace}, {name} slipped in the mud, splat! Nothing hurt, only the boots were very, very brown.',
        '{atPlace}, {name} glissa dans la boue, splatch ! Rien de grave, mais les bottes étaient toutes marron.',
      ),
    ],
    turn: line(
      '{atPlace}, {name} rode the big tractor beside {friend}, all the way round the field. What a view!',
      '{atPlace}, {name} monta sur le gros tracteur à côté de {friend} et fit tout le tour du champ. Quelle vue !',
    ),
  },
  firefighter: {
    places: inFamily('town', [
      place('at/the fire station|in town', 'à/la caserne des pompiers', 'indoor'),
      place('in/the town square', 'sur/la grande place'),
      place('on/the bridge|in the city', 'sur/le pont'),
    ]),
    work: { en: 'at the fire station', fr: 'à la caserne des pompiers' },
    help: [
      line(
        '{atPlace}, {name} helped {friend} polish the big red fire engine until it shone.',
        '{atPlace}, {name} aida {friend} à faire briller le gros camion rouge.',
      ),
      line(
        '{atPlace}, {name} rolled up the long hose, round and round.',
        '{atPlace}, {name} enroula le long tuyau, encore et encore.',
      ),
      line(
        '{atPlace}, {name} checked the helmets and the boots, one by one.',
        '{atPlace}, {name} vérifia les casques et les bottes, un par un.',
      ),
    ],
    learn: [
      line(
        '{atPlace}, {Friend} showed {name} how the ladder goes up, up, up, higher than a house!',
        '{atPlace}, {Friend} montra à {name} comment la grande échelle monte, monte, plus haut qu’une maison !',
      ),
      line(
        '{atPlace}, {name} learned what to do if there is smoke: stay low and get out fast.',
        '{atPlace}, {name} apprit quoi faire s’il y a de la fumée : rester bas et sortir vite.',
      ),
    ],
    mishaps: [
      line(
        '{atPlace}, the hose wriggled like a snake and sprayed {name} all over! Everyone laughed.',
        '{atPlace}, le tuyau se tortilla comme un serpent et arrosa {name} de la tête aux pieds ! Tout le monde rit.',
      ),
      line(
        '{atPlace}, the helmet was so big it slid right down over {name}’s eyes. “Who turned off the lights?”',
        '{atPlace}, le casque était si grand qu’il glissa sur les yeux de {name}. « Qui a éteint la lumière ? »',
      ),
    ],
    turn: line(
      '{atPlace}, the bell rang! {Friend} and the team jumped into the fire engine, and {name} got to switch on the siren. Nee-naw!',
      '{atPlace}, la cloche sonna ! {Friend} et l’équipe sautèrent dans le camion, et {name} eut le droit d’allumer la sirène. Pin-pon !',
    ),
  },
  doctor: {
    places: inFamily('indoor', [
      place('at/the hospital|in town', 'à/l’hôpital'),
      place('in/the waiting room|of the hospital', 'dans/la salle d’attente'),
      place('in/the town square', 'sur/la grande place', 'town'),
    ]),
    work: { en: 'at the hospital', fr: 'à l’hôpital' },
    help: [
      line(
        '{atPlace}, {name} helped {friend} tidy the bandages, big ones here, small ones there.',
        '{atPlace}, {name} aida {friend} à ranger les bandages, les grands ici, les petits là.',
      ),
      line(
        '{atPlace}, {name} gave a sticker to every brave patient.',
        '{atPlace}, {name} donna un autocollant à chaque patient courageux.',
      ),
      line(
        '{atPlace}, {name} held a little boy’s teddy while {friend} listened to his chest.',
        '{atPlace}, {name} tint le doudou d’un petit garçon pendant que {friend} écoutait son cœur.',
      ),
    ],
    learn: [
      line(
        '{atPlace}, {Friend} let {name} listen with the stethoscope: boom-boom, boom-boom!',
        '{atPlace}, {Friend} laissa {name} écouter avec le stéthoscope : boum-boum, boum-boum !',
      ),
      line(
        '{atPlace}, {name} learned why we wash our hands so often: to chase the germs away.',
        '{atPlace}, {name} apprit pourquoi on se lave si souvent les mains : pour chasser les microbes.',
      ),
    ],
    mishaps: [
      line(
        '{atPlace}, {name} dropped the box of plasters, and they went everywhere! Picking them up took ages.',
        '{atPlace}, {name} fit tomber la boîte de pansements, et il y en eut partout ! Il fallut un temps fou pour tout ramasser.',
      ),
      line(
        '{atPlace}, {name} put on a white coat, but it was so long it dragged on the floor.',
        '{atPlace}, {name} enfila une blouse blanche, mais elle était si longue qu’elle traînait par terre.',
      ),
    ],
    turn: line(
      '{atPlace}, a little girl with a sore arm smiled again, and she gave {name} a drawing to say thank you.',
      '{atPlace}, une petite fille qui avait mal au bras retrouva le sourire, et elle offrit un dessin à {name} pour dire merci.',
    ),
  },
};
