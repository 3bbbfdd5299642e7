import type { PagePlan } from '../../types';
import { type GroupAct, groupActOf } from './coloring-group-acts';
import type { ColoringGroup } from './coloring-groups';
import type { ColoringSubject } from './coloring-subject-types';
import { NIGHT_WORDS } from './companion';
import { frenchContractions, type StoryContext } from './story-context';
import type { StoryHints } from './story-light';

type Page = { subjects: ColoringSubject[]; en: string; fr: string; props?: string[]; stage?: string };

/**
 * Every subject once, in the group's order; a longer book then draws two of them side by side
 * ("Color the cow and the pig!"), each pair once: no caption twice.
 */
function pagesOf(group: ColoringGroup, count: number): Page[] {
  const all = group.subjects;
  const out: Page[] = all.map((x) => ({ subjects: [x], en: x.en, fr: x.fr }));
  const seen = new Set(all.map((x) => x.icon));
  const kinds = all.filter((x) => seen.delete(x.icon));
  for (let gap = 1; out.length < count && gap < kinds.length; gap++)
    for (let i = 0; i < kinds.length && out.length < count; i++) {
      const [a, b] = [kinds[i], kinds[(i + gap) % kinds.length]];
      if (gap * 2 === kinds.length && i >= gap) break;
      out.push({ subjects: [a, b], en: `${a.noun.en} and ${b.noun.en}`, fr: `${a.noun.fr} et ${b.noun.fr}` });
    }
  return out;
}

/**
 * The group at the idea's activity: each kind with each part of it once ("the T. rex pouring the
 * tea", then "the triceratops sipping a cup of tea"), a kind's next page a new part.
 */
function actPagesOf(group: ColoringGroup, act: GroupAct): Page[] {
  const seen = new Set<string>();
  const kinds = group.subjects.filter((x) => !seen.has(x.icon) && seen.add(x.icon));
  const n = act.doings.length;
  return Array.from({ length: kinds.length * n }, (_, i) => {
    const kind = kinds[i % kinds.length];
    const doing = act.doings[((i % kinds.length) + Math.floor(i / kinds.length)) % n];
    return {
      subjects: [kind],
      en: `${kind.noun.en} ${doing.en}`,
      fr: `${kind.noun.fr} ${doing.fr}`,
      props: doing.props,
      stage: act.stage,
    };
  });
}

/** A coloring book about a group: one of them per page, drawn large, its caption naming it. */
export function writeColoringGroupPages(ctx: StoryContext, group: ColoringGroup): PagePlan[] {
  const { lang, req } = ctx;
  const night = NIGHT_WORDS.test(req.description);
  // 'Cute dinosaurs having a tea party': the party's teapot and cake beside each of them.
  const act = groupActOf(`${req.title}. ${req.description}`);
  // A book longer than the activity's pages goes on with the group's own (no caption twice).
  const doing = act ? actPagesOf(group, act) : [];
  const pages = [...doing, ...pagesOf(group, req.pages - doing.length)];
  return Array.from({ length: req.pages }, (_, i) => {
    const page = pages[i % pages.length];
    const [first] = page.subjects;
    const text = lang === 'en' ? `Color ${page.en}!` : frenchContractions(`Colorie ${page.fr} !`);
    const alt =
      lang === 'en'
        ? `Line art to color: ${page.en}.`
        : `Dessin à colorier : ${frenchContractions(page.fr)}.`;
    const alone = page.subjects.length === 1;
    return {
      text,
      scene: `Coloring page, clean bold black outlines on white: ${page.en}, drawn large and filling the frame${first.place ? `, ${first.place} behind` : ''}`,
      alt,
      layout: 'coloring',
      hints: {
        kind: 'coloring',
        place: alone && !page.props ? first.place : undefined,
        subjects: page.subjects.map((x) => x.icon),
        props: page.props ?? (alone ? first.props : undefined),
        puddle: alone && first.puddle && !page.props ? true : undefined,
        stage: page.stage ?? first.stage ?? group.stage,
        mood: night ? 'night' : 'day',
        light: night ? 'night' : 'day',
      } satisfies StoryHints,
    } satisfies PagePlan;
  });
}
