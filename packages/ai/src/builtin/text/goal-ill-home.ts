import type { Language } from '@bookloom/core';
import type { IdeaFacts } from '../idea/read-idea';
import type { Place } from '../idea/settings';
import { place } from '../idea/settings';
import { goodnightDen } from './goal-goodnight-den';
import { BEDROOM_SPOTS } from './sleep-spots';

/**
 * Where an ill hero stays in bed, and who looks after it (goal-ill.ts). A child, or a pet at home,
 * stays in bed in the bedroom (drawn in the bed when asleep: pictures/bed-sleep.ts), looked after by
 * Mum, and the doctor comes. An animal keeps its own home — a forest bunny its burrow (the goodnight
 * round's dens, goal-goodnight-den.ts), a giraffe at the zoo its giraffe house or a warm shelter, a
 * farm animal the barn — and the vet comes; at the zoo the zookeeper looks after it.
 */
export type SickRoom = {
  /** Where the pages in bed happen (the first is where it wakes up ill). */
  beds: Place[];
  /** Where the hero runs out to play at the end: the garden, the giraffe meadow, the forest. */
  outside: Place;
  /** What friends knock at: the bedroom window, the burrow's or the shelter's door. */
  door: { en: string; fr: string };
  doc: { en: string; fr: string };
  carer: { en: string; fr: string };
};

const PETS = new Set(['dog', 'cat', 'hamster', 'teddy']);
const DOCTOR = { en: 'the doctor', fr: 'le docteur' };
const VET = { en: 'the vet', fr: 'la vétérinaire' };
const MUM = { en: 'Mum', fr: 'Maman' };
const WINDOW = { en: 'the window', fr: 'la fenêtre' };
const SHADE = { en: 'a shady spot', fr: 'un coin à l’ombre' };
/** Settings that are the wild, not a house's garden: a giraffe of the jungle rests there, not in a bedroom. */
const WILD = new Set(['jungle', 'savanna', 'forest', 'snow', 'mountains', 'pond', 'desert', 'sea', 'beach']);
const DOOR = { en: 'the door', fr: 'la porte' };

const ZOO_SHELTER = place('in/the warm shelter|at the zoo', 'dans/l’abri bien chaud', 'indoor') as Place;
const BARN = place('in/the big red barn|on the farm', 'dans/la grange rouge', 'indoor') as Place;
const GARDEN = place('in/the garden', 'dans/le jardin', 'nature') as Place;
// The zoo book's own places (themes-animals.ts) name no setting: its spots say it is a zoo.
const ZOO = /zoo|penguin pool|lion’s rocks|giraffe house/i;

/** The ill hero's home, its doctor and its carer, by its kind and where it lives. */
export function sickRoom(facts: IdeaFacts, places: Place[]): SickRoom {
  const kind = facts.heroKind;
  const setting = facts.setting?.id;
  const outside = places.find((p) => p.family !== 'indoor') ?? GARDEN;
  const child = !kind || kind.person || PETS.has(kind.id);
  const bedroom = { beds: BEDROOM_SPOTS.slice(0, 3), outside, door: WINDOW, carer: MUM };
  if (child) return { ...bedroom, doc: DOCTOR };
  const den = goodnightDen(kind, setting);
  if (den) {
    const entrance = { en: `the entrance to ${den.spot.en}`, fr: `l’entrée ${frOf(den.spot.fr)}` };
    return { beds: [den.spot], outside, door: entrance, doc: VET, carer: MUM };
  }
  // A giraffe in the zoo book's giraffe house; else an indoor place of its own kind, or a warm shelter.
  const own = places.find((p) => p.family === 'indoor' && p.en.includes(kind.en));
  if (setting === 'zoo' || ZOO.test(places.map((p) => `${p.en} ${p.pic ?? ''}`).join(' ')))
    return {
      beds: [own ?? ZOO_SHELTER],
      outside,
      door: DOOR,
      doc: { en: 'the zoo vet', fr: 'la vétérinaire du zoo' },
      carer: { en: 'the zookeeper', fr: 'le soigneur' },
    };
  const wild = setting && WILD.has(setting) ? places.find((p) => p.family !== 'indoor') : undefined;
  if (!own && wild) return { beds: [wild], outside: wild, door: SHADE, doc: VET, carer: MUM };
  // A farm animal in the barn; any other animal in the house's bedroom (not the library: issue 14).
  const indoor = own ?? (setting === 'farm' ? (places.find((p) => /barn/.test(p.en)) ?? BARN) : undefined);
  return indoor ? { beds: [indoor], outside, door: DOOR, doc: VET, carer: MUM } : { ...bedroom, doc: VET };
}

/** « du terrier », « de la tanière », « de l’abri ». */
const frOf = (the: string) =>
  the
    .replace(/^le /, 'du ')
    .replace(/^la /, 'de la ')
    .replace(/^l[’']/, 'de l’')
    .replace(/^les /, 'des ');

/** The slots of the arc's words. */
export function sickSlots(room: SickRoom, lang: Language): Record<string, string> {
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  return {
    doc: room.doc[lang],
    Doc: cap(room.doc[lang]),
    carer: room.carer[lang],
    Carer: cap(room.carer[lang]),
    door: room.door[lang],
  };
}
