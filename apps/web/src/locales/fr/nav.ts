import type { Translation } from '../en';

export default {
  main: 'Navigation principale',
  dashboard: 'Tableau de bord',
  library: 'Bibliothèque',
  myBooks: 'Mes livres',
  myCharacters: 'Mes personnages',
  myCovers: 'Mes couvertures',
  create: 'Créer',
  oneClick: 'Histoire en un clic',
  createBook: 'Créer un livre',
  createCharacter: 'Créer un personnage',
  createCover: 'Créer une couverture',
  galleries: 'Galeries',
  coverGallery: 'Galerie de couvertures',
  characterGallery: 'Galerie de personnages',
  sampleBooks: 'Livres exemples',
  account: 'Compte',
  settings: 'Paramètres',
  pricing: 'Tarifs',
  contact: 'Contact',
  admin: 'Administration',
} satisfies Translation['nav'];
