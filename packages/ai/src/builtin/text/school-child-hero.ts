import type { IdeaFacts } from '../idea/read-idea';

/**
 * "Valentine’s Day at school", "Halloween party with my class", « La fête de Noël avec ma classe »:
 * a school day's hero is a pupil among classmates, a child, when the idea names no other kind —
 * not the book type's stock animal (the holiday penguin sat in class with Mum drawn as a penguin
 * beside a human classmate and teacher).
 */
const CLASS_WORDS =
  /\b(?:at school|my class|our class|the class|classmates?|classroom|schoolfriends?)\b|(?:à l[’']école|ma classe|notre classe|en classe|la classe|camarades? de classe)/i;

export function isSchoolChildHero(facts: IdeaFacts | undefined, ideaText: string): boolean {
  if (!facts || facts.heroKind) return false;
  return facts.setting?.id === 'school' || CLASS_WORDS.test(ideaText);
}
