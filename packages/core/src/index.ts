export * from './i18n-text';
export * from './categories';
export * from './kdp';
export * from './costs';
export * from './book-document';
