import {
  BLEED,
  COSTS,
  CREDIT_PACKS,
  KINDLE_COVER,
  MIN_PAGES_PAPERBACK,
  PAGE_LIMITS,
  TRIM_SIZES,
} from '@bookloom/core';
import type { HelpPassage } from './help-types';

const packs = CREDIT_PACKS.map((p) => `${p.name} ${p.credits} crédits pour ${p.price} $`).join(', ');

/** Aide en français de l’assistant de support (mêmes pages, mêmes faits que l’anglais). */
export const HELP_FR: HelpPassage[] = [
  {
    id: 'credits',
    title: 'Crédits et coûts',
    url: '/pricing',
    keywords: 'prix coût combien tarif solde',
    text: `Tout se paie en crédits. Un livre coûte ${COSTS.bookBase} crédits plus ${COSTS.perPage} par page (la haute qualité ajoute ${COSTS.highQuality}) ; un personnage ${COSTS.character}, une couverture ${COSTS.cover}, le premier export PDF ${COSTS.exportPdf} et le premier export EPUB ${COSTS.exportEpub}. Les nouveaux comptes reçoivent des crédits de bienvenue. Si une génération échoue, ses crédits sont remboursés automatiquement.`,
  },
  {
    id: 'packs',
    title: 'Packs de crédits',
    url: '/pricing',
    keywords: 'acheter achat pack paiement carte stripe abonnement forfait',
    text: `Les crédits s’achètent en packs uniques : ${packs}. Pas d’abonnement, et les crédits n’expirent jamais. Achetez-les sur la page des tarifs ; le paiement s’ouvre dans un nouvel onglet et les crédits arrivent sur votre compte peu après.`,
  },
  {
    id: 'refund',
    title: 'Remboursements',
    url: '/pricing',
    keywords: 'rembourser remboursement annuler inutilisés argent',
    text: 'Un pack de crédits est remboursable dans les 30 jours suivant l’achat si ses crédits n’ont pas été utilisés. Écrivez-nous depuis la page de contact avec l’e-mail de votre compte.',
  },
  {
    id: 'book-types',
    title: 'Types de livres',
    url: '/generate-book',
    keywords:
      'type catégorie histoire album coloriage alphabet bande dessinée activités journal poésie coucher',
    text: 'Bookloom crée des albums illustrés, des histoires du soir, des abécédaires et livres à compter, des livres de coloriage, des cahiers d’activités (labyrinthes, mots mêlés), des journaux, de la poésie et des bandes dessinées. Choisissez le type sur la page Créer un livre ; Histoire en un clic crée un livre entier à partir d’une idée.',
  },
  {
    id: 'pages',
    title: 'Nombre de pages',
    url: '/generate-book',
    keywords: 'pages longueur combien long',
    text: `Un livre généré a de ${PAGE_LIMITS.min} à ${PAGE_LIMITS.max} pages d’histoire (${PAGE_LIMITS.default} par défaut). Pour un broché Amazon KDP, le PDF d’impression est complété jusqu’à au moins ${MIN_PAGES_PAPERBACK} pages (pages blanches ou de notes).`,
  },
  {
    id: 'trim',
    title: 'Formats (trim)',
    url: '/generate-book',
    keywords: 'format taille dimensions pouces carré',
    text: `Formats (pouces, largeur x hauteur) : ${TRIM_SIZES.join(', ')}. 6x9 par défaut ; les carrés 8.5x8.5 et 8x8 conviennent aux albums. Le PDF est mis en page pour le format choisi.`,
  },
  {
    id: 'bleed',
    title: 'Fond perdu (bleed)',
    url: '/generate-book',
    keywords: 'fond perdu bleed bord marge pleine page',
    text: `Avec fond perdu, les images vont jusqu’au bord : la page du PDF fait ${BLEED} pouce de plus en largeur et ${BLEED * 2} en hauteur, et KDP la coupe au format. Choisissez-le pour des images pleine page, avec le même réglage sur KDP.`,
  },
  {
    id: 'kdp',
    title: 'Publier sur Amazon KDP',
    url: '/my-books',
    keywords: 'amazon kdp téléverser publier imprimer broché relié',
    text: 'Pour publier sur Amazon KDP : exportez le PDF intérieur et le PDF de couverture depuis Mes livres ; dans KDP, créez un livre broché avec le même format, papier et fond perdu, téléversez le PDF intérieur comme manuscrit et le PDF de couverture comme couverture prête à imprimer, puis prévisualisez et publiez.',
  },
  {
    id: 'exports',
    title: 'Exports : PDF et EPUB',
    url: '/my-books',
    keywords: 'export télécharger pdf epub kindle livre numérique apple kobo fichier',
    text: `Depuis Mes livres, exportez un PDF KDP prêt à imprimer, un PDF de couverture complète, un EPUB3 à mise en page fixe pour Kindle, Apple Books et Kobo, et une couverture Kindle (${KINDLE_COVER.width}x${KINDLE_COVER.height} pixels). Le premier export de chaque format est facturé une fois ; le retélécharger est gratuit.`,
  },
  {
    id: 'rights',
    title: 'À qui appartiennent mes livres',
    url: '/terms-of-service',
    keywords: 'droits propriété auteur licence vendre commercial',
    text: 'Les livres que vous créez sont à vous : vous pouvez les publier et les vendre sur toute plateforme, dans les limites des conditions d’utilisation.',
  },
  {
    id: 'privacy',
    title: 'Confidentialité',
    url: '/privacy-policy',
    keywords: 'confidentialité données personnelles supprimer rgpd cookies',
    text: 'Nous ne gardons que ce dont le service a besoin : votre compte, vos livres et vos achats. Nous ne vendons pas de données personnelles. Demandez la suppression de votre compte et de vos données depuis la page de contact.',
  },
  {
    id: 'terms',
    title: 'Conditions d’utilisation',
    url: '/terms-of-service',
    keywords: 'conditions règles âge responsabilité',
    text: 'Il faut avoir 18 ans ou plus pour utiliser Bookloom. Ne créez pas de contenu illicite ou nuisible. Notre responsabilité est limitée à ce que vous avez payé au cours des 12 derniers mois.',
  },
  {
    id: 'account',
    title: 'Compte et mot de passe',
    url: '/account',
    keywords: 'mot de passe connexion compte e-mail nom réinitialiser',
    text: 'Modifiez votre nom et votre mot de passe dans les paramètres du compte. Mot de passe oublié ? Utilisez « Mot de passe oublié » sur la page de connexion pour recevoir un lien par e-mail.',
  },
  {
    id: 'contact',
    title: 'Contacter le support',
    url: '/contact',
    keywords: 'contact humain e-mail support aide ticket',
    text: 'Écrivez-nous depuis la page de contact : nous répondons aux e-mails sous 1 jour ouvré, aux demandes complexes sous 1 à 2 jours ouvrés.',
  },
];
