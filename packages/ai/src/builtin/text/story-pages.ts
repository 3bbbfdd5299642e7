import type { PagePlan } from '../../types';
import { companionIn, companionPhrase, NIGHT_WORDS } from './companion';
import {
  BEDTIME_ENDINGS,
  BEDTIME_OPENINGS,
  BEDTIME_PROBLEMS,
  ENDINGS,
  HELPERS,
  JOURNEY,
  OPENINGS,
  PROBLEMS,
  TURNS,
} from './story-beats';
import { capitalise, fill, frenchContractions, type StoryContext } from './story-context';
import { type Light, type StoryHints, storyLight } from './story-light';
import type { L } from './theme-types';

type Beat = 'opening' | 'problem' | 'journey' | 'helper' | 'turn' | 'ending';

/** Beginning, problem, journey (with a helper half-way), turning point, ending — for any page count ≥ 4. */
export function storyBeats(pages: number): Beat[] {
  const middle = Math.max(0, pages - 4);
  const beats: Beat[] = ['opening', 'problem'];
  for (let i = 0; i < middle; i++) beats.push(i === Math.floor(middle / 2) ? 'helper' : 'journey');
  beats.push('turn', 'ending');
  return beats.slice(0, pages);
}

export function writeStoryPages(ctx: StoryContext): PagePlan[] {
  const { theme, lang, rng, req } = ctx;
  const bedtime = req.type === 'bedtime-books';
  const journeys = rng.shuffle(JOURNEY);
  const places = rng.shuffle(theme.places.map((_, i) => i));
  const words = rng.shuffle(theme.words);
  let journeyIndex = 0;
  const heroFigure = typeof ctx.hero.figure?.id === 'string' ? ctx.hero.figure.id : undefined;
  const companion = companionIn(req.description, heroFigure);
  // Space books are dark already; any other story set at night stays at night on every page.
  const nightStory = !bedtime && theme.id !== 'space' && NIGHT_WORDS.test(req.description);
  return storyBeats(req.pages).map((beat, i) => {
    const placeIx = places[i % places.length];
    const slots = {
      name: ctx.name,
      title: req.title,
      idea: ctx.idea,
      setting: theme.setting[lang],
      place: theme.places[placeIx][lang],
      helper: theme.helper[lang],
      trouble: ctx.trouble,
      prize: theme.prize[lang],
      word: words[i % words.length][lang],
      // An exclamation starts with a capital: “Fossil!”
      Word: capitalise(words[i % words.length][lang]),
    };
    const pool: Record<Beat, L[]> = {
      opening: bedtime ? BEDTIME_OPENINGS : OPENINGS,
      problem: bedtime ? BEDTIME_PROBLEMS : PROBLEMS,
      journey: [journeys[journeyIndex++ % journeys.length]],
      helper: HELPERS,
      turn: TURNS,
      ending: bedtime ? BEDTIME_ENDINGS : ENDINGS,
    };
    const filled = fill(rng.pick(pool[beat])[lang], slots);
    const text = lang === 'fr' ? frenchContractions(filled) : filled;
    const where = beat === 'journey' || beat === 'helper' ? theme.places[placeIx].en : theme.setting.en;
    const thing = theme.things[i % theme.things.length];
    // The thing the story is about is drawn where the story is about it: lost, then found.
    const quest = QUEST_ICON[theme.id];
    const subject = bedtime ? BEDTIME_THINGS[i % BEDTIME_THINGS.length] : thing.subject;
    const subjects =
      quest && beat === 'problem'
        ? [quest]
        : quest && (beat === 'turn' || beat === 'ending')
          ? [quest, subject]
          : [subject];
    const light = storyLight(i, req.pages, bedtime, nightStory);
    const hints: StoryHints = {
      kind: 'story',
      beat,
      place: where,
      subjects: subjects.filter((s) => s !== companion),
      mood: light === 'day' ? 'day' : 'night',
      light,
      companion,
    };
    return {
      text,
      scene: sceneFor(beat, ctx, where, light, bedtime, companion),
      layout: 'image-top',
      hints,
    } satisfies PagePlan;
  });
}

/** Icon of each theme's default trouble (see the themes' `trouble` and `prize`). */
const QUEST_ICON: Record<string, string> = {
  dinosaurs: 'egg',
  ocean: 'tropical-fish',
  farm: 'ewe',
  zoo: 'volleyball',
  mermaids: 'oyster',
  fantasy: 'magic-wand',
  anime: 'red-paper-lantern',
  realistic: 'nest-with-eggs',
  everyday: 'kite',
  space: 'milky-way',
  vehicles: 'rock',
  jobs: 'ferris-wheel',
  sports: 'soccer-ball',
  holiday: 'light-bulb',
};

const ACTION: Record<Beat, string> = {
  opening: 'waves hello, smiling, at the start of the day',
  problem: 'looks worried at the problem',
  journey: 'explores curiously',
  helper: 'meets a new friend',
  turn: 'has a bright idea and solves the problem',
  ending: 'celebrates happily with friends',
};

const BEDTIME_ACTION: Partial<Record<Beat, string>> = {
  opening: 'looks up at the evening sky, smiling',
  ending: 'yawns and snuggles down to sleep',
};

/** Things of a bedtime sky and bed, instead of the everyday theme's balloons and apples. */
const BEDTIME_THINGS = ['glowing-star', 'teddy-bear', 'owl', 'glowing-star'];

const TIME: Record<Light, string> = {
  day: '',
  dusk: ', in the soft evening light as the moon rises',
  night: ', at night under the moon and stars, windows glowing',
  sleep: ', at night under the stars, sleepy and calm',
};

/** English scene description: becomes the image prompt after the character bible's prefix. */
function sceneFor(
  beat: Beat,
  ctx: StoryContext,
  where: string,
  light: Light,
  bedtime: boolean,
  companion?: string,
): string {
  const friend = companionPhrase(companion);
  const helper = beat === 'helper' || beat === 'turn' ? `, with ${ctx.theme.helper.en}` : '';
  const action = bedtime ? (BEDTIME_ACTION[beat] ?? ACTION[beat]) : ACTION[beat];
  return `${ctx.name} ${action} in ${where}${friend}${helper}${TIME[light]}`;
}
