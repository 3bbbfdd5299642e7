import type { PagePlan } from '../../types';
import { isVehicle } from '../idea/kind-variants';
import { enA, type Word } from '../idea/words';
import { arcColoringScenes, writeArcColoring } from './coloring-arc';
import { babyAnimalsOf, writeBabyAnimalsColoring } from './coloring-baby-animals';
import { writeGoodnightColoring } from './coloring-goodnight';
import { groupActOf } from './coloring-group-acts';
import { writeColoringGroupPages } from './coloring-group-pages';
import { coloringGroupOf } from './coloring-groups';
import { type ColoringAct as Act, GOES_ROUND, vehicleActs } from './coloring-vehicle-acts';
import { companionIn, NIGHT_WORDS } from './companion';
import { parcelWith } from './parcel-words';
import { storyCast } from './story-cast';
import { capitalise, frenchContractions, type StoryContext } from './story-context';
import type { StoryHints } from './story-light';
import { allBut, fitsPlace } from './story-place-fit';

/** What the hero does with a key object no child can hold up (a star, a boat): looks at it. */
const LOOKS_AT: Act = { en: 'looks at {object}', fr: 'regarde {object}', icon: '{object}' };

/** What the hero does on a page (coloring-vehicle-acts.ts ColoringAct); a vehicle hero has its own. */
export const COLORING_ACTIVITIES: Act[] = [
  { en: 'waves hello', fr: 'dit bonjour' },
  { en: 'dances', fr: 'danse' },
  { en: 'has a picnic', fr: 'pique-nique', icon: 'basket', fits: allBut('sea', 'space') },
  { en: 'reads a book', fr: 'lit un livre', icon: 'closed-book', fits: allBut('sea') },
  { en: 'plays with a ball', fr: 'joue au ballon', icon: 'soccer-ball', fits: allBut('sea') },
  { en: 'picks a tulip', fr: 'cueille une tulipe', icon: 'tulip', fits: ['nature'] },
  { en: 'sings a song', fr: 'chante une chanson', icon: 'musical-notes' },
  { en: 'blows bubbles', fr: 'fait des bulles', icon: 'bubbles', fits: allBut('sea', 'space') },
  { en: 'paints a picture', fr: 'peint un tableau', icon: 'artist-palette', fits: allBut('sea') },
  { en: 'watches a butterfly', fr: 'regarde un papillon', icon: 'butterfly', fits: ['nature', 'town'] },
  // Under the sea and in space, where picnics and butterflies have no place.
  { en: 'swims with a fish', fr: 'nage avec un poisson', icon: 'tropical-fish', fits: ['sea'] },
  { en: 'plays with a crab', fr: 'joue avec un crabe', icon: 'crab', fits: ['sea', 'shore'] },
  { en: 'waves to an octopus', fr: 'salue une pieuvre', icon: 'octopus', fits: ['sea'] },
  { en: 'rides a sea turtle', fr: 'chevauche une tortue de mer', icon: 'turtle', fits: ['sea'] },
  { en: 'flies a rocket', fr: 'pilote une fusée', icon: 'rocket', fits: ['space'] },
  { en: 'waves to an alien', fr: 'salue un extraterrestre', icon: 'alien', fits: ['space'] },
  { en: 'reaches for a star', fr: 'attrape une étoile', icon: 'glowing-star', fits: ['space'] },
  { en: 'holds {object}', fr: 'tient {object}', icon: '{object}', holds: true },
  { en: 'finds {object}', fr: 'trouve {object}', icon: '{object}' },
];

/** The activity the idea names ("Dinosaurs having a picnic", « des sirènes qui dansent »), by its words. */
const IDEA_ACTS: [RegExp, string][] = [
  [/picnic|pique-?nique/i, 'has a picnic'],
  [/danc|\bdans(e|ent)\b/i, 'dances'],
  [/\bread|reading|\blisent\b|\blit\b|lecture/i, 'reads a book'],
  [/football|soccer|\bball\b|ballon/i, 'plays with a ball'],
  [/flower|tulip|fleur|tulipe/i, 'picks a tulip'],
  // Not « chantier » (a building site's « véhicules de chantier » sang on a rainbow bridge).
  [/\bsing|\bsong|(?<!\p{L})chant(e|ent|er|ant|ons|ez)?(?!\p{L})|chanson/iu, 'sings a song'],
  [/bubble|bulle/i, 'blows bubbles'],
  [/paint|peint|peinture/i, 'paints a picture'],
  [/butterfl|papillon/i, 'watches a butterfly'],
  [/\bswim|\bnage/i, 'swims with a fish'],
  [/rocket|fusée/i, 'flies a rocket'],
];

/**
 * The idea's own activity leads and comes back at every other page, each time at a new place
 * (issue 14: "Dinosaurs having a picnic" had no picnic in it); each (activity, place) pair still once.
 */
function ideaFirst<T extends { act: Act }>(pairs: T[], idea: string, self?: Act): T[] {
  let named = IDEA_ACTS.find(([re]) => re.test(idea))?.[1];
  // A rocket hero in a rocket idea: its own act is flying itself (coloring-vehicle-acts.ts).
  if (self && COLORING_ACTIVITIES.find((x) => x.en === named)?.icon === self.icon) named = self.en;
  const own = pairs.filter((p) => p.act.en === named);
  if (!own.length) return pairs;
  const others = pairs.filter((p) => p.act.en !== named);
  return Array.from({ length: pairs.length }, (_, i) =>
    i % 2 === 0 && own.length ? own.shift() : (others.shift() ?? own.shift()),
  ).filter((p): p is T => p !== undefined);
}

/**
 * A vehicle hero doing the act drawn as its own figure (Zip the rocket "flies a rocket"): it goes
 * there itself, and no second one is drawn.
 */
const selfCaption = (kind: Word, name: string, lang: 'en' | 'fr', at: string, friend: string) => {
  if (lang === 'en') return `Color ${name} the ${kind.en}, zooming ${at}${friend}!`;
  const the = /^[aeiouyéèêh]/i.test(kind.fr) ? 'l’' : kind.f ? 'la ' : 'le ';
  return frenchContractions(`Colorie ${name}, ${the}${kind.fr} qui file ${at}${friend} !`);
};

/**
 * Line-art pages; the caption names exactly what is drawn: the hero, the friend, the place and
 * the page's one thing. Every (activity, place) pair is used once before any comes back.
 */
export function writeColoringPages(ctx: StoryContext): PagePlan[] {
  const { lang, name, rng, req } = ctx;
  // "Says goodnight to the farm animals": the round, one goodnight a page (not the farm's stock captions).
  if (ctx.facts?.goal?.kind === 'goodnight') return writeGoodnightColoring(ctx, ctx.facts.goal);
  // 'A bear sleeps in a cave all winter': the arc's own scenes, not a stock magic wand (coloring-arc.ts).
  const scenes = arcColoringScenes(ctx.facts);
  const arcPages = scenes && writeArcColoring(ctx, scenes);
  if (arcPages) return arcPages;
  // 'Cute kittens playing with yarn': the kittens and their yarn at home, not a fantasy hero's wand.
  const babies = babyAnimalsOf(`${req.description}. ${req.title}`, ctx.facts?.heroName);
  if (babies) return writeBabyAnimalsColoring(ctx, babies);
  // "Farm animals", « les dinosaures »: one of them per page, drawn large (an activity named keeps the hero).
  // …unless the group does what the idea says ('Dinosaurs playing football': each kicks the ball).
  const group =
    IDEA_ACTS.some(([re]) => re.test(req.description)) && !groupActOf(`${req.title}. ${req.description}`)
      ? undefined
      : coloringGroupOf(`${req.description}. ${req.title}`, ctx.facts);
  if (group) return writeColoringGroupPages(ctx, group);
  const cast = storyCast(ctx);
  const night = NIGHT_WORDS.test(req.description);
  const figure = ctx.hero.figure?.id;
  const companion = cast.friend
    ? cast.friend.icon
    : companionIn(req.description, typeof figure === 'string' ? figure : undefined);
  const heroKind = ctx.facts?.heroKind;
  const ownIcon = heroKind && isVehicle(heroKind) ? heroKind.icon : undefined;
  // A vehicle hero zooms, lands and beeps: no book reading nor bubble blowing.
  const vehicle = heroKind && ownIcon ? vehicleActs(heroKind) : undefined;
  // Every activity once before any comes back (the key object on page 2), each time at a new place.
  const shuffled = rng.shuffle(vehicle ?? COLORING_ACTIVITIES);
  const first = shuffled.findIndex((a) => a.icon === '{object}');
  const rest = shuffled.filter((_, k) => k !== first);
  const acts = [rest[0], shuffled[first], ...rest.slice(1)];
  const places = rng.shuffle(cast.places);
  // Round r pairs activity k with place k + r: every (activity, place) pair exactly once.
  const pairs = Array.from({ length: acts.length * places.length }, (_, i) => {
    const k = i % acts.length;
    return { act: acts[k], place: places[(k + Math.floor(i / acts.length)) % places.length] };
  }).filter(({ act, place }) => fitsPlace(act, place));
  const ordered = ideaFirst(pairs, req.description, vehicle?.[0]);
  return Array.from({ length: req.pages }, (_, i) => {
    const pair = ordered[i % ordered.length];
    const { place } = pair;
    const act = pair.act.holds && !cast.holdable ? (vehicle ? GOES_ROUND : LOOKS_AT) : pair.act;
    const slots = cast.slots(lang, place);
    const self = ownIcon !== undefined && act.icon === ownIcon ? heroKind : undefined;
    const icon = self ? undefined : act.icon === '{object}' ? cast.objectIcon : act.icon;
    const friend = cast.friend?.icon
      ? lang === 'en'
        ? ` with ${cast.friend.name}`
        : ` avec ${cast.friend.name}`
      : '';
    // No icon for the object: a parcel is drawn, and the caption says the parcel (parcel-words.ts).
    const object = cast.parcel ? parcelWith(slots.object, lang) : slots.object;
    const doing = act[lang].replace('{object}', object);
    const text = self
      ? selfCaption(self, name, lang, place.at[lang], friend)
      : lang === 'en'
        ? `Color ${name}, who ${doing} ${place.at.en}${friend}!`
        : frenchContractions(`Colorie ${name}, qui ${doing} ${place.at.fr}${friend} !`);
    const alt =
      lang === 'en'
        ? `Line art to color: ${text.replace(/^Color /, '').replace(/!$/, '.')}`
        : `Dessin à colorier : ${capitalise(text.replace(/^Colorie /, '').replace(/\s?!$/, '.'))}`;
    return {
      text,
      scene: `Coloring page, clean black outlines on white: ${name} ${self ? `the ${self.en}, zooming` : act.en.replace('{object}', enA(cast.object.en))} at ${place.pic ?? place.en}`,
      alt,
      layout: 'coloring',
      hints: {
        kind: 'coloring',
        place: place.pic ?? place.en,
        subjects: icon ? [icon] : [],
        // The key object only where the caption names it (a beach draws shells as props otherwise).
        avoid: icon === cast.objectIcon || !cast.objectIcon ? [] : [cast.objectIcon],
        mood: night ? 'night' : 'day',
        light: night ? 'night' : 'day',
        companion,
      } satisfies StoryHints,
    } satisfies PagePlan;
  });
}
