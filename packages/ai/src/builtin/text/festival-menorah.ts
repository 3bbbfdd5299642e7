import type { Language } from '@bookloom/core';

/**
 * How many candles a Hanukkah page's menorah has lit (pictures/menorah-icon.ts `menorah-N`): the
 * night the page counts ("on the third night", « la troisième nuit »), none when it is unwrapped,
 * all of them once every candle is lit. One more candle each night, drawn as the words count.
 */
const NIGHTS: [RegExp, number][] = [
  [/unwrapped|déballa/, 0],
  [/first night|première nuit/, 1],
  [/second night|deuxième nuit/, 2],
  [/third night|troisième nuit/, 3],
  [/fourth night|quatrième nuit/, 4],
  [/night after night|nuit après nuit/, 6],
  [/seventh night|septième nuit/, 7],
];
const COUNT_EN = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven'];
const COUNT_FR = ['aucune', 'une', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept'];

export function menorahLit(text: string): number {
  return NIGHTS.find(([re]) => re.test(text))?.[1] ?? 8;
}

/** The menorah's icon and how the alt says it: "the menorah, three candles lit". */
export function menorahDrawn(text: string, lang: Language): { icon: string; said: string } {
  const n = menorahLit(text);
  const icon = `menorah-${n}`;
  if (n === 0)
    return { icon, said: lang === 'en' ? 'the menorah, no candles yet' : 'la ménorah, encore sans bougies' };
  if (n === 8)
    return {
      icon,
      said: lang === 'en' ? 'the menorah, every candle lit' : 'la ménorah, toutes ses bougies allumées',
    };
  const said =
    lang === 'en'
      ? `the menorah, ${COUNT_EN[n]} candle${n > 1 ? 's' : ''} lit`
      : `la ménorah, ${COUNT_FR[n]} bougie${n > 1 ? 's' : ''} allumée${n > 1 ? 's' : ''}`;
  return { icon, said };
}
