import app from './app';
import auth from './auth';
import books from './books';
import common from './common';
import generate from './generate';
import landing from './landing';
import nav from './nav';
import placeholders from './placeholders';
import pricing from './pricing';

const en = { common, nav, placeholders, landing, auth, pricing, books, ...app, ...generate };
export default en;

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
/** What every other language must provide: the same keys as English, any strings. */
export type Translation = Shape<typeof en>;
