/**
 * Santa's red suit, worn by Santa met on Christmas Eve (helper-figure.ts) and by Santa as the hero
 * ("Santa loses his reindeer": hero.ts): red coat and trousers, black boots, then white fur down the
 * front and round the hem and a black belt with a gold buckle, drawn over the body.
 */
export const SANTA_CLOTHES = { shirt: '#d7263d', pants: '#d7263d', accent: '#ffc83d', shoes: '#2b2b2b' };

export const santaSuit = () =>
  '<rect x="14.9" y="31" width="2.2" height="15" fill="#f4f4f4"/><rect x="8" y="44.6" width="16" height="2.2" rx="1" fill="#f4f4f4"/><rect x="8" y="39.6" width="16" height="2.6" fill="#2b2b2b"/><rect x="14.3" y="39.2" width="3.4" height="3.4" fill="none" stroke="#f2c230" stroke-width="0.8"/>';
