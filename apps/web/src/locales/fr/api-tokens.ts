import type { Translation } from '../en';

/** /account → Jetons d’API : jetons limités pour l’API d’export. */
const apiTokens: Translation['apiTokens'] = {
  tab: 'Jetons d’API',
  title: 'Jetons d’API',
  intro:
    'Des outils peuvent exporter vos livres par l’API d’export avec un jeton. Un jeton ne peut qu’exporter, seulement vos livres, et vous pouvez le révoquer à tout moment.',
  name: 'Nom du jeton',
  namePlaceholder: 'ex. Mon script de publication',
  nameRequired: 'Donnez un nom au jeton.',
  create: 'Créer un jeton',
  creating: 'Création…',
  createdTitle: 'Copiez votre nouveau jeton maintenant',
  createdText:
    'Il n’est affiché qu’une seule fois. Gardez-le en lieu sûr ; nous n’en conservons qu’une empreinte.',
  copy: 'Copier',
  copied: 'Copié',
  done: 'Terminé',
  empty: 'Aucun jeton d’API pour l’instant.',
  created: 'Créé le {{date}}',
  lastUsed: 'dernière utilisation le {{date}}',
  neverUsed: 'jamais utilisé',
  revoke: 'Révoquer',
  revokeLabel: 'Révoquer le jeton {{name}}',
  revoked: 'Jeton révoqué',
  failed: 'Cela n’a pas fonctionné. Veuillez réessayer.',
  docs: 'Appelez POST /export-api/export avec l’en-tête Authorization: Bearer <jeton>.',
};
export default apiTokens;
