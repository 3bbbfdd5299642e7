/**
 * A French noun read from the idea, made singular: « chatons » → « chaton », « hiboux » → « hibou »,
 * but « ours », « souris », « brebis », « perdrix », « lynx » are singular as they are (they lost
 * their s: « un our », « une souri »). The kind's own name and forms are kept whole.
 */
const INVARIABLE =
  /(?:^|\s)(?:ours|souris|brebis|perdrix|lynx|phénix|chamois|putois|anchois|pays|bras|corps|nez|noix|croix|voix|prix|tapis|radis|héros|os|dos)$/;

export function frSingular(noun: string, kind?: { fr: string; forms?: readonly string[] }): string {
  if (kind && (noun === kind.fr || kind.forms?.some((f) => f === noun && !/[sx]$/.test(f)))) return noun;
  if (INVARIABLE.test(noun)) return noun;
  return noun.replace(/(?<=[^s])s$/, '').replace(/(?<=[aeo]u)x$/, '');
}
