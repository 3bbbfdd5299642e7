import type { Language } from '@bookloom/core';
import { lessonIn } from '../idea/lessons';
import type { HelpGoal } from '../idea/read-goal-help';
import type { IdeaFacts } from '../idea/read-idea';
import { frJoin, type Place } from '../idea/settings';
import { enA, frElides } from '../idea/words';
import {
  COURAGE,
  FETCH,
  HURT_PROBLEMS,
  HURT_TURNS,
  MENDING,
  STUCK_PROBLEMS,
  STUCK_TURNS,
} from './goal-help-mend';
import { ASK, CARE, HOME_PROBLEMS, HOME_TURNS, SIGNS } from './goal-help-words';
import { capitalise } from './story-context';

/**
 * The arc of a helping story (idea/read-goal-help.ts), for story-goal.ts: the being is found in
 * trouble on the problem page and drawn there; lost or hurt, it goes along from then on (the
 * page's companion) while the hero cares for it, asks about its home, sees signs of its family or
 * its hurt mending; stuck, it waits while the hero fetches help. The turn reunites it with its
 * family (drawn beside it), sees it healed and away, or frees it. The ending keeps the lesson,
 * kindness unless the idea names another.
 */
export function helpArc(goal: HelpGoal, facts: IdeaFacts, places: Place[]) {
  const { need } = goal;
  // A lost being goes home somewhere else than where it was found: the last spot of the setting.
  const arrival = need === 'home' && places.length > 2 ? places.at(-1) : undefined;
  // Found out of doors, not crying inside the hero's house on Maple Lane: the everyday home's first
  // spot outside (the garden, the park). A setting's own home is outdoors already.
  const parted =
    !facts.setting && need !== 'stuck'
      ? places.find((p) => p !== arrival && p.family !== 'indoor')
      : undefined;
  const icon = goal.being.icon;
  // Beside a friend the idea names, the being is drawn in the scene rather than at the hero's side.
  const besideFriend = facts.companions.length > 0;
  const along = need !== 'stuck';
  const said = (lang: Language) => helpedWords(goal, lang);
  return {
    problems: need === 'hurt' ? HURT_PROBLEMS : need === 'stuck' ? STUCK_PROBLEMS : HOME_PROBLEMS,
    turns: need === 'hurt' ? HURT_TURNS : need === 'stuck' ? STUCK_TURNS : HOME_TURNS,
    episodes:
      need === 'stuck'
        ? { search: FETCH, clue: COURAGE }
        : { search: need === 'home' ? [...CARE, ...ASK] : CARE, clue: need === 'home' ? SIGNS : MENDING },
    ...(arrival ? { arrival } : {}),
    ...(parted ? { parted } : {}),
    places: arrival ? places.filter((p) => p !== arrival) : places,
    slots: (lang: Language) => helpSlots(goal, facts, lang),
    turnAction:
      need === 'home'
        ? `sees the ${goal.said.en} run to its family and jumps for joy`
        : need === 'hurt'
          ? `waves goodbye to the ${goal.said.en}, all better`
          : `frees the ${goal.said.en} and cheers`,
    /** Who is drawn with the hero: the being from the problem page to the turn, its family at a reunion. */
    drawn: (beat: string, lang: Language) => {
      const shown =
        beat === 'problem' || beat === 'turn' || (along && (beat === 'journey' || beat === 'helper'));
      if (!shown) return undefined;
      const w = said(lang);
      const first = beat === 'problem';
      const reunion = beat === 'turn' && need === 'home';
      // Healed, it flies or swims away: in the scene, no longer at the hero's side.
      const away = beat === 'turn' && need === 'hurt';
      const at = first ? w.aHelped : w.helped;
      return {
        // At the hero's side from the page it is found on (a problem page's subject is drawn as
        // wished for, in a thought bubble); its family is a second one of its kind.
        subjects: [...(besideFriend || away ? [icon] : []), ...(reunion ? [icon] : [])],
        ...(besideFriend || away ? {} : { companion: icon }),
        said: [reunion ? `${at} ${lang === 'fr' ? 'et' : 'and'} ${w.family}` : at],
        // Beside a friend it is a subject of the problem page: found, not wished for.
        ...(first ? { found: true as const } : {}),
      };
    },
  };
}

/** "the puppy" / « le chiot », or its name; "a little puppy" / « un petit chiot ». */
function helpedWords(goal: HelpGoal, lang: Language) {
  const { said, name } = goal;
  const fr = lang === 'fr';
  const the = fr
    ? frElides(said.fr)
      ? `l’${said.fr}`
      : `${said.f ? 'la' : 'le'} ${said.fr}`
    : `the ${said.en}`;
  const a = fr ? `${said.f ? 'une' : 'un'} ${said.fr}` : enA(said.en);
  return {
    helped: name ?? the,
    aHelped: name ? (fr ? `${a} ${said.f ? 'nommée' : 'nommé'} ${name}` : `${a} named ${name}`) : a,
    family: fr ? goal.family.fr : goal.family.en,
  };
}

const PART_NOUN: Record<string, { en: string; fr: string }> = {
  wing: { en: 'wing', fr: 'l’aile' },
  fin: { en: 'fin', fr: 'la nageoire' },
  tail: { en: 'tail', fr: 'la queue' },
  paw: { en: 'paw', fr: 'la patte' },
};
const MOVES = {
  fly: {
    canMove: { en: 'fly', fr: 'voler' },
    tryMove: { en: 'flapped its wings a little', fr: 'battit un peu des ailes' },
    movedAway: { en: 'flew up into the sky', fr: 's’envola dans le ciel' },
  },
  swim: {
    canMove: { en: 'swim', fr: 'nager' },
    tryMove: { en: 'paddled a little', fr: 'nagea un petit peu' },
    movedAway: { en: 'swam away into the water', fr: 'repartit à la nage' },
  },
  run: {
    canMove: { en: 'walk', fr: 'marcher' },
    tryMove: { en: 'took a few wobbly steps', fr: 'fit quelques pas un peu tremblants' },
    movedAway: { en: 'scampered off, happy and free', fr: 'repartit en gambadant' },
  },
} as const;

/** The trap when the being is first found in it: "stuck in a tree", « coincé dans un filet ». */
const A_TRAP: Record<string, { en: string; fr: string }> = {
  'the tree': { en: 'a tree', fr: 'un arbre' },
  'the net': { en: 'a net', fr: 'un filet' },
  'the hole': { en: 'a hole', fr: 'un trou' },
  'the fence': { en: 'a fence', fr: 'un grillage' },
  'the brambles': { en: 'some brambles', fr: 'des ronces' },
  'the trap': { en: 'a trap', fr: 'un piège' },
};

function helpSlots(goal: HelpGoal, facts: IdeaFacts, lang: Language): Record<string, string> {
  const fr = lang === 'fr';
  const w = helpedWords(goal, lang);
  const part = PART_NOUN[(goal.part?.en ?? 'its paw').replace(/^its /, '')] ?? PART_NOUN.paw;
  // "the little bird’s wing", « l’aile du petit oiseau » (« de le » contracts when the page is finished).
  const hurtPart = fr ? `${part.fr} ${frJoin('de', w.helped)}` : `${w.helped}’s ${part.en}`;
  const moves = MOVES[goal.moves];
  const trap = goal.trap ?? { en: 'the trap', fr: 'le piège' };
  // Kindness is what a helping story teaches, unless the idea names its own lesson.
  const lesson = facts.lessonNamed ? facts.lesson : (lessonIn('kindness') ?? facts.lesson);
  const your = fr
    ? goal.family.fr.replace(/^sa /, 'ta ').replace(/^son /, 'ton ').replace(/^ses /, 'tes ')
    : goal.family.en.replace(/^its /, 'your ');
  return {
    helped: w.helped,
    Helped: capitalise(w.helped),
    aHelped: w.aHelped,
    AHelped: capitalise(w.aHelped),
    family: w.family,
    yourFamily: your,
    YourFamily: capitalise(your),
    ilH: goal.said.f ? 'elle' : 'il',
    IlH: goal.said.f ? 'Elle' : 'Il',
    eH: fr && goal.said.f ? 'e' : '',
    hurtPart,
    partNoun: part.en,
    malA: frJoin('à', part.fr).replace(/^à l’/, 'à l’'),
    canMove: moves.canMove[lang],
    tryMove: moves.tryMove[lang],
    movedAway: moves.movedAway[lang],
    trap: fr ? trap.fr : trap.en,
    aTrap: (A_TRAP[trap.en] ?? trap)[lang],
    deTrap: frJoin('de', trap.fr),
    lesson: lesson[lang],
  };
}
