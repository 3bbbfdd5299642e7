import type { Translation } from '../en';

export default {
  generateBook: {
    title: 'Créer un livre',
    text: 'Décrivez votre idée, choisissez le type de livre, le nombre de pages, le format et une couverture, voyez le coût en crédits et générez un livre illustré complet.',
  },
  oneClickStory: {
    title: 'Histoire en un clic',
    text: 'Choisissez un type d’histoire, prenez une idée toute prête ou demandez-en une autre, et recevez une histoire illustrée en un seul clic.',
  },
  coverGallery: {
    title: 'Galerie de couvertures',
    text: 'Parcourez les modèles de couverture par catégorie, prévisualisez-les et utilisez-en un pour votre prochain livre.',
  },
  createCharacter: {
    title: 'Créer un personnage',
    text: 'Donnez à un personnage un nom, une apparence et un caractère, et gardez-le identique sur chaque page de vos livres.',
  },
  createCover: {
    title: 'Créer une couverture',
    text: 'Importez votre couverture ou générez-en une à partir d’un texte ou d’une image de référence, avec votre titre et votre nom d’auteur.',
  },
  myBooks: {
    title: 'Mes livres',
    text: 'Votre bibliothèque : suivez la génération, feuilletez vos livres et exportez-les en PDF prêt à imprimer ou en EPUB.',
  },
  myCharacters: {
    title: 'Mes personnages',
    text: 'Tous les personnages que vous avez créés, prêts à jouer dans un nouveau livre.',
  },
  myCovers: {
    title: 'Mes couvertures',
    text: 'Les couvertures importées ou générées, à télécharger ou à réutiliser.',
  },
  contact: {
    title: 'Contact',
    text: 'Écrivez à notre équipe d’assistance et trouvez les réponses aux questions fréquentes. Nous répondons aux e-mails sous 1 jour ouvré.',
  },
  bookGallery: {
    title: 'Livres exemples',
    text: 'Lisez des livres exemples faits avec Bookloom et téléchargez-les pour les tester sur Kindle et à l’impression.',
  },
  characterGallery: {
    title: 'Galerie de personnages',
    text: 'Cherchez et filtrez des personnages tout prêts et leurs images.',
  },
  characterGalleryPrompt: 'Connectez-vous pour utiliser des personnages dans vos propres livres.',
  devStatus: {
    title: 'État du développement',
    text: 'Un audit des fonctions du serveur et de l’application, pour les administrateurs.',
  },
  adminCovers: {
    title: 'Gestion des couvertures',
    text: 'Nettoyer, générer et vérifier les modèles de couverture.',
  },
  adminCharacters: {
    title: 'Admin : gestion des personnages',
    text: 'Générer des personnages de galerie en nombre et gérer leurs images.',
  },
  adminBooks: {
    title: 'Gestion des livres',
    text: 'Gérer la galerie d’exemples et générer des histoires exemples en nombre.',
  },
  adminCoverTest: {
    title: 'Laboratoire de couvertures',
    text: 'Essayer la génération de couverture avec un titre, un auteur et un style.',
  },
  adminExportTest: {
    title: 'Test d’export',
    text: 'Vérifier l’API d’export et exporter vos livres à la main.',
  },
} satisfies Translation['placeholders'];
