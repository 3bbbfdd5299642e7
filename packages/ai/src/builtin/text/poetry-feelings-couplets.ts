import type { Couplet } from './poetry-hand-couplets';

/**
 * A poem about feelings ("a poem about feelings", « les émotions ») sings each feeling in turn —
 * happy, sad, angry, scared, calm, then surprised, sleepy, loved — and closes on all of them shared.
 * Each draws the face its learning page draws (concept-topic-feelings.ts) and the alt text names it.
 * French lines name the feeling, not an adjective, so they agree with a girl or a boy alike.
 * ({name} is the hero, never at a line end.)
 */
type FeelingCouplet = Pick<Couplet, 'en' | 'fr' | 'subject' | 'thing'>;
const f = (
  subject: string,
  thing: [string, string],
  en: [string, string],
  fr: [string, string],
): FeelingCouplet => ({ subject, thing: { en: thing[0], fr: thing[1] }, en, fr });

export const FEELING_COUPLETS: FeelingCouplet[][] = [
  [
    f(
      'grinning-face',
      ['a happy face', 'un visage joyeux'],
      ['When {name} is happy, smiles come out,', 'and {name} wants to dance about!'],
      ['Quand la joie vient, quel bonheur :', '{name} sourit de tout son cœur.'],
    ),
    f(
      'crying-face',
      ['a sad face', 'un visage triste'],
      ['When {name} feels sad, a tear may fall,', 'and a warm hug helps most of all.'],
      ['Quand vient la tristesse, une larme roule ;', 'un câlin tout doux, et la peine s’écoule.'],
    ),
    f(
      'angry-face',
      ['an angry face', 'un visage en colère'],
      ['When anger comes, so hot and red,', '{name} breathes in slowly, counts instead.'],
      ['Quand la colère gronde et monte,', '{name} respire, et doucement compte.'],
    ),
    f(
      'fearful-face',
      ['a scared face', 'un visage qui a peur'],
      ['When {name} feels scared and very small,', 'a friend close by can help it all.'],
      ['Quand la peur fait battre le cœur,', 'une main tendue chasse la peur.'],
    ),
    f(
      'relieved-face',
      ['a calm face', 'un visage calme'],
      ['When {name} is calm, the world goes slow,', 'like clouds that drift, like rivers flow.'],
      ['Quand tout est calme, tout est doux :', '{name} respire, tranquille comme tout.'],
    ),
  ],
  [
    f(
      'astonished-face',
      ['a surprised face', 'un visage étonné'],
      ['Oh! A surprise! What can it be?', '{name} gasps and asks, “Is that for me?”'],
      ['Oh ! Une surprise, quel émoi !', '{name} ouvre grand les yeux : « Pour moi ? »'],
    ),
    f(
      'sleepy-face',
      ['a sleepy face', 'un visage endormi'],
      ['When {name} is sleepy, eyes close slow,', 'and off to dreamland, off we go.'],
      ['Quand vient le sommeil, on bâille un peu,', '{name} ferme doucement les yeux.'],
    ),
    f(
      'smiling-face-with-hearts',
      ['a loving face', 'un visage plein d’amour'],
      ['And love feels warm, a gentle glow,', 'the kind that {name} loves to show.'],
      ['Et l’amour, c’est tout chaud dedans :', '{name} le donne, et en reçoit autant.'],
    ),
  ],
  [
    f(
      'red-heart',
      ['a red heart', 'un cœur rouge'],
      ['Happy, sad, or cross, or scared:', 'all that {name} feels can be shared.'],
      ['Joie, tristesse, peur ou colère :', '{name} les dit, et tout s’éclaire.'],
    ),
  ],
];
