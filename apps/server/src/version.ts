/** The product version shown in the footer (spec: v2.0.0). */
export const VERSION = '2.0.0';
