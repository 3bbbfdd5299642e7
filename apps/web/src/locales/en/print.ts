/** The print check (preflight) report, the ISBN field and the blank-backs option of the export panel. */
export default {
  isbn: 'ISBN (optional)',
  isbnHint: 'Printed on the copyright page only when you give one.',
  isbnInvalid: 'This ISBN is not valid: check its digits (ISBN-10 or ISBN-13, with its check digit).',
  blankBacks: 'Print coloring pages one-sided (blank backs so markers do not bleed through)',
  blankBacksHint:
    'Each coloring page sits alone on a right-hand page with an empty back. The PDF gets more pages and a wider spine.',
  changed: {
    fill: 'The added pages changed since the last file: export again to include them.',
    isbn: 'The ISBN changed since the last file: export again to print it.',
    blankBacks: 'The one-sided setting changed since the last file: export again to apply it.',
  },
  reportTitle: 'Print check',
  reportOk: 'Ready for KDP: every page passed the print check.',
  reportFailed: 'The print check found problems. Nothing was charged.',
  page: 'Page {{page}}',
  whole: 'Whole book',
  fixLabel: 'How to fix:',
  what: {
    'ink-in-margin': 'A picture or its border is too close to the edge of the page.',
    'bleed-short': 'A full-page picture stops at the page edge instead of running past it.',
    transparency: 'The page has see-through parts that printers cannot handle.',
    'text-in-margin': 'Text is too close to the edge of the page.',
    'text-too-small': 'Text is too small to print clearly.',
    'image-dpi': 'A picture is not sharp enough for print (under 300 ppi).',
    'font-not-embedded': 'A font is missing from the file.',
  },
  fixes: {
    'ink-in-margin':
      'Keep the art inside the margins (away from the fold), or make it full bleed: 0.125 in past the trim on the outer edges.',
    'bleed-short':
      'Extend the picture 0.125 in past the trim on the top, bottom and outside edges, or turn bleed off.',
    transparency: 'Flatten the page: opaque colours and pictures without see-through parts.',
    'text-in-margin': 'Move the text inside the margins.',
  },
} as const;
