import { allBut, type PlacedL } from './story-place-fit';

/**
 * Making a friend (idea/read-goal-befriend.ts), in place of a quest: lonely at first and the friend
 * seen, tries that go wrong (too shy, a misunderstanding) or half work, shared moments, friends at
 * the turn, together at the end. Slots as in story-episodes.ts, and {friendB} {FriendB} (“the owl”,
 * « le hibou », or its name), {aFriendB} (“an owl”, “Hoot the owl”), {eF} (« seul{eF} »: the French
 * agreement with the friend). French avoids words that agree with the hero (« timide » is both).
 * Each sentence is its template's own: a template is printed once per book (story-picks.ts).
 */
const b = (en: string, fr: string, fit: Omit<PlacedL, 'en' | 'fr'> = {}): PlacedL => ({ en, fr, ...fit });
/** Under open air on Earth: a ball, a flower, a drawing the wind takes. */
const AIR = allBut('sea', 'space');
/** Where a wind blows: outdoors on Earth, not in a classroom. */
const WINDY: PlacedL['fits'] = ['nature', 'town', 'snow', 'shore'];

export const BEFRIEND_PROBLEMS: PlacedL[] = [
  b(
    '{name} had nobody to play with. {atPlace}, {name} saw {aFriendB}, playing alone too. “I wish we could be friends,” {name} thought.',
    '{name} n’avait personne avec qui jouer. {atPlace}, {name} aperçut {aFriendB}, qui jouait seul{eF} dans son coin. « J’aimerais tant qu’on soit ami{sB} », pensa {name}.',
  ),
  b(
    'Everyone seemed to have a friend, everyone but {name}. Then, {oneDay}, {name} noticed {aFriendB} {atPlace}. “Maybe…,” {name} whispered.',
    'Tout le monde semblait avoir un ami, sauf {name}. Puis, {oneDay}, {name} remarqua {aFriendB}, {atPlace}. « Et si… ? » murmura {name}.',
  ),
  b(
    '{name}’s heart felt a little empty: no friend to play with. {atPlace}, there was {aFriendB}. “How do you make a friend?” {name} wondered.',
    'Le cœur de {name} était un peu vide : pas d’ami pour jouer. {atPlace}, il y avait {aFriendB}. « Comment on se fait un{eF} ami{eF} ? » se demanda {name}.',
  ),
];

export const BEFRIEND_TURNS: PlacedL[] = [
  b(
    '{atPlace}, {friendB} came over with a big smile. “Shall we play together every day?” “Yes!” said {name}.',
    '{atPlace}, {friendB} s’approcha avec un grand sourire. « Et si on jouait ensemble tous les jours ? » « Oui ! » dit {name}.',
  ),
  b(
    'And just like that, {atPlace}, {name} and {friendB} became friends, real friends. {name}’s heart felt warm and full.',
    'Et voilà, {atPlace}, {name} et {friendB} étaient devenu{sB} inséparables. Le cœur de {name} était tout chaud.',
  ),
];

/** Tries that go wrong or half work (in place of the quest's search). */
export const BEFRIEND_TRIES: PlacedL[] = [
  b(
    '{atPlace}, {name} wanted to say hello to {friendB}, but the word got stuck. {name} just waved instead.',
    '{atPlace}, {name} voulut dire bonjour à {friendB}, mais le mot resta coincé. {name} fit juste un petit signe de la main.',
  ),
  b(
    '{name} called out “Hello!” {atPlace}, but {friendB} thought it was a game of tag and ran off, laughing.',
    '{atPlace}, {name} lança « Bonjour ! », mais {friendB} crut que c’était un jeu de chat et partit en courant, en riant.',
  ),
  b(
    '{atPlace}, {name} sat down a little closer to {friendB}. Not too close, not too far. It was a start.',
    '{atPlace}, {name} s’assit un peu plus près de {friendB}. Pas trop près, pas trop loin. C’était un début.',
  ),
  b(
    '{atPlace}, {name} practised what to say: “Hi, I’m {name}. Do you want to play?” But when {friendB} came by, {name} went all quiet.',
    '{atPlace}, {name} répéta ce qu’il fallait dire : « Salut, moi c’est {name}. Tu veux jouer ? » Mais quand {friendB} passa, {name} ne dit plus un mot.',
  ),
  b(
    '{atPlace}, {name} made a funny face to make {friendB} laugh. But {friendB} thought {name} was grumpy! Oh dear.',
    '{atPlace}, {name} fit une grimace rigolote pour faire rire {friendB}. Mais {friendB} crut que {name} boudait ! Oh là là.',
  ),
  b(
    '{atPlace}, {name} rolled a ball towards {friendB}. {FriendB} rolled it back, just once, then looked away.',
    '{atPlace}, {name} fit rouler une balle vers {friendB}. {FriendB} la renvoya, une seule fois, puis détourna les yeux.',
    { fits: AIR },
  ),
  b(
    '{atPlace}, {name} said a tiny “hello”. {FriendB} gave a tiny “hello” back. Two tiny hellos: that was something!',
    '{atPlace}, {name} dit un tout petit « bonjour ». {FriendB} répondit par un tout petit « bonjour ». Deux petits bonjours : c’était déjà ça !',
  ),
  b(
    '{atPlace}, {name} walked up to {friendB}, then turned back at the very last step. “Too shy, just for now,” {name} sighed.',
    '{atPlace}, {name} s’approcha de {friendB}, puis fit demi-tour au tout dernier pas. « Trop timide, pour l’instant », soupira {name}.',
  ),
  b(
    '{atPlace}, {name} drew a picture for {friendB}. But the wind blew it away before {friendB} could see it!',
    '{atPlace}, {name} fit un dessin pour {friendB}. Mais le vent l’emporta avant que {friendB} ait pu le voir !',
    { fits: WINDY },
  ),
];

/** Moments shared: the friendship growing (in place of the quest's clues). */
export const BEFRIEND_MOMENTS: PlacedL[] = [
  b(
    '{atPlace}, {name} and {friendB} both laughed at the very same thing. What a lovely sound!',
    '{atPlace}, {name} et {friendB} rirent de la même chose, au même moment. Quel joli bruit !',
  ),
  b(
    '{atPlace}, {name} shared a snack with {friendB}. Half for you, half for me.',
    '{atPlace}, {name} partagea son goûter avec {friendB}. Une moitié pour toi, une moitié pour moi.',
    { fits: AIR },
  ),
  b(
    '{atPlace}, {name} and {friendB} found out they loved the same song. They sang it together, loud and happy.',
    '{atPlace}, {name} et {friendB} découvrirent qu’{ilsB} aimaient la même chanson. {IlsB} la chantèrent ensemble, à tue-tête.',
  ),
  b(
    '{atPlace}, {name} helped {friendB} up after a tumble. “Thank you,” said {friendB}, with a shy smile.',
    '{atPlace}, {name} aida {friendB} à se relever après une chute. « Merci », dit {friendB} avec un sourire timide.',
  ),
  b(
    '{atPlace}, {name} and {friendB} built a little tower together. Higher, higher… and down it came!',
    '{atPlace}, {name} et {friendB} construisirent une petite tour ensemble. Plus haut, plus haut… et patatras !',
  ),
  b(
    '{atPlace}, {name} told {friendB} a secret, and {friendB} told one back. Secrets are for friends.',
    '{atPlace}, {name} confia un secret à {friendB}, et {friendB} en confia un à son tour. Les secrets, c’est pour les amis.',
  ),
  b(
    '{atPlace}, {name} and {friendB} raced each other, and nobody minded who won.',
    '{atPlace}, {name} et {friendB} firent la course, et personne ne se soucia de savoir qui avait gagné.',
    { fits: allBut('space') },
  ),
  b(
    '{atPlace}, {friendB} showed {name} a funny little trick. {name} showed {friendB} one too.',
    '{atPlace}, {friendB} montra un petit tour rigolo à {name}. {name} en montra un aussi.',
  ),
  b(
    'When {name} felt sad {atPlace}, {friendB} stayed close and said nothing at all. That was just right.',
    'Quand {name} eut un petit coup de cafard, {atPlace}, {friendB} resta tout près, sans rien dire. C’était exactement ce qu’il fallait.',
  ),
];

/** Together at the end (in place of the stock endings, which end alone). */
export const BEFRIEND_ENDINGS: PlacedL[] = [
  b(
    'From then on, {name} and {friendB} played together every single day. {name} had learned that {lesson}. The end.',
    'À partir de ce jour, {name} et {friendB} jouèrent ensemble tous les jours. {name} avait appris que {lesson}. Fin.',
  ),
  b(
    '{ThatEvening}, {name} and {friendB} said goodbye until tomorrow. “See you tomorrow, friend!” The best part? Learning that {lesson}. The end.',
    '{ThatEvening}, {name} et {friendB} se dirent au revoir jusqu’au lendemain. « À demain ! » Le plus beau ? Avoir appris que {lesson}. Fin.',
  ),
];
