import type { LegalDoc } from './legal-types';

export const privacyFr: LegalDoc = {
  title: 'Politique de confidentialité',
  effective: 'Date d’entrée en vigueur : 1er juillet 2025',
  intro:
    'Cette politique explique quelles données personnelles Bookloom collecte lorsque vous utilisez le service, pourquoi, combien de temps nous les gardons et quels choix vous avez.',
  sections: [
    {
      heading: '1. Les données que nous conservons',
      paragraphs: [
        'Données de compte : votre nom, votre adresse e-mail, une empreinte de votre mot de passe (jamais le mot de passe lui-même) ou l’identifiant fourni par Google ou GitHub si vous vous connectez avec eux, votre rôle et votre solde de crédits.',
        'Contenu : les consignes, descriptions, personnages, couvertures, images importées et livres que vous créez, ainsi que les fichiers exportés.',
        'Utilisation et facturation : vos transactions de crédits et l’historique de vos créations, les traces d’achat (gérées par notre prestataire de paiement ; nous ne conservons pas les numéros de carte), et des journaux techniques comme l’adresse IP, le type de navigateur et les rapports d’erreur, gardés pour la sécurité.',
        'Dans votre navigateur, nous enregistrons votre thème, votre langue (aussi dans un cookie, pour que notre serveur vous réponde dans cette langue), l’état du menu latéral et un cookie de session qui vous garde connecté.',
      ],
    },
    {
      heading: '2. Pourquoi nous les utilisons',
      paragraphs: [
        'Pour gérer votre compte et vous connecter, générer et conserver vos livres, compter et débiter les crédits, répondre aux demandes d’assistance, prévenir les abus (par exemple en limitant les tentatives de connexion) et garder le service sûr et opérationnel.',
        'Nous ne vendons pas vos données personnelles et ne les utilisons pas pour la publicité.',
      ],
    },
    {
      heading: '3. Traitement par l’IA',
      paragraphs: [
        'Pour créer textes et images, vos consignes et descriptions peuvent être envoyées à des fournisseurs d’IA qui les traitent pour notre compte. Nous leur demandons de ne pas entraîner leurs modèles avec votre contenu lorsque cette option existe. N’indiquez pas d’informations personnelles sensibles, comme le nom complet, l’adresse ou la santé d’un enfant, dans vos consignes.',
      ],
    },
    {
      heading: '4. Partage',
      paragraphs: [
        'Nous ne partageons des données qu’avec les prestataires qui nous aident à faire fonctionner Bookloom (hébergement, e-mail, paiement, génération par IA), sous contrat limitant leur usage, ou lorsque la loi l’exige.',
      ],
    },
    {
      heading: '5. Durée de conservation',
      paragraphs: [
        'Les données de compte et le contenu sont conservés tant que votre compte est ouvert. Après la suppression du compte, nous les effaçons sous 30 jours, sauf les traces d’achat que les règles comptables et fiscales nous obligent à garder.',
      ],
    },
    {
      heading: '6. Vos droits',
      paragraphs: [
        'Vous pouvez voir et modifier votre nom affiché dans les paramètres du compte, et nous demander une copie de vos données, leur rectification ou leur effacement, ou vous opposer à leur utilisation, depuis la page de contact. Vous pouvez aussi saisir l’autorité de protection des données de votre pays (en France, la CNIL).',
      ],
    },
    {
      heading: '7. Enfants',
      paragraphs: [
        'Bookloom fait des livres pour les enfants, mais les comptes sont réservés aux adultes de 18 ans ou plus. Nous ne collectons pas sciemment de données d’enfants.',
      ],
    },
    {
      heading: '8. Modifications',
      paragraphs: [
        'Si nous modifions cette politique, nous mettrons à jour la date ci-dessus et vous informerons des changements importants.',
      ],
    },
  ],
};
