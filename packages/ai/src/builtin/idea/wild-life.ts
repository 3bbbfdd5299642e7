import { animalGroupNamed } from './animal-groups';
import type { RoamGoal } from './read-goal-roam';
import type { IdeaFacts } from './read-idea';
import { SETTINGS } from './settings';

/**
 * Wild animals in their real home, as a nature book ("Wild horses running on a beach", "Snow
 * leopards of the Himalaya", « Les ours bruns pêchent le saumon »): a day in their life
 * (text/goal-wild-day.ts), where a stock egg hunt or ice-cream hut came before (issue 14). The
 * species' own habitat is the setting when the idea names none that fits.
 */
const HABITAT: Record<string, { home: string; fits: string[] }> = {
  horse: { home: 'mountain', fits: ['beach', 'mountain', 'savanna', 'river', 'snow'] },
  leopard: { home: 'mountain', fits: ['mountain', 'jungle', 'savanna'] },
  wolf: { home: 'forest', fits: ['forest', 'snow', 'mountain'] },
  elephant: { home: 'savanna', fits: ['savanna', 'river', 'jungle'] },
  bear: { home: 'river', fits: ['river', 'forest', 'mountain'] },
  tiger: { home: 'jungle', fits: ['jungle', 'river', 'forest', 'mountain', 'snow'] },
};

// "wild", « sauvage », a herd or a pack, "of the Himalaya", salmon fishing: the animal's own life, not a pet's day.
const WILD = /(?<!\p{L})(?:wild|sauvages?|saumons?|salmon|himalaya|india|inde|africa|afrique)(?!\p{L})/iu;
const PLURAL =
  /(?<!\p{L})(?:horses|leopards|wolves|elephants|bears|tigers|chevaux|léopards|panthères|loups|éléphants|ours bruns|tigres)(?!\p{L})/iu;
const SNOW_LEOPARD = /snow leopards?|panthères? des neiges|léopards? des neiges/i;

/** The nature day when the idea sets a wild animal (in numbers, or "wild") in its home, with no named hero. */
export function readWildLife(read: IdeaFacts, description: string): IdeaFacts | undefined {
  const id = read.heroKind?.id;
  const habitat = id ? HABITAT[id] : undefined;
  if (!habitat || read.heroName || read.companions.some((c) => c.kind.person)) return undefined;
  const group = description
    .split(/[^\p{L}]+/u)
    .map(animalGroupNamed)
    .find(Boolean);
  if (!WILD.test(description) && !PLURAL.test(description) && !group) return undefined;
  // A snow leopard lives on high snowy mountains, whatever "snow" the idea read first.
  const snowy = id === 'leopard' && SNOW_LEOPARD.test(description);
  const said = read.setting?.id;
  const home = snowy ? 'mountain' : said && habitat.fits.includes(said) ? said : habitat.home;
  const setting = SETTINGS.find((s) => s.id === home) ?? read.setting;
  const species = snowy ? 'snow-leopard' : (id as string);
  const goal: RoamGoal = {
    kind: 'roam',
    wild: species,
    group:
      group ??
      animalGroupNamed(id === 'wolf' ? 'pack' : id === 'horse' || id === 'elephant' ? 'herd' : 'family'),
    task: { en: 'live a day in the wild', fr: 'vivre une journée dans la nature' },
  };
  // The "snow" of a snow leopard is its name, not the weather: no snowflakes added to every page.
  const weather = snowy && read.weather === 'snow' ? undefined : read.weather;
  return { ...read, goal, object: undefined, lost: false, weather, ...(setting ? { setting } : {}) };
}
