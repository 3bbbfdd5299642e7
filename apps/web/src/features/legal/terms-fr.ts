import type { LegalDoc } from './legal-types';

export const termsFr: LegalDoc = {
  title: 'Conditions d’utilisation',
  effective: 'Date d’entrée en vigueur : 1er juillet 2025',
  intro:
    'Ces conditions régissent votre utilisation de Bookloom, un service qui utilise l’intelligence artificielle pour vous aider à écrire, illustrer et exporter des livres. En créant un compte ou en utilisant le service, vous les acceptez.',
  sections: [
    {
      heading: '1. Qui peut utiliser Bookloom',
      paragraphs: [
        'Vous devez avoir au moins 18 ans pour créer un compte. Les livres faits avec Bookloom sont souvent destinés aux enfants ; le titulaire adulte du compte reste responsable de leur création et de leur diffusion.',
        'Vous êtes responsable de la sécurité de votre mot de passe et de toute activité sur votre compte.',
      ],
    },
    {
      heading: '2. Contenu généré par l’IA',
      paragraphs: [
        'Les textes, illustrations et couvertures sont produits par des modèles d’IA à partir de vos consignes. Ils peuvent contenir des erreurs, des inexactitudes, des images inattendues ou des ressemblances avec des œuvres existantes. Relisez et vérifiez chaque livre avant de l’imprimer, de le publier ou de le partager, surtout avant de le montrer à des enfants.',
        'Nous filtrons les demandes et les résultats pour écarter les contenus nuisibles, mais aucun filtre n’est parfait. Ne demandez pas de contenu illégal, haineux, sexuel, violent envers des personnes réelles ou portant atteinte aux droits d’autrui. Nous pouvons refuser une demande ou suspendre un compte qui enfreint ces règles.',
      ],
    },
    {
      heading: '3. Votre contenu et vos droits',
      paragraphs: [
        'Vous conservez les droits que vous détenez sur vos idées, vos textes et les images que vous importez. Sous réserve de ces conditions et de la loi, vous pouvez utiliser, vendre et publier les livres que vous créez, y compris sur Amazon KDP et d’autres plateformes.',
        'Comme le contenu produit par l’IA n’est pas protégé par le droit d’auteur partout et peut ressembler à d’autres œuvres, nous ne garantissons pas que vous en détenez des droits exclusifs. Il vous appartient de vérifier que votre publication respecte les règles des plateformes utilisées.',
        'Vous nous accordez l’autorisation limitée nécessaire pour stocker, traiter et afficher votre contenu afin de vous fournir le service.',
      ],
    },
    {
      heading: '4. Crédits, paiements et remboursements',
      paragraphs: [
        'Les fonctions payantes s’utilisent avec des crédits, achetés en packs uniques. Les crédits n’expirent pas et n’ont pas de valeur monétaire. Le coût de chaque action est affiché avant que vous la confirmiez.',
        'Si une génération échoue à cause de notre service, les crédits utilisés sont rendus à votre solde. Vous pouvez demander le remboursement d’un pack dans les 30 jours suivant l’achat si ses crédits n’ont pas été utilisés.',
      ],
    },
    {
      heading: '5. Disponibilité et modifications',
      paragraphs: [
        'Nous faisons en sorte que Bookloom reste disponible mais ne promettons pas un service sans interruption. Nous pouvons modifier ou arrêter des fonctions ; nous vous prévenons à l’avance des changements qui touchent sensiblement les crédits payés.',
        'Nous pouvons mettre à jour ces conditions. La date ci-dessus indique la dernière version ; continuer à utiliser le service après un changement vaut acceptation.',
      ],
    },
    {
      heading: '6. Limitation de responsabilité',
      paragraphs: [
        'Le service est fourni « en l’état ». Dans la mesure permise par la loi, nous ne sommes pas responsables des pertes indirectes, manques à gagner ou pertes de données, et notre responsabilité totale pour toute réclamation est limitée aux sommes que vous nous avez versées au cours des 12 mois précédant le fait qui en est à l’origine.',
        'Rien dans ces conditions ne limite une responsabilité qui ne peut l’être légalement.',
      ],
    },
    {
      heading: '7. Fin de votre compte',
      paragraphs: [
        'Vous pouvez cesser d’utiliser Bookloom à tout moment et nous demander de supprimer votre compte. Nous pouvons suspendre ou fermer les comptes qui enfreignent ces conditions. Les sections 3, 4 et 6 continuent de s’appliquer après la fin du compte.',
      ],
    },
    {
      heading: '8. Contact',
      paragraphs: [
        'Vos questions sur ces conditions peuvent nous être adressées depuis la page de contact du service.',
      ],
    },
  ],
};
