/**
 * A first visit to the dentist or the doctor ("Ella goes to the dentist for the first time", « Mia a
 * peur d’aller chez le médecin », "Sam visits the doctor"): butterflies at home, the drive with Mum,
 * the waiting room, the big chair or the stethoscope, the brave moment, a sticker at the end
 * (text/goal-clinic.ts). Before, a generic task "worked hard at the library", or the fear arc's
 * dark library and foggy garden.
 */
export type ClinicGoal = {
  kind: 'clinic';
  /** "Leo’s first haircut", « chez le coiffeur »: the salon's chair, cape and scissors (text/goal-haircut.ts). */
  who: 'dentist' | 'doctor' | 'hairdresser';
  /** "goes to the barber", « la coiffeuse »: the word the idea says the hairdresser with. */
  barber?: true;
  coiffeuse?: true;
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

const FIRST = /\bfirst (?:time|visit|haircut|hair cut)\b|premi[èe]re (?:fois|visite|coupe)/i;
const AFRAID = /\b(?:afraid|scared|frightened|fears?)\b|(?<!\p{L})peur(?!\p{L})/iu;

// A first haircut is a visit too: "Leo’s first haircut", "goes to the barber", « chez le coiffeur ».
const HAIR =
  /\b(?:hair ?cuts?|hairdresser(?:['’]s)?|barber(?:['’]s)?|(?:gets?|getting|got|has|having) (?:a |his |her |their )?hair cut)\b|(?<!\p{L})(?:coiffeur|coiffeuse|salon de coiffure|coupe de cheveux|coupe les cheveux|couper les cheveux)(?!\p{L})/iu;

/** The idea's visit to the dentist, the doctor or the hairdresser, if any. */
export function readClinic(description: string): ClinicGoal | undefined {
  if (HAIR.test(description)) return haircut(description);
  const m = EN.exec(description) ?? FR.exec(description);
  if (!m) return undefined;
  const who = /dent/i.test(m[1]) ? 'dentist' : 'doctor';
  return {
    kind: 'clinic',
    who,
    first: FIRST.test(description),
    afraid: AFRAID.test(description),
    task:
      who === 'dentist'
        ? { en: 'go to the dentist', fr: 'aller chez le dentiste' }
        : { en: 'go to the doctor', fr: 'aller chez le médecin' },
  };
}

function haircut(description: string): ClinicGoal {
  return {
    kind: 'clinic',
    who: 'hairdresser',
    ...(/\bbarber/i.test(description) ? { barber: true as const } : {}),
    ...(/coiffeuse/i.test(description) ? { coiffeuse: true as const } : {}),
    first: FIRST.test(description),
    afraid: AFRAID.test(description),
    task: { en: 'have a haircut', fr: 'se faire couper les cheveux' },
  };
}
