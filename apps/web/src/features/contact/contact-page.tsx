import { Clock, Mail, MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardBody } from '../../components/ui/card';
import { useConfig } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ContactForm } from './contact-form';

const FALLBACK_EMAIL = 'support@bookloom.local';

export default function ContactPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('contact.title'));
  const email = useConfig().data?.supportEmail ?? FALLBACK_EMAIL;
  return (
    <div className="mx-auto grid max-w-5xl gap-8">
      <header className="grid gap-2 text-center">
        <h1 className="text-4xl">{t('contact.title')}</h1>
        <p className="text-lg text-muted-foreground">{t('contact.subtitle')}</p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[1fr_2fr]">
        <Card>
          <CardBody className="grid content-start gap-5">
            <h2 className="text-xl">{t('contact.infoTitle')}</h2>
            <div className="flex gap-3">
              <Mail className="mt-1 size-5 shrink-0 text-primary" aria-hidden />
              <div>
                <p className="font-semibold">{t('contact.emailLabel')}</p>
                <a
                  href={`mailto:${email}`}
                  className="break-all text-primary underline-offset-4 hover:underline"
                >
                  {email}
                </a>
              </div>
            </div>
            <div className="flex gap-3">
              <MessageCircle className="mt-1 size-5 shrink-0 text-primary" aria-hidden />
              <div>
                <p className="font-semibold">{t('contact.chatTitle')}</p>
                <p className="text-muted-foreground">{t('contact.chatText')}</p>
              </div>
            </div>
            <div className="flex gap-3">
              <Clock className="mt-1 size-5 shrink-0 text-primary" aria-hidden />
              <div>
                <p className="font-semibold">{t('contact.responseTitle')}</p>
                <ul className="text-muted-foreground">
                  <li>{t('contact.responseEmail')}</li>
                  <li>{t('contact.responseChat')}</li>
                  <li>{t('contact.responseComplex')}</li>
                </ul>
              </div>
            </div>
          </CardBody>
        </Card>
        <Card>
          <CardBody className="grid gap-4">
            <h2 className="text-xl">{t('contact.formTitle')}</h2>
            <ContactForm supportEmail={email} />
          </CardBody>
        </Card>
      </div>
      <section className="grid gap-4" aria-labelledby="contact-faq">
        <h2 id="contact-faq" className="text-2xl">
          {t('contact.faqTitle')}
        </h2>
        <div className="grid gap-4 md:grid-cols-2">
          {[1, 2, 3, 4].map((n) => (
            <Card key={n}>
              <CardBody className="grid gap-2">
                <h3 className="font-display text-lg font-semibold">{t(`contact.faq${n}Q`)}</h3>
                <p className="text-muted-foreground">{t(`contact.faq${n}A`)}</p>
              </CardBody>
            </Card>
          ))}
        </div>
      </section>
    </div>
  );
}
