import type { Language } from '@bookloom/core';
import type { IdeaFacts } from '../idea/read-idea';
import { companionName } from './companion-name';
import type { GoalArc } from './goal-arc';
import { GROWN } from './goal-task-script-kit';
import { grownUpSaid } from './grown-up-said';
import { drawnOfNamed, type NamedThing } from './named-drawn';

/**
 * Who comes on a family outing (the seaside day, the picnic): the grown-ups the idea names, else Mum
 * and Dad; the brother, sister or dog it names too. The first is drawn at the hero's side, two more
 * beside them on the pages that draw the family.
 */
const MUM_AND_DAD = ['mother', 'father'];
const PETS = new Set(['dog', 'cat']);
/** One of who came: a relative's kind id, and the idea's companion when it named them. */
type Member = { id: string; c?: IdeaFacts['companions'][number] };

/** "Mum, Dad and Tom": who came, joined as a child says it. */
export const joined = (xs: string[], lang: Language) =>
  xs.length < 2
    ? (xs[0] ?? '')
    : `${xs.slice(0, -1).join(', ')} ${lang === 'en' ? 'and' : 'et'} ${xs.at(-1)}`;

export function outingFamily(facts: IdeaFacts, name: string) {
  const kin = facts.companions;
  const grownNamed = kin.some((c) => GROWN[c.kind.id]);
  const who: Member[] = [
    ...(grownNamed ? [] : MUM_AND_DAD.map((id) => ({ id }))),
    ...kin.map((c) => ({ id: c.kind.id, c })),
    // « avec papa, maman et son chien »: the dog the idea names among the others comes too.
    ...facts.others.filter((k) => PETS.has(k.id)).map((kind) => ({ id: kind.id, c: { kind } })),
  ];
  const call = (m: Member, lang: Language) =>
    GROWN[m.id]?.[lang] ?? (m.c ? companionName(m.c, name, lang) : '');
  const icon = (m: Member) => GROWN[m.id]?.icon ?? m.c?.kind.icon ?? '';
  const family = (lang: Language) =>
    joined(
      who.map((m) => call(m, lang)),
      lang,
    );
  const one = who.find((m) => GROWN[m.id] && m.id !== 'mother') ?? who.find((m) => GROWN[m.id]) ?? who[0];
  // A named companion is drawn at the hero's side already; Mum is, when the idea names nobody.
  const [first, ...rest] = who;
  const beside = kin.length ? {} : { companion: icon(first) };
  // A page stands one grown-up beside the hero (pictures/companion-figure.ts pageHelper): a second
  // was drawn as a bare face on the grass (Dad, when the idea's dog walked at the hero's side).
  const others = kin.length ? who.filter((m) => m.c !== kin[0]) : rest;
  const grown = others.find((m) => GROWN[m.id]);
  const drawnKin = others.filter((m) => !GROWN[m.id] || m === grown).slice(0, 2);
  const kinSaid = (lang: Language) => [
    ...(kin.length ? [] : [grownUpSaid(call(first, lang), first.id, facts.heroKind, lang)]),
    ...drawnKin.map((m) => grownUpSaid(call(m, lang), m.id, facts.heroKind, lang)),
  ];
  /** The slots every outing line may use: {family}, {all} (the hero with them), {one} of them. */
  const slots = (lang: Language) => {
    const all = joined([name, ...who.map((m) => call(m, lang))], lang);
    return { family: family(lang), all, All: all, one: call(one, lang) };
  };
  return { kin, who, icon, beside, drawnKin, kinSaid, slots };
}

/**
 * What an outing's page draws: the family first, then the first things its words name (three
 * subjects at most: pictures/scene.ts); at the turn the outing's first two things, scaled by `scales`.
 */
export const outingDrawn =
  (
    named: NamedThing[],
    { kin, icon, beside, drawnKin, kinSaid }: ReturnType<typeof outingFamily>,
    scales: Record<string, number>,
  ): NonNullable<GoalArc['drawn']> =>
  (beat, lang, _kind, text = '') => {
    if (beat === 'opening') return undefined;
    const room = 3 - drawnKin.length;
    const turn = beat === 'turn' || beat === 'family-turn';
    const said = turn ? named.slice(0, 2) : named.filter(([re]) => re.test(text));
    const drawn = drawnOfNamed(said.slice(0, room), lang);
    return {
      subjects: [
        ...(drawn?.subjects.slice(0, 1) ?? []),
        ...drawnKin.map(icon),
        ...(drawn?.subjects.slice(1) ?? []),
      ],
      // A coloring page's family (coloring-arc-scenes-seaside.ts) stands the one the idea names at
      // the hero's side too: « avec Mamie » drew only the dog, no story cast draws Mamie there.
      ...(beat.startsWith('family') && kin.length
        ? { companion: icon({ id: kin[0].kind.id, c: kin[0] }) }
        : beside),
      said: [...kinSaid(lang), ...(drawn?.said ?? [])],
      kin: true,
      ...(turn ? { scales } : {}),
    };
  };
