import type { Translation } from '../en';
import { account, admin, dashboard } from './app';
import auth from './auth';
import books from './books';
import common from './common';
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
};
export default fr;
