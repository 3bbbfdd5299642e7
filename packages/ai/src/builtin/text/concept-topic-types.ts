/**
 * What a learning book is about when the idea says it ("Learn about sun, rain, snow and wind with Pip
 * the penguin", « les quatre saisons », "feelings"): each topic's ideas, one per page, with the icon
 * the page draws. Each idea has a first line and more lines for a longer book (never a sentence
 * twice). The line's first words (before the first colon or comma) are the page's heading.
 * A line: [english, french, icon]; {name} is the hero.
 */
export type TopicLine = [string, string, string];
export type Topic = { id: string; words: RegExp; ideas: TopicLine[][] };
