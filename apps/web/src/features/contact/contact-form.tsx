import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonClass } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { ApiError, api } from '../../lib/api';

const MESSAGE_MAX = 5000;
const empty = { name: '', email: '', subject: '', message: '' };

/** The /contact form: name optional, email and message required; the server is the real check. */
export function ContactForm({ supportEmail }: { supportEmail: string }) {
  const { t } = useTranslation();
  const [form, setForm] = useState(empty);
  const [sending, setSending] = useState(false);
  const messageId = useId();
  const set = (k: keyof typeof empty) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (sending) return;
    if (!form.email.trim() || !form.message.trim()) {
      toast.error(t('contact.validationTitle'), { description: t('contact.validationText') });
      return;
    }
    if (form.message.length > MESSAGE_MAX) {
      toast.error(t('contact.errorTitle'), { description: t('contact.tooLong') });
      return;
    }
    setSending(true);
    try {
      const { ticketId } = await api<{ ticketId: string }>('/api/contact', { method: 'POST', body: form });
      toast.success(t('contact.sentTitle'), { description: t('contact.sentText', { ticketId }) });
      setForm(empty);
    } catch (err) {
      const key =
        err instanceof ApiError && err.code === 'rate_limited' ? 'contact.rateLimited' : 'contact.errorText';
      toast.error(t('contact.errorTitle'), { description: t(key) });
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('contact.name')}
          value={form.name}
          onChange={set('name')}
          maxLength={100}
          autoComplete="name"
        />
        <Field
          label={t('contact.email')}
          type="email"
          required
          value={form.email}
          onChange={set('email')}
          maxLength={254}
          autoComplete="email"
        />
      </div>
      <Field label={t('contact.subject')} value={form.subject} onChange={set('subject')} maxLength={200} />
      <div className="grid gap-1.5">
        <label htmlFor={messageId} className="text-sm font-semibold">
          {t('contact.message')}
        </label>
        <textarea
          id={messageId}
          required
          value={form.message}
          onChange={set('message')}
          placeholder={t('contact.messagePlaceholder')}
          className="min-h-36 w-full resize-y rounded-xl border border-input bg-card px-3 py-2.5 text-base placeholder:text-muted-foreground"
        />
        <p className="text-end text-sm text-muted-foreground tabular-nums">
          {form.message.length} / {MESSAGE_MAX}
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={sending}>
          {sending ? t('contact.sending') : t('contact.send')}
        </Button>
        <a href={`mailto:${supportEmail}`} className={buttonClass({ variant: 'outline' })}>
          {t('contact.emailDirect')}
        </a>
      </div>
      <p className="text-sm text-muted-foreground">
        <Link to="/privacy-policy" className="underline underline-offset-4">
          {t('contact.privacy')}
        </Link>
      </p>
    </form>
  );
}
