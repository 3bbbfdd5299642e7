import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title';
import { privacyEn } from './privacy-en';
import { privacyFr } from './privacy-fr';
import { termsEn } from './terms-en';
import { termsFr } from './terms-fr';

const DOCS = { privacy: { en: privacyEn, fr: privacyFr }, terms: { en: termsEn, fr: termsFr } };

export default function LegalPage({ doc }: { doc: 'privacy' | 'terms' }) {
  const { i18n } = useTranslation();
  const d = DOCS[doc][i18n.language === 'fr' ? 'fr' : 'en'];
  useDocumentTitle(d.title);
  return (
    <article className="mx-auto grid max-w-3xl gap-6 px-4 py-12">
      <header className="grid gap-2">
        <h1 className="text-4xl">{d.title}</h1>
        <p className="text-muted-foreground">{d.effective}</p>
      </header>
      <p className="text-lg">{d.intro}</p>
      {d.sections.map((s) => (
        <section key={s.heading} className="grid gap-2">
          <h2 className="text-2xl">{s.heading}</h2>
          {s.paragraphs.map((p) => (
            <p key={p.slice(0, 40)} className="leading-relaxed">
              {p}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
