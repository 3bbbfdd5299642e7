/**
 * The drawn landmarks, one module per kind of place (landmarks.ts reads them all as `L`): the spot
 * and icon rows (landmark-spot.ts), the shore and the sea, inland water, built things, wild places.
 */
export * from './landmark-built';
export * from './landmark-rivers';
export * from './landmark-shore';
export * from './landmark-spot';
export * from './landmark-wild';
