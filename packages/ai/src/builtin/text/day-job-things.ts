/**
 * What a page at a parent's work is about, drawn beside the child and the parent and said in the alt
 * (goal-day-with.ts): the dough, the hose, the stethoscope the page names. The first two a page
 * names are drawn, in the order listed here (the task's object before the place's). [words, icon,
 * en, fr].
 */
export type JobThing = [RegExp, string, string, string];

export const JOB_THINGS: readonly JobThing[] = [
  // The baker's and the postman's day beside them (day-job-words-post.ts), before the dough and the bag.
  [/croissants?/i, 'croissant', 'croissants', 'des croissants'],
  [/birthday cake|gâteau d’anniversaire/i, 'birthday-cake', 'a birthday cake', 'un gâteau d’anniversaire'],
  [/\bparcels?\b|\bcolis\b/i, 'package', 'a parcel', 'un colis'],
  [
    /letterbox|boîtes? aux lettres/i,
    'closed-mailbox-with-raised-flag',
    'a letterbox',
    'une boîte aux lettres',
  ],
  [/\bletters?\b|\blettres?\b|postcards|cartes postales/i, 'envelope', 'a letter', 'une lettre'],
  [/yellow bike|vélo jaune/i, 'bicycle', 'a bike', 'un vélo'],
  // The baker's.
  [/\bdough\b|\bpâte\b|\bloa(?:f|ves)\b|\bbread\b|\bpains?\b(?! de)/i, 'bread', 'a loaf of bread', 'un pain'],
  [/\brolls?\b|petits pains|baskets?|paniers?/i, 'basket', 'a basket', 'un panier'],
  [/\bflour\b|\bfarine\b/i, 'bread', 'a loaf of bread', 'un pain'],
  // The farmer's.
  [/\bhens?\b|\bpoules?\b|rooster|\bcoq\b/i, 'chicken', 'a hen', 'une poule'],
  [/\beggs?\b|œufs?/i, 'egg', 'an egg', 'un œuf'],
  [/\bcows?\b|\bvaches?\b/i, 'cow', 'a cow', 'une vache'],
  [/\bbucket\b|\bseau\b/i, 'bucket', 'a bucket', 'un seau'],
  [/\bgoat\b|chèvre/i, 'goat', 'a goat', 'une chèvre'],
  [/\btractor\b|\btracteur\b|\bhay\b|\bfoin\b/i, 'tractor', 'a tractor', 'un tracteur'],
  // The firefighter's.
  [/\bkitten\b|\bchaton\b/i, 'cat', 'a kitten', 'un chaton'],
  [/\bladder\b|échelle/i, 'ladder', 'a ladder', 'une échelle'],
  [/fire engine|camion|siren|sirène/i, 'fire-engine', 'a fire engine', 'un camion de pompiers'],
  [/\bhelmets?\b|\bcasques?\b/i, 'rescue-workers-helmet', 'a helmet', 'un casque'],
  [/\bhose\b|\btuyau\b/i, 'fire-extinguisher', 'a fire extinguisher', 'un extincteur'],
  // The doctor's and the vet's.
  [
    /stethoscope|stéthoscope|\bchest\b|son cœur|le cœur d|’s heart/i,
    'stethoscope',
    'a stethoscope',
    'un stéthoscope',
  ],
  [/bandag|plasters?|pansements?|sore arm|mal au bras/i, 'adhesive-bandage', 'a plaster', 'un pansement'],
  [/\bteddy\b|\bdoudou\b/i, 'teddy-bear', 'a teddy bear', 'un doudou'],
  [/sticker|autocollant/i, 'label', 'a sticker', 'un autocollant'],
  [/white coat|blouse blanche/i, 'lab-coat', 'a white coat', 'une blouse blanche'],
  [/\bpupp(?:y|ies)\b|\bchiots?\b|\bdogs?\b|\bchien\b/i, 'dog-face', 'a puppy', 'un chiot'],
  [/\bcats?\b|\bchats\b/i, 'cat', 'a cat', 'un chat'],
  [/\brabbits?\b|\blapins?\b/i, 'rabbit', 'a rabbit', 'un lapin'],
  [/\bparrot\b|\bperroquet\b/i, 'parrot', 'a parrot', 'un perroquet'],
  // The dentist's, the police officer's, the builder's and the chef's (day-job-words-visit*.ts).
  [/\btooth model\b|modèle de dents|modèle\b/i, 'tooth', 'a tooth model', 'un modèle de dents'],
  [
    /toothbrush|brosse à dents|brushing|brossage|how to brush|comment brosser/i,
    'toothbrush',
    'a toothbrush',
    'une brosse à dents',
  ],
  [/\bteeth\b|\btooth\b|\bdents?\b/i, 'tooth', 'a tooth', 'une dent'],
  [/\bmirror\b|\bmiroir\b/i, 'mirror', 'a little mirror', 'un petit miroir'],
  [/\bapples?\b|\bpommes?\b/i, 'red-apple', 'an apple', 'une pomme'],
  [/police car|voiture de police|gyrophare/i, 'police-car', 'a police car', 'une voiture de police'],
  [/“Stop”|« Stop »/, 'stop-sign', 'a stop sign', 'un panneau stop'],
  [/\bradio\b/i, 'radio', 'a radio', 'une radio'],
  [/\bbricks?\b|\bbriques?\b|\bwall\b|\bmur\b/i, 'brick', 'bricks', 'des briques'],
  [/\bcrane\b|\bgrue\b|\bbeam\b|\bpoutre\b/i, 'building-construction', 'a crane', 'une grue'],
  [/\bcarrots?\b|\bcarottes?\b/i, 'carrot', 'carrots', 'des carottes'],
  [
    /\bsoup\b|\bsoupe\b|\bsauce\b|\bplates?\b|assiettes?/i,
    'pot-of-food',
    'a pot of soup',
    'une marmite de soupe',
  ],
  [/\bpancake\b|\bcrêpe\b/i, 'pancakes', 'a pancake', 'une crêpe'],
  // The bus driver's.
  [/\bher bag\b|\bson sac\b/i, 'handbag', 'a bag', 'un sac'],
  [/\btickets?\b/i, 'ticket', 'a ticket', 'un ticket'],
  [/\bbus\b/i, 'bus', 'a bus', 'un bus'],
  // The teacher's.
  [/\bhamster\b/i, 'hamster', 'a hamster', 'un hamster'],
  [/pencils?|crayons?|feutres/i, 'crayon', 'crayons', 'des crayons'],
  [/\bbooks?\b|\blivres?\b|\bstory\b|\bhistoire\b|notebooks|cahiers/i, 'books', 'books', 'des livres'],
  [/\bbell\b|\bcloche\b/i, 'bell', 'a bell', 'une cloche'],
  [/\bpaint\b|\bpeinture\b/i, 'artist-palette', 'paint', 'de la peinture'],
  [/\bball\b|\bballon\b/i, 'soccer-ball', 'a ball', 'un ballon'],
  // The fisher's and the gardener's.
  [/\bnets?\b|\bfilets?\b|\bfish\b|\bpoissons?\b/i, 'fish', 'a fish', 'un poisson'],
  [/\bropes?\b|\bcordes?\b|\bknot\b|\bnœud\b/i, 'knot', 'a rope', 'une corde'],
  [/watering can|\barrosoir\b|\bflowers?\b|\bfleurs?\b/i, 'sunflower', 'a sunflower', 'un tournesol'],
  [/lettuces?|\bsalades\b/i, 'leafy-green', 'a lettuce', 'une salade'],
  [/\bplants?\b|\bplantes\b/i, 'seedling', 'a seedling', 'une jeune pousse'],
];

/** The things a page's words name, at most two, each icon once. */
export function jobThingsIn(text: string): JobThing[] {
  const found: JobThing[] = [];
  for (const t of JOB_THINGS) {
    if (found.length < 2 && t[0].test(text) && !found.some((x) => x[1] === t[1])) found.push(t);
  }
  return found;
}
