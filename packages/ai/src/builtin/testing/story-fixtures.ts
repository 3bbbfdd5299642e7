import type { BookRequest, PagePlan } from '../../types';
import { pictureSvg } from '../pictures/index';
import { planBuiltinStory } from '../text/plan-builtin-story';

/** Tests' shared fixtures: a builtin book request with the usual defaults, its plan, and one page drawn. */
export const storyRequest = (
  r: Pick<BookRequest, 'type' | 'description'> & Partial<BookRequest>,
): BookRequest =>
  ({
    title: 'Title',
    author: 'Test',
    pages: 12,
    language: 'en',
    trim: '8x8',
    bleed: false,
    quality: 'standard',
    ...r,
  }) as BookRequest;

export type StoryPlan = Awaited<ReturnType<typeof planBuiltinStory>>;

export const planStory = (r: Parameters<typeof storyRequest>[0]) => planBuiltinStory(storyRequest(r));

/**
 * Page `i` of a plan drawn as the book's pipeline draws it (seed i + 1), as SVG text; `lineArt` as a
 * coloring book prints it.
 */
export const drawPlanPage = (
  plan: StoryPlan,
  bookType: BookRequest['type'],
  i: number,
  size = 600,
  page: PagePlan = plan.pages[i],
  lineArt = false,
) =>
  pictureSvg({
    prompt: page.scene,
    width: size,
    height: size,
    page,
    character: plan.character,
    bookType,
    seed: i + 1,
    ...(lineArt ? { lineArt } : {}),
  });
