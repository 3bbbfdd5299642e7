import type { PagePlan } from '../../types';
import type { Place } from '../idea/settings';
import { enA } from '../idea/words';
import { addressed } from './address-number';
import { asleepInBed } from './asleep-in-bed';
import { companionIn, NIGHT_WORDS } from './companion';
import { placeTour, tourOrder } from './episode-places';
import { withGroups } from './fr-group';
import { drawnHints, feelingHints, goalAlt } from './goal-drawn-hints';
import { weatherHolder } from './held-weather';
import { darker, skyFromText, WEATHER_WORDS } from './page-sky';
import { pageTints } from './page-tints';
import { foundIcon, settingQuest } from './setting-stock';
import { storyAlt } from './story-alt';
import { TIME_WORDS, WITH_FRIEND } from './story-arc';
import { storyBeats } from './story-beats';
import { storyCast, weatherless } from './story-cast';
import { capitalise, fill, frenchContractions, type StoryContext } from './story-context';
import type { Episode } from './story-episodes';
import { fillerPools } from './story-filler';
import { goalArc } from './story-goal';
import { type Light, type StoryHints, storyLight } from './story-light';
import { freshMiddle, middlePace } from './story-pace';
import { pickUnused } from './story-picks';
import type { PlacedL } from './story-place-fit';
import { type StoryBeat as Beat, beatPool, episodePools } from './story-pools';
import { ACTION, TIME } from './story-scene-words';
import { type BookSky, fitsBook, fitting } from './story-sky-fit';
import { skyWas, skyWhen, withMiddleSky, withSky } from './story-sky-lines';
import type { L } from './theme-types';

/** Compositions a page can take; consecutive pages never repeat one. */
const COMPOSITIONS = ['wide', 'close', 'object', 'two', 'action'] as const;

export function writeStoryPages(ctx: StoryContext): PagePlan[] {
  const { lang, rng, req } = ctx;
  const bedtime = req.type === 'bedtime-books';
  const cast = storyCast(ctx);
  const heroFigure = typeof ctx.hero.figure?.id === 'string' ? ctx.hero.figure.id : undefined;
  // The lost teddy is the key object, not a friend at the hero's side (no second teddy on the page).
  const named = cast.friend ? cast.friend.icon : companionIn(req.description, heroFigure);
  const companion = named === cast.objectIcon ? undefined : named;
  // In space, stars in the idea are the setting, not the time: only a night the idea names ("one starry night").
  const nightStory =
    !bedtime && (cast.time === 'night' || (ctx.theme.id !== 'space' && NIGHT_WORDS.test(req.description)));
  const noWeather = weatherless(ctx);
  // A helper talks to the hero alone (« Suis-moi ») or to the hero and the friend (« Suivez-moi »).
  const talksToTwo = Boolean(cast.friend);
  const used = new Set<string>();
  // A journey (or another goal the idea names) has its own goal, turn and episodes, and no search.
  const arc = goalArc(ctx.facts, cast.places, cast.home, bedtime, req.pages, ctx.name);
  const pools = episodePools(rng, arc, cast, noWeather ? undefined : ctx.facts.weather);
  // The middle moves through the places, none again before all are visited (episode-places.ts).
  const beats = storyBeats(req.pages);
  const tour = placeTour(tourOrder(arc ? arc.places : cast.places, rng.shuffle), beats.length - 4);
  // A setting's own quest (a pirate voyage: the map, the X, the sail home: voyage-quest.ts).
  const quest = arc ? undefined : settingQuest(cast.settingId, cast.objectIcon);
  // The idea's weather and time of day, said where they hold; under the sea no moon or stars (none drawn).
  const sea = noWeather && ctx.theme.id !== 'space' && ['sea', undefined].includes(ctx.facts.setting?.id);
  // A goodnight round goes from dusk to night on its own: no « nuit étoilée » from its « bonne nuit ».
  const sky = { time: arc?.evening ? undefined : cast.time, weather: ctx.facts.weather, sea };
  const when = bedtime || arc?.evening ? undefined : skyWhen(noWeather ? { time: sky.time, sea } : sky);
  const SKY_BEATS: Beat[] = ['opening', 'problem', 'turn'];
  const holdWeather = weatherHolder(ctx.facts.weather);
  // What a template's words must fit: no stars under rain, no star held up high (story-sky-fit.ts).
  const bookSky: BookSky = { weather: noWeather ? undefined : ctx.facts.weather, holdable: cast.holdable };
  // « Bonne nuit » is a greeting, not the sky: a goodnight round's dusk pages stay at dusk.
  const unsaid = (text: string) => (arc?.evening ? text.replace(/bonne nuit/gi, '') : text);
  let episode = 0;
  // The arc's own helper first (the wise old owl who teaches flying: goal-learn-fly.ts).
  const others = arc?.others ?? cast.others;
  // Page `i`'s light and words, naming `other`; for any page: a long book tries its middle ahead.
  const pageWith = (i: number, other: (typeof others)[number]) => {
    const withFriendFor = (place: Place) =>
      cast.friend
        ? // The companion's first mention says what it is: "Coral the turtle was never far away."
          fill(WITH_FRIEND[lang], {
            ...cast.slots(lang, place, other),
            Friend: capitalise(cast.friend.intro),
          })
        : '';
    // The book's light on this page, before its own words darken it: "one day" or "that night".
    const dusk = cast.time === 'dusk';
    const baseLight = storyLight(i, req.pages, {
      bedtime: bedtime || Boolean(arc?.evening),
      nightStory,
      dusk,
      sleepless: arc?.night,
    });
    // …and no sun at night: the page's light.
    const pageSky: BookSky = { ...bookSky, lights: [baseLight] };
    const renderAt = (t: L, place: Place, light: Light) => {
      const timeWords = TIME_WORDS[light === 'day' ? 'day' : light === 'dusk' ? 'evening' : 'night'];
      const slots = {
        ...cast.slots(lang, place, other),
        oneDay: timeWords.oneDay[lang],
        todayIsTheDay: timeWords.todayIsTheDay[lang],
        ThatEvening: timeWords.ThatEvening[lang],
        ...(when ? { when: when.en, When: when.fr } : {}),
        withFriend: withFriendFor(place),
        ...arc?.slots(lang, place),
      };
      // « elles » for two girls, « ils » for a girl and a boy (fr-group.ts).
      return finish(fill(addressed(t[lang], talksToTwo), withGroups(slots, ctx, cast.kind, other)), lang);
    };
    // A page its own words darken ("wanted to go to the moon": drawn at night) says "Tonight is the night".
    const render = (t: L, place: Place) => {
      const text = renderAt(t, place, baseLight);
      const own = darker(baseLight, skyFromText(unsaid(text)).light);
      return own === baseLight ? text : renderAt(t, place, own);
    };
    return { baseLight, pageSky, render };
  };
  // The middle: as written, or paced when its arc's own lines would run out (story-pace.ts); a
  // filler line for a long book whose arc has told all its own lines (story-filler.ts).
  const middleState = freshMiddle({ pools, used, tour, filler: fillerPools() });
  const pace = middlePace(arc, middleState, beats.length - 4, (e, at) => {
    // The middle's `e`-th page is the book's (e + 2)-th: after the opening and the problem.
    const { render, pageSky, baseLight } = pageWith(e + 2, others[at % others.length]);
    return { render, fits: (t: PlacedL) => fitsBook(t, pageSky), light: baseLight };
  });
  return beats.map((beat, i) => {
    const middle = beat === 'journey' || beat === 'helper';
    // A paced middle page names the helper of the episode it tells.
    const other = others[(middle ? pace.at(episode) : episode) % others.length];
    const { baseLight, pageSky, render } = pageWith(i, other);
    let place: Place = cast.home;
    let text: string;
    let kind: Episode | undefined;
    // The template says whether the key object is there ("Still no sign of the kite": not drawn).
    let absent = false;
    if (middle) {
      const picked = pace.pick(episode);
      ({ text, place, kind } = picked);
      absent = Boolean(picked.absent);
      episode++;
    } else {
      // pickUnused rotates the book's own shuffled copy of the pool.
      const pool = fitting(beatPool(beat, rng, { arc, quest, cast, bedtime }), pageSky);
      // The turning point of a journey is the arrival, drawn at the destination; a reunion's problem where they parted;
      // a quest's find where the setting hides it (the spot marked X).
      const turnAt = arc ? arc.arrival : cast.found;
      place =
        (beat === 'turn'
          ? turnAt
          : beat === 'problem'
            ? arc?.parted
            : beat === 'ending'
              ? arc?.bed
              : undefined) ?? place;
      const picked = pickUnused(pool, (t) => render(t, place), used);
      text = picked.text;
      absent = Boolean(picked.absent);
    }
    // An opening without "Once upon a time" says the sky first: "It was a stormy evening."
    if (beat === 'opening' && when && !text.startsWith(when[lang])) text = `${skyWas(when)[lang]} ${text}`;
    if (middle) text = finish(withMiddleSky(text, sky, episode - 1, lang, noWeather), lang);
    if (SKY_BEATS.includes(beat))
      text = finish(withSky(text, sky, SKY_BEATS.indexOf(beat), lang, noWeather), lang);
    // The book's light, darkened where the page's own text says evening, night or "so dark"; and its weather,
    // the idea's where the text says none (the evening ending is still snowy), none under the sea or in space.
    // The goal's own cast on this page: a being found in trouble, then at the hero's side (goal-help.ts).
    const goalDrawn = arc?.drawn?.(beat, lang, kind, text, place);
    // The goal's own weather (a mermaid's first snow: goal-see-snow.ts) and night (the turtles' beach).
    const said = {
      ...skyFromText(unsaid(text)),
      weather: goalDrawn?.weather ?? (noWeather ? undefined : holdWeather(text)),
    };
    const lit = darker(goalDrawn?.longAgo ? 'day' : baseLight, said.light);
    const light = darker(lit, goalDrawn?.night ? 'night' : goalDrawn?.dusk ? 'dusk' : undefined);
    // The words name the home; a sleepless night draws the home's pages in the bedroom (goal-brave.ts).
    const drawnAt = arc?.homeDrawn && place === cast.home ? arc.homeDrawn : place;
    const showsObject =
      !arc &&
      !absent &&
      (beat === 'problem' ||
        beat === 'turn' ||
        beat === 'ending' ||
        text.toLowerCase().includes(cast.object[lang].toLowerCase()));
    // The goal's page says it is lost or wished for: the hero thinks of it (a thought bubble).
    const thinksOf = !arc && absent && beat === 'problem';
    const meets = kind === 'meet' && !arc?.meetsFriend ? other : undefined;
    // Found at last, a chest stands open (story-found-icons in setting-stock.ts).
    const objectIcon = showsObject && FOUND_BEATS.has(beat) ? foundIcon(cast.objectIcon) : cast.objectIcon;
    const subjects = [
      ...((showsObject || thinksOf) && objectIcon ? [objectIcon] : []),
      ...(beat === 'problem' ? (quest?.problemShows ?? []) : []),
      ...(meets?.icon ? [meets.icon] : []),
      ...(goalDrawn?.subjects ?? []),
    ];
    // The goal's page drawing the key object draws it in its colour too (the quarrel's red ball).
    const tinted = goalDrawn?.subjects.includes(cast.objectIcon ?? '');
    const pageCompanion = goalDrawn?.alone ? undefined : (goalDrawn?.companion ?? companion);
    const composition = COMPOSITIONS[(i + (showsObject ? 2 : 0)) % COMPOSITIONS.length];
    const asleep = goalDrawn?.asleep || asleepInBed(beat, light, drawnAt, text) || undefined;
    const hints: StoryHints = {
      kind: 'story',
      beat,
      place: drawnAt.pic ?? drawnAt.en,
      family: drawnAt.family,
      // Only what the page names: no stock apples or teddies the text never mentions.
      subjects,
      ...pageTints(cast, showsObject || thinksOf || tinted, goalDrawn?.tints),
      mood: light === 'day' ? 'day' : 'night',
      light,
      companion: pageCompanion,
      composition,
      avoid: [cast.objectIcon],
      // A being found in trouble is there on the problem page, not wished for (goal-help.ts).
      ...(goalDrawn?.found ? { found: true } : {}),
      ...drawnHints(goalDrawn),
      ...feelingHints(text, beat, ctx.name, asleep),
      ...(goalDrawn?.counted ? { counted: goalDrawn.counted } : {}),
      ...(said.weather ? { weather: said.weather } : {}),
    };
    const alt = storyAlt(lang, ctx, cast, {
      place: drawnAt,
      light,
      showsObject,
      thinksOf,
      other: meets,
      weather: said.weather,
      asleep,
      ...goalAlt(goalDrawn),
      ...(goalDrawn?.dreamt ? { thoughtOf: goalDrawn.said } : { also: goalDrawn?.said }),
    });
    // A helper beat that meets nobody says no "meets a new friend" (the picture drew a stock friend).
    const action =
      beat === 'turn' && arc ? arc.turnAction : ACTION[beat === 'helper' && !meets ? 'journey' : beat];
    const scene = `${ctx.name} ${action} at ${drawnAt.pic ?? drawnAt.en}${pageCompanion ? `, the ${pageCompanion.replace(/-/g, ' ')} close by` : ''}${meets ? `, with ${meets.a.en}` : ''}${showsObject ? `, ${enA(cast.object.en)} in view` : thinksOf ? `, thinking of ${enA(cast.object.en)}` : ''}${TIME[light]}${said.weather ? `,${WEATHER_WORDS[said.weather].en}` : ''}`;
    // A picture book's art fills the page (full bleed), the text on a panel over it (issue 14).
    // Snow scenes stay framed: white snow at the page edge reads as unprinted paper in the ink check.
    const snowy = ctx.theme.id === 'holiday' || ctx.facts.setting?.id === 'snow';
    return { text, scene, alt, layout: snowy ? 'image-top' : 'image-full', hints } satisfies PagePlan;
  });
}

/** Contractions, single spaces, and a capital at each sentence start (a place can open a sentence). */
export const finish = (s: string, lang: 'en' | 'fr') =>
  (lang === 'fr' ? frenchContractions(s) : s)
    .replace(/\s{2,}/g, ' ')
    .trim()
    .replace(/(^|[.!?]\s+)(\p{Ll})/gu, (_, pre: string, c: string) => pre + c.toUpperCase());

const FOUND_BEATS = new Set<Beat>(['turn', 'ending']);
