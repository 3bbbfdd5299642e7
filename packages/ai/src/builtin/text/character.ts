import type { BookRequest, CharacterBible } from '../../types';
import { VEHICLES } from '../idea/kind-variants';
import { KINDS, type Kind } from '../idea/kinds';
import { nameFromTitle } from '../idea/name-from-title';
import { nameGender } from '../idea/name-gender';
import { familyWord } from '../idea/read-goal-party-friend';
import type { IdeaFacts } from '../idea/read-idea';
import type { PicturesModule } from '../pictures-contract';
import { colouredKind } from './coloured-kind';
import { figureForPronouns, nameForKind, namesOf, pronounFitting, spelledFor } from './default-name';
import { kindAgreeingWithName } from './job-hero-gender';
import { lookNoun } from './look-noun';
import { isSchoolChildHero } from './school-child-hero';
import type { Random } from './seeded-random';
import type { Theme } from './theme-types';

/**
 * The character bible: from the picture engine when present (so text and pictures describe the
 * same figure), else from the theme's default heroes. A user's own character keeps its name.
 */
export function makeCharacter(
  req: BookRequest,
  seed: number,
  theme: Theme,
  rng: Random,
  pictures?: Partial<PicturesModule>,
  facts?: IdeaFacts,
  /**
   * A story arc's coloring book (coloring-arc.ts): the hero designed as its story book's, a child
   * where the idea names no kind, in the story's world — not the coloring books' fairy with her wand.
   */
  asStory = false,
): CharacterBible {
  // A stored character's bible is the hero as it is (the pages then describe what is drawn).
  if (req.character?.bible) return { ...req.character.bible, name: req.character.name };
  // "A day at the zoo with Grandpa to see the lions": Grandpa's grandchild, not a lion.
  const grandchild = !facts?.heroKind && facts?.companions.some((c) => 'relative' in c.kind);
  // "A giant robot attacks the city": the robot is the threat, the hero a child facing it (was drawn
  // as a second robot, the theme's stock hero picked from the idea's words).
  const facing = !facts?.heroKind && facts?.goal?.kind === 'defend';
  // "Goodnight to all the animals on the farm": a child says it round the farm, not "a cow called
  // Daisy" (drawn as a calf) saying goodnight to the cow.
  const sayer = !facts?.heroKind && facts?.goal?.kind === 'goodnight';
  // "Our new puppy": the puppy comes home to a child, it is not the hero (read-goal-pet.ts).
  // "My robot friend Bolt", « Mon copain le dragon Pif »: the named companion's child (idea/companion-named.ts).
  const owner =
    !facts?.heroKind &&
    (facts?.goal?.kind === 'pet' || Boolean(facts?.companions.some((c) => c.name && !c.kind.person)));
  // "Valentine’s Day at school": a pupil among classmates, not the holiday's stock penguin.
  const pupil = isSchoolChildHero(facts, `${req.title}. ${req.description}`);
  const child = grandchild || facing || sayer || owner || pupil || (asStory && !facts?.heroKind);
  // "Grandpa’s surprise birthday party": Grandpa is who the party is for, not the hero.
  const titled = nameFromTitle(req.title);
  const partyFor = facts?.goal?.kind === 'party' && facts.goal.forFriend;
  const userName =
    req.character?.name?.trim() ||
    facts?.heroName ||
    (titled && !((partyFor || grandchild) && familyWord(titled)) ? titled : undefined) ||
    spelledFor(
      nameForKind(namesOf(facts?.heroKind) ?? (child ? 'child' : undefined), seed) ?? '',
      req.language,
    );
  const userLook = [req.character?.appearance, req.character?.description].filter(Boolean).join('; ');
  // The figure follows the hero the idea names ("Zoé and her cat": a child, not the cat).
  const kind = facts?.heroKind;
  // A princess or a prince is passed as such: drawn as the girl or boy figure, with a crown and named so in the look.
  // A named child with no kind in the idea is a girl or a boy as the name says (Lila, Léo), else a child.
  const kindWord = kind
    ? /^princ/.test(kind.id)
      ? kind.id
      : (kind.figure ?? (kind.icon ? kind.id : undefined))
    : facts?.heroName
      ? (figureForName(userName) ??
        figureForPronouns(`${req.title}. ${req.description}`, req.language, userName) ??
        'child')
      : child
        ? 'child'
        : undefined;
  // A fairy tale's hero is drawn as the tale has her (a girl in a red cape: idea/read-goal-tale.ts);
  // her name is left out of the design, whose colour words would read "Red" in it as her top.
  const taleLook = facts?.goal?.kind === 'tale' && !req.character ? facts.goal.look : undefined;
  // "The little red tractor", "a blue whale": an animal or a vehicle is drawn in the idea's colour
  // (character-design.ts tints its icon); a person's colour words are read from the idea as before.
  const heroColour =
    kind && !kind.person && facts?.heroColour ? { appearance: facts.heroColour.en } : undefined;
  const designReq = {
    ...(taleLook
      ? { ...req, character: { name: '', description: taleLook } }
      : kindWord && !req.character?.description && !req.character?.appearance
        ? { ...req, character: { name: userName ?? '', description: kindWord, ...heroColour } }
        : req),
    ...(asStory ? { type: 'story-book' as const } : {}),
  };
  // The pages' theme is read from the idea's facts, which the design cannot read: a comic's own world
  // (comic-world.ts), a friend's « fête » at home (no snowy holiday village), a day out. A coloring
  // book told as its story (asStory) is designed as the story book would be.
  const designed = pictures?.designCharacter?.(designReq, seed, asStory ? undefined : theme.id);
  const style = STYLE_BY_TYPE[req.type] ?? [
    'children’s picture book',
    'soft flat colours',
    'friendly rounded shapes',
  ];
  if (designed) {
    const styleTags = [...new Set([...designed.styleTags, ...style])];
    const name =
      userName ||
      spelledFor(
        pronounFitting(
          designed.name,
          // A vehicles book's stock hero (« Le petit train ») is its figure's vehicle.
          kind ?? VEHICLES.find((v) => v.id === String(designed.figure?.id ?? '')),
          `${req.title}. ${req.description}`,
          req.language,
          seed,
        ),
        req.language,
      );
    // A pirate called Lila is « une pirate » under the picture as on the page (job-hero-gender.ts).
    // The jobs book's stock doctor has no kind in the idea: its figure's kind agrees with Ada too.
    const figureKind = kind ?? KINDS.find((k) => k.figure === String(designed.figure?.id ?? ''));
    const agreed = kindAgreeingWithName(figureKind, name);
    const plainKind = kind ? agreed : agreed !== figureKind ? agreed : undefined;
    // Drawn red, said red: "Toby, a little red tractor", « Toby, un petit tracteur rouge ».
    const lookKind =
      plainKind && designed.figure?.tint ? colouredKind(plainKind, facts?.heroColour) : plainKind;
    const look = userLook || (lookKind ? lookAsKind(designed.look, lookKind, req.language) : designed.look);
    // The image prompt names the hero the pages name ("Rex, a dinosaur…"), not the theme's stock hero.
    const promptPrefix = `${name}, ${look}, colours ${designed.palette.join(', ')}`;
    return { ...designed, name, look, styleTags, promptPrefix };
  }
  const hero = rng.pick(theme.heroes);
  const name = userName || spelledFor(hero.name, req.language);
  const look = userLook || hero.look.en;
  const palette = rng.pick([
    ['#F4A261', '#2A9D8F', '#E9C46A'],
    ['#E76F51', '#264653', '#F1FAEE'],
    ['#8ECAE6', '#FB8500', '#FFB703'],
  ]);
  const styleTags = style;
  return {
    name,
    look,
    palette,
    styleTags,
    promptPrefix: `${name}, ${look}, colours ${palette.join(', ')}; ${styleTags.join(', ')}.`,
    figure: { subject: hero.subject },
  };
}

const figureForName = (name?: string) => {
  const gender = name ? nameGender(name) : undefined;
  return gender && (gender === 'f' ? 'girl' : 'boy');
};

/** Picture style per book type, for image models (the builtin engine has its own look). */
const STYLE_BY_TYPE: Partial<Record<BookRequest['type'], string[]>> = {
  anime: ['anime style', 'big expressive eyes', 'clean cel shading', 'bright pastel colours'],
  'hyper-realistic': ['photorealistic', 'natural light', 'sharp detail', 'child-friendly'],
  coloring: ['black and white line art', 'thick clean outlines', 'no shading'],
  'comic-books': ['comic book style', 'bold ink outlines', 'flat bright colours'],
  'bedtime-books': ['children’s picture book', 'soft watercolour', 'calm night palette'],
};

export { nameFromTitle };

/**
 * The look names the hero as the story does: the cow figure is drawn from a calf's face and a sea
 * turtle as the turtle, but "Daisy the cow" is "a cow in a yellow top" in the alt text as on the page
 * (issue 14), never "a calf". The figure's own noun is the look's first words, up to its clothes.
 */
export function lookAsKind(look: string, kind: Kind, lang: string): string {
  // A person's look already names the figure, unless the name made the noun feminine: « un pirate
  // vêtu » becomes « une pirate vêtue » for Lila (the figure's designed look is masculine).
  if (kind.person)
    return lang === 'fr' && kind.f
      ? look.replace(/^un [^ ,]+( vêtu(?= ))?/, (_, dressed) => `une ${kind.fr}${dressed ? ' vêtue' : ''}`)
      : look;
  return lookNoun(look, kind, lang);
}
