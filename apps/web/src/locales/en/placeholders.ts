/** Pages not built yet: their name and what they will do. */
export default {
  generateBook: {
    title: 'Create a Book',
    text: 'Describe your idea, pick a book type, pages, trim size and a cover, see the cost in credits, and generate a complete illustrated book.',
  },
  oneClickStory: {
    title: 'One-Click Story',
    text: 'Choose a story type, take a ready idea or ask for a new one, and get a finished illustrated story in a single click.',
  },
  coverGallery: {
    title: 'Cover Gallery',
    text: 'Browse cover templates by category, preview them and use one for your next book.',
  },
  createCharacter: {
    title: 'Create a Character',
    text: 'Give a character a name, look and personality, and keep them consistent across every page of your books.',
  },
  createCover: {
    title: 'Create a Cover',
    text: 'Upload your own cover or generate one from text or a reference picture, with your title and author name.',
  },
  myBooks: {
    title: 'My Books',
    text: 'Your library: follow generation progress, preview your books and export them as print-ready PDF or EPUB.',
  },
  myCharacters: {
    title: 'My Characters',
    text: 'All the characters you created, ready to star in a new book.',
  },
  myCovers: { title: 'My Covers', text: 'The covers you uploaded or generated, to download or reuse.' },
  contact: {
    title: 'Contact',
    text: 'Write to our support team and find answers to common questions. We answer e-mails within 1 business day.',
  },
  bookGallery: {
    title: 'Sample Books',
    text: 'Read sample books made with Bookloom and download them to test on Kindle and in print.',
  },
  characterGallery: {
    title: 'Character Gallery',
    text: 'Search and filter ready-made characters and their pictures.',
  },
  characterGalleryPrompt: 'Sign in to use characters in your own books.',
  devStatus: {
    title: 'Developer status',
    text: 'A feature audit of the server and the app for administrators.',
  },
  adminCovers: { title: 'Cover management', text: 'Clean up, generate and review cover templates.' },
  adminCharacters: {
    title: 'Admin: Character Management',
    text: 'Generate gallery characters in bulk and manage their pictures.',
  },
  adminBooks: {
    title: 'Book management',
    text: 'Manage the sample gallery and generate sample stories in bulk.',
  },
  adminCoverTest: { title: 'Cover test lab', text: 'Try cover generation with a title, author and style.' },
  adminExportTest: { title: 'Export test', text: 'Check the export API and export your books by hand.' },
} as const;
