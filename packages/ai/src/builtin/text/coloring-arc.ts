import type { Language } from '@bookloom/core';
import type { PagePlan } from '../../types';
import type { Kind } from '../idea/kinds';
import type { TaleId } from '../idea/read-goal-tale';
import type { IdeaFacts } from '../idea/read-idea';
import type { Place } from '../idea/settings';
import { frThe } from '../idea/words';
import type { ColoringScene } from './coloring-arc-scene';
import { BEDTIME_SCENES } from './coloring-arc-scenes-bedtime';
import { CHRISTMAS_SCENES } from './coloring-arc-scenes-christmas';
import { DANCE_SCENES } from './coloring-arc-scenes-dance';
import { DARK_WILD_SCENES } from './coloring-arc-scenes-dark-wild';
import { detectiveScenes } from './coloring-arc-scenes-detective';
import { BUNNY_EGG_SCENES, EGG_HUNT_SCENES } from './coloring-arc-scenes-easter';
import { ANT_SCENES, CRIED_WOLF_SCENES } from './coloring-arc-scenes-fables';
import { FESTIVAL_SCENES } from './coloring-arc-scenes-festival';
import { growScenes } from './coloring-arc-scenes-grow';
import { HALLOWEEN_SCENES } from './coloring-arc-scenes-halloween';
import { FABLE_SCENES, PARTY_FRIEND_SCENES, SIBLING_SCENES, WONDER_SCENES } from './coloring-arc-scenes-home';
import { ILL_SCENES } from './coloring-arc-scenes-ill';
import { MEMORIES_SCENES } from './coloring-arc-scenes-memories';
import { MOVE_SCENES } from './coloring-arc-scenes-move';
import { CLOUD_SCENES, COLD_SCENES, HIBERNATE_SCENES, STAR_SCENES } from './coloring-arc-scenes-nature';
import { petScenes } from './coloring-arc-scenes-pet';
import { PICNIC_SCENES } from './coloring-arc-scenes-picnic';
import { PORTAL_SCENES } from './coloring-arc-scenes-portal';
import { POTION_SCENES } from './coloring-arc-scenes-potions';
import { QUARREL_SCENES } from './coloring-arc-scenes-quarrel';
import { rescueScenes } from './coloring-arc-scenes-rescue';
import { SEASIDE_SCENES } from './coloring-arc-scenes-seaside';
import { SNOW_DAY_SCENES } from './coloring-arc-scenes-snow-day';
import { sportScenes } from './coloring-arc-scenes-sport';
import { STRAY_SCENES } from './coloring-arc-scenes-stray';
import { SUPERHERO_SCENES } from './coloring-arc-scenes-superhero';
import { GOLDILOCKS_SCENES, PIGS_SCENES, RED_HOOD_SCENES } from './coloring-arc-scenes-tales';
import { TOOTH_SCENES } from './coloring-arc-scenes-tooth';
import { cloudRains } from './goal-cloud-rain';
import { wildFearsDark } from './goal-dark-wild';
import { isFable } from './goal-fable';
import { dancesArc } from './goal-learn-dance';
import { starFearsDark } from './goal-star-dark';
import { storyCast } from './story-cast';
import { capitalise, frenchContractions, type StoryContext } from './story-context';
import { goalArc } from './story-goal';
import type { StoryHints } from './story-light';

/**
 * The scenes of the idea's story arc as a coloring book, read in goalArc's order (story-goal.ts), or
 * undefined for an idea whose coloring book keeps the stock activities. 'A bear sleeps in a cave all
 * winter' printed "Color Lumi, who finds the magic wand under the stalactites!"; now its pages are
 * the arc's own: berries, the den, the first snow, the sleep, spring.
 */
export function arcColoringScenes(facts: IdeaFacts | undefined): ColoringScene[] | undefined {
  const goal = facts?.goal;
  if (!facts || !goal) return undefined;
  // 'Little Red Riding Hood' colored the fairyland's magic wand on the rainbow bridge.
  if (goal.kind === 'tale') return TALE_SCENES[goal.tale];
  // 'Christmas coloring book with Santa and his reindeer' colored "Santa, who plays with a ball".
  if (goal.kind === 'christmas') return CHRISTMAS_SCENES[goal.story];
  if (goal.kind === 'snowday') return SNOW_DAY_SCENES;
  if (goal.kind === 'ill') return ILL_SCENES;
  if (starFearsDark(facts)) return STAR_SCENES;
  // 'A little owl who is afraid of the dark' colored the magic wand on the rainbow bridge, by day.
  if (wildFearsDark(facts)) return DARK_WILD_SCENES;
  if (goal.kind === 'help') return isFable(goal, facts) ? FABLE_SCENES : undefined;
  if (goal.kind === 'defend') return undefined;
  if (cloudRains(facts)) return CLOUD_SCENES;
  if (goal.kind === 'hibernate') return HIBERNATE_SCENES;
  if (goal.kind === 'sibling') return SIBLING_SCENES;
  if (goal.kind === 'party' && goal.forFriend) return PARTY_FRIEND_SCENES;
  if (goal.kind === 'wonder') return WONDER_SCENES;
  if (goal.kind === 'cold') return COLD_SCENES;
  if (goal.kind === 'quarrel') return QUARREL_SCENES;
  if (goal.kind === 'learn' && goal.potions) return POTION_SCENES;
  if (dancesArc(facts)) return DANCE_SCENES;
  if (goal.kind === 'routine') return BEDTIME_SCENES;
  if (goal.kind === 'stray') return STRAY_SCENES;
  if (goal.kind === 'grow') return growScenes(goal);
  if (goal.kind === 'memories') return MEMORIES_SCENES;
  // 'Mia moves to a new house', 'Leo wants a puppy' colored the magic wand in the castle tower.
  if (goal.kind === 'move') return MOVE_SCENES;
  if (goal.kind === 'pet') return petScenes(goal);
  // 'A little girl loses her first tooth' colored the magic wand in the castle tower.
  if (goal.kind === 'tooth') return TOOTH_SCENES;
  // 'A family trip to the beach for summer holidays' colored "who blows bubbles in the calm cove".
  if (goal.kind === 'seaside') return SEASIDE_SCENES;
  // « Zoé et son chien partent en pique-nique » colored "who has a picnic by the bandstand" four times.
  if (goal.kind === 'picnic') return PICNIC_SCENES;
  // 'A superhero kid saves the city' colored "who finds the magic wand" and "blows bubbles at the market".
  if (goal.kind === 'superhero') return SUPERHERO_SCENES;
  // 'Halloween night trick or treating', « La chasse aux œufs de Pâques »: stock wands and bubbles.
  if (goal.kind === 'trick-or-treat') return HALLOWEEN_SCENES;
  if (goal.kind === 'egg-hunt') return goal.lost ? BUNNY_EGG_SCENES : EGG_HUNT_SCENES;
  // « Qui a mangé le gâteau de mamie ? » colored « qui trouve la baguette magique ».
  if (goal.kind === 'detective') return detectiveScenes(goal, facts);
  // 'A girl finds a secret door in the garden wall' colored "who finds the magic wand".
  if (goal.kind === 'portal') return PORTAL_SCENES;
  // 'A little fire truck saves the day' colored "Toby, who carries the key on the big bridge".
  if (goal.kind === 'vehicle-rescue') return rescueScenes(goal.vehicle, facts.setting?.id === 'city');
  // 'A Hanukkah coloring book', 'Volleyball coloring pages' colored "who blows bubbles in the enchanted forest".
  if (goal.kind === 'festival') return FESTIVAL_SCENES[goal.feast];
  if (goal.kind === 'task' && goal.sport) return sportScenes(goal.sport);
  return undefined;
}

// The fox and the crow has no coloring scenes of its own yet: the stock activities.
const TALE_SCENES: Partial<Record<TaleId, ColoringScene[]>> = {
  'red-hood': RED_HOOD_SCENES,
  pigs: PIGS_SCENES,
  goldilocks: GOLDILOCKS_SCENES,
  'ant-grasshopper': ANT_SCENES,
  'cried-wolf': CRIED_WOLF_SCENES,
};

/** "Bruno the bear", « Bruno l’ours »: the hero's kind is drawn, so it is said; a child by the name. */
const heroSaid = (lang: Language, name: string, kind?: Kind) =>
  !kind || kind.person ? name : lang === 'en' ? `${name} the ${kind.en}` : `${name} ${frThe(kind)}`;

type Frame = (hero: string, does: string, at: string) => string;
/** A scene met again (a long book, up to 50 pages) is said another way: no caption twice in a book. */
const FRAMES: Record<Language, Frame[]> = {
  en: [
    (h, d, at) => `Color ${h}, who ${d} ${at}!`,
    (h, d, at) => `${capitalise(at)}, ${h} ${d}: color the picture!`,
    (h, d, at) => `Color the picture: ${h} ${d} ${at}!`,
    (h, d, at) => `What a picture: ${h} ${d} ${at}!`,
    (h, d, at) => `Grab your crayons: ${h} ${d} ${at}!`,
    (h, d, at) => `Look, ${h} ${d} ${at}: color it in!`,
  ],
  fr: [
    (h, d, at) => `Colorie ${h}, qui ${d} ${at} !`,
    (h, d, at) => `${capitalise(at)}, ${h} ${d} : colorie le dessin !`,
    (h, d, at) => `Colorie le dessin : ${h} ${d} ${at} !`,
    (h, d, at) => `Quelle belle image : ${h} ${d} ${at} !`,
    (h, d, at) => `À tes crayons : ${h} ${d} ${at} !`,
    (h, d, at) => `Regarde, ${h} ${d} ${at} : à toi de colorier !`,
  ],
};

const fill = (t: string, slots: Record<string, string>) =>
  t.replace(/\{(\w+)\}/g, (m, k: string) => slots[k] ?? m);

/**
 * Which scene each page shows, in order: every scene, spread evenly, when the book is long enough;
 * else the turn first (the rain on the desert, spring), then the ending, the opening, and scenes
 * evenly spaced between (a 4-page cloud book was the way there and the flowers, and no rain).
 */
function scenesOfPages(scenes: ColoringScene[], pages: number): number[] {
  const n = scenes.length;
  if (pages >= n) return Array.from({ length: pages }, (_, i) => Math.floor((i * n) / pages));
  const turns = scenes.flatMap((x, k) => (x.turn ? [k] : []));
  const spread = Array.from({ length: pages }, (_, i) => Math.round((i * (n - 1)) / Math.max(1, pages - 1)));
  const all = Array.from({ length: n }, (_, k) => k);
  const chosen = new Set<number>();
  for (const k of [...turns, n - 1, 0, ...spread, ...all]) if (chosen.size < pages) chosen.add(k);
  return [...chosen].sort((a, b) => a - b);
}

/**
 * One scene a page, in the arc's order, spread over the book: a 24-page book meets each scene two or
 * three times, each time in other words (and, for a scene with no place of its own, somewhere else);
 * a book shorter than its arc keeps its turning scenes, its last and its first.
 */
export function writeArcColoring(ctx: StoryContext, scenes: ColoringScene[]): PagePlan[] | undefined {
  const { lang, name, req, facts } = ctx;
  const cast = storyCast(ctx);
  const arc = facts && goalArc(facts, cast.places, cast.home, false, req.pages, name);
  if (!arc) return undefined;
  const places = [arc.arrival, arc.homeDrawn, arc.bed, arc.parted, ...arc.places].filter(
    (p, i, all): p is Place => p !== undefined && all.findIndex((q) => q?.at.en === p.at.en) === i,
  );
  const heroId = facts.heroKind?.id ?? '';
  const fit = scenes.filter((x) => !x.heroes || x.heroes.includes(heroId));
  const slots = arc.slots(lang);
  const slotsEn = arc.slots('en');
  const hero = heroSaid(lang, name, facts.heroKind);
  return scenesOfPages(fit, req.pages).map((k, i, all) => {
    const x = fit[k];
    // The how-manieth page of this scene: its words, and its place when it has none of its own.
    const again = i - all.indexOf(k);
    const place = (x.at && places.find((p) => x.at?.test(p.at.en))) || places[(k + again) % places.length];
    const does = fill(x[lang], slots);
    const frames = FRAMES[lang];
    const raw = frames[again % frames.length](hero, does, place.at[lang]);
    const text = lang === 'fr' ? frenchContractions(raw) : raw;
    const said = `${hero} ${does} ${place.at[lang]}.`;
    const alt =
      lang === 'en' ? `Line art to color: ${said}` : frenchContractions(`Dessin à colorier : ${said}`);
    const beside = x.subjectsOf ? arc.drawn?.(x.subjectsOf, lang) : undefined;
    const withHero = x.companionOf ? arc.drawn?.(x.companionOf, lang) : beside;
    const subjects = [...new Set([...(beside?.subjects ?? []), ...x.icons])];
    const night = x.night || arc.night;
    return {
      text,
      scene: `Coloring page, clean black outlines on white: ${name} ${fill(x.en, slotsEn)} at ${place.pic ?? place.en}`,
      alt,
      layout: 'coloring',
      hints: {
        kind: 'coloring',
        place: place.pic ?? place.en,
        subjects,
        mood: night ? 'night' : 'day',
        light: night ? 'night' : 'day',
        ...(x.storm ? { weather: 'storm' as const } : {}),
        ...(withHero?.companion ? { companion: withHero.companion } : {}),
        ...(beside?.scales ? { scales: beside.scales } : {}),
        ...(x.asleep ? { asleep: true as const } : {}),
        ...(x.wears ? { wears: x.wears } : {}),
        ...(x.weather ? { weather: x.weather } : {}),
      } satisfies StoryHints,
    } satisfies PagePlan;
  });
}
