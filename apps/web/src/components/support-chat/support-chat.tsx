import { MessageCircle, Send, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { useConfig } from '../../lib/session';
import { useSupportChat } from './use-support-chat';

/** The floating support assistant, bottom right on every page of both layouts. */
export function SupportChat() {
  const { t, i18n } = useTranslation();
  const email = useConfig().data?.supportEmail ?? 'support@bookloom.local';
  const chat = useSupportChat(email);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const titleId = useId();
  const time = (iso: string) =>
    new Date(iso).toLocaleTimeString(i18n.language === 'fr' ? 'fr-FR' : 'en-US', {
      hour: '2-digit',
      minute: '2-digit',
    });

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);
  const count = chat.messages.length;
  useEffect(() => {
    if (count) listRef.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  }, [count]);

  function toggle() {
    if (!open) chat.welcome();
    setOpen((o) => !o);
  }
  async function submit() {
    const text = draft;
    if (await chat.send(text)) setDraft('');
  }
  function onKey(e: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends; Shift+Enter is a new line (and IME composition is left alone).
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  }

  return (
    <div className="fixed right-4 bottom-4 z-40 grid justify-items-end gap-3">
      {open && (
        <section
          role="dialog"
          aria-labelledby={titleId}
          className="flex h-[min(32rem,calc(100dvh-7rem))] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-xl"
        >
          <header className="flex items-center gap-2 border-b px-4 py-3">
            <h2 id={titleId} className="flex-1 font-display text-lg font-semibold">
              {t('support.title')}
            </h2>
            {chat.rateLimited && (
              <span
                className="rounded-full bg-destructive px-2 py-0.5 text-xs font-semibold text-white"
                data-testid="chat-rate-badge"
              >
                {t('support.rateLimitBadge')}
              </span>
            )}
            <button
              type="button"
              onClick={() => setOpen(false)}
              className="grid size-9 place-items-center rounded-lg hover:bg-muted"
              aria-label={t('support.close')}
            >
              <X className="size-5" aria-hidden />
            </button>
          </header>
          <ol
            ref={listRef}
            className="flex-1 space-y-3 overflow-y-auto p-4"
            aria-live="polite"
            data-testid="chat-messages"
          >
            {chat.messages.map((m) => (
              <li
                key={m.id}
                className={cn('grid gap-1', m.role === 'user' ? 'justify-items-end' : 'justify-items-start')}
              >
                <span className="text-xs text-muted-foreground">
                  {t(m.role === 'user' ? 'support.you' : 'support.assistant')} ·{' '}
                  <time dateTime={m.timestamp}>{time(m.timestamp)}</time>
                </span>
                <p
                  className={cn(
                    'max-w-[85%] rounded-2xl px-3 py-2 whitespace-pre-wrap break-words',
                    m.role === 'user' ? 'bg-primary text-primary-foreground' : 'bg-muted',
                  )}
                >
                  {m.content}
                </p>
                {m.source && (
                  <Link
                    to={m.source.url}
                    className="text-sm font-semibold text-primary underline-offset-4 hover:underline"
                  >
                    {t('support.readMore', { title: m.source.title })}
                  </Link>
                )}
              </li>
            ))}
            {chat.pending && <li className="text-sm text-muted-foreground">{t('support.typing')}</li>}
          </ol>
          <form
            className="flex items-end gap-2 border-t p-3"
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <textarea
              ref={inputRef}
              rows={2}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={onKey}
              maxLength={2000}
              disabled={chat.rateLimited}
              placeholder={t('support.placeholder')}
              aria-label={t('support.placeholder')}
              className="min-h-11 flex-1 resize-none rounded-xl border border-input bg-background px-3 py-2 text-base disabled:opacity-60"
            />
            <button
              type="submit"
              disabled={chat.pending || chat.rateLimited || !draft.trim()}
              className="grid size-11 place-items-center rounded-xl bg-primary text-primary-foreground disabled:opacity-50"
              aria-label={t('support.send')}
            >
              <Send className="size-5" aria-hidden />
            </button>
          </form>
        </section>
      )}
      <button
        type="button"
        onClick={toggle}
        aria-expanded={open}
        aria-label={t(open ? 'support.close' : 'support.open')}
        className="relative grid size-14 place-items-center rounded-full bg-primary text-primary-foreground shadow-lg hover:brightness-110"
        data-testid="support-chat-button"
      >
        {open ? <X className="size-6" aria-hidden /> : <MessageCircle className="size-6" aria-hidden />}
        {chat.rateLimited && (
          <span className="absolute top-0 right-0 size-3.5 rounded-full border-2 border-background bg-destructive" />
        )}
      </button>
    </div>
  );
}
