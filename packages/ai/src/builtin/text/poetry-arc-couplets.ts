import type { Language } from '@bookloom/core';
import type { IdeaFacts } from '../idea/read-idea';
import { cloudRains } from './goal-cloud-rain';
import { wildFearsDark } from './goal-dark-wild';
import { isFable } from './goal-fable';
import { dancesArc } from './goal-learn-dance';
import { learnsToSwim } from './goal-learn-swim';
import { starFearsDark } from './goal-star-dark';
import type { ArcCouplet } from './poetry-arc-kit';
import { bedtimeCouplets } from './poetry-bedtime-couplets';
import { christmasCouplets, christmasFillers } from './poetry-christmas-couplets';
import { CLOUD_COUPLETS } from './poetry-cloud-couplets';
import { coldCouplets } from './poetry-cold-couplets';
import { danceCouplets } from './poetry-dance-couplets';
import { darkWildCouplets, darkWildFillers } from './poetry-dark-wild-couplets';
import { fableCouplets } from './poetry-fable-couplets';
import { festivalCouplets, festivalFillers } from './poetry-festival-couplets';
import { goodnightCouplets, goodnightFillers } from './poetry-goodnight-couplets';
import { growCouplets, growFillers } from './poetry-grow-couplets';
import { hibernateCouplets } from './poetry-hibernate-couplets';
import { illCouplets, illFillers } from './poetry-ill-couplets';
import { memoriesCouplets } from './poetry-memories-couplets';
import { moveCouplets, moveFillers } from './poetry-move-couplets';
import { parentJobCouplets } from './poetry-parent-job-couplets';
import { partyCouplets } from './poetry-party-couplets';
import { picnicCouplets, picnicFillers } from './poetry-picnic-couplets';
import { potionsCouplets } from './poetry-potions-couplets';
import { puppyCouplets, puppyFillers } from './poetry-puppy-couplets';
import { quarrelCouplets } from './poetry-quarrel-couplets';
import { seasideCouplets } from './poetry-seaside-couplets';
import { siblingCouplets } from './poetry-sibling-couplets';
import { STAR_COUPLETS } from './poetry-star-couplets';
import { strayCouplets } from './poetry-stray-couplets';
import { superheroCouplets } from './poetry-superhero-couplets';
import { swimCouplets } from './poetry-swim-couplets';
import { taleCouplets } from './poetry-tale-couplets';
import { themeCouplets } from './poetry-theme-couplets';
import { toothCouplets } from './poetry-tooth-couplets';
import { WONDER_COUPLETS } from './poetry-wonder-couplets';

/**
 * The arcs whose poem is their own story, one couplet a page in the story's order (beginning,
 * trouble, turn, happy end), 24 of them so a 24-page poem sings no couplet twice: the little cloud's
 * rain, the new baby, the lion and the mouse, the winter sleep, the little star afraid of the dark, the
 * hero always cold, the sweets falling from the sky, the friend's surprise party, two friends' quarrel,
 * the little witch's potions,
 * learning to dance, getting ready for bed,
 * a wild animal lost in the village.
 * Before, all but the cloud printed stock couplets ("And Lila danced the clouds away") that ignored
 * the idea. `name` is the hero's, for a French « grande sœur » or « grand frère »; `lang` the
 * book's, for what is drawn (the French tooth mouse).
 */
export function arcCouplets(
  facts: IdeaFacts,
  name: string,
  lang: Language = 'en',
  idea = '',
): ArcCouplet[] | undefined {
  const g = facts.goal;
  // « Les trois petits cochons » sang stock couplets at Maple Lane and the library.
  if (g?.kind === 'tale') return taleCouplets(g);
  if (cloudRains(facts)) return CLOUD_COUPLETS;
  if (starFearsDark(facts)) return STAR_COUPLETS;
  // 'A little owl who is afraid of the dark' sang "The sun shone warm on the park today".
  if (wildFearsDark(facts)) return darkWildCouplets(facts);
  if (g?.kind === 'help' && isFable(g, facts)) return fableCouplets(g);
  if (g?.kind === 'hibernate') return hibernateCouplets(facts);
  if (g?.kind === 'sibling') return siblingCouplets(g, facts, name);
  if (g?.kind === 'cold') return coldCouplets(facts);
  if (g?.kind === 'wonder') return WONDER_COUPLETS;
  if (g?.kind === 'party' && g.forFriend) return partyCouplets(g, facts);
  if (g?.kind === 'quarrel') return quarrelCouplets(facts, name);
  if (g?.kind === 'learn' && g.potions) return potionsCouplets();
  if (dancesArc(facts)) return danceCouplets();
  if (g?.kind === 'routine') return bedtimeCouplets();
  if (g?.kind === 'stray') return strayCouplets();
  // Santa's Christmas Eve sang "At the library, Santa counts to three" (poetry-christmas-couplets.ts).
  if (g?.kind === 'christmas') return christmasCouplets(g, facts);
  // 'A bunny who loves carrots grows the biggest carrot' sang "At the library, Lila counts to three".
  if (g?.kind === 'grow') return growCouplets(g);
  if (g?.kind === 'tooth') return toothCouplets(g, lang);
  if (g?.kind === 'memories') return memoriesCouplets(g);
  if (learnsToSwim(facts)) return swimCouplets(facts);
  if (g?.kind === 'day-with' && g.parent) return parentJobCouplets(g);
  // 'A day at the seaside' sang "At the lighthouse, Milo gave a little wave", a herb on every page.
  if (g?.kind === 'seaside') return seasideCouplets(facts, name);
  // 'A superhero kid saves the city' sang the stock couplets at the library and the bakery.
  if (g?.kind === 'superhero') return superheroCouplets(facts, name);
  // « Zoé et son chien partent en pique-nique » sang « Au parc, Zoé compte jusqu’à trois ».
  if (g?.kind === 'picnic') return picnicCouplets(facts, name);
  // 'Poems about Hanukkah' sang "The sun shone warm on the garden today", a herb on every page.
  if (g?.kind === 'festival') return festivalCouplets(g);
  // 'Goodnight farm rhymes' hunted a bell at night; a lamb's goodnight to the farm's animals sang
  // "Goodnight to the owl, goodnight to the tree".
  if (g?.kind === 'goodnight') return goodnightCouplets(g, facts);
  // « Des poèmes sur le déménagement » sang « Dans le jardin, le soleil brille bien haut ».
  if (g?.kind === 'move') return moveCouplets(name);
  // « Comptines sur notre nouveau chiot » sang the stock couplets, a herb on every page.
  if (g?.kind === 'pet') return puppyCouplets(g);
  // 'Poems for a child who is ill in bed' sang the stock couplets at the park and the library.
  if (g?.kind === 'ill') return illCouplets(g, facts);
  // 'Farm rhymes' hunted a bell; 'Rhymes about brushing your teeth' a kite (poetry-theme-couplets.ts).
  return themeCouplets(facts, idea);
}

/**
 * What a long poem (50 pages) weaves between the arc's own couplets so it sings none twice and no
 * stock one (poetry-arc-kit.ts `woven`); none: the stock couplets fill it, as before.
 */
export function arcFillers(facts: IdeaFacts, name: string): ArcCouplet[] | undefined {
  const g = facts.goal;
  if (g?.kind === 'picnic') return picnicFillers(facts, name);
  if (g?.kind === 'christmas') return christmasFillers();
  if (g?.kind === 'grow') return growFillers();
  if (wildFearsDark(facts)) return darkWildFillers();
  if (g?.kind === 'festival') return festivalFillers(g);
  if (g?.kind === 'goodnight') return goodnightFillers(facts);
  if (g?.kind === 'move') return moveFillers();
  if (g?.kind === 'pet') return puppyFillers(g);
  if (g?.kind === 'ill') return illFillers(facts);
  return undefined;
}
