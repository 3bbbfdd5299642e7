import type { Language } from '@bookloom/core';
import type { PlaceFamily } from '../idea/settings';
import type { L } from './theme-types';

/**
 * Episode words that depend on where the page is (issue 14), as place-moves.ts does for movement:
 * under the sea nobody “catches a breath” on a flat stone, draws a map with a finger or finds
 * tracks; in space the map is drawn in the dust. Slots:
 * {restOnStone} (“{atPlace}, {name} {restOnStone}.”), {drewMap} (“{name} {drewMap}.”),
 * {tracksAway} (“spotted a clue: {tracksAway}.”, French with its own verb agreement).
 */
type Kind = 'sea' | 'space' | 'sky' | 'snow' | 'land' | 'ship';
const KIND_OF: Record<PlaceFamily, Kind> = {
  sea: 'sea',
  space: 'space',
  sky: 'sky',
  snow: 'snow',
  indoor: 'land',
  town: 'land',
  nature: 'land',
  shore: 'land',
  ship: 'ship',
  // A cave's floor is rock and dust: a flat stone, a map drawn with a finger, tracks.
  cave: 'land',
};

const m = (en: string, fr: string): L => ({ en, fr });

const WORDS: Record<Kind, Record<'restOnStone' | 'drewMap' | 'tracksAway', L>> = {
  land: {
    restOnStone: m(
      'sat on a big flat stone and caught a breath',
      's’assit sur une grosse pierre plate pour reprendre son souffle',
    ),
    drewMap: m('drew a little map with one finger', 'dessina une petite carte du bout du doigt'),
    tracksAway: m('tiny tracks leading away', 'de petites traces qui s’éloignaient'),
  },
  snow: {
    restOnStone: m(
      'sat on a big snowy stone and caught a breath',
      's’assit sur une grosse pierre enneigée pour reprendre son souffle',
    ),
    drewMap: m('drew a little map in the snow', 'dessina une petite carte dans la neige'),
    tracksAway: m(
      'tiny tracks in the snow leading away',
      'de petites traces dans la neige qui s’éloignaient',
    ),
  },
  sea: {
    restOnStone: m(
      'settled on a smooth rock and watched the bubbles rise',
      'se posa sur un rocher lisse et regarda monter les bulles',
    ),
    drewMap: m(
      'drew a little map in the sand of the sea floor',
      'dessina une petite carte dans le sable du fond',
    ),
    tracksAway: m(
      'a line of shells in the sand leading away',
      'une ligne de coquillages dans le sable qui s’éloignait',
    ),
  },
  space: {
    restOnStone: m(
      'sat on a big space rock for a rest',
      's’assit sur un gros rocher de l’espace pour se reposer',
    ),
    drewMap: m('drew a little map in the dust', 'dessina une petite carte dans la poussière'),
    tracksAway: m(
      'tiny footprints in the dust leading away',
      'de petites empreintes dans la poussière qui s’éloignaient',
    ),
  },
  // Aboard a ship: a coil of rope to sit on, the old chart, wet footprints across the deck.
  ship: {
    restOnStone: m(
      'sat on a coil of rope and caught a breath',
      's’assit sur un rouleau de cordage pour reprendre son souffle',
    ),
    drewMap: m('traced the way on the old sea chart', 'suivit la route du doigt sur la vieille carte marine'),
    tracksAway: m(
      'a trail of wet footprints across the deck',
      'une ligne d’empreintes mouillées sur le pont',
    ),
  },
  sky: {
    restOnStone: m('rested on a soft cloud for a while', 'se reposa un moment sur un nuage tout doux'),
    drewMap: m('traced a little map in the air', 'traça une petite carte dans l’air'),
    tracksAway: m('a trail of sparkles leading away', 'une traînée d’étincelles qui s’éloignait'),
  },
};

/** The episode words for a place of this family, in the book's language. */
export function episodeSlots(family: PlaceFamily, lang: Language): Record<string, string> {
  return Object.fromEntries(Object.entries(WORDS[KIND_OF[family]]).map(([k, v]) => [k, v[lang]]));
}

/**
 * Places with a slope to climb, slip down or a path to split (hills, peaks, paths, dunes, craters):
 * no “steep climb” on the lantern bridge, the frozen lake or by the pond.
 */
export const SLOPED =
  /hill|peak|mountain(?! lake)|rocky|rocks|volcano|dune|crater|path|sledge|track|shrine|temple|forest|trees|valley|jungle|planet|moon/i;

/** High places to climb up to and look around from: the slopes, a lighthouse, a rooftop, a bridge. */
export const HIGH = new RegExp(`${SLOPED.source}|lighthouse|rooftop|bridge|bandstand|tower|crow’s nest`, 'i');

/** Places with a gap to cross on a rope bridge: water, valleys, forest paths (not a market square). */
export const CROSSING = /river|stream|waterfall|swamp|valley|jungle|forest|path|mountain|peak|rocky/i;
