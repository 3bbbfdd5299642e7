import { type CreatureTable, CREATURE_PLACES as P } from './goal-creature-table';
import { core } from './ordered-steps';
import { leadStep as at, step as b } from './task-step';

/**
 * A monster friend (« Mon ami le monstre Grumly »), in order: a grumble under the bed and a furry monster
 * scared of the dark, its first pancake (and the plate), its forty-two teeth brushed, the children who
 * run away, a scarf and a soft hello, the lights out in a storm and its glowing eyes leading everyone
 * home at the turn. French avoids words that agree with the hero.
 */
export const MONSTER: CreatureTable = {
  openings: [
    {
      en: '{name} lived in a little house with a garden, and every night, from under the bed, came a funny little noise: grumble, grumble, grumble.',
      fr: '{name} habitait une petite maison avec un jardin, et chaque nuit, sous le lit, on entendait un drôle de petit bruit : grrr, grrr, grrr.',
    },
  ],
  problems: [
    at(
      '{atPlace}, {name} lifted the blanket and peeped under the bed. Two big yellow eyes blinked back. “Please don’t be scared,” said a furry purple monster. “I am {pal}, and I am scared of the dark.”',
      '{atPlace}, {name} souleva la couverture et regarda sous le lit. Deux gros yeux jaunes clignèrent. « N’aie pas peur, s’il te plaît, dit un monstre violet tout poilu. Je m’appelle {pal}, et moi, j’ai peur du noir. »',
      /bedroom/,
    ),
  ],
  steps: [
    core(
      at(
        '{atPlace}, {pal} tasted a pancake for the very first time, and then ate the plate too, crunch! “Monsters eat plates?” giggled {name}.',
        '{atPlace}, {pal} goûta une crêpe pour la toute première fois, puis mangea l’assiette aussi, crac ! « Les monstres mangent les assiettes ? » pouffa {name}.',
        /kitchen/,
      ),
    ),
    at(
      '{atPlace}, {name} taught {pal} to brush all forty-two of its teeth. So many bubbles came out that the whole room turned white and foamy.',
      '{atPlace}, {name} apprit à {pal} à se brosser ses quarante-deux dents. Il y eut tant de mousse que toute la pièce devint blanche.',
      /living room/,
    ),
    at(
      '{atPlace}, {pal} showed {name} the best monster trick of all: a roar so silly that the birds in the hedge laughed.',
      '{atPlace}, {pal} montra à {name} le meilleur tour de monstre : un rugissement si rigolo que les oiseaux de la haie éclatèrent de rire.',
      /the garden(?! shed)/,
    ),
    core(
      at(
        '{atPlace}, the children saw {pal}’s big horns and ran away screaming. “Nobody wants to play with a monster,” sighed {pal}, and its purple fur turned grey.',
        '{atPlace}, les enfants virent les grandes cornes de {pal} et s’enfuirent en criant. « Personne ne veut jouer avec un monstre », soupira {pal}, et son poil violet devint tout gris.',
        /park/,
      ),
    ),
    core(
      at(
        '{atPlace}, {name} wrapped a bright red scarf round {pal}’s neck and taught it a soft, quiet hello. “Hel-lo,” {pal} practised, as gently as a whisper.',
        '{atPlace}, {name} noua une écharpe rouge vif autour du cou de {pal} et lui apprit à dire bonjour tout doucement. « Bon-jour », répéta {pal}, aussi bas qu’un murmure.',
        /living room/,
      ),
    ),
    core(
      at(
        '{atPlace}, black clouds rolled in, thunder boomed, and every light in the park went out. The children were stuck in the dark and began to cry.',
        '{atPlace}, de gros nuages noirs arrivèrent, le tonnerre gronda, et toutes les lumières du parc s’éteignirent. Les enfants, perdus dans le noir, se mirent à pleurer.',
        /park/,
      ),
    ),
  ],
  turns: [
    b(
      '{atPlace}, {pal} was scared of the dark too, but it took a deep breath. Its big yellow eyes glowed like two lanterns, and it led the children out of the park, one by one, all the way home. “Thank you, {pal}!”',
      '{atPlace}, {pal} avait peur du noir, lui aussi, mais il prit une grande inspiration. Ses gros yeux jaunes brillèrent comme deux lanternes, et il ramena les enfants hors du parc, un par un, jusqu’à chez eux. « Merci, {pal} ! »',
    ),
  ],
  endings: [
    b(
      'Now {pal} is invited to every birthday party in the street, and every night it sleeps under {name}’s bed, humming softly, never scared again. {name} had learned that {palLesson}. The end.',
      'Maintenant, {pal} est invité à tous les anniversaires de la rue, et chaque nuit, il dort sous le lit de {name} en fredonnant tout bas, sans plus jamais avoir peur. {name} avait appris que {palLesson}. Fin.',
    ),
  ],
  lesson: {
    en: 'a friend is not how they look, but how kind they are',
    fr: 'un ami, ce n’est pas son allure qui compte, mais sa gentillesse',
  },
  arrival: P.park,
  icon: 'monster',
  named: [
    [/pancake|crêpe/, 'pancakes', { en: 'a pancake', fr: 'une crêpe' }],
    [/bubbles|mousse/, 'bubbles', { en: 'bubbles', fr: 'de la mousse' }],
    [/birds|oiseaux/, 'bird', { en: 'birds', fr: 'des oiseaux' }],
    [/children|enfants/, 'child', { en: 'the children', fr: 'les enfants' }],
    [/scarf|écharpe/, 'scarf', { en: 'a red scarf', fr: 'une écharpe rouge' }],
    [/thunder|tonnerre/, 'cloud-with-lightning-and-rain', { en: 'the storm', fr: 'l’orage' }],
  ],
};
