/**
 * French typography (issue 18): a no-break space (U+00A0) before ":" and a narrow no-break space (U+202F)
 * before "?", "!" and ";", so a line never starts with the punctuation mark. The catalogue is written that
 * way; text we do not write ourselves (an AI provider's support answers) is set right with `frenchSpacing`.
 */
export const NBSP = '\u00A0';
export const NNBSP = '\u202F';

/** An ordinary space (or a run of them) right before a French high punctuation mark. */
export const ORDINARY_SPACE_BEFORE_PUNCTUATION = /[ \t]+(?=[:?!;])/;

export function frenchSpacing(text: string): string {
  // Only spaces after some text: a mark at the start of a line keeps its indentation.
  return text.replace(/(?<=\S)[ \t]+([:?!;])/g, (_, mark: string) =>
    mark === ':' ? `${NBSP}:` : `${NNBSP}${mark}`,
  );
}
