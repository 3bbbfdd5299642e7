/**
 * The little elf as the hero ("A little elf who helps Santa make toys": idea/read-goal-christmas.ts):
 * the child's face under a pointed green hat with a bell at its tip, in a green tunic with a red belt
 * and red trousers. No other hat or scarf goes on it (character-design.ts gives it no accessory).
 */
export const ELF_CLOTHES = { shirt: '#2e9e4f', pants: '#d7263d', accent: '#d7263d', shoes: '#6b3e26' };

export const ELF_LOOK = {
  en: 'a little elf in a green tunic and a pointed green hat',
  fr: 'un petit lutin vêtu d’une tunique verte et d’un bonnet vert pointu',
};

/** The pointed hat, leaning over to one side, with a white band and a gold bell; the belt over the tunic. */
export const elfHat = () =>
  '<path d="M6 6.5 Q10 -6 22 -9 Q27 -10 29 -6 Q20 -5 26 6.5 Z" fill="#2e9e4f" stroke="#1d6b34" stroke-width="0.5" stroke-linejoin="round"/>' +
  '<rect x="5" y="4.6" width="22" height="3" rx="1.5" fill="#f4f4f4"/>' +
  '<circle cx="29.5" cy="-5.5" r="1.6" fill="#f2c230" stroke="#b8860b" stroke-width="0.4"/>' +
  '<rect x="8" y="39.6" width="16" height="2.2" fill="#d7263d"/>';
