import type { Language } from '@bookloom/core';

/** Wording of the pages added to a short book, per book language. */
export const FILL_TEXT: Record<
  Language,
  {
    colorCaption: (page: number) => string;
    colorAlt: (what: string) => string;
    drawPrompts: string[];
    drawAlt: string;
    notesHeadings: string[];
    /** An activity book's added pages (workbook, mazes, alphabet…): no story to draw, more practice. */
    practiceHeadings: string[];
    notesAlt: string;
    /** A maths workbook's added pages: squared paper. */
    squaredAlt: string;
  }
> = {
  en: {
    colorCaption: (n) => `Colour the picture from page ${n} in your own colours.`,
    colorAlt: (what) => `Line art to color: ${what}`,
    drawPrompts: [
      'Draw your favourite part of the story.',
      'Draw what happens next.',
      'Draw yourself in this book.',
      'Draw the best friend in the story.',
      'Draw a new place for the next adventure.',
      'Draw how the story makes you feel.',
    ],
    drawAlt: 'An empty frame to draw in.',
    notesHeadings: ['Notes', 'My favourite part', 'New words I learned'],
    practiceHeadings: ['More practice', 'Notes'],
    notesAlt: 'Ruled lines to write on.',
    squaredAlt: 'Squared paper for more practice.',
  },
  fr: {
    colorCaption: (n) => `Colorie l’image de la page ${n} avec tes couleurs.`,
    colorAlt: (what) => `Dessin à colorier : ${what}`,
    drawPrompts: [
      'Dessine ton moment préféré de l’histoire.',
      'Dessine la suite.',
      'Dessine-toi dans ce livre.',
      'Dessine le meilleur ami de l’histoire.',
      'Dessine un nouvel endroit pour la prochaine aventure.',
      'Dessine ce que l’histoire te fait ressentir.',
    ],
    drawAlt: 'Un cadre vide pour dessiner.',
    notesHeadings: ['Notes', 'Mon passage préféré', 'Les mots que j’ai appris'],
    practiceHeadings: ['Pour s’entraîner encore', 'Notes'],
    notesAlt: 'Des lignes pour écrire.',
    squaredAlt: 'Du papier quadrillé pour s’entraîner.',
  },
};
