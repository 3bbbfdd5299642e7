import type { Language } from '@bookloom/core';

/**
 * A key object the picture set has no icon for ("a silver locket", « une casserole ») is drawn as a
 * little parcel in the object's colour. Its alt text says what is drawn, in plain words: “a little
 * parcel holding the silver locket”, « un petit paquet contenant le médaillon argenté » (not “a
 * parcel for the silver locket”, and no second “with” / « avec » after “with a parcel”). `object` is the object with its definite article.
 */
export const parcelOf = (object: string, lang: Language): string =>
  lang === 'fr' ? `un petit paquet contenant ${object}` : `a little parcel holding ${object}`;

/**
 * The parcel as a colouring caption's object: “Color Mia, who holds a little parcel with the
 * silver locket inside!”, « qui tient un petit paquet contenant la casserole » — the caption names
 * the parcel drawn, not the bare thing (no “holds a little parcel holding…”).
 */
export const parcelWith = (object: string, lang: Language): string =>
  lang === 'fr' ? `un petit paquet contenant ${object}` : `a little parcel with ${object} inside`;
