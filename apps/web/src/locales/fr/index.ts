import type { Translation } from '../en';
import { account, admin, dashboard } from './app';
import auth from './auth';
import books from './books';
import common from './common';
import { generateBook, oneClick } from './generate';
import landing from './landing';
import nav from './nav';
import placeholders from './placeholders';
import pricing from './pricing';

const fr: Translation = {
  common,
  nav,
  placeholders,
  landing,
  auth,
  pricing,
  books,
  dashboard,
  account,
  admin,
  generateBook,
  oneClick,
};
export default fr;
