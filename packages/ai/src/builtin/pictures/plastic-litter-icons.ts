/**
 * The plastic of an ocean clean-up (text/goal-clean-sea.ts), which the icon set lacks: a clear blue
 * plastic water bottle with a ridged body and a white cap and label, standing — not the glass message
 * bottle or the baby's bottle — and a white carrier bag with two loop handles, crumpled and limp. Same
 * 32×32 box and flat style as the set (own-icons.ts).
 */
const PLASTIC_BOTTLE =
  '<path d="M13 2.5H19V6.2L21.6 9.4C22.5 10.5 23 11.8 23 13.2V28C23 29.4 21.9 30.5 20.5 30.5H11.5C10.1 30.5 9 29.4 9 28V13.2C9 11.8 9.5 10.5 10.4 9.4L13 6.2Z" fill="#a8dcf5" opacity="0.9"/>' +
  '<rect x="12.4" y="1" width="7.2" height="3.6" rx="0.9" fill="#f4f4f4" stroke="#9aa9b5" stroke-width="0.5"/>' +
  '<rect x="9" y="16" width="14" height="5.6" fill="#ffffff"/>' +
  '<path d="M11 18.8H21" stroke="#3b8fd0" stroke-width="1.2" stroke-linecap="round"/>' +
  '<path d="M9.4 13.6H22.6M9 24H23M9 26.6H23" stroke="#7ec3e6" stroke-width="0.7"/>' +
  '<path d="M11.2 12V15M11.2 23V28" stroke="#ffffff" stroke-width="1" stroke-linecap="round" opacity="0.9"/>' +
  '<path d="M13 2.5H19V6.2L21.6 9.4C22.5 10.5 23 11.8 23 13.2V28C23 29.4 21.9 30.5 20.5 30.5H11.5C10.1 30.5 9 29.4 9 28V13.2C9 11.8 9.5 10.5 10.4 9.4L13 6.2Z" fill="none" stroke="#4f9cc4" stroke-width="0.8"/>';

const PLASTIC_BAG =
  '<path d="M9.5 11.5C9 7 10.2 3 12.2 3C14.2 3 14.6 7 13.8 11.5" fill="none" stroke="#d9dde2" stroke-width="1.8" stroke-linecap="round"/>' +
  '<path d="M18.2 11.5C17.4 7 17.8 3 19.8 3C21.8 3 23 7 22.5 11.5" fill="none" stroke="#d9dde2" stroke-width="1.8" stroke-linecap="round"/>' +
  '<path d="M7.5 11H24.5L26.2 27.6C26.4 29.2 25.2 30.5 23.6 30.5H8.4C6.8 30.5 5.6 29.2 5.8 27.6Z" fill="#f7f8fa" stroke="#aeb6bf" stroke-width="0.8"/>' +
  '<path d="M10 14.5L12.5 22M16 13.5V25M21.5 14.5L19.5 23M8.2 26L12 28.5M24 25.5L20.5 28.6" stroke="#c9d0d8" stroke-width="0.8" stroke-linecap="round" fill="none"/>' +
  '<path d="M11.5 17.5C13.5 16.4 18.5 16.4 20.5 17.5" stroke="#e5484d" stroke-width="1.2" fill="none" stroke-linecap="round"/>';

export const PLASTIC_LITTER_ICONS: Record<string, string> = {
  'plastic-bottle': PLASTIC_BOTTLE,
  'plastic-bag': PLASTIC_BAG,
};
