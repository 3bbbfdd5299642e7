export * from './book-document';
export * from './categories';
export * from './costs';
export * from './i18n-text';
export * from './isbn';
export * from './kdp';
export * from './short-book';
export * from './text-input';
