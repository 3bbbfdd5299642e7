import type { CaveRoom } from './cave-rooms';
import type { Room } from './interiors';
import type { Spot } from './landmark-spot';
import type { SnowRoom } from './snow-rooms';

/**
 * One family of places and its drawn landmark (landmarks.ts matches a place to it). Its own file, so the
 * family tables (landmark-families-*.ts) and the matcher that gathers them do not import each other.
 */
export type Family = {
  id: string;
  re: RegExp;
  room?: Room;
  /** Inside an igloo, an ice cave or a rock cave: no window, the place all round (snow-rooms.ts, cave-rooms.ts). */
  inside?: SnowRoom | CaveRoom;
  draw?: (s: Spot) => string;
  /** No small props on its horizon (a ship's deck on the open sea: no parasol or tulip on the rail). */
  bare?: true;
};
