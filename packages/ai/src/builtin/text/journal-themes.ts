/** A journal's own prompts, by what the idea says it is for (a trip, gratitude, feelings, dreams…). */
export type Prompt = { en: string; fr: string };
export type JournalTheme = { id: string; words: RegExp; prompts: Prompt[] };

const p = (en: string, fr: string): Prompt => ({ en, fr });

export const JOURNAL_THEMES: readonly JournalTheme[] = [
  {
    id: 'trip',
    words: /(?<!\p{L})(holidays?|vacations?|trip|travel|journey|vacances|voyage|séjour|colonie)(?!\p{L})/iu,
    prompts: [
      p('The best moment of the trip so far:', 'Le plus beau moment des vacances, pour l’instant :'),
      p('A postcard to someone back home:', 'Une carte postale pour quelqu’un resté à la maison :'),
      p(
        'A new food I tasted, and what it was like:',
        'Un plat que j’ai goûté pour la première fois, et son goût :',
      ),
      p('Draw where we slept last night.', 'Dessine l’endroit où nous avons dormi cette nuit.'),
      p(
        'What the weather was like today, and what we did:',
        'Le temps qu’il a fait aujourd’hui, et ce qu’on a fait :',
      ),
      p('Something I want to remember forever:', 'Une chose dont je veux me souvenir pour toujours :'),
    ],
  },
  {
    id: 'gratitude',
    words:
      /(?<!\p{L})(gratitude|grateful|thankful|thanks|thank you|gratitudes?|merci|reconnaissan\p{L}*)(?!\p{L})/iu,
    prompts: [
      p('Today I am thankful for…', 'Aujourd’hui, je dis merci pour…'),
      p('Someone who was kind to me today:', 'Quelqu’un qui a été gentil avec moi aujourd’hui :'),
      p('Three little things that made today good:', 'Trois petites choses qui ont rendu ma journée belle :'),
      p('A thank-you note to someone I love:', 'Un petit mot de merci pour quelqu’un que j’aime :'),
      p('Something in nature I am glad for:', 'Une chose de la nature qui me rend heureux ou heureuse :'),
      p('A toy or a thing I am lucky to have:', 'Un jouet ou un objet que j’ai la chance d’avoir :'),
      p(
        'Draw a moment from today you are grateful for.',
        'Dessine un moment d’aujourd’hui qui te rend reconnaissant(e).',
      ),
      p('Someone who makes me laugh, and why:', 'Quelqu’un qui me fait rire, et pourquoi :'),
    ],
  },
  {
    id: 'feelings',
    words: /(?<!\p{L})(feelings?|emotions?|moods?|sentiments?|émotions?|humeurs?)(?!\p{L})/iu,
    prompts: [
      p('Today I felt… because…', 'Aujourd’hui, je me suis senti(e)… parce que…'),
      p('Draw your face when you are happy.', 'Dessine ton visage quand tu es content(e).'),
      p('When I feel angry, I can…', 'Quand je suis en colère, je peux…'),
      p(
        'Something that made me sad, and what helped:',
        'Une chose qui m’a rendu(e) triste, et ce qui m’a aidé(e) :',
      ),
      p('Colour the weather of your mood today.', 'Colorie la météo de ton humeur aujourd’hui.'),
      p('When I am scared, I can…', 'Quand j’ai peur, je peux…'),
      p('A time I felt really proud:', 'Un moment où j’ai été très fier ou fière :'),
    ],
  },
  {
    id: 'dreams',
    words: /(?<!\p{L})(dreams?|rêves?)(?!\p{L})/iu,
    prompts: [
      p('Last night I dreamed about…', 'Cette nuit, j’ai rêvé de…'),
      p('Draw the strangest thing in your dream.', 'Dessine la chose la plus bizarre de ton rêve.'),
      p('Who was in my dream, and what did they say?', 'Qui était dans mon rêve, et qu’a-t-il dit ?'),
      p(
        'If I could dream anything tonight, it would be…',
        'Si je pouvais rêver de n’importe quoi cette nuit, ce serait…',
      ),
      p('How did my dream make me feel when I woke up?', 'Comment je me sentais au réveil, après mon rêve ?'),
      p('Give your dream a title:', 'Donne un titre à ton rêve :'),
    ],
  },
  {
    id: 'nature',
    words: /(?<!\p{L})(nature|outdoors?|garden|birds?|plantes?|jardin|oiseaux?|plein air)(?!\p{L})/iu,
    prompts: [
      p(
        'A bird, bug or plant I saw today:',
        'Un oiseau, une petite bête ou une plante que j’ai vus aujourd’hui :',
      ),
      p('Draw a leaf you found, and its colour.', 'Dessine une feuille que tu as trouvée, et sa couleur.'),
      p('What the sky looked like today:', 'À quoi ressemblait le ciel aujourd’hui :'),
      p('Sounds I heard outside:', 'Les bruits que j’ai entendus dehors :'),
      p(
        'Something growing that I will check again next week:',
        'Une chose qui pousse et que je reviendrai voir la semaine prochaine :',
      ),
      p('My favourite tree, and why:', 'Mon arbre préféré, et pourquoi :'),
    ],
  },
  {
    id: 'reading',
    words: /(?<!\p{L})(reading|books?|lecture|livres?)(?!\p{L})/iu,
    prompts: [
      p('The book I read today:', 'Le livre que j’ai lu aujourd’hui :'),
      p('My favourite character, and why:', 'Mon personnage préféré, et pourquoi :'),
      p('Draw the best scene of the story.', 'Dessine la meilleure scène de l’histoire.'),
      p('A new word I found, and what it means:', 'Un mot nouveau que j’ai trouvé, et ce qu’il veut dire :'),
      p('How I would change the ending:', 'Comment je changerais la fin :'),
      p('Stars I give this book, out of five:', 'Les étoiles que je donne à ce livre, sur cinq :'),
    ],
  },
];

/** The theme the idea names, if any (a trip first: « mon journal de voyage et de rêves »). */
export const journalTheme = (idea: string): JournalTheme | undefined =>
  JOURNAL_THEMES.find((t) => t.words.test(idea));
