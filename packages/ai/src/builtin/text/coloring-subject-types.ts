/**
 * One page of a coloring book about a group ("farm animals", « les véhicules »): the thing drawn
 * large and what its caption says of it ("the pig rolling in the mud", « le cochon qui se roule
 * dans la boue »). `place` names a landmark drawn behind it (the barn, the pond); `props` are the
 * small things the caption names beside it (the chicks, the carrot); `stage` overrides the group's
 * world for this one (a tractor in a vehicles book stands on the farm).
 */
export type ColoringSubject = {
  icon: string;
  en: string;
  fr: string;
  /** The thing alone, for a page of two: "the pig", « le cochon ». */
  noun: { en: string; fr: string };
  place?: string;
  props?: string[];
  /** A mud puddle under it (no icon draws mud). */
  puddle?: boolean;
  stage?: string;
};

type Extra = Pick<ColoringSubject, 'place' | 'props' | 'puddle' | 'stage'>;

/** `the pig|rolling in the mud`: the noun, a bar, then what the subject does. */
export const subject = (icon: string, en: string, fr: string, extra: Extra = {}): ColoringSubject => {
  const [enNoun, enRest] = en.split('|');
  const [frNoun, frRest] = fr.split('|');
  return {
    icon,
    en: enRest ? `${enNoun} ${enRest}` : enNoun,
    fr: frRest ? `${frNoun} ${frRest}` : frNoun,
    noun: { en: enNoun, fr: frNoun },
    ...extra,
  };
};
