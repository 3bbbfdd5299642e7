import type { Language } from '@bookloom/core';
import type { Friend } from '../idea/read-idea';
import { frThe } from '../idea/words';

const VOWEL = /^[aeiouyàâéèêîïôûœh]/i;
/** What a child calls them, as a name: "Tom and Grandpa reached the pier", « Tom et Papi ». */
const FAMILIAR: Record<string, { en: string; fr: string }> = {
  grandmother: { en: 'Grandma', fr: 'Mamie' },
  grandfather: { en: 'Grandpa', fr: 'Papi' },
  mother: { en: 'Mum', fr: 'Maman' },
  father: { en: 'Dad', fr: 'Papa' },
};

/** A grandparent or parent as the child calls them ("Grandma", « Mamie »), if the kind is one. */
export const familiarName = (kindId: string, lang: Language): string | undefined => FAMILIAR[kindId]?.[lang];

/**
 * How the story calls the companion: its name ("Coral"), a relative as the child calls them
 * ("Grandpa") or as whose it is ("Tom’s sister", « la sœur de Tom »), else its kind ("the cat").
 * `intro` is the first mention, which says who or what it is: "Coral the turtle", « Coral la
 * tortue », "Tom’s grandfather", « le grand-père de Tom » (issue 14).
 */
export function companionName(friend: Friend, hero: string, lang: Language, intro = false): string {
  const { kind, name } = friend;
  // A named child is met by name alone: « Zoé », not « Zoé la petite fille »; a named sister as
  // whose she is: "Léa’s sister Zoé", « sa sœur Zoé » (idea/hero-pair.ts).
  if (name && intro && kind.relative)
    return lang === 'en' ? `${hero}’s ${kind.en} ${name}` : `${kind.f ? 'sa' : 'son'} ${kind.fr} ${name}`;
  // "Lila’s best friend Tom", « sa meilleure amie Nina » (idea/friend-pair.ts).
  if (name && intro && friend.best)
    return lang === 'en'
      ? `${hero}’s best friend ${name}`
      : `${kind.f ? 'sa meilleure amie' : 'son meilleur ami'} ${name}`;
  if (name && intro && kind.person) return name;
  if (name) return intro ? (lang === 'en' ? `${name} the ${kind.en}` : `${name} ${frThe(kind)}`) : name;
  if (kind.relative) {
    const familiar = FAMILIAR[kind.id];
    if (familiar && !intro) return familiar[lang];
    return lang === 'en'
      ? `${hero}’s ${kind.en}`
      : `${frThe(kind)} ${VOWEL.test(hero) ? 'd’' : 'de '}${hero}`;
  }
  return lang === 'en' ? `the ${kind.en}` : frThe(kind);
}
