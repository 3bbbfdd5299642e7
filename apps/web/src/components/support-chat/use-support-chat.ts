import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ApiError, api } from '../../lib/api';

export type ChatMessage = {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: string;
  source?: { title: string; url: string };
};
type Reply = { reply: string; timestamp: string; threadId: string; source?: { title: string; url: string } };

const SESSION_KEY = 'supportSessionId';

/** The browser's support session id: created once, then reused (spec §3, local storage). */
export function supportSessionId(): string {
  let id = localStorage.getItem(SESSION_KEY);
  if (!id || !/^[\w-]{8,100}$/.test(id)) {
    id = crypto.randomUUID();
    localStorage.setItem(SESSION_KEY, id);
  }
  return id;
}

const newId = () => crypto.randomUUID();

/** Chat state (spec §4): messages, the busy state while a reply is pending, and the rate-limit state. */
export function useSupportChat(supportEmail: string) {
  const { t, i18n } = useTranslation();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState(false);
  const [rateLimited, setRateLimited] = useState(false);
  const threadId = useRef<string | undefined>(undefined);

  const welcome = useCallback(() => {
    setMessages((m) =>
      m.length
        ? m
        : [
            {
              id: newId(),
              role: 'assistant',
              content: t('support.welcome'),
              timestamp: new Date().toISOString(),
            },
          ],
    );
  }, [t]);

  async function send(text: string): Promise<boolean> {
    const message = text.trim();
    if (!message || pending || rateLimited) return false;
    setMessages((m) => [
      ...m,
      { id: newId(), role: 'user', content: message, timestamp: new Date().toISOString() },
    ]);
    setPending(true);
    try {
      const r = await api<Reply>('/api/support/chat', {
        method: 'POST',
        body: {
          sessionId: supportSessionId(),
          message,
          threadId: threadId.current,
          language: i18n.language === 'fr' ? 'fr' : 'en',
        },
      });
      threadId.current = r.threadId;
      setMessages((m) => [
        ...m,
        { id: newId(), role: 'assistant', content: r.reply, timestamp: r.timestamp, source: r.source },
      ]);
    } catch (e) {
      if (e instanceof Error && e.message.includes('Rate limit')) {
        setRateLimited(true);
        // The server says when a message will be accepted again (Retry-After); the input reopens then.
        const wait = e instanceof ApiError ? Number(e.details.retryAfter) : Number.NaN;
        setTimeout(() => setRateLimited(false), (Number.isFinite(wait) && wait > 0 ? wait : 60) * 1000);
        toast.error(t('support.rateLimitTitle'), { description: t('support.rateLimitText') });
      } else {
        toast.error(t('support.errorTitle'), { description: t('support.errorText') });
        setMessages((m) => [
          ...m,
          {
            id: newId(),
            role: 'assistant',
            content: t('support.apology', { email: supportEmail }),
            timestamp: new Date().toISOString(),
          },
        ]);
      }
    } finally {
      setPending(false);
    }
    return true;
  }

  return { messages, pending, rateLimited, send, welcome };
}
