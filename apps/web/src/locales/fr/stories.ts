import type { Translation } from '../en';

/** Issue 14 : ce que le moteur hors ligne ne sait pas faire, dit là où ça compte ; livres courts honnêtes. */
export default {
  offlineRealistic:
    'Les images hyperréalistes demandent un fournisseur d’images. Hors ligne, Bookloom illustre ce livre dans son style album ; il ne peut pas peindre de photos.',
  offlineRealisticBook:
    'Illustré hors ligne : les images hyperréalistes demandent un fournisseur d’images (configurez-en un pour des images réalistes).',
  fillTitle: 'Pages ajoutées pour un broché',
  fillHint_one:
    'Ce livre a {{pages}} pages ; un broché en demande au moins {{min}} avec les pages de titre et de copyright : {{count}} page sera ajoutée. Choisissez son contenu :',
  fillHint_other:
    'Ce livre a {{pages}} pages ; un broché en demande au moins {{min}} avec les pages de titre et de copyright : {{count}} pages seront ajoutées. Choisissez leur contenu :',
  fill: {
    coloring: 'Ses images à colorier',
    draw: 'Pages « dessine toi-même »',
    notes: 'Pages de notes',
  },
  fillDetail: {
    coloring: 'Les scènes du livre en dessin au trait à colorier, puis des pages à dessiner et de notes.',
    draw: 'Des pages encadrées, chacune avec une idée de dessin différente.',
    notes: 'Des pages lignées pour écrire.',
  },
  // Un cahier d’activités (exercices, labyrinthes, abécédaire, chiffres…) : pas d’histoire à dessiner.
  fillActivity: {
    coloring: 'Ses images à colorier',
    notes: 'Pages d’entraînement et de notes',
  },
  fillDetailActivity: {
    coloring:
      'Les images du livre en dessin au trait à colorier, puis des pages d’entraînement et de notes (quadrillées pour les maths).',
    notes:
      'Des pages « Pour s’entraîner encore » et « Notes », en alternance : quadrillées pour les maths, lignées sinon.',
  },
} satisfies Translation['stories'];
