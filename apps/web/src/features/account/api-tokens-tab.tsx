import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Card, CardBody } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { ApiError, api } from '../../lib/api';

type TokenInfo = { id: string; name: string; prefix: string; createdAt: string; lastUsedAt: string | null };
const TOKENS_KEY = ['api-tokens'];

/** A new token, shown once: the server keeps only its hash. */
function NewToken({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <div role="status" className="grid gap-2 rounded-xl border border-primary bg-muted p-4">
      <p className="font-semibold">{t('apiTokens.createdTitle')}</p>
      <p className="text-sm text-muted-foreground">{t('apiTokens.createdText')}</p>
      <code className="break-all rounded-lg bg-card p-2 text-sm" data-testid="new-api-token">
        {token}
      </code>
      <div className="flex gap-2">
        <Button
          size="sm"
          variant="outline"
          onClick={() => void navigator.clipboard?.writeText(token).then(() => setCopied(true))}
        >
          {copied ? t('apiTokens.copied') : t('apiTokens.copy')}
        </Button>
        <Button size="sm" onClick={onDone}>
          {t('apiTokens.done')}
        </Button>
      </div>
    </div>
  );
}

export function ApiTokensTab() {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [fresh, setFresh] = useState<string>();
  const list = useQuery({
    queryKey: TOKENS_KEY,
    queryFn: () => api<{ tokens: TokenInfo[] }>('/api/api-tokens'),
  });
  const refresh = () => qc.invalidateQueries({ queryKey: TOKENS_KEY });
  const fail = (e: unknown) =>
    toast.error(t('common.error'), {
      description: e instanceof ApiError ? e.message : t('apiTokens.failed'),
    });
  const create = useMutation({
    mutationFn: (n: string) =>
      api<{ token: string }>('/api/api-tokens', { method: 'POST', body: { name: n } }),
    onSuccess: (r) => {
      setFresh(r.token);
      setName('');
      void refresh();
    },
    onError: fail,
  });
  const revoke = useMutation({
    mutationFn: (id: string) =>
      fetch(`/api/api-tokens/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        credentials: 'same-origin',
      }).then((r) => {
        if (!r.ok) throw new Error(String(r.status));
      }),
    onSuccess: () => {
      toast.success(t('apiTokens.revoked'));
      void refresh();
    },
    onError: fail,
  });
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language);

  function submit(e: FormEvent) {
    e.preventDefault();
    const trimmed = name.trim();
    setError(trimmed ? undefined : t('apiTokens.nameRequired'));
    if (trimmed) create.mutate(trimmed);
  }

  return (
    <Card>
      <CardBody className="grid gap-4">
        <h2 className="text-xl">{t('apiTokens.title')}</h2>
        <p className="text-muted-foreground">{t('apiTokens.intro')}</p>
        <p className="text-sm text-muted-foreground">{t('apiTokens.docs')}</p>
        {fresh && <NewToken token={fresh} onDone={() => setFresh(undefined)} />}
        <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-3">
          <Field
            className="min-w-0 flex-1 basis-56"
            label={t('apiTokens.name')}
            placeholder={t('apiTokens.namePlaceholder')}
            maxLength={60}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={error}
          />
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? t('apiTokens.creating') : t('apiTokens.create')}
          </Button>
        </form>
        {list.data && !list.data.tokens.length && (
          <p className="rounded-xl bg-muted p-4 text-muted-foreground">{t('apiTokens.empty')}</p>
        )}
        <ul className="grid gap-2">
          {list.data?.tokens.map((tok) => (
            <li
              key={tok.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl border p-3"
            >
              <div className="min-w-0">
                <p className="font-semibold break-words">{tok.name}</p>
                <p className="text-sm text-muted-foreground">
                  <code>{tok.prefix}…</code> · {t('apiTokens.created', { date: date(tok.createdAt) })} ·{' '}
                  {tok.lastUsedAt
                    ? t('apiTokens.lastUsed', { date: date(tok.lastUsedAt) })
                    : t('apiTokens.neverUsed')}
                </p>
              </div>
              <Button
                size="sm"
                variant="outline"
                aria-label={t('apiTokens.revokeLabel', { name: tok.name })}
                disabled={revoke.isPending}
                onClick={() => revoke.mutate(tok.id)}
              >
                {t('apiTokens.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      </CardBody>
    </Card>
  );
}
