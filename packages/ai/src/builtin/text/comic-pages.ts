import type { PagePlan } from '../../types';
import { addressed } from './address-number';
import { ARC_COMIC_LINES, ARC_COMIC_THOUGHTS, ARC_OWN_LINES } from './comic-arc-lines';
import { comicCaptions } from './comic-captions';
import { DEFEND_COMIC_LINES, DEFEND_COMIC_THOUGHTS } from './comic-defend-lines';
import { arcHelper, type Helper, metHelperOf, sceneHelperOf } from './comic-helper';
import { CAN_YOU_HELP, THANK_YOU_FRIEND, TRY_AGAIN, WONT_GIVE_UP } from './comic-shared-pairs';
import type { Weather } from './page-sky';
import { storyCast } from './story-cast';
import type { StoryContext } from './story-context';
import { writeStoryPages } from './story-pages';

type Line = { en: string; fr: string; dark?: { dusk: Line; night: Line }; wet?: Record<Weather, Line> };
const l = (en: string, fr: string): Line => ({ en, fr });
/** A line that names the time of day: said as the page's light is (no “What a great day!” at night). */
const byLight = (day: Line, dusk: Line, night: Line): Line => ({ ...day, dark: { dusk, night } });
/** …or, where the page's weather is drawn, says it (“Look, it’s snowing!”). */
const bySky = (line: Line, wet: Record<Weather, Line>): Line => ({ ...line, wet });
const inSky = (line: Line, light: unknown, weather: Weather | undefined): Line =>
  weather && line.wet
    ? line.wet[weather]
    : !line.dark || light === 'day' || light === undefined
      ? line
      : light === 'dusk'
        ? line.dark.dusk
        : line.dark.night;
/** Who says a line: the hero, or the beat's other (the helper on helper, turn and journey pages). */
type Who = 'hero' | 'other';
/** Two bubbles; who says each (default: the hero, then the other). */
type Pair = [Line, Line, [Who, Who]?];
const OTHER_FIRST: [Who, Who] = ['other', 'hero'];
/**
 * Speech bubbles per beat, two per page. A beat that comes back (the journey pages of a long
 * book) takes the next pair: a bubble is never printed twice.
 */
const LINES: Record<string, Pair[]> = {
  opening: [
    [
      l('Hi! I’m {name}!', 'Salut ! Moi, c’est {name} !'),
      bySky(
        byLight(
          l('What a great day!', 'Quelle belle journée !'),
          l('What a lovely evening!', 'Quelle belle soirée !'),
          l('What a lovely night!', 'Quelle belle nuit !'),
        ),
        {
          rain: l('Splash! It’s raining!', 'Plic, ploc ! Il pleut !'),
          storm: l('Hear that thunder?', '{Tu entends|Vous entendez} le tonnerre ?'),
          snow: l('Look, it’s snowing!', '{Regarde|Regardez}, il neige !'),
          fog: l('What thick fog!', 'Quel brouillard !'),
        },
      ),
    ],
  ],
  problem: [[l('Oh no!', 'Oh non !'), l('What do we do now?', 'Qu’est-ce qu’on fait ?')]],
  journey: [
    [l('Look over there!', 'Regarde là-bas !'), l('Let’s keep going!', 'Continuons !')],
    [l('Is it here?', 'C’est ici ?'), l('Not yet…', 'Pas encore…')],
    [l('Which way now?', 'Par où, maintenant ?'), l('This way, I think!', 'Par ici, je crois !')],
    [l('Wow, look at that!', 'Oh, regarde ça !'), l('Keep looking!', 'Cherche encore !')],
    [l('I heard something!', 'J’ai entendu quelque chose !'), l('Shh… listen!', 'Chut… écoute !')],
    [l('Almost there!', 'On y est presque !'), l('Don’t give up!', 'On ne lâche rien !')],
    [l('What’s that?', 'Qu’est-ce que c’est ?'), l('A clue!', 'Un indice !')],
    [l('Phew, what a trip!', 'Ouf, quel voyage !'), l('Let’s rest a bit.', 'Reposons-nous un peu.')],
    [l('Over here!', 'Par là !'), l('Coming!', 'J’arrive !'), OTHER_FIRST],
    WONT_GIVE_UP,
    TRY_AGAIN,
    [
      l('Follow me!', '{Suis|Suivez}-moi !'),
      l('Right behind you!', '{Je te suis|On te suit} !'),
      OTHER_FIRST,
    ],
  ],
  helper: [
    CAN_YOU_HELP,
    [l('Hello there!', 'Bonjour, toi !'), l('Need a hand?', 'Besoin d’un coup de main ?')],
    [
      l('Have you seen it?', 'Tu l’as vu ?'),
      l('Maybe… come with me!', 'Peut-être… {viens|venez} avec moi !'),
    ],
    THANK_YOU_FRIEND,
  ],
  /** Journey pages before the helper is met: the hero is alone and talks to themself. */
  alone: [
    [l('Where could it be?', 'Où est-ce que ça peut être ?'), l('Hmm… not here.', 'Hum… pas ici.')],
    [l('That looks tricky…', 'Ça a l’air difficile…'), l('I can do it!', 'Je peux y arriver !')],
    [l('I’ll keep looking!', 'Je continue à chercher !'), l('It must be close.', 'Ça doit être tout près.')],
  ],
  turn: [[l('I’ve got an idea!', 'J’ai une idée !'), l('We did it!', 'On a réussi !')]],
  ending: [
    [
      l('Hooray!', 'Hourra !'),
      byLight(
        l('Best day ever!', 'Le plus beau jour !'),
        l('Best evening ever!', 'La plus belle des soirées !'),
        l('Best night ever!', 'La plus belle des nuits !'),
      ),
    ],
  ],
};

/** The story, cut into three panels per page; speech lines go in hints.panels for bubbles we typeset. */
export function writeComicPages(ctx: StoryContext): PagePlan[] {
  const { lang, name, theme } = ctx;
  const seen = new Map<string, number>();
  // The helper talks to the hero alone (« viens ») or to the hero and the friend (« venez »).
  const many = ctx.facts.companions.length > 0;
  let metHelper = false;
  // Facing a threat, not searching: its own bubbles and thoughts (comic-defend-lines.ts).
  const goal = ctx.facts.goal;
  const defend = goal?.kind === 'defend' && !goal.victim;
  // A story arc of its own (sweets from the sky, a new baby): nothing is lost, so no search's bubbles
  // (comic-arc-lines.ts); a journey and a rescue keep theirs.
  const arc = goal && goal.kind !== 'reach' && goal.kind !== 'defend';
  const cast = storyCast(ctx);
  const { others } = cast;
  // The helper the story meets (a turtle by the reef), else the theme's: drawn and named in every panel
  // after. A story arc's is its own companion (Dad building the treehouse), else no one until met.
  const own = arc ? arcHelper(cast, ctx.facts) : undefined;
  // The story's stock helper when the setting has its own (the city's police officer, drawn as one),
  // not the theme's wise grandmother in every panel of "Super Cat saves the city from a giant robot".
  const stock = ctx.facts.others.length ? undefined : others[0];
  const stocked = stock?.icon ? { en: stock.a.en, said: stock.a[lang], icon: stock.icon } : undefined;
  let helper: Helper | undefined = arc ? own : (stocked ?? { en: theme.helper.en, said: theme.helper[lang] });
  const lines: Record<string, Pair[]> = defend
    ? { ...LINES, ...DEFEND_COMIC_LINES }
    : arc
      ? { ...LINES, ...ARC_COMIC_LINES, ...ARC_OWN_LINES }
      : LINES;
  const texts = comicCaptions(
    lang,
    ctx.facts.setting?.places ?? theme.places,
    defend ? DEFEND_COMIC_THOUGHTS : arc ? ARC_COMIC_THOUGHTS : undefined,
  );
  return writeStoryPages(ctx).map((page) => {
    const beat = String(page.hints?.beat ?? 'journey');
    if (beat === 'helper') {
      metHelper = true;
      helper = metHelperOf(page, lang, helper, others) ?? sceneHelperOf(page, lang, others);
    }
    // A journey page before the helper is met has no one to answer the hero; an arc's hero with no
    // one at all talks to themself on its helper pages too, and at its turn.
    const set = !helper
      ? beat === 'journey' || beat === 'helper'
        ? 'solo'
        : beat === 'turn'
          ? 'soloTurn'
          : beat
      : beat === 'journey' && !metHelper
        ? 'alone'
        : beat === 'helper' && helper === own
          ? 'ownHelper'
          : beat;
    const pairs = lines[set] ?? lines.journey;
    // The weather drawn in the panels, said in a bubble or a caption box too.
    const weather = page.hints?.weather as Weather | undefined;
    const n = seen.get(set) ?? 0;
    seen.set(set, n + 1);
    // Once a beat's bubbles are all used, its pages keep the story's words and stay silent.
    const pair = n < pairs.length ? pairs[n] : undefined;
    const withHelper = ['helper', 'ownHelper', 'turn', 'journey'].includes(set);
    const who = (i: 0 | 1): Who => (withHelper ? (pair?.[2] ?? ['hero', 'other'])[i] : 'hero');
    const speaker = (i: 0 | 1) => (who(i) === 'hero' || !helper ? name : helper.said);
    const say = (i: 0 | 1) =>
      pair ? addressed(inSky(pair[i], page.hints?.light, weather)[lang], many).replace('{name}', name) : null;
    const otherInWide = withHelper && who(0) === 'other';
    const panels = [
      {
        scene: `${page.scene}, wide shot${otherInWide && helper ? `, with ${helper.en}` : ''}`,
        speaker: pair ? speaker(0) : null,
        who: who(0) === 'hero' ? 'hero' : 'helper',
        line: say(0),
      },
      {
        // The panel of a line shows its speaker.
        scene: `close-up of ${who(1) === 'hero' || !helper ? name : helper.en}`,
        speaker: pair ? speaker(1) : null,
        who: who(1) === 'hero' ? 'hero' : 'helper',
        line: say(1),
      },
      {
        scene: `${name} reacting, ${beat === 'problem' ? 'surprised' : 'smiling'}`,
        speaker: null,
        who: 'hero',
        line: null,
      },
    ];
    // Every panel carries its text: a panel with no line gets a caption box (the wide shot) or the
    // hero's thought (a close-up, the reaction), else a caption.
    const place = typeof page.hints?.place === 'string' ? page.hints.place : undefined;
    const worded = panels.map((p, i) => {
      if (p.line) return p;
      // The goal page's reaction shows what the hero wishes for in a drawn thought bubble: its words
      // go in a caption at the foot of the panel ("If only…").
      if (i === 2 && beat === 'problem') return { ...p, caption: WISH[lang], captionAt: 'bottom' };
      const thought = i > 0 && p.who === 'hero' ? texts.thought() : undefined;
      return thought ? { ...p, thought } : { ...p, caption: texts.caption(place, weather) };
    });
    return {
      ...page,
      // The story's words under the panels, not on a panel over their lower part: the panels fill
      // the picture's box from top to bottom (image-top art is drawn in that box's shape).
      layout: page.text ? 'image-top' : 'image-full',
      hints: {
        ...page.hints,
        kind: 'comic',
        panels: worded,
        // A story arc's comic with no one to help draws no one (not the theme's grandmother): ''.
        ...(!helper
          ? { helper: '' }
          : (metHelper || helper === own || helper === stocked) && helper.icon
            ? { helper: helper.icon }
            : {}),
      },
    } satisfies PagePlan;
  });
}

/** The goal page's wish, in a caption at the foot of its reaction panel. */
const WISH = l('If only…', 'Si seulement…');
