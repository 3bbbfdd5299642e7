import { inFamily, type Place, place as p, type Setting } from './settings-kit';

/**
 * A pirate voyage to a treasure island (issue 14): from the harbour where the ship is moored, across
 * the open sea aboard the ship (leg 0: the deck, the crow’s nest, the wheel, the bow), then on the
 * island (leg 1: its beach, its palm trees, its jungle, its caves), the chest dug up at the spot
 * marked X. Not in SETTINGS (no word of the idea is read as it): idea/voyage.ts chooses it.
 */
const leg = (n: number, places: Place[]) => places.map((x) => ({ ...x, leg: n }));

const [HARBOUR, SPOT_X] = inFamily('shore', [
  p('at/the harbour|where the pirate ship is moored', 'à/le port'),
  p('at/the spot marked X|on the treasure island', 'à/l’endroit marqué d’une croix'),
]);

export const VOYAGE: Setting = {
  id: 'voyage',
  en: 'harbour',
  fr: 'port',
  f: false,
  icon: '',
  forms: [],
  at: 'at the harbour',
  frAt: 'au port',
  home: HARBOUR,
  found: SPOT_X,
  places: [
    ...leg(
      0,
      inFamily('ship', [
        p('on/the deck of the ship|on the open sea', 'sur/le pont du navire'),
        p('up in/the crow’s nest|of the ship on the open sea', 'dans/le nid-de-pie du navire'),
        p('at/the ship’s wheel|on the open sea', 'à/la barre du navire'),
        p('at/the bow of the ship|on the open sea', 'à/la proue du navire'),
      ]),
    ),
    ...leg(1, [
      ...inFamily('shore', [
        p('on/the island’s sandy beach|of the treasure island', 'sur/la plage de l’île'),
      ]),
      ...inFamily('nature', [
        p('under/the tall palm trees|of the treasure island', 'sous/les grands palmiers de l’île'),
        p('in/the jungle of the island', 'dans/la jungle de l’île'),
        p('in/the dark caves|of the treasure island', 'dans/les grottes de l’île'),
      ]),
    ]),
  ],
};
