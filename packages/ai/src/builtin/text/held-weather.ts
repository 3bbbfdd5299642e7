import { skyFromText, type Weather } from './page-sky';

/** Words that say the weather has stopped: the sky-line writer's “For a while, the sky cleared.” and the like. */
const CLEARS =
  /\b(sky cleared|sky was clear|rain stopped|snow stopped|storm (?:passed|was over)|fog lifted)\b|ciel se dégage|ciel était dégagé|pluie (?:cessa|s’arrêta)|neige (?:cessa|s’arrêta)|orage (?:passa|était passé)|brouillard se leva/i;

/**
 * The idea's weather ("one snowy day") holds picture after picture, the pages whose text does not
 * say it too (the ending's evening is still snowy), until a page says the sky clears (it
 * comes back where a page names it again); other weather a page names is its own. Call it once per page, in order, with the page's text.
 */
export function weatherHolder(bookWeather: Weather | undefined): (text: string) => Weather | undefined {
  let held = bookWeather;
  return (text) => {
    if (CLEARS.test(text)) {
      held = undefined;
      return undefined;
    }
    // Other weather a page names is that page's own (a puddle of rain in one episode).
    const said = skyFromText(text).weather;
    if (said && said === bookWeather) held = bookWeather;
    return said ?? held;
  };
}

/** What a snowfall covers or keeps away: no puddle, butterfly or tall grass while snow falls on every picture. */
const NOT_IN_SNOW = /\b(puddles?|butterfly|grass)\b/i;

/**
 * A template that clashes with the book's weather is not picked: one naming other weather (“Rain
 * began to fall” in a snowy book), or, in a snowy book, a puddle, a butterfly or tall grass.
 */
export const clashesWithWeather = (t: { en: string }, bookWeather: Weather | undefined): boolean => {
  const said = skyFromText(t.en).weather;
  if (bookWeather && said && said !== bookWeather) return true;
  return bookWeather === 'snow' && NOT_IN_SNOW.test(t.en);
};
