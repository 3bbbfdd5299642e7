import type { RescueVehicle } from '../idea/read-goal-rescue-vehicle';
import { type Place, SETTINGS } from '../idea/settings';
import {
  AMBULANCE_CITY_RESCUES,
  FIRE_CITY_BIG,
  FIRE_CITY_OPENINGS,
  FIRE_CITY_TURNS,
  POLICE_CITY_OPENINGS,
  TOW_CITY_RESCUES,
} from './goal-rescue-vehicle-city-words';
import type { Calls } from './goal-rescue-vehicle-kit';
import type { PlacedL } from './story-place-fit';

/**
 * A rescue vehicle in the city the idea names ("A little fire truck named Ruby helps the town", « aide
 * la ville »): the same day, answered at the city's own spots (idea/settings-built.ts: the busy
 * market, the library, the bakery, the bridge, the town square, the school), since every page of a
 * book with a setting is drawn at one of its places (story-corpus.test.ts). Each Busy Town spot a
 * call needs moves to the city spot that can hold it (the kitten's tree stands on the town square,
 * the school bus's flat tyre waits at the school); a call the city has no room for (the harbour's
 * nets, the building site's mud) is left out, and the city adds its own calls in their place.
 */
const CITY = SETTINGS.find((s) => s.id === 'city')?.places ?? [];
const cityPlace = (re: RegExp): Place => CITY.find((p) => re.test(p.en)) ?? CITY[0];
const SQUARE = cityPlace(/town square/);
const MARKET = cityPlace(/market/);
const BRIDGE = cityPlace(/bridge/);

/** Where each Busy Town spot's call is told in the city; `null`: not told there. */
type Moves = Record<string, RegExp | null>;
const MOVES: Record<RescueVehicle, Moves> = {
  fire: {
    'fire station': /town square/,
    'main road': /bridge/,
    park: /town square/,
    garden: null,
    harbour: null,
  },
  tow: {
    garage: /town square/,
    'main road': /market/,
    'building site': null,
    'train station': /school/,
    'big bridge': /bridge/,
    harbour: null,
  },
  ambulance: {
    hospital: /town square/,
    'main road': /market/,
    park: /town square/,
    pitch: /school/,
    'building site': null,
    pool: null,
  },
  police: {
    'police station': /town square/,
    'main road': /market/,
    park: /town square/,
    crossroads: /bridge/,
    harbour: null,
    'duck pond': /bridge/,
  },
  // Never read in the city (idea/read-goal-rescue-vehicle.ts): its calls are by the sea.
  helicopter: {},
  tractor: {},
  tug: {},
  digger: {},
};

/** The lines told in the city: each at the city spot its Busy Town spot moves to. */
function moved(lines: PlacedL[], moves: Moves): PlacedL[] {
  return lines.flatMap((t) => {
    if (!t.onlyPlace) return [t];
    const to = moves[t.onlyPlace.source];
    if (to === null) return [];
    const onlyPlace = to ?? t.onlyPlace;
    return CITY.some((p) => onlyPlace.test(p.en)) ? [{ ...t, onlyPlace }] : [];
  });
}

/** The vehicle's calls at the city's spots, its station on the town square. */
export function cityCalls(calls: Calls, vehicle: RescueVehicle): Calls {
  const moves = MOVES[vehicle];
  const own = {
    fire: [],
    tow: TOW_CITY_RESCUES,
    ambulance: AMBULANCE_CITY_RESCUES,
    police: [],
    helicopter: [],
    tractor: [],
    tug: [],
    digger: [],
  }[vehicle];
  const fire = vehicle === 'fire';
  return {
    ...calls,
    // The fire station and the police station stand on the town square, where the first and last pages are drawn.
    openings: fire ? FIRE_CITY_OPENINGS : vehicle === 'police' ? POLICE_CITY_OPENINGS : calls.openings,
    ready: moved(calls.ready, moves),
    rescues: [...moved(calls.rescues, moves), ...own],
    pauses: moved(calls.pauses ?? [], moves),
    // The fire truck's biggest call is the clock tower above the market (the city has no barn);
    // the storm's bridge stays the tow truck's and the ambulance's.
    big: moved(fire ? FIRE_CITY_BIG : calls.big, moves),
    turns: fire ? FIRE_CITY_TURNS : calls.turns,
    station: SQUARE,
    places: CITY,
    arrival: fire ? MARKET : BRIDGE,
    turnDrawn: fire
      ? {
          subjects: calls.turnDrawn.subjects,
          said: [
            { en: 'the clock tower on fire', fr: 'la tour de l’horloge en feu' },
            ...calls.turnDrawn.said.slice(1),
          ],
        }
      : calls.turnDrawn,
    turnAction: fire
      ? 'puts out the fire on the clock tower above the market, the police car and the ambulance beside it'
      : calls.turnAction,
  };
}
