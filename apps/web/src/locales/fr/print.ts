import type { Translation } from '../en';

/** Le contrôle d'impression (preflight), le champ ISBN et l'option versos blancs du panneau d'export. */
export default {
  isbn: 'ISBN (facultatif)',
  isbnHint: 'Imprimé sur la page de copyright seulement si vous en donnez un.',
  isbnInvalid:
    'Cet ISBN n’est pas valide : vérifiez ses chiffres (ISBN-10 ou ISBN-13, avec la clé de contrôle).',
  blankBacks: 'Imprimer les coloriages en recto seul (versos blancs pour que les feutres ne traversent pas)',
  blankBacksHint:
    'Chaque coloriage est seul sur une page de droite, au verso vide. Le PDF compte plus de pages et un dos plus large.',
  changed: {
    fill: 'Les pages ajoutées ont changé depuis le dernier fichier : exportez à nouveau pour les inclure.',
    isbn: 'L’ISBN a changé depuis le dernier fichier : exportez à nouveau pour l’imprimer.',
    blankBacks:
      'Le réglage recto seul a changé depuis le dernier fichier : exportez à nouveau pour l’appliquer.',
  },
  reportTitle: 'Contrôle d’impression',
  reportOk: 'Prêt pour KDP : toutes les pages ont passé le contrôle d’impression.',
  reportFailed: 'Le contrôle d’impression a trouvé des problèmes. Rien n’a été débité.',
  page: 'Page {{page}}',
  whole: 'Tout le livre',
  fixLabel: 'Comment corriger :',
  what: {
    'ink-in-margin': 'Une image ou son cadre est trop près du bord de la page.',
    'bleed-short': 'Une image pleine page s’arrête au bord au lieu de le dépasser.',
    transparency: 'La page contient des parties transparentes que l’imprimeur ne gère pas.',
    'text-in-margin': 'Du texte est trop près du bord de la page.',
    'text-too-small': 'Du texte est trop petit pour être imprimé nettement.',
    'image-dpi': 'Une image n’est pas assez nette pour l’impression (moins de 300 ppp).',
    'font-not-embedded': 'Une police manque dans le fichier.',
  },
  fixes: {
    'ink-in-margin':
      'Gardez l’image dans les marges (loin du pli), ou faites-la déborder : 0,125 po au-delà de la coupe sur les bords extérieurs.',
    'bleed-short':
      'Prolongez l’image de 0,125 po au-delà de la coupe en haut, en bas et sur le bord extérieur, ou désactivez le fond perdu.',
    transparency: 'Aplatissez la page : couleurs opaques et images sans parties transparentes.',
    'text-in-margin': 'Placez le texte à l’intérieur des marges.',
  },
} satisfies Translation['print'];
