import type { Translation } from '../en';

/** La vérification du personnage principal de chaque page dans l’éditeur (issue 16, point 9). */
const consistencyCheck: Translation['consistencyCheck'] = {
  ok: 'Le personnage principal correspond à la page 1',
  differs: 'Le personnage principal diffère de la page 1',
  differsShort: 'Diffère',
  checking: 'Vérification du personnage principal…',
  not_checked: 'Non vérifié',
  none: 'Pas d’image',
  reason: 'Pourquoi\u00a0: {{reason}}',
  notCheckedHint:
    'Cette image n’a pas pu être comparée à la page 1 (aucun modèle capable de lire les images n’est configuré, ou la vérification a échoué).',
  differsHint: 'Régénérez l’image ou importez-en une autre pour garder le même personnage.',
};
export default consistencyCheck;
