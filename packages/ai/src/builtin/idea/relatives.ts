import { type Word, w } from './words';

/**
 * The family an idea names — "Tom and his grandfather", « avec l’aide de sa maman » — as people,
 * so the story meets them rather than the theme's stock "wise grandmother" (issue 14). Their icons
 * are faces the picture engine stands on a body (pictures/helper-figure.ts). `relative` makes the
 * writers say whose they are: "Tom's grandfather", « le grand-père de Tom ».
 */
export type Relative = Word & { person: true; relative: true };
const r = (id: string, en: string, fr: string, icon: string, forms: string[], f = false): Relative => ({
  ...w(id, en, fr, icon, forms, f),
  person: true,
  relative: true,
});

export const RELATIVES: readonly Relative[] = [
  r(
    'grandmother',
    'grandmother',
    'grand-mère',
    'old-woman',
    ['grandma', 'granny', 'grandmas', 'grandmothers', 'mamie', 'mamy', 'mémé', 'grands-mères'],
    true,
  ),
  r('grandfather', 'grandfather', 'grand-père', 'old-man', [
    'grandpa',
    'grandad',
    'granddad',
    'grandpas',
    'grandfathers',
    'papi',
    'papy',
    'pépé',
    'grands-pères',
  ]),
  r('mother', 'mum', 'maman', 'woman', ['mom', 'mummy', 'mommy', 'mother', 'mama', 'mère'], true),
  r('father', 'dad', 'papa', 'man', ['daddy', 'father', 'père'], false),
  r('sister', 'sister', 'sœur', 'girl', ['sisters', 'soeur', 'sœurs', 'soeurs'], true),
  r('brother', 'brother', 'frère', 'boy', ['brothers', 'frères'], false),
  r('aunt', 'aunt', 'tante', 'woman', ['auntie', 'aunty', 'tata', 'tatie'], true),
  r('uncle', 'uncle', 'oncle', 'man', ['tonton'], false),
];
