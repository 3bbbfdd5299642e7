import type { IdeaFacts } from '../idea/read-idea';
import type { Place } from '../idea/settings';
import { CALLED, plainGoalCouplets } from './poetry-goal-couplets-more';
import type { Couplet } from './poetry-hand-couplets';
import type { PoemHero } from './poetry-hero';
import { refuseCouplets } from './poetry-refuse-couplets';
import { capitalise } from './story-context';

/** A couplet about the idea itself: its lines still carry {name}; `at` sets the picture's spot. */
type IdeaCouplet = Pick<Couplet, 'en' | 'fr' | 'subject'> & {
  place?: Place;
  thing?: { en: string; fr: string };
};

const article = (word: { en: string; fr: string; f?: boolean }) => ({
  en: `${/^[aeiou]/i.test(word.en) ? 'an' : 'a'} ${word.en}`,
  fr: `${word.f ? 'une' : 'un'} ${word.fr}`,
});

/**
 * The poem's first couplet says who the idea's hero is and where it lives ("In the forest there
 * lived, so they say, / a little fox who loved to play."), so the poem starts from the idea.
 */
export function openingCouplet(hero: PoemHero, home: Place, facts: IdeaFacts): IdeaCouplet {
  const at = facts.setting ? { en: facts.setting.at, fr: facts.setting.frAt } : home.at;
  return {
    subject: 'herb',
    place: home,
    en: [
      `${capitalise(at.en)} there lived, so they say,`,
      `${hero.who}${hero.unnamed ? '' : ','} who loved to laugh and play.`,
    ],
    fr: [`${capitalise(at.fr)}, il était une fois`, `${hero.who} qui chantait tout bas.`],
  };
}

/**
 * The idea's deed in rhyme (read-goal*.ts): the journey, the being helped, the friend made, the fear,
 * the skill, the task. A quest for the key object is sung by the place couplets already.
 */
export function goalCouplets(facts: IdeaFacts, places: Place[]): IdeaCouplet[] {
  const g = facts.goal;
  if (!g) return [];
  if (g.kind === 'reach') {
    const d = g.destination;
    return [
      {
        subject: 'herb',
        place: places.find((p) => p !== d.place) ?? d.place,
        en: [`Off ${d.to.en} {name} went one day,`, 'and skipped and hopped along the way.'],
        fr: [`{name} part ${d.to.fr} un beau matin,`, 'et chante tout le long du chemin.'],
      },
      {
        subject: 'herb',
        place: d.place,
        en: [`At last {name} reached ${d.the.en}, hooray!`, 'Oh, what a wonderful, wonderful day!'],
        fr: [`Enfin, voici ${d.the.fr} ! Hourra !`, '{name} saute de joie et rit aux éclats.'],
      },
    ];
  }
  if (g.kind === 'help') {
    const a = article(g.said);
    return [
      {
        subject: g.being.icon || 'herb',
        thing: a,
        en: [`{name} found ${a.en} in need,`, 'and helped it out with care and speed.'],
        fr: [`{name} trouve ${a.fr} en détresse,`, 'et l’aide avec beaucoup de tendresse.'],
      },
    ];
  }
  if (g.kind === 'befriend') {
    const friend = g.name
      ? { en: g.name, fr: g.name }
      : g.said
        ? article(g.said)
        : { en: 'a new friend', fr: g.girl ? 'une nouvelle amie' : 'un nouvel ami' };
    // A friend the idea leaves unnamed is had, not paired: « amis » would not agree with two girls.
    const together =
      g.name || g.said ? `${friend.fr} et {name}, amis, ça se voit.` : `{name} a ${friend.fr}, ça se voit.`;
    return [
      {
        subject: g.friend?.icon || 'herb',
        ...(g.friend?.icon ? { thing: friend } : {}),
        en: [`{name} met ${friend.en} one day,`, 'and side by side they went their way.'],
        fr: ['Quelle rencontre, quelle joie :', together],
      },
    ];
  }
  if (g.kind === 'reunite') {
    const r = g.relative;
    const Who = capitalise(r.en);
    const sa = `${r.f ? 'sa' : 'son'} ${r.fr}`;
    // Looked for first, found on the book's last couplets (ideaOrder puts a deed's end there).
    return [
      {
        subject: 'herb',
        en: ['{name} looked high, {name} looked low:', `“Where, oh where did ${Who} go?”`],
        fr: ['{name} cherche par-ci, par-là :', `« Où es-tu, ${r.fr} ? Es-tu là ? »`],
      },
      {
        subject: r.icon || 'herb',
        // "Mum" / « sa maman »: the hero's own, not "a mum".
        thing: { en: Who, fr: sa },
        en: ['At last, at last, with open arms,', `${Who} holds {name}, safe from harm.`],
        fr: ['Enfin, quelle joie, et voilà', `${sa} qui serre {name} dans ses bras !`],
      },
    ];
  }
  if (g.kind === 'brave')
    return [
      {
        subject: g.thing?.icon ?? 'herb',
        ...(g.thing ? { thing: { en: g.thing.en, fr: g.thing.fr } } : {}),
        en: [`Though {name} was scared of ${g.fear.en},`, 'a little song brought courage near.'],
        fr: [`{name} a peur ${g.fear.deFr}, c’est vrai,`, 'mais fredonne un air, et se sent en paix.'],
      },
      {
        subject: 'herb',
        en: ['Now {name} is brave, as brave can be,', 'and not afraid, as you can see!'],
        fr: ['Maintenant, {name} n’a plus peur,', 'et sourit de tout son cœur.'],
      },
    ];
  if (g.kind === 'learn')
    return [
      {
        subject: g.thing?.icon ?? 'herb',
        ...(g.thing ? { thing: { en: g.thing.en, fr: g.thing.fr } } : {}),
        en: [`To ${g.skill.en}, {name} tried each day,`, 'and tried again, come what may.'],
        fr: [`Pour apprendre à ${g.skill.fr}, chaque jour,`, '{name} essaie encore, tour après tour.'],
      },
    ];
  // A lost voice, a day at work, a pack roaming (poetry-goal-couplets-more.ts).
  if (g.kind === 'recover' || g.kind === 'day-with' || g.kind === 'roam' || g.kind === 'goodnight')
    return plainGoalCouplets(g);
  // "A prince who does not want to be rescued": the refusal's arc in its own rooms (poetry-refuse-couplets.ts).
  if (g.kind === 'refuse') return refuseCouplets(g);
  // A goal with no couplet of its own yet is sung by the place couplets.
  if (g.kind !== 'task') return [];
  return [
    {
      subject: 'herb',
      en: ['So off to work {name} went', `to ${g.task.en}, with sweet content.`],
      fr: ['Au travail, {name} s’active,', `pour ${g.task.fr}, et ça arrive !`],
    },
  ];
}

/** The idea's companion ("Mia and her dog", « Zoé et son chat ») walks in the poem too, drawn beside the hero. */
export function companionCouplet(facts: IdeaFacts): IdeaCouplet[] {
  const c = facts.companions[0];
  if (!c) return [];
  // A parent or grandparent goes by what the child calls them: « Avec Papa », not « Avec le papa ».
  const called = CALLED[c.kind.id];
  const fr =
    c.name ?? called?.fr ?? `${/^[aeiouéèh]/i.test(c.kind.fr) ? 'l’' : c.kind.f ? 'la ' : 'le '}${c.kind.fr}`;
  const en = c.name ?? called?.en ?? `the ${c.kind.en}`;
  return [
    {
      subject: c.kind.icon || 'herb',
      ...(c.kind.icon
        ? { thing: { en: c.name ?? article(c.kind).en, fr: c.name ?? article(c.kind).fr } }
        : {}),
      en: [`{name} and ${en}, side by side,`, 'went out exploring far and wide.'],
      fr: [`Avec ${fr}, main dans la main,`, '{name} s’en va par le chemin.'],
    },
  ];
}
