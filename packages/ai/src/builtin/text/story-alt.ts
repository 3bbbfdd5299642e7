import type { Language } from '@bookloom/core';
import { KINDS } from '../idea/kinds';
import type { Place } from '../idea/settings';
import { drawnSky, feminineHero, lightWords } from './alt-light';
import { grownUpSaid } from './grown-up-said';
import { lookNoun } from './look-noun';
import type { Weather } from './page-sky';
import { parcelOf } from './parcel-words';
import type { Cast, Other } from './story-cast';
import type { StoryContext } from './story-context';
import type { Light } from './story-light';
import { wornLook } from './worn-look';

/** Alt text in the book's language: what the picture really shows. */
export function storyAlt(
  lang: Language,
  ctx: StoryContext,
  cast: Cast,
  page: {
    place: Place;
    light: Light;
    showsObject: boolean;
    thinksOf?: boolean;
    other?: Other;
    weather?: Weather;
    /** Who else the page draws (a being the hero helps: story-goal.ts). */
    also?: string[];
    /** The hero is drawn flying (a dog who learnt to fly): "flying high in the air". */
    flying?: boolean;
    /** The hero is drawn asleep (a bear's long winter sleep): "asleep in the cosy den". */
    asleep?: boolean;
    /** The companion from page 1 is not on this page (friends apart: goal-quarrel.ts). */
    alone?: boolean;
    /** The companion drawn as the goal has it (a parent in the job's clothes: goal-day-with.ts). */
    companionSaid?: string;
    /** What the goal wishes for, drawn in a thought bubble (a birthday's present: goal-party.ts). */
    thoughtOf?: string[];
    /** The hero is drawn as this kind from this page on (the caterpillar's butterfly: hints.becomes). */
    becomes?: string;
    /** The costume the hero is drawn wearing: "a witch" → ", dressed as a witch", « sorcière » → « déguisée en sorcière ». */
    dressedAs?: string;
    /** What the hero is drawn wearing (StoryHints.wears): the gi or the ninja suit is said in place of the top. */
    wears?: string;
    /** Who is drawn, said in place of the hero's name and look (a nature day's herd: GoalDrawn.heroSaid). */
    heroSaid?: { who: string; f?: boolean };
  },
): string {
  const fr = lang === 'fr';
  const withs = [
    // Milo’s dad beside a fox is drawn as a big fox: "Milo’s dad, a big fox".
    cast.friend?.icon && !page.alone
      ? (page.companionSaid?.replace('{name}', ctx.name) ??
        grownUpSaid(cast.friend.intro, cast.friend.id, cast.kind, lang))
      : undefined,
    page.other?.icon || page.other?.drawn ? page.other.a[lang] : undefined,
    ...(page.also ?? []),
    page.showsObject
      ? cast.parcel
        ? // No icon for it ("a locket"): the alt text says what is drawn, a parcel standing for it.
          parcelOf(cast.slots(lang, page.place).object, lang)
        : cast.slots(lang, page.place).aObject
      : undefined,
  ].filter(Boolean) as string[];
  // One said with who it is ("Dad, a big fox") comes last: "with a tent and Dad, a big fox".
  withs.sort((a, b) => Number(a.includes(', ')) - Number(b.includes(', ')));
  const list =
    withs.length > 1 ? `${withs.slice(0, -1).join(', ')} ${fr ? 'et' : 'and'} ${withs.at(-1)}` : withs[0];
  const where = ` ${page.place.at[lang]}`;
  // The light as drawn there: no stars under the sea or in a room, the hero's French agreement.
  const feminine = feminineHero(ctx.hero.look, cast.kind?.f);
  // Said asleep, the bedtime's last light is no "sleepy" again: the night's words.
  const light = page.asleep && page.light === 'sleep' ? 'night' : page.light;
  const sky = lightWords(light, drawnSky(page.place), lang, {
    feminine,
    weather: page.weather,
    where,
    snowy: page.place.family === 'snow',
  });
  // Lost or wished for: drawn in a thought bubble, so said as thought of, not as there.
  const missed = cast.parcel
    ? parcelOf(cast.slots(lang, page.place).object, lang)
    : cast.slots(lang, page.place).object;
  const dreamt = page.thinksOf ? missed : page.thoughtOf?.join(fr ? ' et ' : ' and ');
  const thought = dreamt ? `${fr ? ', qui pense à ' : ', thinking of '}${dreamt}` : '';
  const flying = page.flying ? (fr ? ', en plein vol' : ', flying high in the air') : '';
  const asleep = page.asleep ? (fr ? (feminine ? ' endormie' : ' endormi') : ' asleep') : '';
  const look = page.becomes
    ? lookBecome(ctx.hero.look, page.becomes, lang)
    : wornLook(ctx.hero.look, page.wears, lang);
  // A hero drawn as a young witch already is not "dressed as a witch" (pictures/hero.ts: no hat on a bust).
  const dressed =
    page.dressedAs && !look.includes(page.dressedAs.replace(/^an? /, ''))
      ? `${fr ? ` déguisé${feminine ? 'e' : ''} en ` : ' dressed as '}${page.dressedAs},`
      : '';
  const who = page.heroSaid
    ? `${page.heroSaid.who}${page.asleep ? (fr ? (page.heroSaid.f ? ' endormies' : ' endormis') : ' asleep') : ''}`
    : `${ctx.name}, ${look},${dressed}${asleep}`;
  const text = `${who}${where}${sky}${flying}${list ? `${fr ? ', avec ' : ', with '}${list}` : ''}${thought}.`;
  // ("a orange top" in a look becomes "an orange top"; "a unicorn" stays: a "yoo" sound.)
  return fr
    ? text.replace(/ à le /g, ' au ').replace(/ à les /g, ' aux ')
    : text.replace(/\ba ([aeio]|u(?!ni|se|su|ro|ku))/g, 'an $1');
}

/** The look said as the kind the hero is drawn as now; a figure that is no kind (the cocoon) keeps it. */
function lookBecome(look: string, becomes: string, lang: Language): string {
  const kind = KINDS.find((k) => k.id === becomes);
  return kind ? lookNoun(look, kind, lang) : look;
}
