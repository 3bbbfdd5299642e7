export * from './book-document';
export * from './categories';
export * from './costs';
export * from './i18n-text';
export * from './kdp';
