/**
 * What the picture engine draws for each theme's helper when a page's scene says "with {helper}"
 * (pictures/page-art.ts reads the scene's words: "a wise grandmother" is an old woman). The alt text
 * names the helper on those pages, as it names an idea's own animals (issue 14). A helper the
 * pictures cannot draw (a digger) is absent here, and not said.
 * theme-helpers.test.ts renders each one to check.
 */
export const THEME_HELPER_DRAWN: Readonly<Record<string, string>> = {
  dinosaurs: 'stegosaurus',
  ocean: 'turtle',
  farm: 'dog',
  zoo: 'woman-farmer',
  mermaids: 'seahorse',
  fantasy: 'dragon',
  anime: 'cat',
  everyday: 'old-woman',
  realistic: 'park-ranger',
  space: 'robot',
  jobs: 'firefighter',
  sports: 'person-running',
  holiday: 'snowman',
  halloween: 'ghost',
  easter: 'rabbit',
  summer: 'crab',
};
