import { frenchSpacing } from '@bookloom/core';
import type { AppDeps } from '../../app-env';
import { type HelpLanguage, searchHelp } from './help/help-index';

export type SupportSource = { title: string; url: string };
export type ComposedReply = { reply: string; source: SupportSource };

const TEXT = {
  en: {
    from: 'From our help page:',
    none: "I couldn't find an answer to that in our help pages. Please write to us through the contact form: we answer within 1 business day.",
    contact: 'Contact',
  },
  fr: {
    from: 'D’après notre page d’aide :',
    none: 'Je n’ai pas trouvé de réponse dans nos pages d’aide. Écrivez-nous via le formulaire de contact : nous répondons sous 1 jour ouvré.',
    contact: 'Contact',
  },
};

/**
 * The assistant's answer: the best matching help passages (minisearch, built at boot); with an AI text
 * provider those passages are handed to it to write the answer, else the best passage is the answer.
 * Either way the reply cites the help page it used. A provider failure falls back to the passage.
 */
export async function composeReply(
  deps: AppDeps,
  question: string,
  language: HelpLanguage,
): Promise<ComposedReply> {
  const hits = searchHelp(question, language);
  const t = TEXT[language];
  if (hits.length === 0) return { reply: t.none, source: { title: t.contact, url: '/contact' } };
  const top = hits[0];
  const source = { title: top.title, url: top.url };
  const writer = deps.ai.supportWriter;
  if (writer) {
    try {
      const reply = await writer.answer({ question, passages: hits, language }, AbortSignal.timeout(25_000));
      // A model writes "Bonjour !" with an ordinary space: set it as our own French texts are.
      return { reply: language === 'fr' ? frenchSpacing(reply) : reply, source };
    } catch (e) {
      deps.log.warn('support writer failed; answering with the help passage', { err: String(e) });
    }
  }
  return { reply: `${top.text}\n\n${t.from} ${top.title}`, source };
}
