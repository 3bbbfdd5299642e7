import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * Little Red Riding Hood retold in the engine's own words (goal-tale.ts), in the tale's order: the
 * basket and Mother's warning, the walk through the wood, the wolf on the path and the flowers, the
 * wolf at Grandma's (who hides in the wardrobe: nobody is eaten), "what big ears…", and at the turn
 * the woodcutter, the wolf running off for good. Every middle template leads its phase in the order
 * written and keeps to its spot (`onlyPlace`), so a 12-page book tells the first lines of each part
 * and a 32-page one all of them. The French names her « le Petit Chaperon rouge », article and all.
 */
const r = (en: string, fr: string, at: RegExp): PlacedL => ({ ...step(en, fr, at), leads: true });
const PATH = /forest path/;
const MEADOW = /meadow/;
const DOOR = /door of Grandma/;
const ROOM = /Grandma’s bedroom/;

export const RED_HOOD_OPENINGS: PlacedL[] = [
  step(
    'Once upon a time, at the edge of a great forest, there lived a little girl. Her grandmother had sewn her a red cape with a hood, and she wore it so often that everyone called her Little Red Riding Hood.',
    'Il était une fois, à l’orée d’une grande forêt, une petite fille. Sa mère-grand lui avait cousu une cape rouge avec un capuchon, et elle la portait si souvent que tout le monde l’appelait le Petit Chaperon rouge.',
  ),
];

export const RED_HOOD_PROBLEMS: PlacedL[] = [
  step(
    'One morning, Mother packed a basket with a warm cake and a little pot of butter. “Grandma is not feeling well,” she said. “Take her this, and stay on the path!”',
    'Un matin, sa maman prépara un panier avec une galette toute chaude et un petit pot de beurre. « Mère-Grand est un peu malade, dit-elle. Porte-lui ceci, et ne quitte pas le sentier ! »',
  ),
];

/** The walk through the wood, basket on her arm. */
export const RED_HOOD_WALK: PlacedL[] = [
  r(
    'Little Red Riding Hood waved goodbye and set off along the forest path, the basket swinging on her arm.',
    'Le Petit Chaperon rouge dit au revoir et partit sur le sentier de la forêt, son panier au bras.',
    PATH,
  ),
  r(
    'Tall trees rose on both sides of the path. Birds sang, and a squirrel peeped at the basket.',
    'De grands arbres bordaient le sentier. Les oiseaux chantaient, et un écureuil lorgnait le panier.',
    PATH,
  ),
  r(
    'Little Red Riding Hood hummed a little song as she walked. Grandma’s cottage was far away, on the other side of the wood.',
    'Le Petit Chaperon rouge fredonnait une chanson en marchant. La chaumière de Mère-Grand était loin, tout au bout du bois.',
    PATH,
  ),
  r(
    'A rabbit hopped across the path. “Good morning, Rabbit!” said Little Red Riding Hood.',
    'Un lapin traversa le sentier en sautillant. « Bonjour, Lapin ! » dit le Petit Chaperon rouge.',
    PATH,
  ),
  r(
    'She stepped over roots and round puddles, careful not to drop the cake.',
    'Elle enjamba les racines et contourna les flaques, en prenant bien soin de ne pas faire tomber la galette.',
    PATH,
  ),
  r(
    'A woodpecker drummed on a tree trunk. Little Red Riding Hood drummed back on the lid of her basket and laughed.',
    'Un pic-vert tambourinait sur un tronc. Le Petit Chaperon rouge tambourina à son tour sur le couvercle de son panier en riant.',
    PATH,
  ),
  r(
    'Far away, she could hear a woodcutter’s axe going chop, chop, chop.',
    'Au loin, on entendait la hache d’un bûcheron qui coupait du bois.',
    PATH,
  ),
  r(
    'The path wound deeper into the wood, where the trees stood close together. Little Red Riding Hood held her basket a little tighter.',
    'Le sentier s’enfonçait dans le bois, là où les arbres se serraient les uns contre les autres. Le Petit Chaperon rouge serra un peu plus fort son panier.',
    PATH,
  ),
];

/** The wolf on the path, and the flowers he sends her to pick while he runs ahead. */
export const RED_HOOD_WOLF: PlacedL[] = [
  r(
    'Suddenly, a big grey wolf stepped out from behind a tree. “Good morning, little one,” he said in his softest voice. “Where are you going with that basket?”',
    'Tout à coup, un grand loup gris sortit de derrière un arbre. « Bonjour, petite, dit-il de sa voix la plus douce. Où vas-tu donc avec ce panier ? »',
    PATH,
  ),
  r(
    'Little Red Riding Hood did not know that it is not wise to chat with wolves. “I am taking this cake to my grandmother,” she said. “She lives in the cottage at the end of the path.”',
    'Le Petit Chaperon rouge ne savait pas qu’il ne faut pas bavarder avec les loups. « Je porte cette galette à ma mère-grand, dit-elle. Elle habite la chaumière au bout du sentier. »',
    PATH,
  ),
  r(
    'The wolf licked his lips. “Why not pick her some flowers?” he said. “Look how pretty they are in the meadow!”',
    'Le loup se lécha les babines. « Regarde comme elles sont jolies, les fleurs du pré, dit-il. Pourquoi ne pas en cueillir pour ta mère-grand ? »',
    PATH,
  ),
  r(
    'Then off the wolf ran, by the shortest way, straight towards Grandma’s cottage.',
    'Puis le loup fila par le chemin le plus court, tout droit vers la chaumière de Mère-Grand.',
    PATH,
  ),
  r(
    'Little Red Riding Hood left the path and stepped into the meadow. There were flowers everywhere: red ones, yellow ones and blue ones.',
    'Le Petit Chaperon rouge quitta le sentier et entra dans le pré. Il y avait des fleurs partout : des rouges, des jaunes et des bleues.',
    MEADOW,
  ),
  r(
    'She picked one flower, then another, and another. “Grandma will love these,” she thought.',
    'Elle cueillit une fleur, puis une autre, et encore une autre. « Mère-Grand va les adorer », pensa-t-elle.',
    MEADOW,
  ),
  r(
    'A butterfly landed on her bunch of flowers, then fluttered away over the grass.',
    'Un papillon se posa sur son bouquet, puis s’envola au-dessus de l’herbe.',
    MEADOW,
  ),
  r(
    'Then Little Red Riding Hood remembered her mother’s words. “Oh! I must stay on the path!” She hurried back with her flowers.',
    'Puis le Petit Chaperon rouge se rappela les mots de sa maman. « Oh ! Je dois rester sur le sentier ! » Elle y retourna bien vite avec son bouquet.',
    MEADOW,
  ),
];

/** The wolf at the cottage first: Grandma hides, he dresses up in her bed; she arrives. */
export const RED_HOOD_COTTAGE: PlacedL[] = [
  r(
    'Meanwhile, the wolf had run all the way to Grandma’s cottage. Knock, knock! “It’s me, your granddaughter,” he squeaked in a tiny voice.',
    'Pendant ce temps, le loup avait couru jusqu’à la chaumière de Mère-Grand. Toc, toc ! « C’est moi, ta petite-fille », dit-il d’une toute petite voix.',
    DOOR,
  ),
  r(
    'But Grandma had seen his big grey tail through the window. Quick as a mouse, she hid in the wardrobe!',
    'Mais Mère-Grand avait vu sa grande queue grise par la fenêtre. Vive comme une souris, elle se cacha dans l’armoire !',
    ROOM,
  ),
  r(
    'The wolf crept in. He put on Grandma’s nightcap and her glasses, and climbed into her bed.',
    'Le loup entra à pas de velours. Il mit le bonnet de nuit et les lunettes de Mère-Grand, et se glissa dans son lit.',
    ROOM,
  ),
  r(
    'He pulled the blanket up to his nose and waited, trying very hard to look like a grandmother.',
    'Il remonta la couverture jusqu’à son museau et attendit, en essayant très fort d’avoir l’air d’une grand-mère.',
    ROOM,
  ),
  r(
    'At last Little Red Riding Hood reached the cottage, her flowers in one hand and the basket in the other.',
    'Enfin, le Petit Chaperon rouge arriva à la chaumière, son bouquet dans une main et le panier dans l’autre.',
    DOOR,
  ),
  r(
    'The door was open. “Grandma? It’s me!” she called, and she stepped inside.',
    'La porte était ouverte. « Mère-Grand ? C’est moi ! » appela-t-elle, et elle entra.',
    DOOR,
  ),
  r(
    'The room was quiet and dim. Someone in Grandma’s bed gave a funny little cough.',
    'La chambre était calme et un peu sombre. Quelqu’un, dans le lit de Mère-Grand, toussota drôlement.',
    ROOM,
  ),
];

/** "What big ears you have!": the questions at the bedside, up to the teeth at the turn. */
export const RED_HOOD_BEDSIDE: PlacedL[] = [
  r(
    '“Come closer, my dear,” said a strange, deep voice from the bed.',
    '« Approche, mon enfant », dit une drôle de grosse voix depuis le lit.',
    ROOM,
  ),
  r(
    '“Grandma, what big ears you have!” “All the better to hear you with,” said the voice.',
    '« Mère-Grand, comme vous avez de grandes oreilles ! — C’est pour mieux t’écouter », dit la voix.',
    ROOM,
  ),
  r(
    '“Grandma, what big eyes you have!” “All the better to see you with, my dear.”',
    '« Mère-Grand, comme vous avez de grands yeux ! — C’est pour mieux te voir, mon enfant. »',
    ROOM,
  ),
  r(
    '“Grandma, what big hands you have!” “All the better to hug you with.”',
    '« Mère-Grand, comme vous avez de grandes mains ! — C’est pour mieux te serrer dans mes bras. »',
    ROOM,
  ),
  r(
    '“And Grandma, what a big furry nose you have!” “All the better to smell that cake with.”',
    '« Et Mère-Grand, comme vous avez un grand nez tout poilu ! — C’est pour mieux sentir ta galette. »',
    ROOM,
  ),
  r(
    'Little Red Riding Hood looked at the long grey tail poking out under the blanket. That was not Grandma’s tail at all!',
    'Le Petit Chaperon rouge regarda la longue queue grise qui dépassait de la couverture. Ce n’était pas du tout la queue de Mère-Grand !',
    ROOM,
  ),
  r(
    'She took one step back towards the door, holding her basket tight.',
    'Elle recula d’un pas vers la porte, en serrant bien fort son panier.',
    ROOM,
  ),
];

/** The teeth, and the woodcutter: the wolf runs off for good, nobody hurt. */
export const RED_HOOD_TURNS: PlacedL[] = [
  step(
    '“Grandma, what big teeth you have!” “All the better to eat you up!” growled the wolf, leaping out of bed. Just then the woodcutter rushed in with his axe. “Out of here, you rascal!” The wolf ran off into the forest, and he never came back.',
    '« Mère-Grand, comme vous avez de grandes dents ! — C’est pour mieux te manger ! » gronda le loup en sautant du lit. Juste à ce moment, le bûcheron entra avec sa hache. « Dehors, vilain loup ! » Le loup s’enfuit dans la forêt, et on ne le revit jamais.',
  ),
];

export const RED_HOOD_ENDINGS: PlacedL[] = [
  step(
    'Grandma climbed out of the wardrobe, safe and sound, and they all shared the cake and the butter by the fire. And Little Red Riding Hood promised never, ever to leave the path again. The end.',
    'Mère-Grand sortit de l’armoire, saine et sauve, et tous partagèrent la galette et le petit pot de beurre au coin du feu. Et le Petit Chaperon rouge promit de ne plus jamais quitter le sentier. Fin.',
  ),
];
