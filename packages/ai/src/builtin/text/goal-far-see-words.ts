import type { PlacedL } from './story-place-fit';
import { step as b } from './task-step';

/**
 * A far journey's lines (goal-far-see.ts), told in order: at home the dream ({heard}: what a traveller
 * told of the far place), then a helper on each stop ({aHelper}, {theHelper}: the whale on the
 * iceberg, the captain on the ship), then out of its habitat (the trouble lines, goal-far-see-trouble.ts),
 * then the wonders there ({wonder1}…), and home with {souvenir}. Every middle line says {atPlace}.
 */
export const FAR_OPENINGS: PlacedL[] = [
  b(
    'Meet {name}, {aKind} who lives {home}.{withFriend}',
    'Voici {name}, {aKind} qui vit {home}.{withFriend}',
  ),
];

export const FAR_PROBLEMS: PlacedL[] = [
  b(
    'One day a bird flying by told {name} about {dest}: {heard}. From that moment, {name} wanted to see it more than anything.',
    'Un jour, un oiseau de passage parla de {dest} à {name} : {heard}. Dès cet instant, {name} ne rêva plus que d’aller la voir.',
  ),
];

/** At home: the dream, the plan, the goodbyes. */
export const FAR_DREAMS: PlacedL[] = [
  b(
    '{atPlace}, {name} packed a little bag and waved goodbye to everyone. “I am off {toDest}!”',
    '{atPlace}, {name} prépara un petit sac et dit au revoir à tout le monde. « Je pars {toDest} ! »',
  ),
  b(
    '{atPlace}, the others laughed. “{Dest}? That is much too far for {aKind}!” But {name} only dreamed harder.',
    '{atPlace}, les autres éclatèrent de rire. « {Dest} ? C’est bien trop loin pour {aKind} ! » Mais {name} n’en rêvait que plus fort.',
  ),
  b(
    '{atPlace}, {name} drew a map in the ground: home here, {dest} far, far over there.',
    '{atPlace}, {name} dessina une carte par terre : la maison ici, et {dest} loin, très loin, là-bas.',
  ),
  b(
    '{atPlace}, {name} lay awake all night, picturing {dest}.',
    '{atPlace}, {name} ne dormit pas de la nuit, à imaginer {dest}.',
  ),
  b(
    '{atPlace}, {name}’s oldest friend gave a hug for luck. “Come back and tell us everything!”',
    '{atPlace}, le plus vieil ami de {name} lui fit un câlin porte-bonheur. « Reviens tout nous raconter ! »',
  ),
  b(
    '{atPlace}, {name} took one last look at home, took a deep breath, and set off.',
    '{atPlace}, {name} jeta un dernier regard à la maison, prit une grande inspiration et se mit en route.',
  ),
  b(
    '{atPlace}, {name} practised saying goodbye without crying. It did not quite work.',
    '{atPlace}, {name} s’entraîna à dire au revoir sans pleurer. Ce ne fut pas tout à fait réussi.',
  ),
  b(
    '{atPlace}, {name} counted the days until the journey, then decided not to wait any longer.',
    '{atPlace}, {name} compta les jours avant le voyage, puis décida de ne plus attendre.',
  ),
  b(
    '{atPlace}, {name} asked the wind which way {dest} was. The wind blew softly to the south.',
    '{atPlace}, {name} demanda au vent de quel côté était {dest}. Le vent souffla doucement vers le sud.',
  ),
  b(
    '{atPlace}, {name} packed a snack for the road, then a second snack, just in case.',
    '{atPlace}, {name} emporta un goûter pour la route, puis un deuxième, au cas où.',
  ),
  b(
    '{atPlace}, {name} sang a little travelling song to feel brave.',
    '{atPlace}, {name} chanta une petite chanson de voyage pour se donner du courage.',
  ),
  b(
    '{atPlace}, {name} whispered to the sky: “Wait for me, {dest}. I am coming!”',
    '{atPlace}, {name} murmura au ciel : « Attends-moi, {dest}. J’arrive ! »',
  ),
];

/** On the way: a helper on each stop. */
export const FAR_WAY: PlacedL[] = [
  b(
    '{atPlace}, {name} met {aHelper}. “Where are you going?” “{ToDest}!” “Then come along, I will help you.”',
    '{atPlace}, {name} rencontra {aHelper}. « Où vas-tu ? – {ToDest} ! – Alors viens, je vais t’aider. »',
  ),
  b(
    '{atPlace}, {theHelper} took {name} a long way on. “Hold on tight!”',
    '{atPlace}, {theHelper} emmena {name} bien plus loin. « Accroche-toi bien ! »',
  ),
  b(
    '{atPlace}, {name} thanked {theHelper} and watched home grow small behind.',
    '{atPlace}, {name} remercia {theHelper} et regarda la maison devenir toute petite derrière.',
  ),
  b(
    '{atPlace}, {theHelper} pointed the way. “Straight on, and never give up.”',
    '{atPlace}, {theHelper} montra le chemin. « Tout droit, et ne renonce jamais. »',
  ),
  b(
    '{atPlace}, {name} and {theHelper} shared a snack and told each other stories.',
    '{atPlace}, {name} et {theHelper} partagèrent un goûter en se racontant des histoires.',
  ),
  b(
    '{atPlace}, {name} looked back. Home was only a dot now, and {dest} still far ahead.',
    '{atPlace}, {name} se retourna. La maison n’était plus qu’un point, et {dest} encore loin devant.',
  ),
  b(
    '{atPlace}, a gust of wind made {name} wobble, but {theHelper} kept {name} safe.',
    '{atPlace}, un coup de vent fit vaciller {name}, mais {theHelper} veilla sur {name}.',
  ),
  b(
    '{atPlace}, {name} waved goodbye to {theHelper}. “Good luck, little traveller!”',
    '{atPlace}, {name} dit au revoir à {theHelper}. « Bonne chance, et bon voyage ! »',
  ),
  b(
    '{atPlace}, {name} had never seen anything like it. Everything was new.',
    '{atPlace}, {name} n’avait jamais rien vu de pareil. Tout était nouveau.',
  ),
  b(
    '{atPlace}, {name} slept a little, rocked by the journey.',
    '{atPlace}, {name} dormit un peu, au rythme du voyage.',
  ),
  b(
    '{atPlace}, {theHelper} told {name} one more thing about {dest}: “You will love it.”',
    '{atPlace}, {theHelper} confia encore une chose à {name} sur {dest} : « Tu vas adorer. »',
  ),
  b(
    '{atPlace}, {name} smiled. Every stop on the way brought a new friend.',
    '{atPlace}, {name} sourit. Chaque étape du voyage apportait un nouvel ami.',
  ),
];

/** There at last: the wonders, one by one. */
export const FAR_WONDERS: PlacedL[] = [
  b(
    '{atPlace}, {name} saw {wonder1} for the very first time. “Oh!” was all {name} could say.',
    '{atPlace}, {name} vit {wonder1} pour la toute première fois. « Oh ! » fut tout ce que {name} put dire.',
  ),
  b(
    '{atPlace}, {wonder2} came to say hello. “Welcome, traveller from far away!”',
    '{atPlace}, {wonder2} vint dire bonjour. « Bienvenue, toi qui viens de si loin ! »',
  ),
  b(
    '{atPlace}, {name} and {wonder3} played until everyone was out of breath.',
    '{atPlace}, {name} joua avec {wonder3} jusqu’à ne plus avoir de souffle.',
  ),
  b(
    '{atPlace}, {name} found {souvenir} and kept it safe to take home.',
    '{atPlace}, {name} trouva {souvenir} et l’emporta précieusement pour la maison.',
  ),
  b(
    '{atPlace}, everything was just as the bird had said, and even better.',
    '{atPlace}, tout était comme l’oiseau l’avait dit, et même mieux.',
  ),
  b(
    '{atPlace}, {name} listened to the new sounds all around. None of them sounded like home.',
    '{atPlace}, {name} écouta les bruits tout autour. Aucun ne ressemblait à ceux de la maison.',
  ),
];
