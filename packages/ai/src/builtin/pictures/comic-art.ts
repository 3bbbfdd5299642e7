import type { Light, Weather } from '../text/story-light';
import { drawBackdrop } from './backdrop';
import { captionBox, type Head, speechBubble, thoughtCloud } from './comic-boxes';
import type { ConceptCtx } from './concept-art';
import type { Environment } from './environment';
import { isStandingPerson, standHelper } from './helper-figure';
import { r } from './icons';
import { composeScene, SONG } from './scene';

/** `who` says whom the panel shows: a close-up of the helper draws the helper, not the hero. */
export type Panel = {
  scene: string;
  speaker: string | null;
  line: string | null;
  who?: 'hero' | 'helper';
  /** A panel with no line: a narrator's caption box, or the hero's thought. */
  caption?: string;
  /** Where the caption box goes: the top-left corner, or the foot (a drawn thought bubble is at the top). */
  captionAt?: 'top' | 'bottom';
  thought?: string;
};

/**
 * A panel's text: its speech bubble (its tail to the speaker's head), else its thought (from the
 * hero's head), else its caption box.
 */
const panelText = (pc: { w: number; h: number }, panel: Panel, heads: { hero?: Head; helper?: Head }) =>
  panel.line
    ? speechBubble(pc, panel.line, panel.who === 'helper' ? heads.helper : heads.hero)
    : panel.thought
      ? thoughtCloud(pc, panel.thought, heads.hero)
      : panel.caption
        ? captionBox(pc, panel.caption, panel.captionAt)
        : '';

/**
 * A comic page: a wide panel over two, each a small scene, with speech bubbles we typeset. The rows
 * share the whole height (the builtin writer puts the narration under the picture, image-top); only
 * when text is laid over the art (image-full with text, a model's plan) do they keep to its top 60%.
 */
export function comicArt(
  ctx: ConceptCtx,
  panels: Panel[],
  o: {
    env: Environment;
    mood: Light;
    subjects: string[];
    helper?: string;
    /** The page's text is laid over the lower part of the art (image-full). */
    textOver: boolean;
    heroName: string;
    /** The page's place: its landmark stands behind the panels, as on story pages. */
    place?: string;
    weather?: Weather;
    /** The hero's own friend (a dog…), at the hero's side as on story pages. */
    companion?: string;
    beat?: string;
    /**
     * The page's hints.scales (a giant robot towers over the hero in the panels too) and hints.found
     * (a threat that has come is drawn on the problem page, not in a thought bubble).
     */
    sized?: { scales?: Record<string, number>; found?: boolean };
  },
) {
  const { c } = ctx;
  const gutter = 18;
  const areaH = o.textOver ? c.h * 0.6 : c.h - 2 * gutter;
  const topH = (areaH - gutter) * 0.52;
  const boxes = [
    { x: gutter, y: gutter, w: c.w - 2 * gutter, h: topH },
    { x: gutter, y: gutter * 2 + topH, w: (c.w - 3 * gutter) / 2, h: areaH - topH - gutter },
    {
      x: gutter * 2 + (c.w - 3 * gutter) / 2,
      y: gutter * 2 + topH,
      w: (c.w - 3 * gutter) / 2,
      h: areaH - topH - gutter,
    },
  ];
  const parts = [`<rect width="${c.w}" height="${c.h}" fill="#fdf6e3"/>`];
  let defs = '';
  panels.slice(0, 3).forEach((panel, i) => {
    const b = boxes[i];
    const pc = { w: 1000, h: Math.round((1000 * b.h) / b.w) };
    const close = /close-up/i.test(panel.scene);
    // The companion who helps (Dad) is already at the hero's side: not drawn twice.
    const helperHere = Boolean(
      o.helper && o.helper !== o.companion && /friend|with|avec|helper/i.test(panel.scene) && !close,
    );
    const scene =
      close && panel.who === 'helper' && o.helper
        ? helperCloseUp(
            ctx,
            pc,
            o.helper,
            { env: o.env, mood: o.mood, weather: o.weather },
            `${ctx.id}-p${i}`,
          )
        : composeScene(pc, ctx.p, {
            theme: ctx.theme,
            env: o.env,
            mood: o.mood,
            hero: ctx.hero,
            rng: ctx.rng,
            id: `${ctx.id}-p${i}`,
            // The goal page's thing is lost or wished for: only in the reaction panel's thought bubble.
            // One thing a panel, and the song the hero sings besides, by its head (a whale's song).
            subjects:
              close || (o.beat === 'problem' && i !== 2)
                ? []
                : [
                    ...o.subjects.filter((n) => !SONG.test(n)).slice(0, 1),
                    ...o.subjects.filter((n) => SONG.test(n)).slice(0, 1),
                  ],
            helper: helperHere ? o.helper : undefined,
            heroSize: close ? 0.85 : 0.55,
            place: o.place,
            weather: o.weather,
            companion: o.companion,
            scales: o.sized?.scales,
            found: Boolean(o.sized?.found),
            // The goal page's reaction panel: what the hero wishes for, in a thought bubble over the head.
            beat: i === 2 && o.beat === 'problem' ? 'problem' : undefined,
          });
    defs += scene.defs;
    parts.push(
      `<svg x="${r(b.x)}" y="${r(b.y)}" width="${r(b.w)}" height="${r(b.h)}" viewBox="0 0 ${pc.w} ${pc.h}" preserveAspectRatio="xMidYMid slice">${scene.body}${panelText(pc, panel, { hero: scene.head, helper: scene.helperHead })}</svg>`,
    );
    parts.push(
      `<rect x="${r(b.x)}" y="${r(b.y)}" width="${r(b.w)}" height="${r(b.h)}" fill="none" stroke="#1d1d1d" stroke-width="7" rx="6"/>`,
    );
  });
  return { body: parts.join(''), defs };
}

/** A close-up of the helper who speaks: the place behind, the helper large, no hero. */
function helperCloseUp(
  ctx: ConceptCtx,
  pc: { w: number; h: number },
  helper: string,
  // The page's weather too: a foggy page's close-up is foggy, not sunny.
  sky: { env: Environment; mood: Light; weather?: Weather },
  id: string,
) {
  const stage = drawBackdrop(pc, ctx.p, { ...sky, theme: ctx.theme, rng: ctx.rng, id });
  const size = pc.h * 0.6;
  const feet = Math.min(pc.h - 20, stage.groundY + pc.h * 0.12);
  const flip = ctx.rng.next() < 0.5;
  // A grandmother or a firefighter stands in full (a face alone read as a head on the ground).
  const drawn = isStandingPerson(helper)
    ? standHelper(pc, helper, {
        x: pc.w / 2,
        ground: feet,
        heroH: pc.h * 0.66,
        flip,
        lineArt: ctx.p.lineArt,
        linePx: ctx.p.line,
      })
    : ctx.p.icon(helper, pc.w / 2, feet - size / 2, size, flip);
  // The hero is not in a helper's close-up: only the helper's head, for the tail of its speech.
  const top = feet - (isStandingPerson(helper) ? pc.h * 0.66 * 1.08 : size * 0.8);
  const helperHead: Head = { x: pc.w / 2, y: top + pc.h * 0.12, r: pc.h * 0.12 };
  return { body: stage.body + drawn, defs: stage.defs, head: undefined as Head | undefined, helperHead };
}
