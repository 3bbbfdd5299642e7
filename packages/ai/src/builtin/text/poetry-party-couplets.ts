import type { PartyGoal } from '../idea/read-goal-party';
import type { IdeaFacts } from '../idea/read-idea';
import { BALLOONS, CAKE, HOME } from './goal-party';
import { partyFriend } from './goal-party-friend';
import { type ArcCouplet, type ArcLine, arcLines } from './poetry-arc-kit';

/** Where each couplet is drawn: HOME's rooms, the garden and the party table in it. */
const [KITCHEN, BEDROOM, GARDEN, TABLE] = [0, 1, 2, 3];
/** The friend the party is for, drawn: its icon stands for it in the lines below. */
const FRIEND = 'friend';

/**
 * A surprise party for a friend in rhyme ("A surprise party for my best friend"; goal-party-friend.ts
 * tells it in prose): the secret plan, the invitations, balloons (one pops), the flat cake, a near
 * miss at the door, everyone hidden, "Surprise!" at the turn, the cake, the present and the games.
 * {guest} is the friend's name, never at a line end; no French word agrees with the hero or the friend.
 */
const LINES: ArcLine[] = [
  [
    KITCHEN,
    'light-bulb',
    ['One day {name} had a plan, a wonderful one:', '“A surprise party for {guest}! What fun!”'],
    ['Un jour, {name} a une idée de génie :', '« Une fête surprise pour {guest} ! C’est parti ! »'],
  ],
  [
    KITCHEN,
    'shushing-face',
    ['“But shh, it’s a secret, not a word:', 'not a squeak, not a whisper to be heard!”'],
    ['« Mais chut, c’est un secret, pas un mot :', 'pas un bruit, pas un murmure, rien de trop ! »'],
  ],
  [
    BEDROOM,
    'envelope',
    ['{name} wrote invitations, one by one,', 'with hearts and flowers, under the sun.'],
    ['{name} écrit les invitations, une à une,', 'avec des cœurs et des fleurs pour chacune.'],
  ],
  [
    BEDROOM,
    'envelope',
    ['Off to each friend the letters flew,', 'to all of them but {guest}: no clue!'],
    ['Les lettres partent chez tous les amis,', 'sauf chez {guest} : chut, c’est interdit !'],
  ],
  [
    GARDEN,
    'balloon',
    ['{name} blew up balloons, one, two, three,', 'puff, puff, as round as round can be!'],
    ['{name} gonfle des ballons, un, deux, trois,', 'pff, pff, tout ronds, les voilà !'],
  ],
  [
    GARDEN,
    'balloon',
    ['Then BANG! A balloon went pop!', '{name} jumped up high: “Oh, stop, stop, stop!”'],
    ['Et BANG ! Un ballon éclate soudain :', '{name} sursaute : « Oups ! Ce n’est rien ! »'],
  ],
  [
    GARDEN,
    'ribbon',
    ['Paper chains in red and gold', 'looped from the trees, a joy to behold!'],
    ['Des guirlandes rouges et dorées', 'pendent aux arbres, bien accrochées.'],
  ],
  [
    KITCHEN,
    'bowl-with-spoon',
    ['In the kitchen, flour went everywhere:', 'on the floor, on {name}, in {name}’s hair!'],
    ['Dans la cuisine, de la farine partout :', 'sur la table, sur {name}, et sur le chat, surtout !'],
  ],
  [
    KITCHEN,
    'birthday-cake',
    ['The cake came out a little flat;', '“Oh well,” said {name}, “it’s good like that!”'],
    ['Le gâteau sort un peu tout plat :', '« Tant pis, » dit {name}, « il est bon comme ça ! »'],
  ],
  [
    KITCHEN,
    'birthday-cake',
    ['With icing pink and candles bright,', 'the flat cake looked a lovely sight.'],
    ['Avec du glaçage rose et des bougies,', 'le gâteau plat est vraiment joli.'],
  ],
  [
    BEDROOM,
    'wrapped-gift',
    ['{name} wrapped a present, big and square,', 'with a bow on top, and love and care.'],
    ['{name} emballe un cadeau tout carré,', 'avec un gros nœud, bien serré.'],
  ],
  [
    KITCHEN,
    'door',
    ['Knock, knock! {guest} was at the door!', '{name} hid the balloons, and said no more.'],
    ['Toc, toc ! Qui frappe ? {guest}, déjà ?', '{name} cache vite les ballons, par-ci, par-là.'],
  ],
  [
    KITCHEN,
    'door',
    ['“Just tidying up!” {name} said with a grin,', 'and {guest} went home, not coming in.'],
    ['« Je fais du rangement ! » dit {name}, tout sourire,', 'et {guest} repart sans rien voir venir.'],
  ],
  [
    GARDEN,
    'shushing-face',
    ['Then one by one, the friends came round,', 'on tiptoe, without a sound.'],
    ['Puis un par un, les amis arrivent', 'sur la pointe des pieds, l’oreille attentive.'],
  ],
  [
    TABLE,
    'balloon',
    ['Behind the bushes, under the table,', 'they hid as quiet as they were able.'],
    ['Derrière les buissons, sous la table,', 'tout le monde se cache : c’est formidable !'],
  ],
  [
    TABLE,
    'shushing-face',
    ['A giggle, a wiggle, a whispered “Shh!”', 'as footsteps came along the path: hush!'],
    ['Un petit rire, un « chut ! » tout bas…', 'et des pas qui viennent : qui est là ?'],
  ],
  [
    TABLE,
    FRIEND,
    ['“SURPRISE!” they shouted, jumping out,', 'and {guest} gave a happy shout!'],
    ['« SURPRISE ! » crient-ils en sautant,', 'et {guest} rit, les yeux tout grands.'],
  ],
  [
    TABLE,
    FRIEND,
    ['“All this for me?” asked {guest} with glee.', '“The best surprise there’ll ever be!”'],
    ['« Tout ça pour moi ? Quelle joie ! »', 'dit {guest}, qui n’en revient pas.'],
  ],
  [
    TABLE,
    'birthday-cake',
    ['Out came the cake, with candles aglow:', '{guest} blew hard, and out they go!'],
    ['Voici le gâteau, les bougies allumées :', '{guest} souffle fort : tout est soufflé !'],
  ],
  [
    TABLE,
    'wrapped-gift',
    ['Then {guest} untied the bow so red:', 'a cuddly bear to take to bed!'],
    ['Puis {guest} ouvre le paquet carré :', 'un nounours tout doux, à câliner !'],
  ],
  [
    GARDEN,
    'musical-notes',
    ['They played musical chairs and hide-and-seek,', 'and laughed until they couldn’t speak.'],
    ['On joue à cache-cache, au chat perché,', 'on rit, on rit, à en pleurer !'],
  ],
  [
    GARDEN,
    'party-popper',
    ['They danced around the apple tree', 'till the sun went down: one, two, three!'],
    ['On danse autour du grand pommier,', 'jusqu’au coucher du soleil, sans s’arrêter.'],
  ],
  [
    TABLE,
    FRIEND,
    ['“Thank you,” said {guest}, “my friend so true:', 'the best surprise of all is you.”'],
    ['« Merci, » dit {guest}, « pour tout ça :', 'le plus beau cadeau, c’est toi ! »'],
  ],
  [
    TABLE,
    'balloon',
    ['The stars came out, the party done:', 'two friends together, the best of fun.'],
    ['Les étoiles brillent, la fête est finie :', 'quelle belle journée, quelle belle vie !'],
  ],
];

/** The friend's surprise party in rhyme, the friend named as the story names it (goal-party-friend.ts). */
export function partyCouplets(goal: PartyGoal, facts: IdeaFacts): ArcCouplet[] {
  const friend = partyFriend(goal, facts);
  const friendFr = partyFriend(goal, facts, 'fr');
  const icon = friend.kind.icon || 'wrapped-gift';
  const things = {
    envelope: { en: 'invitations', fr: 'des invitations' },
    balloon: BALLOONS,
    'birthday-cake': CAKE,
    'wrapped-gift': { en: 'a present', fr: 'un cadeau' },
    ribbon: { en: 'paper chains', fr: 'des guirlandes' },
    [icon]: { en: friend.name, fr: friendFr.name },
  };
  const lines = LINES.map(
    ([spot, subject, ...rest]): ArcLine => [spot, subject === FRIEND ? icon : subject, ...rest],
  );
  return arcLines(lines, HOME, things, { en: { guest: friend.name }, fr: { guest: friendFr.name } });
}
