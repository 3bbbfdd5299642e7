import type { Language } from '@bookloom/core';

/** Fixed wording printed by the engine (front matter, padding pages), per book language. */
export const FRONT_MATTER: Record<
  Language,
  {
    rights: (year: number, author: string) => string;
    reproduction: string;
    aiDisclosure: string;
    isbn: string;
    by: string;
    drawPrompts: string[];
    /** An activity book's padding (workbook, mazes, alphabet…): ruled pages, not story drawing prompts. */
    practicePrompts: string[];
  }
> = {
  en: {
    rights: (y, a) => `Text and illustrations © ${y} ${a}. All rights reserved.`,
    reproduction:
      'No part of this book may be reproduced in any form without written permission from the author, except for brief quotations in a review.',
    aiDisclosure: 'Illustrations created with AI assistance.',
    isbn: 'ISBN',
    by: 'by',
    drawPrompts: [
      'Draw your favourite part of the story',
      'Draw what happens next',
      'Draw yourself in this book',
    ],
    practicePrompts: ['More practice', 'Notes'],
  },
  fr: {
    rights: (y, a) => `Texte et illustrations © ${y} ${a}. Tous droits réservés.`,
    reproduction:
      "Toute reproduction, même partielle, est interdite sans l'autorisation écrite de l'auteur, sauf de courtes citations dans une critique.",
    aiDisclosure: "Illustrations créées avec l'aide de l'intelligence artificielle.",
    isbn: 'ISBN',
    by: 'par',
    drawPrompts: [
      "Dessine ton moment préféré de l'histoire",
      'Dessine la suite',
      'Dessine-toi dans ce livre',
    ],
    practicePrompts: ['Pour s’entraîner encore', 'Notes'],
  },
};
