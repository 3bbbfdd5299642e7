import type { TaleId } from '../idea/read-goal-tale';
import { inFamily, place } from '../idea/settings';
import type { GoalArc } from './goal-arc';
import { PIGS_ARC } from './goal-tale-pigs';
import { step } from './task-step';

/** Goldilocks home again, in her own little bed (the tale's places are all the bears'). */
const HER_ROOM = inFamily('indoor', [
  place('in/her own little bedroom|in her home', 'dans/sa petite chambre à elle'),
])[0];

/**
 * A fairy tale as a bedtime book ends at the tale's own cosy ending, not the stock goodnight page:
 * 'Goldilocks and the three bears' ended 'Everything grew calm and quiet in a little house at the end
 * of Maple Lane'. Now by the fire in Grandma's cottage, by the fire in the brick house, home in bed.
 */
const ENDINGS: Record<TaleId, Pick<GoalArc, 'endings' | 'bed'>> = {
  'red-hood': {
    endings: [
      step(
        'That evening, Grandma’s cottage was warm and cosy. By the crackling fire, Little Red Riding Hood shared the cake with Grandma and the woodcutter, and her eyes grew heavy. “Good night, Grandma,” she whispered, and fell asleep in the big armchair. The end.',
        'Ce soir-là, la chaumière de Mère-Grand était douce et chaude. Au coin du feu qui crépitait, le Petit Chaperon rouge partagea la galette avec Mère-Grand et le bûcheron, et ses paupières se firent lourdes. « Bonne nuit, Mère-Grand », chuchota-t-elle, et elle s’endormit dans le grand fauteuil. Fin.',
      ),
    ],
  },
  pigs: {
    endings: [
      step(
        'That night, the wolf was far away for good. In the brick house, the three little pigs curled up by the warm fire, snug and safe. {name} yawned a big yawn: “Good night, brothers.” And the brick house kept them safe all night long. The end.',
        'Cette nuit-là, le loup était parti pour de bon. Dans la maison de briques, les trois petits cochons se blottirent près du bon feu, bien au chaud, bien à l’abri. {name} bâilla un grand coup : « Bonne nuit, mes frères. » Et la maison de briques veilla sur eux toute la nuit. Fin.',
      ),
    ],
    bed: PIGS_ARC.arrival,
  },
  goldilocks: {
    endings: [
      step(
        'That evening, {name} ran all the way home. After her bath, she climbed into her own little bed, not too big and not too small: just right. “Good night,” she whispered, thinking of her three new friends. The end.',
        'Ce soir-là, {name} rentra chez elle en courant. Après son bain, elle se glissa dans son petit lit à elle, ni trop grand ni trop petit : parfait. « Bonne nuit », chuchota-t-elle en pensant à ses trois nouveaux amis. Fin.',
      ),
    ],
    bed: HER_ROOM,
  },
  'fox-crow': {
    endings: [
      step(
        'That evening, {name} curled up in his den with a full tummy. Up in the oak, the crow tucked his head under his wing, a little wiser than the day before: sweet words are not always true words. Good night, little fox. The end.',
        'Ce soir-là, {name} se roula en boule dans son terrier, le ventre plein. Là-haut dans le chêne, le corbeau cacha sa tête sous son aile, un peu plus sage que la veille : les mots doux ne sont pas toujours des mots vrais. Bonne nuit, petit renard. Fin.',
      ),
    ],
  },
  'ant-grasshopper': {
    endings: [
      step(
        'That winter night, deep in the warm nest, {name} shared her grain with the grasshopper, and he played a soft lullaby on his fiddle for all the ants. Outside the cold wind blew; inside everyone was snug. Next summer he would work and sing. Good night, little ant. The end.',
        'Ce soir d’hiver, au fond de la fourmilière bien chaude, {name} partagea son grain avec la cigale, qui joua une douce berceuse au violon pour toutes les fourmis. Dehors, le vent froid soufflait ; dedans, tout le monde était au chaud. L’été prochain, la cigale travaillerait en chantant. Bonne nuit, petite fourmi. Fin.',
      ),
    ],
  },
  'cried-wolf': {
    endings: [
      step(
        'That night, with every sheep safe in the fold, {name} lay in bed and thought hard. “Tomorrow I will tell only the truth,” he whispered, “so that people can always believe me.” And he never cried wolf again. Good night, little shepherd. The end.',
        'Cette nuit-là, tous les moutons bien à l’abri dans la bergerie, {name} réfléchissait dans son lit. « Demain, je ne dirai que la vérité, chuchota-t-il, pour qu’on puisse toujours me croire. » Et plus jamais il ne cria au loup. Bonne nuit, petit berger. Fin.',
      ),
    ],
  },
};

/** The tale's arc for a bedtime book: its own last page (`evening`: not the stock goodnight one). */
export function taleAtBedtime(arc: GoalArc, tale: TaleId): GoalArc {
  const own = { ...arc, ...ENDINGS[tale], evening: true as const };
  if (tale !== 'goldilocks') return own;
  // Home in her own bed: no bears, bowl and chair by it (the bears' table is the day book's end).
  return { ...own, drawn: (beat, ...rest) => (beat === 'ending' ? undefined : arc.drawn?.(beat, ...rest)) };
}
