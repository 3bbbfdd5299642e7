/**
 * What a workbook teaches, read from its title first and its description second (issue 14):
 * "Subtraction practice for grade 1" is subtraction only, « Les tables de multiplication » is
 * multiplication, "Telling the time" is clocks. A title that names no topic falls back to the
 * description, then to a mixed book. In core: the builtin engine writes the exercises from it, the
 * publishing engine picks the paper of a short workbook's added practice pages (decision 0032i).
 */
export type WorkbookTopic =
  | 'count'
  | 'compare'
  | 'add'
  | 'subtract'
  | 'multiply'
  | 'divide'
  | 'time'
  | 'shape'
  | 'spell'
  | 'trace';

/** Topics a title can name, most specific first; each regex runs on accent-free lower case. */
const SPECIFIC: [RegExp, WorkbookTopic][] = [
  [/\b(tell(ing)? (the )?time|what time|clocks?|o'?clock|l'heure|horloges?|heures?)\b/, 'time'],
  [/\b(subtract\w*|minus|take[- ]?aways?|taking away|soustraction\w*|soustrai\w*|moins)\b/, 'subtract'],
  [/\b(multipl\w*|times[- ]tables?|tables? de multiplication)\b/, 'multiply'],
  [/\b(divide[sd]?|dividing|division\w*|divis\w*)\b/, 'divide'],
  [/\b(add|adds|adding|addition\w*|additionn\w*|sums?)\b/, 'add'],
  [/\b(count\w*|compt\w*|denombr\w*)\b/, 'count'],
  [/\b(shapes?|geometr\w*|formes?)\b/, 'shape'],
  [/\b(spell\w*|words?|vocabular\w*|orthograph\w*|mots?|dictees?)\b/, 'spell'],
  [
    /\b(letters?|alphabet|abc|handwriting|trac\w*|writ\w*|lettres?|ecri\w*|graphisme|read\w*|lecture|lire)\b/,
    'trace',
  ],
];
/** A maths book that names no operation: counting, adding, comparing. */
const MATHS = /\b(math\w*|numbers?|calcul\w*|nombres?|chiffres?|arithmeti\w*)\b/;
const MIXED: WorkbookTopic[] = ['count', 'trace', 'compare', 'add'];

const plain = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').replace(/[’`]/g, "'").toLowerCase();

/** The topics one text names, in the order above; "lire l'heure" is time, not reading. */
function named(text: string): WorkbookTopic[] {
  let rest = plain(text);
  const found: WorkbookTopic[] = [];
  for (const [re, ex] of SPECIFIC) {
    if (!re.test(rest)) continue;
    found.push(ex);
    // A phrase counts once: « lire l'heure » must not also make a reading book.
    rest = rest.replace(new RegExp(re.source, 'g'), ' ');
    if (ex === 'time') rest = rest.replace(/\b(lire|read\w*|tell\w*)\b/g, ' ');
  }
  if (found.length) return found;
  return MATHS.test(rest) ? ['count', 'add', 'compare'] : [];
}

export function workbookTopic(title: string, description = ''): WorkbookTopic[] {
  const fromTitle = named(title);
  if (fromTitle.length) return fromTitle;
  const fromDescription = named(description);
  return fromDescription.length ? fromDescription : MIXED;
}

/** How far the numbers go: within 10 for the youngest, within 20 from grade 2 / CE1, 50 after. */
export function workbookLevel(title: string, description = ''): 1 | 2 | 3 {
  const t = plain(`${title} ${description}`);
  if (/\b(grade|year|class) ?([3-9]|three|four|five)\b|\b(ce2|cm1|cm2)\b/.test(t)) return 3;
  if (/\b(grade|year|class) ?(2|two)\b|\bce1\b|\b2nd grade\b|\bsecond grade\b/.test(t)) return 2;
  return 1;
}
