import type { ImageRequest } from '../../types';
import { companionFromScene, NIGHT_WORDS } from '../text/companion';
import { skyFromText } from '../text/page-sky';
import type { Light, StoryHints } from '../text/story-light';
import { themeFor } from '../text/themes';
import { coloringStarSvg } from './coloring-star-art';
import { comicArt, type Panel } from './comic-art';
import { alphabetArt, type ConceptCtx, compareArt, countingArt } from './concept-art';
import { fitsEnvironment, pickThemeThings } from './environment';
import { heroForRequest } from './hero-for-request';
import { journalArt } from './journal-art';
import { helperIcon, namedHelper, THEME_HELPER } from './page-helpers';
import { createPainter } from './painter';
import { environmentOfPage, familyOf } from './place-environment';
import { puzzleArt } from './puzzles/puzzle-art';
import type { PuzzleHints } from './puzzles/puzzle-types';
import { type Canvas, canvasFor, svgDoc } from './render';
import { createRng, hashString } from './rng';
import { composeScene } from './scene';
import { shapeArt } from './shape-art';

/** The SVG of one page or cover picture, from the request's structured plan (or its prose). */
export function pictureSvg(req: ImageRequest): string {
  const c: Canvas = canvasFor(req.width, req.height);
  const rng = createRng((Math.imul(req.seed ?? 0, 2654435761) ^ hashString(req.prompt.slice(0, 400))) >>> 0);
  const hero = heroForRequest(req);
  const themeId = String(
    req.character?.figure?.theme ?? themeFor(req.bookType ?? 'story-book', req.prompt).id,
  );
  const p = createPainter(Boolean(req.lineArt));
  const id = `s${(req.seed ?? 0) & 0xffff}`;
  const ctx: ConceptCtx = { c, p, hero, rng, theme: themeId, id };
  const hints = (req.page?.hints ?? {}) as StoryHints & PuzzleHints & { concept?: string };
  const scene = req.cover?.scene ?? req.page?.scene ?? req.prompt;
  const subjects = hints.subjects ?? pickThemeThings(themeId, rng.int(0, 9));
  const placed = environmentOfPage(themeId, hints.place ?? scene, hints.family);
  // Standing in the sea ("in the deeper water by the beach"), the hero is at the beach, not under the sea.
  const env = hints.inWater === 'water' && placed === 'underwater' ? 'beach' : placed;
  // A plan without hints (written by a language model) still gets a bedtime book at night.
  const mood: Light =
    hints.light ??
    hints.mood ??
    (req.bookType === 'bedtime-books' ? 'night' : undefined) ??
    (/\b(evening|dusk|sunset|soir|crépuscule)\b/i.test(scene)
      ? 'dusk'
      : NIGHT_WORDS.test(scene) || /sleep|nuit/i.test(scene)
        ? 'night'
        : 'day');
  if (req.cover) {
    // The cover is where the story is: "smiling at the beach" is a beach cover (not the prompt's "open
    // space at the top": outer space), and a comic's space theme puts no undersea or park cover in space.
    const coverEnv = environmentOfPage(
      themeId,
      scene.split(', a cover illustration')[0],
      familyOf(req.cover.family),
    );
    const s = composeScene(c, p, {
      theme: themeId,
      env: coverEnv,
      // A bedtime book's cover is a night cover; so is any cover whose scene is at night.
      mood: req.bookType === 'bedtime-books' || NIGHT_WORDS.test(scene) ? 'night' : 'day',
      hero,
      subjects: subjects.filter((n) => fitsEnvironment(n, coverEnv)),
      rng,
      id,
      calmTop: true,
      heroSize: 0.5,
      companion: companionFromScene(scene),
    });
    return svgDoc(c, s.body, s.defs);
  }
  switch (hints.kind) {
    case 'alphabet':
      if (hints.letters?.length) return svgDoc(c, alphabetArt(ctx, hints.letters, hints.subjects ?? []));
      break;
    case 'numbers':
      if (hints.count && hints.object) {
        const s = countingArt(ctx, hints.count, hints.object, !hints.hideCount);
        return svgDoc(c, s.body, s.defs);
      }
      break;
    case 'compare':
      if (hints.counts && hints.object) return svgDoc(c, compareArt(ctx, hints.counts, hints.object));
      break;
    case 'shapes':
    case 'learning':
      return svgDoc(c, shapeArt(ctx, hints.shape, hints.concept, subjects));
    case 'journal':
      return svgDoc(c, journalArt(ctx, hints.lines ?? 10));
    case 'coloring':
      if (hints.stage) return coloringStarSvg(ctx, hints, mood);
      break;
    case 'comic':
      if (hints.panels?.length) {
        const s = comicArt(ctx, hints.panels as Panel[], {
          env,
          mood,
          subjects,
          // A comic's helper can speak on any page after the meeting (its close-up panel).
          helper: hints.helper ?? helperIcon(scene, themeId) ?? THEME_HELPER[themeId],
          companion: hints.companion,
          beat: hints.beat,
          sized: hints,
          textOver: Boolean(req.page?.text) && req.page?.layout !== 'image-top',
          heroName: req.character?.name ?? '',
          place: hints.place,
          weather: hints.weather,
        });
        return svgDoc(c, s.body, s.defs);
      }
      break;
    case 'maze':
    case 'word-search':
    case 'dot-to-dot':
    case 'answer-key':
      return svgDoc(c, puzzleArt(ctx, hints));
  }
  const helper = helperIcon(scene, themeId);
  const s = composeScene(c, p, {
    theme: themeId,
    env,
    mood,
    hero,
    subjects,
    tints: hints.tints,
    scales: hints.scales,
    rng,
    id,
    beat: hints.beat,
    found: Boolean(hints.found),
    composition: hints.composition,
    detail: hints.detail === 'high',
    avoid: hints.avoid,
    place: hints.place ?? scene,
    // A plan without hints (a language model's) still gets the rain its scene names.
    weather: hints.weather ?? (hints.kind ? undefined : skyFromText(scene).weather),
    // The companion is already at the hero's side: not twice. A cow hero meeting "a friend" needs no
    // second cow, but the gentle old sea turtle a turtle meets, named in the text and the alt, is drawn.
    helper:
      helper === hints.companion || (sameAsHero(helper, hero.id) && helper !== namedHelper(scene))
        ? undefined
        : helper,
    kin: Boolean(hints.kin),
    airborne: Boolean(hints.airborne),
    asleep: Boolean(hints.asleep),
    feeling: hints.feeling,
    inWater: hints.inWater,
    counted: hints.counted,
    companion: hints.companion,
    // Full-page picture-book art: the text panel covers the bottom, so the scene stands above it.
    textBand: req.page?.layout === 'image-full' ? TEXT_PANEL_BAND : undefined,
  });
  return svgDoc(c, s.body, s.defs);
}

/** Share of an image-full page's height a story page's text panel usually takes (2–3 sentences). */
const TEXT_PANEL_BAND = 0.24;

const FIGURE_ICON: Record<string, string> = { bunny: 'rabbit', fairy: 'person-fairy', wizard: 'person-mage' };
const sameAsHero = (icon: string | undefined, figure: string) =>
  icon !== undefined && (icon === figure || icon === FIGURE_ICON[figure]);
