import type { Translation } from '../en';

const contact: Translation['contact'] = {
  title: 'Nous contacter',
  subtitle: 'Une question sur vos livres, vos crédits ou vos exports ? Nous lisons chaque message.',
  infoTitle: 'Nous joindre',
  emailLabel: 'E-mail du support',
  chatTitle: 'Chat en direct',
  chatText: 'L’assistant de support (en bas à droite) répond tout de suite aux questions courantes.',
  responseTitle: 'Délais de réponse',
  responseEmail: 'E-mail : sous 1 jour ouvré',
  responseChat: 'Chat : immédiat pour les questions courantes',
  responseComplex: 'Demandes complexes : 1 à 2 jours ouvrés',
  formTitle: 'Envoyez-nous un message',
  name: 'Nom (facultatif)',
  email: 'E-mail',
  subject: 'Objet',
  message: 'Message',
  messagePlaceholder: 'Comment pouvons-nous vous aider ?',
  send: 'Envoyer le message',
  sending: 'Envoi…',
  emailDirect: 'Nous écrire directement',
  privacy:
    'Vos coordonnées servent uniquement à répondre à ce message. Voir notre politique de confidentialité.',
  validationTitle: 'Erreur de validation',
  validationText: 'L’e-mail et le message sont obligatoires',
  sentTitle: 'Message envoyé !',
  sentText: 'Merci de nous avoir écrit ! Nous répondons sous 1 jour ouvré. Ticket n° {{ticketId}}',
  errorTitle: 'Erreur',
  errorText: 'Échec de l’envoi du message. Veuillez réessayer.',
  rateLimited: 'Trop de messages. Veuillez réessayer plus tard.',
  tooLong: 'Votre message est trop long (5 000 caractères au maximum).',
  faqTitle: 'Questions fréquentes',
  faq1Q: 'Comment fonctionne la génération par IA ?',
  faq1A:
    'Vous décrivez votre idée ; Bookloom écrit l’histoire, dessine la couverture et les pages, puis met le tout en page en PDF prêt à imprimer et en EPUB.',
  faq2Q: 'Que puis-je acheter ?',
  faq2A:
    'Des packs de crédits à l’unité (Starter, Creator, Professional, Publisher). Les crédits n’expirent jamais et il n’y a pas d’abonnement.',
  faq3Q: 'Puis-je publier mes livres partout ?',
  faq3A:
    'Oui. Les livres que vous créez vous appartiennent : publiez-les sur la plateforme de votre choix, comme Amazon KDP, Apple Books ou Kobo.',
  faq4Q: 'Comment être remboursé ou fermer mon compte ?',
  faq4A:
    'Les crédits inutilisés sont remboursables sous 30 jours : écrivez-nous depuis cette page. Les réglages de votre compte sont dans votre tableau de bord.',
};
export default contact;
