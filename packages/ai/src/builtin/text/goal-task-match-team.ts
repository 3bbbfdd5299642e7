import type { Language } from '@bookloom/core';
import type { GoalArc } from './goal-arc';

/** Who plays beside the hero and who coaches, as each sport's pages say them (goal-task-*-words.ts). */
const SPORTS = {
  football: {
    ball: 'soccer-ball',
    mate: { icon: 'boy', en: 'a teammate', fr: 'un coéquipier' },
    coach: { icon: 'man', en: 'the coach', fr: 'l’entraîneur' },
  },
  // One against one: the one across the net is the other player, never a team-mate.
  tennis: {
    ball: 'tennis',
    mate: { icon: 'boy', en: 'the other player', fr: 'l’adversaire' },
    coach: { icon: 'woman', en: 'the coach', fr: 'l’entraîneuse' },
  },
  basketball: {
    ball: 'basketball',
    mate: { icon: 'girl', en: 'a team-mate', fr: 'une coéquipière' },
    coach: { icon: 'woman', en: 'the coach', fr: 'l’entraîneuse' },
  },
  volleyball: {
    ball: 'volleyball',
    mate: { icon: 'girl', en: 'a team-mate', fr: 'une coéquipière' },
    coach: { icon: 'woman', en: 'the coach', fr: 'l’entraîneuse' },
  },
  // The stick and the puck, not a ball (goal-task-hockey.ts).
  hockey: {
    ball: 'ice-hockey',
    said: { en: 'a hockey stick and a puck', fr: 'une crosse et un palet' },
    mate: { icon: 'boy', en: 'a team-mate', fr: 'un coéquipier' },
    coach: { icon: 'man', en: 'the coach', fr: 'l’entraîneur' },
  },
};

const TEAM = /\b(team|teammates?|team-mates?|other player)\b|(?<!\p{L})(équipe|coéquipi\p{L}*|adversaire)/iu;
const COACH = /\bcoach|entraîneu/i;
const CUP = /\b(cup|won|win)\b|(?<!\p{L})(coupe|gagn\p{L}*)/iu;
const MEDAL = /\bmedal|médaille/i;

/**
 * What a match page draws beside the hero: the sport's ball from the problem on, a team-mate where the
 * page names the team, the coach where it names the coach, the cup when the game is won and the medal
 * when one is given. The alt text says each (issue 14: "the team plays together" with nobody drawn).
 */
export type TeamSport = keyof typeof SPORTS;
export function teamDrawn(sport: TeamSport): NonNullable<GoalArc['drawn']> {
  const s = SPORTS[sport];
  return (beat, lang: Language, _kind, text = '') => {
    if (beat === 'opening') return undefined;
    const subjects = [s.ball];
    const own = 'said' in s ? s.said[lang] : undefined;
    const said = [own ?? (lang === 'fr' ? (sport === 'tennis' ? 'une balle' : 'un ballon') : 'a ball')];
    const add = (icon: string, words: { en: string; fr: string }) => {
      subjects.push(icon);
      said.push(words[lang]);
    };
    // One person beside the hero: a third is drawn as a small face behind the ball. The coach who
    // speaks ("the coach gathered the team") comes before the team-mate.
    if (COACH.test(text)) add(s.coach.icon, s.coach);
    else if (TEAM.test(text)) add(s.mate.icon, s.mate);
    if ((beat === 'turn' || beat === 'ending') && CUP.test(text))
      add('trophy', { en: 'a cup', fr: 'une coupe' });
    if (MEDAL.test(text)) add('1st-place-medal', { en: 'a medal', fr: 'une médaille' });
    return { subjects, said, found: true };
  };
}
