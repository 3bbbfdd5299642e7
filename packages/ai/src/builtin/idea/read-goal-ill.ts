/**
 * Being ill is its own small arc, not a quest: "A giraffe with a sore throat", "Leo has a cold and
 * must stay in bed", « Le petit lapin est malade », « Léa a la varicelle » — the first sneeze, too
 * tired to play, the doctor (the vet for an animal) with the thermometer and "say aaah", medicine and
 * warm soup, in bed while friends play outside, a get-well card, sleep, and better in the morning
 * (text/goal-ill.ts). Before this the giraffe hunted "a ball hidden somewhere at the Green Park Zoo"
 * and Leo "found a way to stay in bed" at the library.
 * (Someone else's illness is not the hero's: "helps a sick puppy" is read as help, read-goal-help.ts;
 * "goes to the doctor" is a visit, read-goal-clinic.ts.)
 */
export type IllGoal = {
  kind: 'ill';
  /** What the idea names: it tells the first page (a sneeze, a sore throat, spots) and the morning after. */
  illness: 'cold' | 'throat' | 'pox' | 'sick';
  /** Being ill said as a deed, for writers that print any goal as one (a poem's “to {task}”). */
  task: { en: string; fr: string };
};

// The hero's own illness: "has a cold", "with a sore throat", "is sick", "chickenpox";
// « a un rhume », « enrhumé », « mal à la gorge », « est malade », « la varicelle »; poems "for a sick
// child", « pour un enfant malade », sung to the ill child.
const READS: [IllGoal['illness'], RegExp][] = [
  ['pox', /\bchicken\s?pox\b|(?<!\p{L})varicelle(?!\p{L})/iu],
  ['throat', /\bsore throat\b|(?<!\p{L})mal (?:à|a) la gorge(?!\p{L})|(?<!\p{L})angine(?!\p{L})/iu],
  [
    'cold',
    /\b(?:has|had|have|with|caught|catches|gets?|got)\s+(?:a\s+)?(?:bad\s+|big\s+|nasty\s+|little\s+)?(?:cold|flu)\b|(?<!\p{L})(?:un|gros|son) rhume(?!\p{L})|(?<!\p{L})enrhumée?(?!\p{L})|(?<!\p{L})(?:a|la) grippe(?!\p{L})/iu,
  ],
  [
    'sick',
    /\b(?:is|was|feels?|felt|gets?|got|falls?|fell)\s+(?:very\s+|so\s+|a\s+bit\s+|a\s+little\s+)?(?:sick|ill|poorly|unwell)\b|\bhas\s+a\s+(?:fever|tummy\s?ache)\b|(?<!\p{L})(?:est|était|tombe|tomba|tombée?|se sent)\s+(?:très\s+|un peu\s+)?malade(?!\p{L})|(?<!\p{L})a de la fièvre(?!\p{L})|\bfor a (?:sick|poorly) (?:child|kid)\b|(?<!\p{L})pour (?:un|une|mon|ma|notre) (?:enfant|petit|petite) malade(?!\p{L})/iu,
  ],
];
const TASK = { en: 'get better', fr: 'guérir' };

/** The hero's illness the idea describes, if any. */
export function readIll(description: string): IllGoal | undefined {
  const hit = READS.find(([, re]) => re.test(description));
  return hit ? { kind: 'ill', illness: hit[0], task: TASK } : undefined;
}
