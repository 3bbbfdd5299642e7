import { inFamily, type Place, place } from '../idea/settings';

/**
 * Where a festival happens (goal-festival.ts): the family home's kitchen and living room, the window
 * at night, the street outside; at Grandma's when the idea says so ("Thanksgiving at Grandma’s").
 * Each phase of a festival has its leg (episode-places.ts walks the legs in order), so the latkes
 * are fried in the kitchen and the candles lit at the window.
 */
const legged = (leg: number, places: Place[]) => places.map((p) => ({ ...p, leg }));

const home = {
  kitchen: inFamily('indoor', [place('in/the kitchen|a family kitchen', 'dans/la cuisine')])[0],
  lounge: inFamily('indoor', [place('in/the living room|a cosy living room', 'dans/le salon')])[0],
  window: inFamily('indoor', [
    place('by/the window|of a cosy living room', 'près de/la fenêtre du salon'),
  ])[0],
  street: inFamily('town', [place('in/the street|a narrow lane between the houses', 'dans/la rue')])[0],
  door: inFamily('town', [place('on/the doorstep|of a house on a narrow lane', 'sur/le pas de la porte')])[0],
  table: inFamily('indoor', [
    place('at/the big table|in a cosy living room', 'autour de/la grande table'),
  ])[0],
};

const grandma = {
  road: inFamily('nature', [place('on/the road|through the autumn countryside', 'sur/la route')])[0],
  kitchen: inFamily('indoor', [
    place('in/Grandma’s kitchen|a family kitchen', 'dans/la cuisine de mamie'),
  ])[0],
  lounge: inFamily('indoor', [
    place('in/Grandma’s living room|a cosy living room', 'dans/le salon de mamie'),
  ])[0],
  table: inFamily('indoor', [
    place('at/Grandma’s big table|in a cosy living room', 'autour de/la grande table de mamie'),
  ])[0],
  door: inFamily('town', [
    place('on/Grandma’s doorstep|of a house on a narrow lane', 'sur/le pas de la porte de mamie'),
  ])[0],
};

/** A festival's places: where the problem page is, where the turn is, and the middle's legs in order. */
export type FestivalPlaces = {
  parted: Place;
  arrival: Place;
  places: Place[];
  homeDrawn: Place;
  /** Where the last page is drawn when not at home: Thanksgiving's feast at the table, not on the road. */
  ending?: Place;
};

/** Hanukkah: the first candles at the window, latkes and doughnuts in the kitchen, the dreidel and the oil's story in the living room, the last nights at the window and in the street. */
export const HANUKKAH_PLACES: FestivalPlaces = {
  parted: home.lounge,
  arrival: home.window,
  homeDrawn: home.lounge,
  places: [
    ...legged(0, [home.window]),
    ...legged(1, [home.kitchen]),
    ...legged(2, [home.lounge]),
    ...legged(3, [home.window, home.street]),
  ],
};

/** Diwali: the diyas made in the kitchen, rangoli at the door, new clothes, sweets to the neighbours, fireworks in the street. */
export const DIWALI_PLACES: FestivalPlaces = {
  parted: home.lounge,
  arrival: home.street,
  homeDrawn: home.lounge,
  places: [
    ...legged(0, [home.kitchen]),
    ...legged(1, [home.door]),
    ...legged(2, [home.lounge]),
    ...legged(3, [home.street, home.door]),
  ],
};

/**
 * The Lunar New Year: the house swept, red scrolls at the door and lanterns at the window, envelopes
 * and dumplings, the dance in the street; the midnight fireworks from the doorstep, under the sky
 * (indoors, at the window, they were drawn on the living room's wall).
 */
export const LUNAR_PLACES: FestivalPlaces = {
  parted: home.lounge,
  arrival: home.door,
  homeDrawn: home.lounge,
  places: [
    ...legged(0, [home.lounge]),
    ...legged(1, [home.door, home.window]),
    ...legged(2, [home.lounge, home.kitchen]),
    ...legged(3, [home.street]),
  ],
};

/**
 * Thanksgiving: the road to Grandma's, the pie in the kitchen, the table laid, the family at the
 * door, the turkey; what each is thankful for at the table. At home every place is the family's
 * own: the table is not "Grandma's big table" when the feast is not at hers.
 */
export const THANKSGIVING_PLACES = (atGrandma: boolean): FestivalPlaces => {
  const at = atGrandma ? grandma : home;
  return {
    parted: atGrandma ? grandma.road : home.lounge,
    arrival: at.table,
    homeDrawn: atGrandma ? grandma.road : home.lounge,
    ending: at.table,
    places: [
      ...legged(0, [at.kitchen]),
      ...legged(1, [at.lounge]),
      ...legged(2, [at.door]),
      ...legged(3, [at.kitchen]),
    ],
  };
};

const classroom = inFamily('indoor', [place('in/the classroom|at school', 'dans/la classe')])[0];

/** Valentine's Day: the cards made in the kitchen and the living room, posted and given out in the classroom, where the card comes back. */
export const VALENTINE_PLACES: FestivalPlaces = {
  parted: home.kitchen,
  arrival: classroom,
  homeDrawn: home.lounge,
  ending: home.lounge,
  places: [
    ...legged(0, [home.kitchen]),
    ...legged(1, [home.lounge]),
    ...legged(2, [classroom]),
    ...legged(3, [classroom]),
  ],
};
