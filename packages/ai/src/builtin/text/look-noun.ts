import type { Kind } from '../idea/kinds';
import { enA, frA } from '../idea/words';

/**
 * A look with its own noun, the words up to its clothes, said as `kind`: "a calf in a yellow top" →
 * "a cow in a yellow top", « une sirène avec une écharpe rose » → « une petite fille avec une écharpe
 * rose ». Used for the hero's look (character.ts) and for a hero drawn as something else (story-alt.ts).
 */
export function lookNoun(look: string, kind: Kind, lang: string): string {
  if (lang === 'fr') {
    // The figure's clothes agree with the kind said: a calf figure « vêtu » is « une vache vêtue ».
    const said = frA(kind);
    const dressed = said.startsWith('une ') ? ' vêtue ' : ' vêtu ';
    return look.replace(/^une? .+?(?= vêtue? |,? avec |$)/, said).replace(/ vêtue? (?=d’)/, dressed);
  }
  return look.replace(/^an? .+?(?= in an? | with an? |$)/, enA(kind.en));
}
