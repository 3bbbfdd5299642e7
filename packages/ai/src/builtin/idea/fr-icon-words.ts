/**
 * French names of the object icons the picture set (Fluent Emoji Flat) has, for a French idea's
 * key object that the lexicon (objects.ts) does not know: « cuillère » → spoon. Keys are the
 * icons' own names in the set's chars.json (fr-icon-words.test.ts checks each one exists), so the
 * table only ever maps to something that can be drawn; a noun with no icon stays a parcel.
 * Value: the French noun(s) (singular), `f` for feminine, and the English word printed in prompts.
 */
type Entry = { fr: string[]; en: string; f?: boolean };
const m = (fr: string | string[], en: string, f?: boolean): Entry => ({
  fr: typeof fr === 'string' ? [fr] : fr,
  en,
  ...(f ? { f } : {}),
});

export const FR_ICON_WORDS: Record<string, Entry> = {
  spoon: m('cuillère', 'spoon', true),
  watch: m('montre', 'watch', true),
  glasses: m('lunettes', 'glasses', true),
  sunglasses: m('lunettes de soleil', 'sunglasses', true),
  gloves: m(['gant', 'gants', 'moufle'], 'glove'),
  backpack: m(['sac à dos', 'cartable'], 'backpack'),
  ring: m('bague', 'ring', true),
  scissors: m('ciseaux', 'scissors'),
  pencil: m('crayon', 'pencil'),
  crayon: m(['crayon de couleur', 'feutre'], 'crayon'),
  paintbrush: m('pinceau', 'paintbrush'),
  bucket: m('seau', 'bucket'),
  basket: m('panier', 'basket'),
  toothbrush: m('brosse à dents', 'toothbrush', true),
  tooth: m('dent', 'tooth', true),
  soap: m('savon', 'soap'),
  sponge: m('éponge', 'sponge', true),
  candle: m(['bougie', 'chandelle'], 'candle', true),
  flashlight: m('lampe de poche', 'flashlight', true),
  hammer: m('marteau', 'hammer'),
  wrench: m('clé à molette', 'wrench', true),
  screwdriver: m('tournevis', 'screwdriver'),
  teapot: m('théière', 'teapot', true),
  'teacup-without-handle': m(['tasse', 'bol'], 'cup', true),
  'fork-and-knife': m('fourchette', 'fork', true),
  'alarm-clock': m(['réveil', 'horloge', 'pendule'], 'clock'),
  mirror: m('miroir', 'mirror'),
  chair: m('chaise', 'chair', true),
  camera: m(['appareil photo', 'caméra'], 'camera'),
  telephone: m('téléphone', 'telephone'),
  laptop: m('ordinateur', 'laptop'),
  radio: m('radio', 'radio', true),
  saxophone: m('saxophone', 'saxophone'),
  banjo: m('banjo', 'banjo'),
  accordion: m('accordéon', 'accordion'),
  flute: m('flûte', 'flute', true),
  'yo-yo': m('yoyo', 'yo-yo'),
  'puzzle-piece': m(['puzzle', 'pièce de puzzle'], 'puzzle piece'),
  'nesting-dolls': m(['poupée', 'poupée russe'], 'doll', true),
  'roller-skate': m(['patin', 'patin à roulettes'], 'roller skate'),
  skateboard: m('skateboard', 'skateboard'),
  sled: m('luge', 'sled', true),
  basketball: m('ballon de basket', 'basketball'),
  'flying-disc': m('frisbee', 'flying disc'),
  magnet: m('aimant', 'magnet'),
  coin: m(['pièce', 'pièce d’or', 'sou'], 'coin', true),
  'money-bag': m('sac d’argent', 'money bag'),
  purse: m(['porte-monnaie', 'bourse'], 'purse'),
  handbag: m('sac à main', 'handbag'),
  envelope: m(['enveloppe', 'lettre'], 'letter', true),
  newspaper: m('journal', 'newspaper'),
  notebook: m(['cahier', 'carnet'], 'notebook'),
  scroll: m(['parchemin', 'rouleau'], 'scroll'),
  'straight-ruler': m('règle', 'ruler', true),
  luggage: m('valise', 'suitcase', true),
  tent: m('tente', 'tent', true),
  coat: m(['manteau', 'veste'], 'coat'),
  dress: m('robe', 'dress', true),
  socks: m(['chaussette', 'chaussettes'], 'sock', true),
  goggles: m(['lunettes de plongée', 'masque de plongée'], 'goggles', true),
  ribbon: m(['ruban', 'nœud'], 'ribbon'),
  lollipop: m('sucette', 'lollipop', true),
  candy: m(['bonbon', 'bonbons'], 'candy'),
  cookie: m(['biscuit', 'cookie'], 'cookie'),
  'chocolate-bar': m(['chocolat', 'tablette de chocolat'], 'chocolate bar'),
  bread: m('pain', 'bread'),
  'cheese-wedge': m('fromage', 'cheese'),
  banana: m('banane', 'banana', true),
  strawberry: m('fraise', 'strawberry', true),
  cherries: m('cerise', 'cherry', true),
  pear: m('poire', 'pear', true),
  lemon: m('citron', 'lemon'),
  mushroom: m('champignon', 'mushroom'),
  'baby-bottle': m('biberon', 'baby bottle'),
  thread: m(['fil', 'bobine'], 'thread'),
  yarn: m(['pelote', 'pelote de laine', 'laine'], 'yarn', true),
  'sewing-needle': m('aiguille', 'needle', true),
  boomerang: m('boomerang', 'boomerang'),
  'fishing-pole': m(['canne à pêche', 'canne'], 'fishing rod', true),
  sailboat: m(['voilier', 'bateau'], 'sailboat'),
  canoe: m(['canoë', 'barque'], 'canoe'),
  airplane: m('avion', 'airplane'),
  broom: m('balai', 'broom'),
  'crystal-ball': m('boule de cristal', 'crystal ball', true),
  'game-die': m(['dé', 'dés'], 'die'),
  headphone: m('casque', 'headphones'),
  microphone: m('micro', 'microphone'),
  trophy: m(['trophée', 'coupe'], 'trophy'),
  'rescue-workers-helmet': m('casque de pompier', 'helmet'),
};

let byFrench: Map<string, { icon: string; en: string; f?: boolean }> | undefined;

/** The icon for a French noun as the idea writes it (« cuillère », « cuillères »), or undefined. */
export function frIconFor(noun: string): { icon: string; en: string; f?: boolean } | undefined {
  byFrench ??= new Map(
    Object.entries(FR_ICON_WORDS).flatMap(([icon, e]) => e.fr.map((fr) => [fr, { icon, en: e.en, f: e.f }])),
  );
  const n = noun.toLowerCase().trim();
  // Plurals: « cuillères », « chapeaux » → the singular entry.
  return byFrench.get(n) ?? byFrench.get(n.replace(/s$/, '')) ?? byFrench.get(n.replace(/x$/, ''));
}
