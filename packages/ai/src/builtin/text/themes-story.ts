import { inFamily, place } from '../idea/settings';
import { l, type Theme, thing } from './theme-types';

export const fantasy: Theme = {
  id: 'fantasy',
  setting: l('the kingdom of Willowmere', 'le royaume de Saulemire'),
  places: inFamily('nature', [
    place('in/the castle tower', 'dans/la tour du château', 'indoor'),
    place('in/the enchanted forest', 'dans/la forêt enchantée'),
    place('on/the dragon’s hill', 'sur/la colline du dragon'),
    place('on/the rainbow bridge', 'sur/le pont arc-en-ciel', 'sky'),
  ]),
  helper: l('a small dragon who was afraid of the dark', 'un petit dragon qui avait peur du noir'),
  trouble: l('the magic wand had lost its sparkle', 'la baguette magique avait perdu ses étincelles'),
  prize: l('a wand full of sparkle and a new friend', 'une baguette pleine d’étincelles et un nouvel ami'),
  things: [
    thing('crown', 'crown', 'crowns', 'couronne', 'couronnes'),
    thing('crystal-ball', 'crystal', 'crystals', 'cristal', 'cristaux'),
    thing('dragon', 'dragon', 'dragons', 'dragon', 'dragons'),
    thing('sparkles', 'sparkle', 'sparkles', 'étincelle', 'étincelles'),
  ],
  words: [
    l('castle', 'château'),
    l('wand', 'baguette'),
    l('dragon', 'dragon'),
    l('spell', 'formule'),
    l('knight', 'chevalier'),
    l('unicorn', 'licorne'),
  ],
  heroes: [
    {
      name: 'Elio',
      look: l('a young wizard with a starry blue hat', 'un jeune magicien au chapeau bleu étoilé'),
      subject: 'person-mage',
    },
    {
      name: 'Lumi',
      look: l('a little fairy with silver wings', 'une petite fée aux ailes argentées'),
      subject: 'person-fairy',
    },
  ],
};

export const anime: Theme = {
  id: 'anime',
  setting: l('Sakura Hill town', 'la ville de la colline aux Cerisiers'),
  places: inFamily('nature', [
    place('in/the cherry blossom park', 'dans/le parc des cerisiers en fleurs'),
    place('at/the ramen shop', 'à/le petit restaurant de ramen', 'indoor'),
    place('at/the shrine on the hill', 'à/le sanctuaire sur la colline'),
    place('on/the school rooftop', 'sur/le toit de l’école', 'town'),
  ]),
  helper: l('a mysterious talking cat', 'un mystérieux chat qui parle'),
  trouble: l(
    'the wish lantern for the summer festival had gone missing',
    'la lanterne des vœux de la fête d’été avait disparu',
  ),
  prize: l(
    'a lantern floating high above the festival',
    'une lanterne qui flottait haut au-dessus de la fête',
  ),
  things: [
    thing('cherry-blossom', 'blossom', 'blossoms', 'fleur', 'fleurs'),
    thing('rice-ball', 'rice ball', 'rice balls', 'onigiri', 'onigiris'),
    thing('red-paper-lantern', 'lantern', 'lanterns', 'lanterne', 'lanternes'),
    thing('star', 'star', 'stars', 'étoile', 'étoiles'),
  ],
  words: [
    l('friendship', 'amitié'),
    l('festival', 'fête'),
    l('courage', 'courage'),
    l('blossom', 'fleur'),
    l('lantern', 'lanterne'),
    l('dream', 'rêve'),
  ],
  heroes: [
    {
      name: 'Hana',
      look: l(
        'a girl with big eyes, a blue sailor collar and a star hair clip',
        'une fille aux grands yeux, au col marin bleu et à la barrette étoile',
      ),
      subject: 'girl',
    },
    {
      name: 'Ren',
      look: l(
        'a boy with spiky hair and a red scarf',
        'un garçon aux cheveux en pointes et à l’écharpe rouge',
      ),
      subject: 'boy',
    },
  ],
};

export const realistic: Theme = {
  id: 'realistic',
  setting: l('the edge of a great wild forest', 'une clairière à l’orée d’une grande forêt sauvage'),
  places: inFamily('nature', [
    place('by/the mountain lake', 'au bord de/le lac de montagne'),
    place('in/the meadow of wildflowers', 'dans/la prairie de fleurs sauvages'),
    place('under/the old oak tree', 'sous/le vieux chêne'),
    place('on/the rocky shore', 'sur/le rivage rocheux', 'shore'),
  ]),
  helper: l('a park ranger with binoculars', 'une garde forestière avec des jumelles'),
  trouble: l(
    'a family of birds could not find a safe place to nest',
    'une famille d’oiseaux ne trouvait pas d’endroit sûr pour son nid',
  ),
  prize: l('a new nest high in the old oak', 'un nouveau nid, tout en haut du vieux chêne'),
  things: [
    thing('bird', 'bird', 'birds', 'oiseau', 'oiseaux'),
    thing('deciduous-tree', 'tree', 'trees', 'arbre', 'arbres'),
    thing('butterfly', 'butterfly', 'butterflies', 'papillon', 'papillons'),
    thing('mushroom', 'mushroom', 'mushrooms', 'champignon', 'champignons'),
  ],
  words: [
    l('forest', 'forêt'),
    l('river', 'rivière'),
    l('mountain', 'montagne'),
    l('fox', 'renard'),
    l('deer', 'cerf'),
    l('season', 'saison'),
  ],
  heroes: [
    {
      name: 'Ruby',
      look: l('a red fox with a white-tipped tail', 'une renarde rousse au bout de queue blanc'),
      subject: 'fox',
    },
    { name: 'Bram', look: l('a brown bear cub', 'un ourson brun'), subject: 'bear' },
  ],
};

export const everyday: Theme = {
  id: 'everyday',
  setting: l('a little house at the end of Maple Lane', 'une petite maison au bout de l’allée des Érables'),
  places: inFamily('nature', [
    place('in/the garden', 'dans/le jardin'),
    place('in/the park', 'à/le parc'),
    place('at/the library', 'à/la bibliothèque', 'indoor'),
    place('at/the top of the hill', 'en haut de/la colline'),
  ]),
  helper: l('a wise grandmother', 'une grand-mère pleine de sagesse'),
  trouble: l(
    'the favourite red kite had flown away over the rooftops',
    'le cerf-volant rouge préféré s’était envolé par-dessus les toits',
  ),
  prize: l(
    'the red kite, caught safe in the branches of the old apple tree',
    'le cerf-volant rouge, bien accroché aux branches du vieux pommier',
  ),
  things: [
    thing('teddy-bear', 'teddy bear', 'teddy bears', 'ours en peluche', 'ours en peluche'),
    thing('balloon', 'balloon', 'balloons', 'ballon', 'ballons'),
    thing('red-apple', 'apple', 'apples', 'pomme', 'pommes'),
    thing('blossom', 'flower', 'flowers', 'fleur', 'fleurs'),
  ],
  words: [
    l('friend', 'ami'),
    l('home', 'maison'),
    l('share', 'partager'),
    l('kind', 'gentil'),
    l('brave', 'courageux'),
    l('together', 'ensemble'),
  ],
  heroes: [
    {
      name: 'Milo',
      look: l('a curious boy with a yellow raincoat', 'un garçon curieux en ciré jaune'),
      subject: 'boy',
    },
    {
      name: 'Lila',
      look: l('a bunny with a red backpack', 'une lapine au sac à dos rouge'),
      subject: 'rabbit',
    },
  ],
};
