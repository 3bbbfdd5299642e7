import type { IdeaFacts } from '../idea/read-idea';
import { type Place, SETTINGS } from '../idea/settings';
import type { ArcCouplet } from './poetry-arc-kit';
import { brushingCouplets } from './poetry-brushing-lines';
import {
  FARM_CLOSING,
  FARM_OPENING,
  FARM_SOUNDS,
  FARM_SOUNDS_AGAIN,
  type FarmSound,
} from './poetry-farm-sounds-lines';

/** Rhymes about the farm itself, not one hero's deed there: 'Farm rhymes', « Comptines sur la ferme ». */
const FARM_POEM = /\bfarm\b|\bfarmyard\b|\bbarnyard\b|(?<!\p{L})ferme(?!\p{L})/iu;
/** Brushing one's teeth: 'Rhymes about brushing your teeth', « Comptines pour se brosser les dents ». */
const BRUSHING =
  /\bbrush(es|ing)? (your |my |his |her |their |our |the )?teeth\b|\btooth ?brush(ing)?\b|bross(er|e|ent|ons|age)( les| des| ses| tes| mes)? dents|brosse à dents/iu;

/**
 * A poem whose idea names a theme, not a story (no goal): the farm's animals and their sounds, one a
 * couplet; the toothbrushing routine. Before, 'Farm rhymes' and 'Rhymes about brushing your teeth'
 * hunted a stock bell or kite. None when the idea has a story of its own or a named hero.
 */
export function themeCouplets(facts: IdeaFacts, idea: string): ArcCouplet[] | undefined {
  if (facts.goal || facts.heroName) return undefined;
  if (BRUSHING.test(idea)) return brushingCouplets();
  // 'Farm rhymes' reads no setting (only the farm theme): its spots are the farm's all the same.
  const farm = facts.setting ?? SETTINGS.find((x) => x.id === 'farm');
  if (farm?.id === 'farm' && FARM_POEM.test(idea) && !facts.object) return farmCouplets(farm.places);
  return undefined;
}

function farmCouplets(places: Place[]): ArcCouplet[] {
  const at = (where: RegExp) => places.find((p) => where.test(p.en)) ?? places[0];
  const sung = (x: FarmSound, also?: string[]): ArcCouplet => ({
    subject: x.icon,
    place: at(x.where),
    thing: x.the,
    ...(also ? { also } : {}),
    en: x.en,
    fr: x.fr,
  });
  return [
    sung(FARM_OPENING),
    ...FARM_SOUNDS.map((x) => sung(x)),
    ...FARM_SOUNDS_AGAIN.map((x) => sung(x)),
    sung(FARM_CLOSING, ['cow', 'pig']),
  ];
}
