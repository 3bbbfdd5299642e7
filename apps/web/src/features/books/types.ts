// The book types live with the shared book renderer (other features read them too).
export * from '../../shared/book-pages/book-types';
