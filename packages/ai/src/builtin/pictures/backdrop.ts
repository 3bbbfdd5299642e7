import type { Weather } from '../text/page-sky';
import type { Light } from '../text/story-light';
import { DARKNESS, DAY, DUSK_SNOW, darken, mix, type Palette, SKIES } from './backdrop-palettes';
import { props } from './backdrop-props';
import type { Environment } from './environment';
import { r } from './icons';
import { drawRoom } from './interiors';
import { waterOf } from './landmark-water';
import { drawLandmark, landmarkFor } from './landmarks';
import { MARS, onMars } from './mars-ground';

export { DAYLIGHT_ONLY } from './backdrop-props';

import type { Painter } from './painter';
import type { Canvas } from './render';
import type { Rng } from './rng';
import { rooftops } from './rooftops';
import { type Moon, skyLights } from './sky-lights';
import { WEATHER_SKIES, weatherOverlay } from './weather';
import { regionEdge } from './wild-regions';
import { wintry } from './winter-trees';

/** The sea's water at night: the deep blue its light sinks into. */
const DEEP_SEA_NIGHT = '#06163a';

/** Places with houses behind the hills: at night their windows glow (bedtime "over the rooftops"). */
const ROOFTOPS = new Set<Environment>(['meadow', 'town', 'farm', 'road', 'field', 'snow']);
/**
 * Snow's houses only where the place is among them (the snowy village, the village square): the frozen
 * lake, the snowy hills or the pine trees out in the wild had a town behind them at dusk.
 */
const IN_TOWN = /village|town|city|street|square|house|cottage|chalet|market|shop/i;

/**
 * Sky, light, hills, ground and small props on the horizon: the stage every scene stands on.
 * `calmTop` keeps the top third empty (covers: the title goes there). Returns where the ground is.
 * Away from day (`dusk`, `night`, `sleep`) the sky is dark, the moon and stars are out, the land
 * sinks into blue and windows glow; the sun is never drawn then.
 */
export function drawBackdrop(
  c: Canvas,
  painter: Painter,
  o: {
    env: Environment;
    theme: string;
    mood: Light;
    rng: Rng;
    calmTop?: boolean;
    id: string;
    /** Which side the hero stands on: a cover's sun or moon goes to the other side. */
    heroLeft?: boolean;
    /** 'High' quality: a fuller horizon (twice the props). */
    detail?: boolean;
    /** Icons never used as scenery (the story's key object is lost: no spare ones on the horizon). */
    avoid?: string[];
    /** Share of the picture's height at the bottom that a text panel covers: the horizon rises above it. */
    textBand?: number;
    /** The page's place as the text names it ("the lighthouse on the shore"): its landmark is drawn. */
    place?: string;
    /** Rain, storm, snow or fog the page's text names: grey sky, no sun. */
    weather?: Weather;
    /** The story's beat: by the Christmas tree, presents lie under it from the turn (Santa came). */
    beat?: string;
  },
) {
  const { rng, env } = o;
  const mars = onMars(env, o.place);
  // Space is always dark (Mars' dusty pink sky is not: mars-ground.ts). Under the sea the evening and the night darken the water itself (a
  // deeper blue, no sun shafts) rather than bringing a night sky with a moon.
  const light: Light = env === 'space' && o.mood === 'day' && !mars ? 'night' : o.mood;
  const night = light !== 'day';
  const pal = mars
    ? darken(MARS, DARKNESS[light])
    : env === 'space'
      ? DAY[env]
      : env === 'snow' && light === 'dusk'
        ? DUSK_SNOW
        : darken(DAY[env], DARKNESS[light]);
  const groundY = c.h * ((env === 'underwater' ? 0.8 : 0.7 + rng.next() * 0.06) - 0.8 * (o.textBand ?? 0));
  const parts: string[] = [];
  let defs = '';
  const mark = o.place ? landmarkFor(o.place) : undefined;
  const weather = env === 'underwater' || env === 'space' ? undefined : o.weather;
  // On snow or under falling snow the trees are bare or snowy firs (winter-trees.ts).
  const snow = env === 'snow' || weather === 'snow';
  const p = snow ? wintry(painter) : painter;
  // The story's key object is never part of a landmark either (a lost shell is not in the rock pools).
  const lp: Painter = {
    ...p,
    icon: (name, ...rest) => (o.avoid?.includes(name) ? '' : p.icon(name, ...rest)),
  };
  const room = mark?.room ?? mark?.inside;
  if (room) {
    // Indoors (a library, a classroom, an igloo…): the room replaces sky and hills.
    const body = drawRoom(c, lp, {
      room,
      light,
      rng,
      heroLeft: o.heroLeft,
      groundY,
      weather,
      place: o.place,
      presents: o.beat === 'turn' || o.beat === 'ending',
    });
    return { body, defs, groundY, moon: {} as Moon, water: undefined };
  }
  if (!p.lineArt) {
    const sky =
      weather && env !== 'space'
        ? WEATHER_SKIES[weather].map((x) => mix(x, '#121845', DARKNESS[light]))
        : env === 'underwater' && night
          ? // The water itself darkens to a deep night blue (no moon under the sea).
            [pal.sky[0], mix(pal.sky[0], pal.sky[1], 0.55), pal.sky[1]].map((x) =>
              mix(x, DEEP_SEA_NIGHT, Math.min(0.9, DARKNESS[light] + 0.2)),
            )
          : !night || env === 'space' || env === 'underwater'
            ? [pal.sky[0], mix(pal.sky[0], pal.sky[1], 0.55), pal.sky[1]]
            : SKIES[light];
    defs += `<linearGradient id="${o.id}-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="0.55" stop-color="${sky[1]}"/><stop offset="1" stop-color="${sky[2]}"/></linearGradient>`;
    parts.push(`<rect width="${c.w}" height="${c.h}" fill="url(#${o.id}-sky)"/>`);
  }
  const top = o.calmTop ? c.h * 0.36 : c.h * 0.06;
  const moon: Moon = {};
  parts.push(skyLights(c, p, { ...o, weather }, light, top, groundY, moon, o.calmTop ? top : 0));
  // Falling snow lies on the land: white hills and ground whatever the place (no green meadow in a snowfall).
  const land = weather === 'snow' && env !== 'beach' ? darken(DAY.snow, DARKNESS[light]) : pal;
  parts.push(hills(c, p, rng, groundY, land, mars ? 'desert' : env));
  if (night && ROOFTOPS.has(env)) {
    // Drawn all the same (the seeded rng keeps its draws for what follows), shown only where houses belong
    // (never in a page that keeps houses out: a nature day's wild riverbank at dusk, text/goal-wild-day-page.ts).
    const houses = rooftops(c, p, rng, groundY, light);
    const belong = (env !== 'snow' || !o.place || IN_TOWN.test(o.place)) && !o.avoid?.includes('house');
    if (belong) parts.push(houses);
  }
  // The landmark stands on the side away from the hero; the horizon props keep out of its way.
  const lx = c.w * (o.heroLeft === false ? 0.3 : 0.7);
  const landmark = mark
    ? drawLandmark(mark, { c, p: lp, x: lx, g: groundY, rng, night, place: o.place ?? '', snow })
    : '';
  const propsSvg = mark?.bare
    ? ''
    : props(
        c,
        p,
        { ...o, weather, clear: landmark ? lx : undefined, mars },
        groundY,
        night || Boolean(weather),
      );
  const dimmed = night && !p.lineArt && env !== 'space';
  // A forest page stands before the forest's edge, a savanna's before its acacias (wild-regions.ts).
  const edge = regionEdge(env, c, p, groundY, o.id, snow);
  if (dimmed && (propsSvg || landmark || edge)) {
    // Props are Fluent's daylight colours: dim them to moonlight with one colour matrix.
    const k = 1 - DARKNESS[light] * 0.8;
    defs += `<filter id="${o.id}-dim" color-interpolation-filters="sRGB"><feColorMatrix type="matrix" values="${r(k)} 0 0 0 0.02 0 ${r(k)} 0 0 0.03 0 0 ${r(k + 0.1)} 0 0.08 0 0 0 1 0"/></filter>`;
  }
  const dim = (svg: string) => (dimmed && svg ? `<g filter="url(#${o.id}-dim)">${svg}</g>` : svg);
  parts.push(dim(edge + propsSvg));
  parts.push(ground(c, p, rng, groundY, land, env, snow));
  // After the ground: a pond, a pool or a river lies on it; a lighthouse stands on it.
  parts.push(dim(landmark));
  if (weather) parts.push(weatherOverlay(c, p, rng, weather, groundY));
  const water = landmark ? waterOf(mark?.id, c, lx, groundY) : undefined;
  return { body: parts.join(''), defs, groundY, moon, water };
}

function hills(c: Canvas, p: Painter, rng: Rng, groundY: number, pal: Palette, env: Environment) {
  if (env === 'underwater' || env === 'space') return '';
  const layer = (y: number, amp: number, fill: string) => {
    const n = 3 + rng.int(0, 2);
    let d = `M0 ${r(c.h)} L0 ${r(y)}`;
    for (let i = 0; i < n; i++) {
      const x0 = (c.w * i) / n;
      const x1 = (c.w * (i + 1)) / n;
      d += ` Q${r((x0 + x1) / 2)} ${r(y - amp * (0.5 + rng.next()))} ${r(x1)} ${r(y + rng.int(-10, 10))}`;
    }
    return p.path(`${d} L${c.w} ${r(c.h)} Z`, fill);
  };
  if (env === 'beach') return p.rect(0, groundY - 90, c.w, 120, pal.far);
  return layer(groundY - 60, 110, pal.far) + layer(groundY - 15, 60, pal.near);
}

function ground(
  c: Canvas,
  p: Painter,
  rng: Rng,
  groundY: number,
  pal: Palette,
  env: Environment,
  /** Snow lies on the ground: soft drifts, no tufts of grass. */
  snow = false,
) {
  const out = [
    p.path(
      `M0 ${r(groundY)} Q${c.w / 2} ${r(groundY - 25)} ${c.w} ${r(groundY)} L${c.w} ${c.h} L0 ${c.h} Z`,
      pal.ground,
    ),
  ];
  if (env === 'road') {
    out.push(p.rect(0, groundY + 40, c.w, 90, '#7b8088'));
    if (!p.lineArt)
      out.push(
        `<path d="M0 ${r(groundY + 85)} H${c.w}" stroke="#fff" stroke-width="7" stroke-dasharray="40 30"/>`,
      );
  }
  if (env === 'field' && !p.lineArt)
    out.push(`<path d="M${c.w / 2} ${r(groundY)} V${c.h}" stroke="#fff" stroke-width="6" opacity="0.8"/>`);
  // Texture: tufts or pebbles so the ground reads as painted, not a flat fill.
  const tufts = p.lineArt ? 10 : 45;
  for (let i = 0; i < tufts; i++) {
    const x = rng.int(0, c.w);
    const y = rng.int(Math.round(groundY + 20), c.h - 10);
    const s = 6 + rng.next() * 10;
    if (env === 'underwater' || env === 'beach' || env === 'space' || env === 'snow' || snow)
      out.push(p.ellipse(x, y, s * 1.4, s * 0.7, pal.tuft));
    else
      out.push(
        `<path d="M${x - s} ${y} q${r(s * 0.4)} ${r(-s * 1.6)} ${r(s)} ${r(-s * 0.2)} q${r(s * 0.3)} ${r(-s * 1.8)} ${r(s * 0.6)} 0 q${r(s * 0.5)} ${r(-s * 1.4)} ${r(s)} 0" fill="none" stroke="${p.lineArt ? '#000' : pal.tuft}" stroke-width="${p.lineArt ? p.line : 3}" stroke-linecap="round"/>`,
      );
  }
  return out.join('');
}
