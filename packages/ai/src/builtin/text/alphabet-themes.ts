/**
 * Alphabets of a theme the idea names whose letters are not all covered (« L'alphabet des animaux de
 * la ferme » printed a whale, a camel and a dolphin): each letter's word is of the theme where the
 * language has one the icons draw ("letter word… icon"); the other letters keep an everyday word and
 * their page says plainly there is none of the theme for that letter (`none`).
 * Order matters: read before the general animal alphabet (alphabet-words.ts), so "farm animals" and
 * "zoo animals" are not plain "animals".
 */
export type Theme = { idea: RegExp; en: string; fr: string; none: { en: string; fr: string } };

export const THEMES: Theme[] = [
  {
    idea: /(?<!\p{L})(farms?|farmyard|barnyard|fermes?|fermiers?|fermières?)(?!\p{L})/iu,
    // A foal is drawn as a horse, a yak or a bull as an ox, a lamb or a ewe as the ewe icon.
    en: 'A alpaca llama|B bull ox|C cow cow|D duck duck|E ewe ewe|F foal horse|G goat goat|H hen chicken|K kitten cat|L lamb ewe|M mouse mouse|O ox ox|P pig pig|R rooster rooster|S sheepdog dog|T turkey turkey|W water buffalo water-buffalo|Y yak ox',
    fr: 'A âne donkey|B bouc goat|C cochon pig|D dindon turkey|G génisse cow|J jument horse|L lapin rabbit|M mouton ewe|O oie goose|P poule chicken|S souris mouse|T taureau ox|V vache cow|Z zébu ox',
    none: { en: 'no farm animal starts with', fr: 'pas d’animal de la ferme en' },
  },
  {
    idea: /(?<!\p{L})(zoos?|safaris?|savannah?s?|savanes?)(?!\p{L})/iu,
    en: 'A alligator crocodile|B bear bear|C camel two-hump-camel|D deer deer|E elephant elephant|F flamingo flamingo|G giraffe giraffe|H hippo hippopotamus|I iguana lizard|J jaguar leopard|K kangaroo kangaroo|L lion lion|M monkey monkey|O otter otter|P panda panda|R rhino rhinoceros|S sloth sloth|T tiger tiger|W wolf wolf|Z zebra zebra',
    fr: 'A alligator crocodile|B bison bison|C chameau two-hump-camel|D dromadaire camel|E éléphant elephant|F flamant rose flamingo|G girafe giraffe|H hippopotame hippopotamus|I iguane lizard|J jaguar leopard|K kangourou kangaroo|L lion lion|M manchot penguin|O ours bear|P panda panda|R rhinocéros rhinoceros|S singe monkey|T tigre tiger|Z zèbre zebra',
    none: { en: 'no zoo animal starts with', fr: 'pas d’animal du zoo en' },
  },
  {
    idea: /(?<!\p{L})(vehicles?|cars?|trucks?|trains?|things that go|véhicules?|voitures?|camions?|transports?)(?!\p{L})/iu,
    en: 'A ambulance ambulance|B bus bus|C car automobile|D delivery truck delivery-truck|E excavator excavator|F fire engine fire-engine|G go-kart racing-car|H helicopter helicopter|J jeep sport-utility-vehicle|K kayak canoe|L locomotive locomotive|M motorbike motorcycle|O ocean liner passenger-ship|P police car police-car|R rocket rocket|S ship ship|T tractor tractor|U underground train metro|V van minibus|W wagon railway-car|Y yacht sailboat|Z zeppelin zeppelin',
    fr: 'A avion airplane|B bus bus|C camion delivery-truck|D dériveur sailboat|E excavatrice excavator|F fusée rocket|H hélicoptère helicopter|J jeep sport-utility-vehicle|K kayak canoe|L locomotive locomotive|M moto motorcycle|N navire ship|P paquebot passenger-ship|S scooter motor-scooter|T tracteur tractor|U ULM small-airplane|V voiture automobile|W wagon railway-car|Y yacht sailboat|Z zeppelin zeppelin',
    none: { en: 'no vehicle starts with', fr: 'pas de véhicule en' },
  },
  {
    // « L’alphabet des fruits et légumes » printed dauphin, étoile, girafe, hibou, lion, nuage: a fruit or
    // a vegetable for every letter that has one the icons draw (spinach and lettuce as the leafy green,
    // a jalapeño as the hot pepper); a letter with none says so.
    idea: /(?<!\p{L})(fruits?|orchards?|vergers?|vegetables?|veggies|légumes?|food|nourriture|market|marché)(?!\p{L})/iu,
    en: 'A apple red-apple|B banana banana|C carrot carrot|E eggplant eggplant|G grapes grapes|H honeydew melon melon|J jalapeño hot-pepper|K kiwi kiwi-fruit|L lemon lemon|M mango mango|N nuts peanuts|O orange tangerine|P pear pear|R red pepper bell-pepper|S strawberry strawberry|T tomato tomato|W watermelon watermelon',
    fr: 'A ananas pineapple|B banane banana|C cerises cherries|E épi de maïs ear-of-corn|F fraise strawberry|G gingembre ginger-root|H haricots beans|K kiwi kiwi-fruit|L laitue leafy-green|M mangue mango|N noix de coco coconut|O oignon onion|P poire pear|R raisin grapes|S salade leafy-green|T tomate tomato',
    none: {
      en: 'no fruit or vegetable in this book starts with',
      fr: 'pas de fruit ni de légume du livre en',
    },
  },
];
