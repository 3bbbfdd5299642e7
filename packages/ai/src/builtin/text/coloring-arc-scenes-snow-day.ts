import { type ColoringScene, scene as s } from './coloring-arc-scene';

const GARDEN = /garden/;
const PARK = /park/;
const HILL = /sledging/;
const KITCHEN = /kitchen/;

/**
 * A day of snow as a coloring book, in the day's order (goal-snow-day.ts): « Le jour où il a neigé »
 * colored « la baguette magique » at the library. Each caption names what is drawn beside the hero.
 */
export const SNOW_DAY_SCENES: ColoringScene[] = [
  s('catches a big snowflake', 'attrape un gros flocon', ['snowflake'], GARDEN),
  s('pulls on warm mittens', 'enfile des moufles bien chaudes', ['gloves'], GARDEN),
  s(
    'looks back at the footprints in the snow',
    'regarde ses traces de pas dans la neige',
    ['footprints'],
    PARK,
  ),
  s('rolls a big snowball', 'roule une grosse boule de neige', ['white-circle'], GARDEN),
  s(
    'gives the snowman a carrot nose',
    'donne un nez en carotte au bonhomme de neige',
    ['snowman-without-snow', 'carrot'],
    GARDEN,
  ),
  s(
    'wraps a scarf around the snowman',
    'enroule une écharpe autour du bonhomme de neige',
    ['snowman-without-snow', 'scarf'],
    GARDEN,
  ),
  s('whooshes down on the sled', 'dévale la pente en luge', ['sled'], HILL),
  s(
    'feeds a little robin some breadcrumbs',
    'donne des miettes de pain à un petit rouge-gorge',
    ['bird', 'bread'],
    GARDEN,
  ),
  s('drinks hot cocoa', 'boit un chocolat chaud', ['hot-beverage'], KITCHEN),
  s(
    'builds the biggest snowman with the neighbours',
    'bâtit le plus grand bonhomme de neige avec les voisins',
    ['snowman-without-snow'],
    GARDEN,
    { turn: true },
  ),
  s(
    'waves goodnight to the snowman under the moon',
    'dit bonne nuit au bonhomme de neige sous la lune',
    ['snowman-without-snow'],
    GARDEN,
    { night: true },
  ),
];
