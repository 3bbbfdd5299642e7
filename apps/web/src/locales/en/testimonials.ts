export default {
  title: 'What a book made here can feel like',
  note: 'Sample quotes: these show the experience we aim for; they are not from real customers yet.',
  q1: 'We turned my daughter’s bedtime idea into a printed book with her name on the cover in one evening.',
  r1: 'Sample quote · a parent',
  q2: 'The PDF went through Amazon KDP’s checks on the first upload, bleed and all.',
  r2: 'Sample quote · a self-publisher',
  q3: 'I make a counting book for each new class; the children colour the pages in themselves.',
  r3: 'Sample quote · a teacher',
};
