import type { PagePlan } from '../../types';
import { isVehicle } from '../idea/kind-variants';
import type { Place } from '../idea/settings';
import { drawnSky, feminineHero, lightWords } from './alt-light';
import { NIGHT_WORDS } from './companion';
import { wildFearsDark } from './goal-dark-wild';
import { starFearsDark } from './goal-star-dark';
import { weatherHolder } from './held-weather';
import { darker, skyFromText } from './page-sky';
import { parcelOf } from './parcel-words';
import { arcCouplets } from './poetry-arc-couplets';
import { COUPLETS, type Couplet, THINGS } from './poetry-hand-couplets';
import { poemHero } from './poetry-hero';
import { ideaOrder, ideaSays } from './poetry-order';
import { PLACE_COUPLETS } from './poetry-place-couplets';
import { placeSubject } from './poetry-place-subject';
import { poemTopic, topicCouplets } from './poetry-topic-couplets';
import { vehiclePoemLines } from './poetry-vehicle-lines';
import { storyCast, weatherless } from './story-cast';
import { capitalise, fill, frenchContractions, type StoryContext, withArticle } from './story-context';
import { speaksOfQuest } from './story-goal';
import type { StoryHints } from './story-light';
import { fitsPlace } from './story-place-fit';
import { type BookSky, fitsSky } from './story-sky-fit';

const NIGHT_POEM = /moon|star/;

const DAY_POEM = /sunrise|honeybee/;

// The picture's helper reader draws a live animal its letters name (page-art.ts HELPERS): a teddy
// bear is a toy, not a bear, a steaming bowl of soup no owl, and the black crow no big red bird.
const SCENE_WORD: Record<string, string> = {
  'teddy-bear': 'teddy',
  'steaming-bowl': 'soup',
  blackbird: 'crow',
};

/** Rhyming couplets, one per page (two per page for short books so every poem has room to sing). */
export function writePoetryPages(ctx: StoryContext): PagePlan[] {
  const { lang, rng, req } = ctx;
  const cast = storyCast(ctx);
  // The idea's own hero ("the little fox" when it names no one), and the topic it walks through.
  const hero = poemHero(ctx);
  const name = hero.name;
  const vehicle = isVehicle(ctx.facts.heroKind) ? ctx.facts.heroKind?.id : undefined;
  const topic = topicCouplets(poemTopic(`${req.title} ${req.description}`));
  // "A fox watches the seasons change": the seasons are the poem, not a task "to change in the forest".
  const goal = topic.length && ctx.facts.goal?.kind === 'task' ? undefined : ctx.facts.goal;
  // The little star's poem is all in the night sky, whatever the page's words (goal-star-dark.ts).
  const nightBook = NIGHT_WORDS.test(req.description) || starFearsDark(ctx.facts) || wildFearsDark(ctx.facts);
  // A story arc's poem is sung in its own places (the forest, then the den's snowy mouth), not the
  // idea's setting: its snow is drawn even when the idea says "in a cave" (poetry-arc-couplets.ts).
  const ownArc = arcCouplets(ctx.facts, name, lang, `${req.title} ${req.description}`);
  const noWeather = !ownArc && weatherless(ctx);
  // No sun greeting the day in a night book, no moon or stars under the book's rain (story-sky-fit.ts);
  // a moon or sunrise couplet is drawn in its own light.
  const sky: BookSky = {
    lights: [nightBook ? 'night' : 'day'],
    weather: noWeather ? undefined : ctx.facts.weather,
    holdable: cast.holdable,
  };
  // The hand-written couplets, then the place couplets (one per place and template): no couplet
  // is printed twice until all of them have been.
  const thingOf = (place: Place) =>
    cast.parcel
      ? {
          en: parcelOf(cast.slots('en', place).object, 'en'),
          fr: parcelOf(cast.slots('fr', place).object, 'fr'),
        }
      : { en: cast.slots('en', place).aObject, fr: cast.slots('fr', place).aObject };
  // A book whose idea is no quest ("un petit renard découvre les saisons") searches for nothing, and
  // names no stock object the idea never named.
  const questless = Boolean(goal) || (topic.length > 0 && !ctx.facts.object);
  const fitsGoal = (t: (typeof PLACE_COUPLETS)[number]) =>
    !questless ||
    !(speaksOfQuest({ en: t.en.join(' '), fr: t.fr.join(' ') }) || (t.object && !ctx.facts.object));
  const placeCouplets: Couplet[][] = PLACE_COUPLETS.filter((t) => fitsSky(t, sky) && fitsGoal(t)).map((t) =>
    cast.places
      .filter((place) => fitsPlace(t, place))
      .map((place) => {
        const slots = cast.slots(lang, place);
        const put = (line: string, l: 'en' | 'fr') =>
          fill(line, { ...cast.slots(l, place), name, aObject: l === 'fr' ? slots.aObject : '' });
        return {
          subject: t.object ? cast.objectIcon : 'herb',
          object: t.object,
          at: place.at,
          // The alt text names the key object drawn, with the colour the idea gives it ("a red kite").
          // One with no icon is drawn as a little parcel: the alt says so (parcel-words.ts).
          ...(t.object ? { thing: thingOf(place) } : {}),
          place: place.pic ?? place.en,
          en: [put(t.en[0], 'en'), put(t.en[1], 'en')] as [string, string],
          fr: t.fr.map((line) => frenchContractions(put(line, 'fr'))) as [string, string],
        };
      }),
  );
  // Only couplets that fit the book's setting and weather (no frog pond or snow under the sea).
  const bookWeather = ctx.facts.weather;
  const snowy = bookWeather === 'snow' || cast.home.family === 'snow';
  const hand = COUPLETS.filter(
    (cp) =>
      fitsPlace(cp, cast.home) &&
      // A blue-sky poem (bees, sunrise, the moon) has no place in a book whose weather holds throughout.
      fitsSky(cp, sky) &&
      (!cp.weather ||
        (bookWeather !== undefined && cp.weather.includes(bookWeather)) ||
        (snowy && cp.weather.includes('snow'))),
  );
  // Hand-written and place couplets take turns, the key object's first: a short book names it too.
  // The key object's couplets take turns with the others, and each template with the next one, so
  // no two pages in a row sing the same tune ("with the cheese near" six times over).
  const byTemplate = rng.shuffle(placeCouplets).map((cps) => rng.shuffle(cps));
  const places = interleave(
    roundRobin(byTemplate.filter((cps) => cps[0]?.object)),
    roundRobin(byTemplate.filter((cps) => !cps[0]?.object)),
  );
  // A story arc's poem sings one step of its story a page (poetry-arc-couplets.ts).
  const perPage = req.pages <= 8 && !ownArc ? 2 : 1;
  const order = ideaOrder(
    ctx,
    cast,
    { hero, topic, goal },
    // An idea that says who, where or what is sung about that: the stock couplets (bees, frogs, the
    // moon) only fill a long book once the idea's own places are sung.
    // The idea's weather ("on a rainy day") is its own: its rain couplets take turns with the places.
    ideaSays(ctx) || topic.length
      ? [
          ...interleave(places, rng.shuffle(hand.filter((cp) => cp.weather))),
          ...rng.shuffle(hand.filter((cp) => !cp.weather)),
        ]
      : interleave(rng.shuffle(hand), places),
    req.pages * perPage,
  );
  // Under the sea the night darkens the water (no stars drawn): the alt text says so.
  const underSea = noWeather && ctx.theme.id !== 'space' && ctx.facts.setting?.id !== 'space';
  const holdWeather = weatherHolder(bookWeather);
  return Array.from({ length: req.pages }, (_, i) => {
    const picked = Array.from({ length: perPage }, (_, k) => order[(i * perPage + k) % order.length]);
    const sung = picked
      .map((cp) => cp[lang].map((line) => capitalise(line.replace('{name}', name))).join('\n'))
      .join('\n\n');
    // A little train toots and rolls where the couplets dance and jump (poetry-vehicle-lines.ts).
    const text = vehicle ? vehiclePoemLines(sung, name, lang, vehicle) : sung;
    const subjects = picked.flatMap((cp) => [cp.subject, ...(cp.also ?? [])]);
    // Who the lines name stands at the hero's side (a refusal's Grandpa); a bear's big sister is a bear.
    const who = picked.map((cp) => cp.who?.[lang]).find(Boolean);
    const kid = cast.kind && !cast.kind.person && !isVehicle(cast.kind) ? cast.kind.icon : undefined;
    const beside = who && kid && (who.icon === 'boy' || who.icon === 'girl') ? kid : who?.icon;
    // The moon and stars poems are drawn at night, the sunrise and the bees by day; in a book of
    // bedtime rhymes every other page is at night too.
    const day = subjects.some((x) => DAY_POEM.test(x));
    // What the lines say about the sky (rain, snow, night, evening) is drawn, unless it is a sunrise poem.
    // The idea's weather holds on every other poem's picture too ("one snowy day": snow to the end).
    const said: ReturnType<typeof skyFromText> = day
      ? {}
      : { ...skyFromText(text), weather: noWeather ? undefined : holdWeather(text) };
    // The winter couplet of a seasons poem is drawn in the snow, whatever the book's weather.
    const drawn = picked.find((cp) => cp.drawWeather)?.drawWeather;
    if (drawn && !noWeather) said.weather = drawn;
    const light = day
      ? 'day'
      : darker(
          subjects.some((x) => NIGHT_POEM.test(x)) || nightBook || picked.some((cp) => cp.night)
            ? 'night'
            : 'day',
          said.light,
        );
    // A couplet that names no place is set where the book is ("at the sea" is drawn at the sea, not a meadow).
    const placed = picked.find((cp) => cp.place);
    // Page by page it walks through the setting's spots (rock pools, pier, lighthouse…): the pictures vary, the alt says which.
    // A hand-written couplet is drawn at a spot it fits (the frog at the pond, not on the pier).
    const rotated = cast.places.map((_, k) => cast.places[(i + k) % cast.places.length]);
    const spot = rotated.find((x) => picked.every((cp) => cp.place || fitsPlace(cp, x))) ?? rotated[0];
    const place = placed?.place ?? (spot ? (spot.pic ?? spot.en) : (cast.home.pic ?? cast.home.en));
    const at = placed?.at ?? spot?.at ?? cast.home.at;
    // (A story arc's places are its couplets' own, not the cast's: the cloud's desert, the den.)
    const drawnAt: Place =
      placed?.spot ?? cast.places.find((x) => (x.pic ?? x.en) === placed?.place) ?? spot ?? cast.home;
    // A couplet that names nothing drew a herb wherever it was sung: on the beach it is a shell.
    const drawnThings = subjects.map((x) => (x === 'herb' ? placeSubject(drawnAt) : x));
    const hints: StoryHints = {
      kind: 'poem',
      subjects: drawnThings,
      ...(cast.objectTints && picked.some((cp) => cp.thing) ? { tints: cast.objectTints } : {}),
      place,
      ...(beside ? { companion: beside } : {}),
      mood: light === 'day' ? 'day' : 'night',
      light,
      ...(picked.some((cp) => cp.airborne) ? { airborne: true as const } : {}),
      ...(picked.some((cp) => cp.scales)
        ? { scales: Object.assign({}, ...picked.map((cp) => cp.scales)) }
        : {}),
      ...(said.weather ? { weather: said.weather } : {}),
    };
    const things = picked
      .map((cp) => cp.thing ?? THINGS[cp.subject])
      .filter((x): x is { en: string; fr: string } => Boolean(x))
      .map((x) => x[lang]);
    if (who) things.unshift(who.said);
    const sky = lightWords(light, underSea ? 'sea' : drawnSky(drawnAt), lang, {
      feminine: feminineHero(ctx.hero.look, cast.kind?.f),
      weather: said.weather,
      where: at[lang],
      // Drawn on snow: the alt says so (“under the pine trees in the snow”).
      snowy: drawnAt.family === 'snow',
    });
    const alt = `${capitalise(name)} ${at[lang]}${sky}${
      things.length
        ? `${lang === 'fr' ? ', avec ' : ', with '}${things.join(lang === 'fr' ? ' et ' : ' and ')}`
        : ''
    }.`;
    return {
      text,
      alt,
      scene: `${name} in a gentle scene with ${drawnThings.map((x) => withArticle(SCENE_WORD[x] ?? x.replace(/-/g, ' '))).join(' and ')}`,
      layout: 'image-top',
      hints,
    } satisfies PagePlan;
  });
}

/** The first of each list, then the second of each, and so on. */
function roundRobin<T>(lists: T[][]): T[] {
  const rounds = Math.max(0, ...lists.map((l) => l.length));
  return Array.from({ length: rounds }, (_, r) => lists.flatMap((l) => (r < l.length ? [l[r]] : []))).flat();
}

/** a0 b0 a1 b1 …, then what is left of the longer list. */
function interleave<T>(a: T[], b: T[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (i < a.length) out.push(a[i]);
    if (i < b.length) out.push(b[i]);
  }
  return out;
}
