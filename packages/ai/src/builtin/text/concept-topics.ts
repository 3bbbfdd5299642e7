import { DAYS } from './concept-topic-days';
import { FEELINGS } from './concept-topic-feelings';
import { SEASONS } from './concept-topic-seasons';
import type { Topic, TopicLine } from './concept-topic-types';
import { WEATHER } from './concept-topic-weather';

export type { Topic, TopicLine } from './concept-topic-types';

/** The topics a learning book can teach; after the topic's lines, the book goes on with the first concepts. */
export const TOPICS: readonly Topic[] = [DAYS, SEASONS, WEATHER, FEELINGS];

/** The topic the idea names (days first: "sunny Sunday"; seasons before weather: « l’hiver » names a season first). */
export const topicFor = (idea: string): Topic | undefined => TOPICS.find((t) => t.words.test(idea));

/** A topic's lines in book order: every idea's first line, then every idea's second line, and so on. */
export function topicLines(topic: Topic): TopicLine[] {
  const rounds = Math.max(...topic.ideas.map((i) => i.length));
  return Array.from({ length: rounds }, (_, r) => topic.ideas.flatMap((i) => (i[r] ? [i[r]] : []))).flat();
}
