import { inFamily, place } from '../idea/settings';
import { core, later, type OrderedStep } from './ordered-steps';
import type { PlacedL } from './story-place-fit';
import { leadStep } from './task-step';
import type { L } from './theme-types';

/**
 * A pet wished for (idea/read-goal-pet.ts), in order: asking Mum and Dad, proving responsible (the
 * neighbour's old dog or cat looked after, a book read, pocket money saved), the yes, the shelter, and
 * at the turn the little one who chooses the hero; its first night and first walk at the end. {pet},
 * {pets}, {young} (« {unPet} », « {lesPets} », « {chiot} ») say which animal; a line a cat could not
 * live (a walk on a lead, a bark) has a cat's own. French avoids words that agree with the hero.
 */
export const PET_PLACES = {
  home: inFamily('indoor', [place('in/the living room|at home', 'dans/le salon')])[0],
  bedroom: inFamily('indoor', [place('in/the bedroom|at home', 'dans/la chambre')])[0],
  kitchen: inFamily('indoor', [place('in/the kitchen|at home', 'dans/la cuisine')])[0],
  nextDoor: inFamily('nature', [place('in/the garden next door|by the house', 'dans/le jardin d’à côté')])[0],
  library: inFamily('indoor', [place('at/the library|in town', 'à/la bibliothèque')])[0],
  shelter: inFamily('town', [place('at/the animal shelter|in town', 'à/le refuge pour animaux')])[0],
  pens: inFamily('town', [place('among/the pens|at the animal shelter', 'parmi/les enclos du refuge')])[0],
  yard: inFamily('town', [place('in/the shelter’s yard|at the animal shelter', 'dans/la cour du refuge')])[0],
  park: inFamily('nature', [place('in/the park|in town', 'dans/le parc')])[0],
};

export const PET_OPENINGS: L[] = [
  {
    en: '{name} lived in a little house with a garden, and more than anything in the whole world, {name} wanted a {pet}.',
    fr: '{name} habitait une petite maison avec un jardin, et plus que tout au monde, {name} voulait {unPet}.',
  },
];

export const PET_PROBLEMS: PlacedL[] = [
  {
    en: '“Please, can we have a {pet}?” {name} asked Mum and Dad. “A {pet} is a lot of work,” said Mum. “Show us you can look after one first.”',
    fr: '« S’il vous plaît, on peut avoir {unPet} ? » demanda {name} à Maman et Papa. « {UnPet}, c’est beaucoup de travail, répondit Maman. Montre-nous d’abord que tu sais t’en occuper. »',
  },
];

/** The middle, one step a page at its own spot (ordered-steps.ts keeps the core ones in a short book). */
export const petSteps = (cat: boolean): OrderedStep[] => [
  core(
    cat
      ? leadStep(
          '{atPlace}, {name} offered to look after Biscuit, Mrs Rose’s old cat, and fed her and brushed her every morning for a whole week.',
          '{atPlace}, {name} proposa de s’occuper de Biscotte, la vieille chatte de Mme Rose, et la nourrit et la brossa chaque matin pendant toute une semaine.',
          /next door/,
        )
      : leadStep(
          '{atPlace}, {name} offered to look after Biscuit, Mrs Rose’s old dog, and walked him every afternoon for a whole week.',
          '{atPlace}, {name} proposa de s’occuper de Biscuit, le vieux chien de Mme Rose, et le promena chaque après-midi pendant toute une semaine.',
          /next door/,
        ),
  ),
  core(
    leadStep(
      '{atPlace}, {name} borrowed a big book about {pets} and read it from cover to cover: what they eat, how much they sleep and how to brush their fur.',
      '{atPlace}, {name} emprunta un gros livre sur {lesPets} et le lut en entier : ce qu’ils mangent, combien de temps ils dorment et comment brosser leurs poils.',
      /library/,
    ),
  ),
  core(
    leadStep(
      '{atPlace}, {name} dropped every coin of pocket money into a jar marked “For my {pet}”. Clink, clink!',
      '{atPlace}, {name} glissa chaque pièce de son argent de poche dans un bocal marqué « Pour mon {petFr} ». Cling, cling !',
      /bedroom/,
    ),
  ),
  leadStep(
    '{atPlace}, {name} made a list of everything a {pet} needs: {needs}, and lots and lots of love.',
    '{atPlace}, {name} fit la liste de tout ce qu’il faut à {unPet} : {needs}, et beaucoup, beaucoup d’amour.',
    /kitchen/,
  ),
  leadStep(
    '{atPlace}, it poured with rain, but {name} still went to see Biscuit, with a towel to dry those muddy paws.',
    '{atPlace}, il pleuvait à verse, mais {name} alla quand même voir {biscuit}, avec une serviette pour sécher ses pattes pleines de boue.',
    /next door/,
  ),
  core(
    leadStep(
      '{atPlace}, Mum and Dad looked at the jar, the book and the happy neighbour. “All right,” said Dad with a smile. “Tomorrow, we go to the animal shelter.”',
      '{atPlace}, Maman et Papa regardèrent le bocal, le livre et la voisine ravie. « D’accord, dit Papa en souriant. Demain, on va au refuge. »',
      /kitchen/,
    ),
  ),
  later(
    core(
      cat
        ? leadStep(
            '{atPlace}, there were cats everywhere: big ones and small ones, ginger ones and grey ones, all purring and mewing hello.',
            '{atPlace}, il y avait des chats partout : des grands et des petits, des roux et des gris, qui ronronnaient et miaulaient pour dire bonjour.',
            /animal shelter/,
          )
        : leadStep(
            '{atPlace}, there were dogs everywhere: big ones and small ones, noisy ones and shy ones, all wagging and barking hello.',
            '{atPlace}, il y avait des chiens partout : des grands et des petits, des bruyants et des timides, qui remuaient la queue et aboyaient pour dire bonjour.',
            /animal shelter/,
          ),
    ),
  ),
  later(
    leadStep(
      '{atPlace}, a kind helper called Jo showed {name} how to hold out a hand, slowly, so that a shy {pet} could sniff it first.',
      '{atPlace}, Jo, une gentille bénévole, montra à {name} comment tendre la main, tout doucement, pour qu’{unPet} timide puisse d’abord la renifler.',
      /yard/,
    ),
  ),
  later(
    leadStep(
      '{atPlace}, a big old {pet} yawned, stretched and went back to sleep in the sun. Not that one, but {name} gave a little wave anyway.',
      '{atPlace}, un gros {petFr} tout vieux bâilla, s’étira et se rendormit au soleil. Pas celui-là, mais {name} lui fit quand même un petit signe.',
      /yard/,
    ),
  ),
  later(
    leadStep(
      '{atPlace}, {name} walked slowly past every pen. How could anyone choose just one?',
      '{atPlace}, {name} passa lentement devant chaque enclos. Comment n’en choisir qu’un seul ?',
      /pens/,
    ),
  ),
];

/** Chosen by the little one, at the shelter. */
export const petTurns = (cat: boolean): PlacedL[] => [
  cat
    ? {
        en: '{atPlace}, in the very last pen, a tiny kitten with white whiskers reached a paw through the bars and patted {name}’s hand. “This one,” whispered {name}. “She chose me!”',
        fr: '{atPlace}, dans le tout dernier enclos, un minuscule chaton aux moustaches blanches passa la patte entre les barreaux et tapota la main de {name}. « C’est lui, chuchota {name}. C’est lui qui est venu vers moi ! »',
      }
    : {
        en: '{atPlace}, in the very last pen, a little puppy with one floppy ear pushed its nose through the bars and licked {name}’s hand. “This one,” whispered {name}. “He chose me!”',
        fr: '{atPlace}, dans le tout dernier enclos, un petit chiot à l’oreille tombante passa la truffe entre les barreaux et lécha la main de {name}. « C’est lui, chuchota {name}. C’est lui qui est venu vers moi ! »',
      },
];

/** The first night and the first walk (a cat's first game in the garden). */
export const petEndings = (cat: boolean): PlacedL[] => [
  cat
    ? {
        en: 'That first night, the kitten curled up on the end of {name}’s bed, purring like a little engine, and in the morning they chased a ball of wool all round the garden. {name} had learned that {lesson}. The end.',
        fr: 'Cette première nuit, le chaton se roula en boule au pied du lit de {name} en ronronnant comme un petit moteur, et au matin, ils coururent après une pelote de laine dans tout le jardin. {name} avait appris que {lesson}. Fin.',
      }
    : {
        en: 'That first night, the puppy slept in a basket right beside {name}’s bed, and in the morning they went on their very first walk together, {name} holding the lead. {name} had learned that {lesson}. The end.',
        fr: 'Cette première nuit, le chiot dormit dans un panier tout près du lit de {name}, et au matin, ils partirent pour leur toute première promenade, la laisse dans la main de {name}. {name} avait appris que {lesson}. Fin.',
      },
];

export const PET_LESSON: L = {
  en: 'looking after someone is the best way to show you love them',
  fr: 'prendre soin de quelqu’un, c’est la plus belle façon de l’aimer',
};
