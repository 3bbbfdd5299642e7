/**
 * Vehicles the Fluent set lacks, for the vehicle alphabet (text/alphabet-themes.ts: "E is for
 * excavator", "Z is for zeppelin" printed an elephant and a zebra). Each faces left in the 32×32 box.
 */
export const VEHICLE_ALPHABET_ICONS: Record<string, string> = {
  // A yellow digger on caterpillar tracks: its cab, the boom and the arm bent down to a toothed bucket.
  excavator:
    '<ellipse cx="17" cy="30.2" rx="13" ry="1.2" fill="#000" opacity="0.12"/>' +
    '<rect x="9" y="23.4" width="21" height="6" rx="3" fill="#3d3d3d"/>' +
    '<circle cx="12" cy="26.4" r="1.8" fill="#8a8a8a"/><circle cx="19.5" cy="26.4" r="1.8" fill="#8a8a8a"/><circle cx="27" cy="26.4" r="1.8" fill="#8a8a8a"/>' +
    '<rect x="11" y="19.4" width="18" height="4.4" rx="1" fill="#f2b705"/>' +
    '<path d="M18 19.6V11.4q0-1.2 1.2-1.2h6.6q1.4 0 1.8 1.4l1.4 8z" fill="#f2b705"/>' +
    '<path d="M19.8 12h5.6q0.8 0 1 0.8l0.9 4.8h-7.5z" fill="#9fd4f2"/>' +
    // The boom up from the cab, the arm down and the bucket with its teeth.
    '<path d="M18.6 17.6L9.6 6.4L7.4 8.2L16.6 19.4z" fill="#e0a400"/>' +
    '<path d="M9.4 5.8L3.8 16.4L6.2 17.6L11.4 7.2z" fill="#e0a400"/>' +
    '<path d="M2.2 16.2h6.6L8 21.8Q5 23.6 2.2 21.4z" fill="#6b6b6b"/>' +
    '<path d="M2.6 21.6l0.6 1.8 1-1.4 0.8 1.8 1-1.6 0.8 1.6 0.8-1.8" stroke="#4a4a4a" stroke-width="0.6" fill="none"/>' +
    '<circle cx="9.6" cy="6.6" r="1.1" fill="#3d3d3d"/><circle cx="17.6" cy="18.4" r="1.1" fill="#3d3d3d"/>',
  // A silver airship: a long cigar-shaped envelope with tail fins, a little gondola hung beneath.
  zeppelin:
    '<ellipse cx="15" cy="13" rx="13.4" ry="6.4" fill="#c9ced6"/>' +
    '<path d="M3 11.4Q15 8.6 27.8 11.4" stroke="#e8ebef" stroke-width="1.2" fill="none"/>' +
    '<path d="M8 7.2V18.8M15 6.6V19.4M22 7.2V18.8" stroke="#aab1bc" stroke-width="0.6"/>' +
    '<path d="M25.6 9.2L31 5.6V11.6z" fill="#e5476e"/><path d="M25.6 16.8L31 20.4V14.4z" fill="#e5476e"/>' +
    '<path d="M26.4 13L31.4 12v2z" fill="#c23658"/>' +
    '<path d="M12 19.2l1 2.2M18 19.2l-1 2.2" stroke="#6b6b6b" stroke-width="0.6"/>' +
    '<rect x="11.4" y="21.2" width="7.4" height="3.4" rx="1.2" fill="#7a4b2a"/>' +
    '<path d="M12.8 22.2h1.4v1.4h-1.4zM15.2 22.2h1.4v1.4h-1.4z" fill="#9fd4f2"/>',
};
