/**
 * The skill as everyone says it ("everyone knew how to ride a bike"): "ride her bike" → "ride a bike";
 * a plural keeps its owner, "tie her shoes" → "tie their shoes" (was "to tie a shoes").
 */
export const skillSaid = (skill: string) =>
  skill
    .trim()
    .replace(/\b(?:her|his|my|your)\b(?=\s+\w+s\b)/gi, 'their')
    .replace(/\b(her|his|their|my|your)\b(?!\s+\w+s\b)/gi, 'a');
