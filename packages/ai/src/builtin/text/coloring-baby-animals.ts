import type { Language } from '@bookloom/core';
import type { PagePlan } from '../../types';
import {
  BABY_ANIMALS,
  type Baby,
  BUNNY,
  KITTEN,
  PLAYS,
  type Play,
  PUPPY,
  SPOTS,
  type Spot,
} from './coloring-baby-animals-words';
import { capitalise, frenchContractions, type StoryContext } from './story-context';
import type { StoryHints } from './story-light';

const KINDS: [RegExp, Baby][] = [
  [/\bkittens?\b|\bkitty\b|\bchatons?\b/i, KITTEN],
  [/\bpupp(y|ies)\b|\bchiots?\b/i, PUPPY],
  [/\bbunn(y|ies)\b|\blapereaux?\b|\blapins?\b/i, BUNNY],
];
const ALL_BABIES = /\bbaby animals\b|\bbébés? animaux\b|\bjeunes animaux\b/i;
const CUTE =
  /\bcute\b|\bfluffy\b|\badorable\b|\bsweet\b|\bbaby\b|\bmignon(ne)?s?\b|\bbébés?\b|\btout doux\b/i;
const SEVERAL = /\b(kittens|puppies|bunnies|chatons|chiots|lapins|lapereaux)\b/i;

/** Who the book draws: one young kind (one or several of them), or baby animals two by two. */
type Cast = { kind?: Baby; several: boolean };

/**
 * "Cute kittens playing with yarn", « des chiots mignons », "baby animals": a coloring book of
 * them with their toys, not the hero of a story. 'Cute kittens playing with yarn' had no story goal
 * and fell back on the fantasy theme: "Color Elio, who holds the magic wand in the castle tower!".
 * Not for a named hero ("Mittens the kitten"): that one is the story's own.
 */
export function babyAnimalsOf(idea: string, heroName?: string): Cast | undefined {
  if (heroName) return undefined;
  if (ALL_BABIES.test(idea)) return { several: true };
  const kind = KINDS.find(([re]) => re.test(idea))?.[1];
  const several = SEVERAL.test(idea);
  return kind && (several || CUTE.test(idea)) ? { kind, several } : undefined;
}

const fits = (play: Play, spot: Spot, kind?: Baby) =>
  (!play.at || play.at === spot.id) && (!play.only || (kind !== undefined && play.only.includes(kind)));

/**
 * Every (play, place) pair once, each play at a new place round after round; the idea's own play
 * ("playing with yarn") leads and comes back every other page while it has places left.
 */
function pairsOf(idea: string, kind?: Baby): { play: Play; spot: Spot }[] {
  const rounds = SPOTS.flatMap((_, r) =>
    PLAYS.flatMap((play, k) => {
      const at = SPOTS.filter((s) => fits(play, s, kind));
      return r < at.length ? [{ play, spot: at[(k + r) % at.length] }] : [];
    }),
  );
  const named = PLAYS.find((p) => p.idea?.test(idea));
  const own = rounds.filter((x) => x.play === named);
  const others = rounds.filter((x) => x.play !== named);
  return Array.from({ length: rounds.length }, (_, i) =>
    i % 2 === 0 && own.length ? own.shift() : (others.shift() ?? own.shift()),
  ).filter((x) => x !== undefined);
}

/** "the kitten", « l’agneau », « les chatons ». */
const the = (b: Baby, lang: Language, several: boolean) => {
  const n = b[lang][several ? 1 : 0];
  if (lang === 'en') return `the ${n}`;
  return several ? `les ${n}` : /^[aeiouyéè]/i.test(n) ? `l’${n}` : `le ${n}`;
};

type Frame = (who: string, does: string, at: string) => string;
/** `does`: "are playing…" in the middle of a sentence, "playing…" after who; fr the verb. */
const FRAMES: Record<Language, Frame[]> = {
  en: [
    (w, d, at) => `Color ${w} ${d} ${at}!`,
    (w, d, at) => `${capitalise(at)}, ${w} {be} ${d}: color the picture!`,
    (w, d, at) => `Color the picture: ${w} {be} ${d} ${at}!`,
    (w, d, at) => `What a picture: ${w} ${d} ${at}!`,
    (w, d, at) => `Grab your crayons: ${w} {be} ${d} ${at}!`,
    (w, d, at) => `Look, ${w} {be} ${d} ${at}: color it in!`,
  ],
  fr: [
    (w, d, at) => `Colorie ${w} qui ${d} ${at} !`,
    (w, d, at) => `${capitalise(at)}, ${w} ${d} : colorie le dessin !`,
    (w, d, at) => `Colorie le dessin : ${w} ${d} ${at} !`,
    (w, d, at) => `Quelle belle image : ${w} qui ${d} ${at} !`,
    (w, d, at) => `À tes crayons : ${w} ${d} ${at} !`,
    (w, d, at) => `Regarde, ${w} ${d} ${at} : à toi de colorier !`,
  ],
};

/**
 * One page each: the young ones drawn large (two where the idea says several), the thing they play
 * with beside them, in the living room, the playroom or the garden; the caption names all of it.
 * A page's frame changes with each pass over the pairs, so no caption comes twice in a long book.
 */
export function writeBabyAnimalsColoring(ctx: StoryContext, cast: Cast): PagePlan[] {
  const { lang, req } = ctx;
  const pairs = pairsOf(`${req.description}. ${req.title}`, cast.kind);
  return Array.from({ length: req.pages }, (_, i) => {
    const { play, spot } = pairs[i % pairs.length];
    const pass = Math.floor(i / pairs.length);
    // Baby animals: two of them a page, a new couple each page.
    const a = cast.kind ?? BABY_ANIMALS[i % BABY_ANIMALS.length];
    const b = cast.kind ?? BABY_ANIMALS[(i + 1 + pass) % BABY_ANIMALS.length];
    const duo = !cast.kind;
    const many = cast.several;
    const who = (l: Language) =>
      duo ? `${the(a, l, false)} ${l === 'en' ? 'and' : 'et'} ${the(b, l, false)}` : the(a, l, many);
    const does = lang === 'en' ? play.en : play.fr[many ? 1 : 0];
    const frame = FRAMES[lang][(pass * 2 + (i % 2)) % FRAMES[lang].length];
    const raw = frame(who(lang), does, spot[lang]).replace('{be}', many ? 'are' : 'is');
    const text = lang === 'fr' ? frenchContractions(raw) : raw;
    const said =
      lang === 'en'
        ? `Line art to color: ${who('en')} ${play.en} ${spot.en}.`
        : frenchContractions(`Dessin à colorier : ${who('fr')} qui ${does} ${spot.fr}.`);
    return {
      text,
      scene: `Coloring page, clean bold black outlines on white: ${who('en')} ${play.en} ${spot.en}, drawn large`,
      alt: said,
      layout: 'coloring',
      hints: {
        kind: 'coloring',
        place: spot.pic,
        subjects: many ? [a.icon, b.icon] : [a.icon],
        props: play.icon ? [play.icon] : [],
        stage: 'meadow',
        mood: 'day',
        light: 'day',
      } satisfies StoryHints,
    } satisfies PagePlan;
  });
}
