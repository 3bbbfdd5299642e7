/**
 * Lands, seas and poles an idea says its animals live in: « Les manchots de l’Antarctique », « Les
 * lions d’Afrique », "Polar bears of the Arctic". A place is never the hero's name (was « Voici
 * Antarctique, un manchot »); the French tagger knows no countries, so they are listed here.
 */
const PLACES = new Set(
  [
    // Poles and continents.
    'arctic arctique antarctic antarctica antarctique africa afrique asia asie europe america amérique',
    'australia australie oceania océanie',
    // Countries and regions a picture book's animals come from.
    'canada alaska greenland groenland iceland islande lapland laponie siberia sibérie norway norvège',
    'india inde china chine japan japon brazil brésil mexico mexique egypt égypte kenya tanzania tanzanie',
    'madagascar amazon amazonie amazonia sahara himalaya himalayas savannah savane peru pérou chile chili',
    'argentina argentine patagonia patagonie scotland écosse ireland irlande france england angleterre',
    'spain espagne italy italie germany allemagne russia russie indonesia indonésie borneo bornéo',
    'galapagos galápagos congo botswana namibie namibia',
  ]
    .join(' ')
    .split(' '),
);

/** Whether a word (lower-cased) is a land, a sea or a pole, never a name. */
export const isPlaceName = (norm: string): boolean => PLACES.has(norm);
