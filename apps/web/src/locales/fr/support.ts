import type { Translation } from '../en';

const support: Translation['support'] = {
  open: 'Ouvrir le chat de support',
  close: 'Fermer le chat de support',
  title: 'Assistant de support',
  welcome:
    'Bonjour ! Je suis l’assistant Bookloom. Posez-moi vos questions sur les crédits, les types de livres, les formats, les exports ou la publication sur KDP.',
  placeholder: 'Écrivez votre question…',
  send: 'Envoyer',
  you: 'Vous',
  assistant: 'Assistant',
  typing: 'L’assistant écrit…',
  readMore: 'En savoir plus : {{title}}',
  rateLimitBadge: 'Limite atteinte',
  rateLimitTitle: 'Limite atteinte',
  rateLimitText: 'Veuillez patienter un instant avant d’envoyer un autre message.',
  errorTitle: 'Erreur',
  errorText: 'Échec de l’envoi du message. Réessayez ou écrivez à notre équipe de support.',
  apology: 'Désolé, je n’ai pas pu répondre. Réessayez, ou écrivez à {{email}}.',
};
export default support;
