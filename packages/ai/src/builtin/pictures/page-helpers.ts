import { THEME_HELPER_DRAWN } from '../text/theme-helpers';

// Who a page's scene words say the hero is with, drawn beside the hero (page-art.ts).

const HELPERS: [RegExp, string][] = [
  // Jobs first, as whole words: "a park ranger", « un policier » (no animal's letters hide in them).
  [/\b(park )?rangers?\b|\bgardes? forest/i, 'park-ranger'],
  // "the police car", « la voiture de police » is a car drawn as itself, not an officer.
  [/(?<!voiture de )\bpolice(?! car)|\bpolici|\bgendarme/i, 'police-officer'],
  [/\bfisher(man|men|woman)?\b|\bpêcheu?r|\bpêcheuse/i, 'fisher'],
  [/\bbakers?\b|\bboulang/i, 'cook'],
  [/\bfarmers?\b|\bfermi[eè]re?s?\b/i, 'farmer'],
  [/tri?c[eé]ratops/i, 'triceratops'],
  [/st[eé]gosaur/i, 'stegosaurus'],
  [/dinosaur/i, 'sauropod'],
  [/robot/i, 'robot'],
  // A bowl, a growl or a howl is no owl.
  [/\bowl/i, 'owl'],
  [/dolphin/i, 'dolphin'],
  [/turtle/i, 'turtle'],
  [/whale/i, 'spouting-whale'],
  [/octopus/i, 'octopus'],
  [/crab/i, 'crab'],
  [/cow/i, 'cow'],
  // Before the horse: a seahorse ('hippocampe') is its own drawing, not a land horse.
  [/sea ?horse|hippocampe/i, 'seahorse'],
  [/horse|pony/i, 'horse'],
  [/pig/i, 'pig'],
  [/duck/i, 'duck'],
  // Whole words: "with the mouse at the kitchen" drew a giant hen beside the stove.
  [/\bhens?\b|chicken/i, 'chicken'],
  [/elephant/i, 'elephant'],
  [/giraffe/i, 'giraffe'],
  [/monkey/i, 'monkey'],
  [/zebra/i, 'zebra'],
  [/dragon/i, 'dragon'],
  [/monst(er|re)/i, 'monster'],
  [/fairy/i, 'person-fairy'],
  [/wizard/i, 'person-mage'],
  [/cat|kitten/i, 'cat'],
  [/dog|puppy/i, 'dog'],
  [/bird/i, 'bird'],
  [/bear/i, 'bear'],
  [/rabbit|bunny/i, 'rabbit'],
  [/mermaid/i, 'mermaid'],
  [/seal/i, 'seal'],
  [/penguin/i, 'penguin'],
  [/unicorn/i, 'unicorn'],
  [/teacher|enseignant|maîtresse|institut/i, 'teacher'],
  [/doctor|nurse|docteur|médecin|infirmi/i, 'health-worker'],
  [/firefighter/i, 'firefighter'],
  [/coach|runner/i, 'person-running'],
  [/snowman/i, 'snowman'],
  [/ghost|fantôme/i, 'ghost'],
  [/squirrel|chipmunk/i, 'chipmunk'],
  [/grandmother|grandma|granny|grand-mère|mamie|mamy|mémé/i, 'old-woman'],
  [/grandfather|grandpa|grandad|granddad|old man|grand-père|papi|papy|pépé/i, 'old-man'],
  [/zookeeper/i, 'woman-farmer'],
  // The family last, as whole words (a "grandmother" is not a mother, "a mother duck" is a duck).
  [/\b(mum|mom|mummy|mommy|mother|mama|maman|aunt|auntie|tante)\b/i, 'woman'],
  [/\b(dad|daddy|father|papa|uncle|oncle|tonton)\b/i, 'man'],
  [/\b(sister|s(œ|oe)ur)\b/i, 'girl'],
  [/\b(brother|frère)\b/i, 'boy'],
];

/**
 * A theme's usual friend, when a scene only says "a friend", and a comic's helper after the meeting:
 * the theme's own helper where it is drawn ("a park ranger with binoculars" speaks in the close-ups,
 * not a dog), else a friend of its world.
 */
const THEME_FRIEND: Record<string, string> = {
  dinosaurs: 'sauropod',
  ocean: 'dolphin',
  mermaids: 'dolphin',
  farm: 'cow',
  zoo: 'elephant',
  space: 'robot',
  vehicles: 'bus',
  jobs: 'teacher',
  sports: 'person-running',
  holiday: 'snowman',
  halloween: 'ghost',
  easter: 'rabbit',
  summer: 'crab',
  fantasy: 'dragon',
  anime: 'cat',
  realistic: 'dog',
  everyday: 'owl',
};
export const THEME_HELPER: Record<string, string> = { ...THEME_FRIEND, ...THEME_HELPER_DRAWN };

const helperWords = (scene: string) => (/\bwith (.+)$/i.exec(scene) ?? /\bmeets? (.+)$/i.exec(scene))?.[1];
/** Who the scene's words name ("with a gentle old sea turtle"), if the pictures know them. */
export const namedHelper = (scene: string) => {
  const said = helperWords(scene);
  return said ? HELPERS.find(([re]) => re.test(said))?.[1] : undefined;
};
export const helperIcon = (scene: string, theme: string) =>
  namedHelper(scene) ?? (/\bfriend\b/i.test(helperWords(scene) ?? '') ? THEME_HELPER[theme] : undefined);
