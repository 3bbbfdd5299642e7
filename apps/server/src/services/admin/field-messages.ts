import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import { type Localized, requestLanguage } from '../../http/localized';
import { readJson } from '../../http/validate';

/** The admin forms' field messages (spec §5/§8), English and French. */
const MESSAGES: Record<string, Localized> = {
  max: { en: 'Enter a whole number from 1 to 1000.', fr: 'Saisissez un nombre entier de 1 à 1000.' },
  title: { en: 'Title is required', fr: 'Le titre est obligatoire' },
  author: { en: 'Author name is required', fr: "Le nom de l'auteur est obligatoire" },
};

/** readJson, with the refused fields named in the request's language. */
export async function readAdminJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  try {
    return await readJson(c, schema);
  } catch (e) {
    if (!(e instanceof AppError) || !e.fields) throw e;
    const lang = requestLanguage(c);
    const fields = Object.fromEntries(
      Object.entries(e.fields).map(([k, v]) => [
        k,
        MESSAGES[k] && (k === 'max' || v === MESSAGES[k].en) ? MESSAGES[k][lang] : v,
      ]),
    );
    const [first] = Object.values(fields);
    throw new AppError(400, 'validation_error', first ?? e.message, fields);
  }
}
