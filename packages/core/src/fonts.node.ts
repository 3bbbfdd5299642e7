import { createRequire } from 'node:module';

/**
 * Shipped OFL fonts (TTF) for everything we typeset ourselves: PDF (pdfkit), SVG rasterising (resvg),
 * EPUB embedding. Node only — never import from the web app.
 *  - Andika (SIL): designed for beginning readers; clear a/g shapes; full Latin incl. French accents.
 *  - Fredoka: rounded display face for titles.
 */
const require = createRequire(import.meta.url);

export const FONT_FILES = {
  body: require.resolve('@expo-google-fonts/andika/Andika_400Regular.ttf'),
  bodyBold: require.resolve('@expo-google-fonts/andika/Andika_700Bold.ttf'),
  bodyItalic: require.resolve('@expo-google-fonts/andika/Andika_400Regular_Italic.ttf'),
  display: require.resolve('@expo-google-fonts/fredoka/600SemiBold/Fredoka_600SemiBold.ttf'),
  displayBold: require.resolve('@expo-google-fonts/fredoka/700Bold/Fredoka_700Bold.ttf'),
} as const;

export type FontRole = keyof typeof FONT_FILES;
export const FONT_FAMILIES = { body: 'Andika', display: 'Fredoka' } as const;
