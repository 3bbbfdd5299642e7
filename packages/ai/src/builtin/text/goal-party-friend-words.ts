import type { PlacedL } from './story-place-fit';

/**
 * A surprise party the hero gets ready for a friend (idea/read-goal-party-friend.ts): the secret
 * plan, invitations, balloons, a garland and the cake at home, everyone hidden, "Surprise!" when the
 * friend comes. Slots as in story-episodes.ts, {guest} (the friend's name), {aParty} (“a surprise
 * party”, « une fête surprise »), {happy} (what everyone shouts after "Surprise!"). French avoids
 * words that agree with the hero. Each sentence once per book.
 */
const b = (en: string, fr: string, fit: Omit<PlacedL, 'en' | 'fr'> = {}): PlacedL => ({ en, fr, ...fit });

export const FRIEND_PARTY_PROBLEMS: PlacedL[] = [
  b(
    '{name} had a big secret: {aParty} for {guest}! “{guest} must not find out,” {name} whispered.',
    '{name} avait un grand secret : {aParty} pour {guest} ! « Surtout, {guest} ne doit rien savoir », chuchota {name}.',
  ),
  b(
    'Soon it would be {guest}’s special day. {name} had a plan: {aParty}, with balloons, a cake and all their friends.',
    'Ce serait bientôt le grand jour de {guest}. {name} avait un plan : {aParty}, avec des ballons, un gâteau et tous les amis.',
  ),
];

/** Getting the party ready in secret: in place of the quest's search. */
export const FRIEND_PARTY_READY: PlacedL[] = [
  b(
    '{atPlace}, {name} wrote the invitations, one for every friend: “A surprise party for {guest}! Shh, don’t tell!”',
    '{atPlace}, {name} écrivit les invitations, une pour chaque ami : « Fête surprise pour {guest} ! Chut, c’est un secret ! »',
    { onlyPlace: /bedroom/ },
  ),
  b(
    '{atPlace}, {name} blew up balloons in {guest}’s favourite colours, until both cheeks were pink.',
    '{atPlace}, {name} gonfla des ballons aux couleurs préférées de {guest}, jusqu’à en avoir les joues toutes roses.',
    { onlyPlace: /garden/ },
  ),
  b(
    '{atPlace}, {name} hung a long paper garland, with a big star for {guest} right in the middle.',
    '{atPlace}, {name} accrocha une longue guirlande en papier, avec une grande étoile pour {guest} juste au milieu.',
    { onlyPlace: /table/ },
  ),
  b(
    '{atPlace}, {name} baked {guest}’s favourite cake, with strawberries on top and {guest}’s name in pink icing.',
    '{atPlace}, {name} prépara le gâteau préféré de {guest}, avec des fraises dessus et le prénom de {guest} écrit en glaçage rose.',
    { onlyPlace: /kitchen/ },
  ),
  b(
    '{atPlace}, {name} wrapped a present for {guest} in shiny paper and tied it with a big bow.',
    '{atPlace}, {name} emballa un cadeau pour {guest} dans du papier brillant, avec un gros nœud.',
    { onlyPlace: /bedroom/ },
  ),
  b(
    '{atPlace}, {name} set the table: plates, cups, and a party hat for every guest.',
    '{atPlace}, {name} dressa la table : des assiettes, des gobelets et un chapeau pointu pour chaque invité.',
    { onlyPlace: /table/ },
  ),
];

/** Near misses and small mishaps: in place of the stock obstacles. */
export const FRIEND_PARTY_OOPS: PlacedL[] = [
  b(
    '{atPlace}, the phone rang: it was {guest}! “What are you doing today?” “Oh… nothing!” said {name}, hiding the balloons fast.',
    '{atPlace}, le téléphone sonna : c’était {guest} ! « Tu fais quoi aujourd’hui ? » « Oh… rien du tout ! » répondit {name} en cachant vite les ballons.',
    { onlyPlace: /bedroom/ },
  ),
  b(
    'POP! {atPlace}, a balloon burst, very loudly. Had {guest} heard it from down the road? No. Phew!',
    'POP ! {atPlace}, un ballon éclata, très fort. Est-ce que {guest} l’avait entendu, au bout de la rue ? Non. Ouf !',
    { onlyPlace: /garden|table/ },
  ),
  b(
    '{atPlace}, the cake leaned a little to one side. “A wobbly cake is a happy cake,” said Dad, and {name} giggled.',
    '{atPlace}, le gâteau penchait un peu sur le côté. « Un gâteau qui penche, c’est un gâteau joyeux », dit Papa, et {name} pouffa de rire.',
    { onlyPlace: /kitchen/ },
  ),
];

/** The surprise getting near: the guests on tiptoe (getting ready), then everyone hidden (the clues). */
export const FRIEND_PARTY_GUESTS: PlacedL[] = [
  b(
    '{atPlace}, the guests came one by one, on tiptoe. “Shh! {guest} will be here soon!”',
    '{atPlace}, les invités arrivèrent un par un, sur la pointe des pieds. « Chut ! {guest} arrive bientôt ! »',
    { onlyPlace: /garden/ },
  ),
  b(
    '{atPlace}, {name} peeked out of the window. Was that {guest} at the end of the road? Not yet…',
    '{atPlace}, {name} jeta un œil par la fenêtre. Était-ce {guest}, là-bas au bout du chemin ? Pas encore…',
    { onlyPlace: /kitchen/ },
  ),
];

export const FRIEND_PARTY_SIGNS: PlacedL[] = [
  b(
    '{atPlace}, everyone hid: behind the bushes, under the table, behind the big tree. Shh… not a sound!',
    '{atPlace}, tout le monde se cacha : derrière les buissons, sous la table, derrière le grand arbre. Chut… pas un bruit !',
    { onlyPlace: /garden/ },
  ),
  b(
    '{atPlace}, footsteps on the path! “Here comes {guest}!” whispered {name}. A giggle, then not a sound.',
    '{atPlace}, des pas sur le chemin ! « Voilà {guest} ! » chuchota {name}. Un petit rire, puis plus un bruit.',
    { onlyPlace: /garden/ },
  ),
];

/** A quiet moment: in place of the stock pauses. */
export const FRIEND_PARTY_PAUSES: PlacedL[] = [
  b(
    '{atPlace}, {name} sat down for a moment and looked at everything ready. Would {guest} like it?',
    '{atPlace}, {name} s’assit un instant pour regarder tout ce qui était prêt. Est-ce que ça plairait à {guest} ?',
  ),
  b(
    '{atPlace}, {name} had a glass of milk and a little rest. Keeping a secret is hard work!',
    '{atPlace}, {name} but un verre de lait et se reposa un peu. Garder un secret, c’est du travail !',
  ),
];

export const FRIEND_PARTY_TURNS: PlacedL[] = [
  b(
    'The gate creaked, and in walked {guest}. “SURPRISE! {happy}” everyone shouted, jumping out of their hiding places. {guest} gasped, then laughed and laughed.',
    'Le portillon grinça, et {guest} entra. « SURPRISE ! {happy} » crièrent les amis en sortant de leurs cachettes. {guest} resta bouche bée, puis éclata de rire.',
  ),
  b(
    'Then {guest} came round the corner. “SURPRISE! {happy}” There were the balloons, the garland, the cake and all the friends. {guest}’s eyes went big and round.',
    'Puis {guest} arriva au coin du jardin. « SURPRISE ! {happy} » Il y avait les ballons, la guirlande, le gâteau et tous les amis. {guest} ouvrit de grands yeux tout ronds.',
  ),
];

export const FRIEND_PARTY_ENDINGS: PlacedL[] = [
  b(
    '{ThatEvening}, {guest} hugged {name} tight. “That was the best surprise ever!” And {name} was the happiest of all. The end.',
    '{ThatEvening}, {guest} serra {name} très fort dans ses bras. « C’est la plus belle surprise de ma vie ! » Et {name} était aux anges. Fin.',
  ),
  b(
    '{ThatEvening}, they ate cake, played games and danced under the balloons. “Thank you, {name},” said {guest}. “Best day ever!” The end.',
    '{ThatEvening}, on mangea du gâteau, on joua et on dansa sous les ballons. « Merci, {name}, dit {guest}. C’est le plus beau jour de ma vie ! » Fin.',
  ),
];
