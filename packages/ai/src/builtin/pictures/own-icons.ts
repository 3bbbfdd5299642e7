import { BATH_DUCK_ICONS } from './bath-duck-icons';
import { CAULDRON } from './cauldron-icon';
import { COCOON } from './cocoon-icon';
import { CONSTRUCTION_ICONS } from './construction-vehicle-icons';
import { DREIDEL } from './dreidel-icon';
import { FAIRY_WINGS_ICONS } from './fairy-wings-icons';
import { FIREWORKS_BURST } from './fireworks-burst-icon';
import { HUNTER_NET } from './hunter-net-icon';
import { MAGPIE } from './magpie-icon';
import { MENORAH_ICONS } from './menorah-icon';
import { MESSAGE_BOTTLE } from './message-bottle-icon';
import { MONSTER } from './monster-icon';
import { PEARL_NECKLACE } from './pearl-necklace-icon';
import { PLAIN_COAT_ICONS } from './plain-coat-icons';
import { PLASTIC_LITTER_ICONS } from './plastic-litter-icons';
import { PUMPKIN } from './pumpkin-icon';
import { SANDCASTLE } from './sandcastle-icon';
import { STARFISH } from './starfish-icon';
import { SWEETS_FALLING } from './sweets-falling-icon';
import { SWING } from './swing-icon';
import { TREEHOUSE } from './treehouse-icon';
import { UNICORN_HORN_ICONS } from './unicorn-horn-icons';
import { VEHICLE_ALPHABET_ICONS } from './vehicle-alphabet-icons';
import { VOYAGE_ICONS } from './voyage-icons';

/**
 * Drawings the Fluent icon set lacks, in its 32×32 box and flat style (icons.ts serves them like its
 * own). Each is drawn so it cannot be read as the icon it used to borrow: a seahorse is not a fish or
 * a land horse, a treasure chest is not a gem, a triceratops is not the long-necked dinosaur.
 */
export const OWN_ICONS: Record<string, string> = {
  // A Hanukkah dreidel, a four-sided spinning top with a letter on it (dreidel-icon.ts).
  dreidel: DREIDEL,
  // Three firework bursts, gold, green and silver, no tile behind them (fireworks-burst-icon.ts).
  'fireworks-burst': FIREWORKS_BURST,
  // A golden Hanukkah menorah with so many candles lit, `menorah-0` to `menorah-8` (menorah-icon.ts).
  ...MENORAH_ICONS,
  // A message in a bottle: a corked bottle on its side, a rolled note inside (message-bottle-icon.ts).
  'message-bottle': MESSAGE_BOTTLE,
  // A string of pearls with a gold clasp: a lost necklace, not an oyster (pearl-necklace-icon.ts).
  'pearl-necklace': PEARL_NECKLACE,
  // A clear plastic water bottle and a white carrier bag, the litter of the sea (plastic-litter-icons.ts).
  ...PLASTIC_LITTER_ICONS,
  // A little plank house on a platform up in a leafy tree, a rope ladder hanging (treehouse-icon.ts).
  treehouse: TREEHOUSE,
  // A sandcastle: three sand towers and a red pennant on a mound of sand (sandcastle-icon.ts).
  sandcastle: SANDCASTLE,
  // A witch's black cauldron bubbling green (cauldron-icon.ts).
  cauldron: CAULDRON,
  // A garden pumpkin, ribbed, with its stem and a leaf: no carved face (pumpkin-icon.ts).
  pumpkin: PUMPKIN,
  // A caterpillar's cocoon hanging from a twig (cocoon-icon.ts).
  cocoon: COCOON,
  // A playground swing: a red A-frame, two chains and a wooden seat (swing-icon.ts).
  swing: SWING,
  // A hunter's rope net, a dome of knotted mesh (hunter-net-icon.ts).
  'hunter-net': HUNTER_NET,
  // A friendly furry monster with little horns and a fanged grin (monster-icon.ts).
  monster: MONSTER,
  // Sweets tumbling down from the sky, with streaks (sweets-falling-icon.ts).
  'sweets-falling': SWEETS_FALLING,
  // A black-and-white magpie with a long tail, the detective's thief of shiny things (magpie-icon.ts).
  magpie: MAGPIE,
  // A yellow rubber duck, alone or floating in the bath (bath-duck-icons.ts).
  ...BATH_DUCK_ICONS,
  // A pirate voyage's open chest of gold and its treasure map (voyage-icons.ts).
  ...VOYAGE_ICONS,
  // The unicorn without her horn, and with it back glowing (unicorn-horn-icons.ts).
  ...UNICORN_HORN_ICONS,
  // The fairy without her wings, and with them back shimmering (fairy-wings-icons.ts).
  ...FAIRY_WINGS_ICONS,
  // A zebra without stripes, a leopard without spots, a peacock without its fan (plain-coat-icons.ts).
  ...PLAIN_COAT_ICONS,
  // An excavator and a zeppelin for the vehicle alphabet (vehicle-alphabet-icons.ts).
  ...VEHICLE_ALPHABET_ICONS,
  // A coral starfish with five plump arms, not the yellow star of the sky (starfish-icon.ts).
  starfish: STARFISH,
  // The building site's machines: excavator, bulldozer, crane, dump truck, cement mixer, road roller.
  ...CONSTRUCTION_ICONS,
  // Faces left: snout, crest, curled tail and a dorsal fin on its back.
  seahorse:
    '<path d="M14.5 10.5C20 11 22.5 16 19.5 21.5C18 24 16 24.5 15.5 27C15.2 29 17.6 30 19 28.8C20.2 27.8 19.2 26.4 18.2 26.9C19.6 24.8 22.4 26 22 28.6C21.5 31.4 17 32 14.6 30.2C12 28.2 12.6 24.6 14 22.4C15.4 20.2 15.6 17.6 12.8 15.6Z" fill="#f59e2e"/>' +
    '<path d="M19.6 12.6C23.6 12.8 25.4 16.4 24 19.6C22.6 18.8 21.2 17.6 20.4 16.4Z" fill="#ffd35c"/>' +
    '<path d="M14.6 13.4C16.6 15 17 18.6 15.4 21.4C14 20 13.4 17.6 13.2 15.4Z" fill="#ffc46b"/>' +
    '<circle cx="12.6" cy="9" r="5" fill="#f59e2e"/>' +
    '<path d="M9 7.6L2.6 8.6C2 8.7 2 10.6 2.6 10.7L9.2 11.4Z" fill="#f59e2e"/>' +
    '<path d="M11 4.6L12.2 1.8L13.4 4.2L14.8 2.2L15.4 5.2Z" fill="#e07b24"/>' +
    '<circle cx="12" cy="8.2" r="1.7" fill="#fff"/><circle cx="11.6" cy="8.3" r="0.9" fill="#3a2a20"/>' +
    '<path d="M15.8 17.2h2.6M16.4 19.6h2.2M15.6 22.4h1.8" stroke="#e07b24" stroke-width="0.7" stroke-linecap="round"/>',
  // A wooden chest: a rounded lid over a box, gold bands and corners, a lock plate with its keyhole,
  // gold coins and a jewel spilling from under the lid and heaped at its foot.
  'treasure-chest':
    '<ellipse cx="16" cy="29.4" rx="14" ry="1.6" fill="#000" opacity="0.12"/>' +
    '<rect x="3" y="14.6" width="26" height="14" rx="1.4" fill="#a0562a"/>' +
    '<path d="M3 19.4h26M3 24h26" stroke="#7a3d1c" stroke-width="0.7"/>' +
    '<rect x="3.6" y="12" width="24.8" height="3" fill="#4a2612"/>' +
    '<circle cx="9" cy="13.4" r="1.9" fill="#ffc83d"/><circle cx="12.4" cy="12.8" r="1.9" fill="#f7b500"/>' +
    '<circle cx="20.2" cy="13" r="1.9" fill="#ffc83d"/><circle cx="23.4" cy="13.6" r="1.7" fill="#f7b500"/>' +
    '<path d="M16.6 11.2l2 1.8-2 2-2-2z" fill="#e5476e"/>' +
    '<path d="M3.4 11.4V8C3.4 4.6 5.6 3 8.6 3H23.4C26.4 3 28.6 4.6 28.6 8V11.4Z" fill="#bd6a33"/>' +
    '<path d="M3.4 7.6H28.6" stroke="#8f4a22" stroke-width="0.7"/>' +
    '<path d="M6 3.3V11.4M26 3.3V11.4M6 14.6V28.4M26 14.6V28.4" stroke="#f7c52b" stroke-width="2.4"/>' +
    '<rect x="2.6" y="10.4" width="26.8" height="1.6" rx="0.6" fill="#e0a800"/>' +
    '<rect x="2.6" y="14.4" width="26.8" height="1.6" rx="0.6" fill="#e0a800"/>' +
    '<rect x="13" y="14" width="6" height="7.4" rx="1.2" fill="#f7c52b" stroke="#b8860b" stroke-width="0.5"/>' +
    '<circle cx="16" cy="17" r="1.1" fill="#3a2a20"/><path d="M15.5 17.4h1l0.3 2.4h-1.6z" fill="#3a2a20"/>' +
    '<circle cx="4.4" cy="28.6" r="1.7" fill="#ffc83d" stroke="#d49b00" stroke-width="0.4"/>' +
    '<circle cx="27.8" cy="28.8" r="1.5" fill="#ffc83d" stroke="#d49b00" stroke-width="0.4"/>',
  // Faces left, like the T-rex and the long-neck: a wide frill behind the head, two long brow horns
  // and a short nose horn, a round body on four stout legs, a short tail.
  triceratops:
    '<path d="M16 17C20 12.8 27.6 13.6 29.6 18.4L31.8 21.6L28.4 21.8C27.8 25 23.8 26.6 18.8 26.4C14.4 26.2 12.4 23.4 12.8 20.6Z" fill="#6fb83e"/>' +
    '<path d="M15.6 24.6h3.4v4.2q0 0.8-0.8 0.8h-1.8q-0.8 0-0.8-0.8zM20.8 24.6h3.2v4.2q0 0.8-0.8 0.8h-1.6q-0.8 0-0.8-0.8zM24.8 23.8h3v5q0 0.8-0.8 0.8h-1.4q-0.8 0-0.8-0.8zM12.6 22.8h3v6q0 0.8-0.8 0.8h-1.4q-0.8 0-0.8-0.8z" fill="#4e9a2a"/>' +
    '<path d="M18 17.6C21.6 15.6 25.6 15.8 28 18" stroke="#5aa232" stroke-width="1.2" fill="none" stroke-linecap="round"/>' +
    '<path d="M9.6 13.6C10.4 8.6 13 5.4 15.6 6.4C18.6 7.6 19.6 13.4 17.8 18.4C17 20.6 15.6 21.8 14 21.8Z" fill="#f5a04a"/>' +
    '<path d="M14.6 7.6a1 1 0 1 0 0.1 0M17.4 10.4a1 1 0 1 0 0.1 0M18 14.4a1 1 0 1 0 0.1 0" fill="#fff3d6"/>' +
    '<path d="M12.4 10.8C14.6 11.8 15.6 15.6 14.6 19.4" stroke="#e07b24" stroke-width="0.8" fill="none"/>' +
    '<path d="M10.8 13.6C13.2 13.8 14.8 16 14.4 19C14 21.4 12 22.8 9.4 22.6L5.2 22.4C3.4 22.4 2.6 21 3 19.6L4.4 16C5.4 14.2 8 13.4 10.8 13.6Z" fill="#7ccc4a"/>' +
    '<path d="M3.6 18.4L0.6 16.6L3.4 16.6Z" fill="#fff3d6" stroke="#d9c9a0" stroke-width="0.3"/>' +
    '<path d="M8.2 14.4L2.8 10L8.6 12.6Z" fill="#fff3d6" stroke="#d9c9a0" stroke-width="0.3"/>' +
    '<path d="M10.8 13.8L7.6 8.6L12 12.6Z" fill="#fff3d6" stroke="#d9c9a0" stroke-width="0.3"/>' +
    '<circle cx="9.2" cy="16.8" r="1.4" fill="#fff"/><circle cx="8.8" cy="16.9" r="0.8" fill="#3a2a20"/>' +
    '<path d="M4.6 20.6Q6.6 21.6 8.6 20.8" stroke="#3a7a20" stroke-width="0.6" fill="none" stroke-linecap="round"/>',
  // Faces left: a small low head, a high-arched back with two rows of plates, spikes on the tail.
  stegosaurus:
    '<path d="M9.4 11.6L11.2 6.8L13.4 11ZM13 9.6L15.6 3.8L18 9ZM17.4 8.8L20.2 3.6L22 9.4ZM21.4 10L24.4 6.4L25.2 12ZM24.8 12.6L27.8 10.6L27.4 15.4Z" fill="#f59e2e"/>' +
    '<path d="M11.4 12L12.8 8.6L14.6 11.4ZM15.6 10.4L17.6 6.6L19.4 10.4ZM19.8 10.8L22.2 7.8L23.2 11.6Z" fill="#ffc46b"/>' +
    '<path d="M4.6 19.2C7.6 13.6 12.6 10.2 18.4 10.2C24.4 10.2 27.6 14 28.6 18.2L31.6 22.2C30.4 23 28.6 22.6 27.4 21.8C25.8 24.4 22 25.4 17.6 25.4C12.6 25.4 9.6 23.4 8.4 21.2Z" fill="#7fae4e"/>' +
    '<path d="M29.4 19.6L31.8 16.8L30.8 20.4ZM30.6 21.4L32 23.6L29.8 22.4Z" fill="#fff3d6" stroke="#d9c9a0" stroke-width="0.3"/>' +
    '<path d="M9.4 21.6C7.6 21.8 5.6 21.6 3.6 21C1.8 20.4 1.6 18.2 3.2 17.4C5 16.6 7.4 17.2 9.2 18.4Z" fill="#8fc25c"/>' +
    '<circle cx="4.4" cy="18.6" r="0.9" fill="#fff"/><circle cx="4.2" cy="18.7" r="0.5" fill="#3a2a20"/>' +
    '<path d="M10.8 22.4h3.2v5.6q0 0.8-0.8 0.8h-1.6q-0.8 0-0.8-0.8zM15.4 23.4h3.2v4.8q0 0.8-0.8 0.8h-1.6q-0.8 0-0.8-0.8zM20.6 23.4h3.2v4.8q0 0.8-0.8 0.8h-1.6q-0.8 0-0.8-0.8zM24.4 21.8h3v6.2q0 0.8-0.8 0.8h-1.4q-0.8 0-0.8-0.8z" fill="#5f8f36"/>',
};
