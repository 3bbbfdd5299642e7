/** Issue 14: what the offline engine cannot do, said where it matters; short books made honest. */
export default {
  offlineRealistic:
    'Hyper-realistic pictures need an image provider. Offline, Bookloom illustrates this book in its storybook style; it cannot paint photographs.',
  offlineRealisticBook:
    'Illustrated offline: hyper-realistic pictures need an image provider (set one up to paint lifelike pictures).',
  fillTitle: 'Pages added to reach a paperback',
  fillHint_one:
    'This book has {{pages}} pages; a paperback needs at least {{min}} with the title and copyright pages, so {{count}} page will be added. Choose what it holds:',
  fillHint_other:
    'This book has {{pages}} pages; a paperback needs at least {{min}} with the title and copyright pages, so {{count}} pages will be added. Choose what they hold:',
  fill: {
    coloring: 'Coloring versions of its pictures',
    draw: 'Draw-your-own pages',
    notes: 'Notes pages',
  },
  fillDetail: {
    coloring: 'Line art of the book’s own scenes to colour in, then drawing and notes pages.',
    draw: 'Framed pages with a different drawing idea on each.',
    notes: 'Ruled pages to write on.',
  },
  // An activity book (workbook, mazes, alphabet, numbers…): no story to draw.
  fillActivity: {
    coloring: 'Coloring versions of its pictures',
    notes: 'More practice and notes pages',
  },
  fillDetailActivity: {
    coloring:
      'Line art of the book’s own pictures to colour in, then practice and notes pages (squared paper for maths).',
    notes:
      'Pages headed “More practice” and “Notes”, by turns: squared paper for maths, ruled lines otherwise.',
  },
};
