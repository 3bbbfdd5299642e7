import { scene as s } from './coloring-arc-scene';

/** The rescue vehicles' shared coloring spots and last scene (coloring-arc-scenes-rescue.ts, -police.ts). */
export const STATION = /fire station|garage|hospital|police station|rescue station|town square/;
export const ROAD = /main road|bridge in the city|on the bridge/;
export const BATH = s(
  'gets a soapy bubble bath',
  'prend un bain de mousse plein de bulles',
  ['bubbles'],
  STATION,
);
