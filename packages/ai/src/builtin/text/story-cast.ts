import type { Language } from '@bookloom/core';
import { KINDS } from '../idea/kinds';
import { OBJECTS } from '../idea/objects';
import type { TimeOfDay } from '../idea/read-idea';
import type { Place, Setting } from '../idea/settings';
import { enA, frA, frElides, frThe, type Word } from '../idea/words';
import { companionName } from './companion-name';
import { helperBesides } from './distinct-helper';
import { kindAgreeingWithName } from './job-hero-gender';
import { jobWorkplace } from './job-workplaces';
import { episodeSlots } from './place-episode-words';
import { moveSlots } from './place-moves';
import { SETTING_HELPER_ICON, SETTING_OBJECT, settingHelper, THEME_OBJECT } from './setting-stock';
import { livesInTree, TREE_HOME } from './sleep-spots';
import { capitalise, type StoryContext } from './story-context';
import { homeSetting } from './story-goal';
import type { Theme } from './theme-types';
import { ALL_THEMES } from './themes';

/** A character met on the way, with articles ready in both languages. */
export type Other = {
  a: { en: string; fr: string };
  the: { en: string; fr: string };
  icon?: string;
  /** Not a subject of the page, but drawn from the scene's words ("with a wise grandmother"). */
  drawn?: boolean;
  /** The name the idea gives this character ("Hoot"). */
  name?: string;
};

/** "the coach", « l’entraîneuse » (not « la entraîneuse »), « le hibou ». */
const theOf = (s: string, lang: Language) =>
  lang === 'en'
    ? s.replace(/^(a|an) /i, 'the ')
    : s.replace(/^(un|une) (\S+)/i, (_, det: string, w: string) =>
        frElides(w) ? `l’${w}` : `${det.toLowerCase() === 'un' ? 'le' : 'la'} ${w}`,
      );

/** "at the edge of…", "at Sunny Hill Farm", but "in the kingdom of…": by the setting's head noun. */
const AT_PLACES = /^(edge|top|end|foot|farm|zoo|bay|station)$/i;
const headNoun = (s: string) =>
  s
    .split(/ (?:of|at|under) /)[0]
    .split(' ')
    .at(-1) ?? '';

/** Under the sea, in space and inside a cave there is no weather to draw, so none for the text layer to hint or say. */
export const weatherless = (ctx: StoryContext) =>
  // The idea's own setting first: a comic (space by default) in the park has a sky, a story in space has none.
  ctx.facts.setting
    ? ['sea', 'space', 'cave', 'glowing-cave'].includes(ctx.facts.setting.id)
    : ['ocean', 'mermaids', 'space'].includes(ctx.theme.id);

/**
 * The theme whose home and places the story starts from: the book's own, unless the journey goes to
 * the very place the theme lives in (a zoo book's "visits the zoo"); then an everyday home and the
 * way there, so the zoo is not "far away" from a hero who lives in it.
 */
function awayFromDestination(facts: StoryContext['facts'], setting: Setting | undefined, theme: Theme) {
  // A visit to the zoo starts from home like a journey there.
  const g = facts.goal;
  const d =
    g?.kind === 'reach'
      ? g.destination
      : g?.kind === 'visit'
        ? { whole: true, setting: g.setting }
        : undefined;
  const same =
    !setting && d?.whole && headNoun(theme.setting.en).toLowerCase() === d.setting.en.toLowerCase();
  return same ? (ALL_THEMES.find((t) => t.id === 'everyday') ?? theme) : theme;
}

/** Everyone and everything the story names, from the idea first and the theme second. */
export function storyCast(ctx: StoryContext) {
  const { facts, theme } = ctx;
  const figure = String(ctx.hero.figure?.id ?? '');
  const kind = kindAgreeingWithName(
    facts.heroKind ?? KINDS.find((k) => k.figure === figure) ?? KINDS.find((k) => k.id === 'child'),
    ctx.name,
  );
  // A journey to the beach starts at home: the setting the story starts in (story-goal.ts).
  const setting = homeSetting(facts);
  // The setting's own stock object first: a little sailboat by the lake (setting-stock.ts).
  const stock = (setting && SETTING_OBJECT[setting.id]) ?? THEME_OBJECT[theme.id];
  const obj: Word = facts.object?.word ?? (OBJECTS.find((o) => o.id === stock) as Word);
  const colour = facts.object?.colour;
  const friend = facts.companions[0];
  // No stock helper of a companion's own kind (nor the threat's: no friendly dragon against a dragon),
  // nor a second grandparent beside Grandpa (distinct-helper.ts).
  const { helper, drawn } = helperBesides(
    theme,
    [...facts.companions.map((c) => c.kind), ...(facts.threats ?? [])],
    setting?.id,
  );
  const others: Other[] = facts.others.length
    ? facts.others.map((k) => {
        // Named in the idea ("an owl named Hoot"): "Hoot the owl" when met, then "Hoot".
        const name = facts.otherNames?.[k.id];
        return name
          ? {
              a: { en: `${name} the ${k.en}`, fr: `${name} ${frThe(k)}` },
              the: { en: name, fr: name },
              icon: k.icon || undefined,
              name,
            }
          : {
              a: { en: enA(k.en), fr: frA(k) },
              the: { en: `the ${k.en}`, fr: frThe(k) },
              icon: k.icon || undefined,
            };
      })
    : [
        {
          a: helper,
          the: { en: theOf(helper.en, 'en'), fr: theOf(helper.fr, 'fr') },
          drawn,
          // The setting's own helper, drawn as what it is (the voyage's parrot: setting-stock.ts).
          ...(setting && helper === settingHelper(setting.id, theme.id) && SETTING_HELPER_ICON[setting.id]
            ? { icon: SETTING_HELPER_ICON[setting.id] }
            : {}),
        },
      ];
  // "Zara visits the zoo" in a zoo book: she does not live at the zoo, she sets off from an everyday home.
  const townHome = awayFromDestination(facts, setting, theme);
  // A jobs book about one job stays at its workplace: a doctor's day is at the clinic (job-workplaces.ts).
  const workplace = setting ? undefined : jobWorkplace(theme.id, ctx.req.description);
  const places: Place[] = setting ? setting.places : (workplace ?? townHome.places);
  // An owl (a squirrel, a bird) of an everyday book lives in an old oak, not in a house on Maple Lane.
  const treeHome = !setting && townHome.id === 'everyday' && livesInTree(kind) ? TREE_HOME : undefined;
  const at = treeHome
    ? treeHome.at
    : setting?.livesAt
      ? setting.livesAt.at
      : setting
        ? { en: setting.at, fr: setting.frAt }
        : {
            en: `${AT_PLACES.test(headNoun(townHome.setting.en)) ? 'at' : 'in'} ${townHome.setting.en}`,
            fr: `dans ${townHome.setting.fr}`,
          };
  // Drawn as the setting's own home spot (a voyage's harbour), else its first ("the rock pools on the beach" is a beach).
  const homeSpot = setting?.home ?? setting?.places[0];
  const home: Place = treeHome
    ? treeHome
    : setting?.livesAt
      ? setting.livesAt
      : setting
        ? {
            en: `the ${setting.en}`,
            fr: frThe(setting),
            at,
            pic: homeSpot?.pic ?? homeSpot?.en,
            family: homeSpot?.family ?? 'nature',
          }
        : { en: townHome.setting.en, fr: townHome.setting.fr, at, family: townHome.places[0].family };
  const objectEn = `${colour ? `${colour.en} ` : ''}${obj.en}`;
  const objectFr = (s: string) => (colour ? `${s} ${obj.f ? colour.frF : colour.fr}` : s);
  const friendName = friend && companionName(friend, ctx.name, ctx.lang);
  return {
    kind,
    at,
    home,
    places,
    /** Where the quest finds the key object, when the setting says (the spot marked X on the island). */
    found: setting?.found,
    settingId: setting?.id,
    others,
    lost: facts.lost,
    time: facts.time as TimeOfDay | undefined,
    object: { en: objectEn, fr: objectFr(obj.fr) },
    objectIcon: obj.icon,
    /** A child can hold it up (not a star, the moon or a boat: idea/words.ts). */
    holdable: obj.holdable !== false,
    /** The colour the idea gives the object ("a red kite"): its picture is drawn in it. */
    objectTints: colour ? { [obj.icon]: colour.hex } : undefined,
    /** What the threat is made of ("a shadow monster"): it is drawn in that colour wherever it is. */
    threatTints:
      facts.goal?.kind === 'defend' && facts.goal.tint
        ? { [facts.goal.threat.icon]: facts.goal.tint }
        : undefined,
    /** The object has no icon of its own and is drawn as a parcel. */
    parcel: Boolean(facts.object?.parcel),
    friend: friend && {
      /** Its kind: a relative's says who in the family ('father'), for the alt text (story-alt.ts). */
      id: friend.kind.id,
      icon: friend.kind.icon || undefined,
      name: friendName as string,
      /** The first time: "Coral the turtle", "Tom’s grandfather" (then "Coral", "Grandpa"). */
      intro: companionName(friend, ctx.name, ctx.lang, true),
    },
    slots(lang: Language, place: Place, other: Other = others[0]): Record<string, string> {
      const fr = lang === 'fr';
      const f = Boolean(obj.f);
      const base = {
        name: ctx.name,
        aKind: fr ? frA(kind as Word) : enA((kind as Word).en),
        named: kind?.f ? 'nommée' : 'nommé',
        when: 'Once upon a time',
        When: 'Il y a bien longtemps,',
        at: fr ? at.fr : at.en,
        place: fr ? place.fr : place.en,
        /** The place's own "where": "in the garden", « au phare » (never "at"/« à » + {place}). */
        atPlace: place.at[lang],
        object: fr ? objectFr(frThe(obj)) : `the ${objectEn}`,
        aObject: fr ? objectFr(frA(obj)) : enA(objectEn),
        itObj: f ? 'la' : 'le',
        ilObj: f ? 'elle' : 'il',
        hidden: f ? 'cachée' : 'caché',
        friend: friendName ?? '',
        Friend: capitalise(friendName ?? ''),
        other: other.a[lang],
        Other: capitalise(other.a[lang]),
        theOther: other.the[lang],
        lesson: ctx.facts.lesson[lang],
        /** How the hero moves there: swims under the sea, floats in space, flies in the sky. */
        ...moveSlots(place.family, lang),
        /** What a rest, a map or tracks are there: a smooth rock and bubbles under the sea. */
        ...episodeSlots(place.family, lang),
      };
      return base;
    },
  };
}

export type Cast = ReturnType<typeof storyCast>;
