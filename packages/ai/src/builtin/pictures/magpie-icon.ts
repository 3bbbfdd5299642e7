/**
 * A magpie (own-icons.ts; the Fluent set's only birds are the red songbird, a dove and a few others, none
 * black and white): faces left, a black head and breast, a white belly and a white patch on its wing,
 * a blue-green sheen on the wing and a long black tail. The detective's shiny-things thief
 * (text/goal-detective-culprits.ts) was the red bird icon, no magpie at all (issue 14).
 */
export const MAGPIE =
  '<ellipse cx="16" cy="29.2" rx="10" ry="1.3" fill="#000" opacity="0.12"/>' +
  // The long tail, wedge-shaped, out behind and down, with its sheen.
  '<path d="M17.6 17.4L31.4 24.8Q32 26.4 30.4 27.2L16.8 20.6Z" fill="#1c1f2b"/>' +
  '<path d="M19.8 19L30.2 25.4" stroke="#2f7d86" stroke-width="0.9" stroke-linecap="round"/>' +
  '<path d="M12.6 21.4L12 27.4M15.6 21.4L16.2 27.4M10.4 27.6h3.2M14.6 27.6h3.2" stroke="#3a3a44" stroke-width="0.9" stroke-linecap="round"/>' +
  // The body: black back and breast, the white belly below.
  '<path d="M5.4 13.4C7 9.8 13.4 9.6 17.8 12.2C21 14.2 21.6 17.8 19.2 20C16.4 22.6 10.2 22.8 7.6 20.4C5.4 18.4 4.6 15.6 5.4 13.4Z" fill="#1c1f2b"/>' +
  '<path d="M9 17C11.6 16.4 15 17 17.8 19.4C17.6 20.4 16.6 21.2 15.4 21.6C12.6 22.4 9.8 21.8 8.2 20.4C7.6 19.2 7.8 17.8 9 17Z" fill="#fff" stroke="#d6d9e0" stroke-width="0.3"/>' +
  // The wing: a blue-green sheen, a white patch at its shoulder.
  '<path d="M11.2 13.2C15 11.8 19.8 13 21.6 16.8C18.6 18.4 13.8 17.8 11.2 15.4Z" fill="#24406a"/>' +
  '<path d="M11.6 13.6C13.6 12.8 16 13.2 17.4 14.4C15.4 15.4 13.2 15.2 11.6 13.6Z" fill="#fff"/>' +
  '<path d="M15.6 16.4L21 16.8" stroke="#2f7d86" stroke-width="0.8" stroke-linecap="round"/>' +
  // The black head, a bright eye and a dark beak.
  '<circle cx="7.6" cy="10.8" r="4.2" fill="#1c1f2b"/>' +
  '<path d="M4 10L0.6 11.4L4 12.6Z" fill="#454552"/>' +
  '<circle cx="6.4" cy="9.9" r="1.2" fill="#fff"/><circle cx="6.1" cy="10" r="0.65" fill="#1c1f2b"/>';
