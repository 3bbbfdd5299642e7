import adminCharacters from './admin-characters';
import adminCovers from './admin-covers';
import adminDashboard from './admin-dashboard';
import apiTokens from './api-tokens';
import app from './app';
import auth from './auth';
import billing from './billing';
import bookEditor from './book-editor';
import books from './books';
import characters from './characters';
import common from './common';
import consistencyCheck from './consistency-check';
import contact from './contact';
import covers from './covers';
import exportLimits from './export-limits';
import generate from './generate';
import landing from './landing';
import nav from './nav';
import pricing from './pricing';
import print from './print';
import samples from './samples';
import stories from './stories';
import support from './support';
import testimonials from './testimonials';
import verifyEmail from './verify-email';

const en = {
  common,
  nav,
  landing,
  auth,
  pricing,
  books,
  bookEditor,
  consistencyCheck,
  exportLimits,
  verifyEmail,
  characters,
  apiTokens,
  adminDashboard,
  billing,
  contact,
  support,
  testimonials,
  print,
  samples,
  adminCharacters,
  adminCovers,
  stories,
  ...app,
  ...generate,
  ...covers,
};
export default en;

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
/** What every other language must provide: the same keys as English, any strings. */
export type Translation = Shape<typeof en>;
