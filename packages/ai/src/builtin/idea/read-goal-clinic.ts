/**
 * A first visit to the dentist or the doctor ("Ella goes to the dentist for the first time", « Mia a
 * peur d’aller chez le médecin », "Sam visits the doctor"): butterflies at home, the drive with Mum,
 * the waiting room, the big chair or the stethoscope, the brave moment, a sticker at the end
 * (text/goal-clinic.ts). Before, a generic task "worked hard at the library", or the fear arc's
 * dark library and foggy garden.
 */
export type ClinicGoal = {
  kind: 'clinic';
  who: 'dentist' | 'doctor';
  /** "for the first time", « pour la première fois »: the problem page says so. */
  first: boolean;
  /** "is scared of the dentist", « a peur d’aller chez le médecin »: the problem page says so too. */
  afraid: boolean;
  /** The visit said as a deed, for writers that print any goal as one. */
  task: { en: string; fr: string };
};

const EN =
  /\b(?:go(?:es|ing)?|went|trip|visits?|visited|visiting|see|sees|seeing|first visit|afraid of going|scared of going|afraid|scared) (?:to (?:see )?|of )?(?:the |a |her |his |their )?(dentist|doctor)(?:['’]s)?\b/i;
const FR = /(?<!\p{L})chez (?:le |la |son |sa )?(dentiste|médecin|docteur|pédiatre)(?!\p{L})/iu;

/** The idea's visit to the dentist or the doctor, if any. */
export function readClinic(description: string): ClinicGoal | undefined {
  const m = EN.exec(description) ?? FR.exec(description);
  if (!m) return undefined;
  const who = /dent/i.test(m[1]) ? 'dentist' : 'doctor';
  return {
    kind: 'clinic',
    who,
    first: /\bfirst (?:time|visit)\b|premi[èe]re (?:fois|visite)/i.test(description),
    afraid: /\b(?:afraid|scared|frightened|fears?)\b|(?<!\p{L})peur(?!\p{L})/iu.test(description),
    task:
      who === 'dentist'
        ? { en: 'go to the dentist', fr: 'aller chez le dentiste' }
        : { en: 'go to the doctor', fr: 'aller chez le médecin' },
  };
}
