import { COSTS } from '@bookloom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Image, Sparkles, Type, UserRoundPlus } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonClass } from '../../components/ui/button';
import { Card, CardBody } from '../../components/ui/card';
import { LoadingCard } from '../../components/ui/loading-card';
import { SignInCard } from '../../components/ui/sign-in-card';
import { ApiError } from '../../lib/api';
import { useMe } from '../../lib/session';
import { useContentCheck } from '../../lib/use-content-check';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CharacterFields } from './character-fields';
import { CharacterHistoryDialog } from './character-history-dialog';
import { CharacterResultCard } from './character-result-card';
import { type CharacterDetails, createCharacter, MY_CHARACTERS, useCharacter } from './characters-api';
import { ReferencePicker } from './reference-picker';

const EMPTY: CharacterDetails = {
  name: '',
  description: '',
  appearance: '',
  personality: '',
  style: 'storybook',
};
const fill = (d: Partial<CharacterDetails>): CharacterDetails => ({
  ...EMPTY,
  ...Object.fromEntries(Object.entries(d).filter(([, v]) => typeof v === 'string')),
});

export default function CreateCharacterPage() {
  const { t } = useTranslation();
  const { data: me, isPending } = useMe();
  const location = useLocation();
  useDocumentTitle(t('characters.createTitle'));
  if (isPending) return <LoadingCard />;
  if (!me)
    return (
      <SignInCard
        title={t('characters.authTitle')}
        text={t('characters.authText')}
        action={t('characters.signIn')}
        from={location.pathname}
      />
    );
  const prefill = (location.state as { prefill?: Partial<CharacterDetails> } | null)?.prefill;
  return <CreateCharacterForm credits={me.credits} prefill={prefill} />;
}

function CreateCharacterForm({ credits, prefill }: { credits: number; prefill?: Partial<CharacterDetails> }) {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const [method, setMethod] = useState<'text' | 'image'>('text');
  const [details, setDetails] = useState<CharacterDetails>(() => fill(prefill ?? {}));
  const [reference, setReference] = useState<File | null>(null);
  const [save, setSave] = useState(false);
  const [createdId, setCreatedId] = useState<string | null>(null);
  // One Idempotency-Key per attempt: a double click makes (and charges) one character.
  const key = useRef(crypto.randomUUID?.() ?? String(Math.random()));
  const check = useContentCheck(details.description, 'character');
  const created = useCharacter(createdId);
  const cost = COSTS.character;

  const create = useMutation({
    mutationFn: () =>
      createCharacter(details, {
        reference: method === 'image' ? reference : null,
        savePrompt: save,
        language: i18n.language,
        key: key.current,
      }),
    onSuccess: (c) => {
      setCreatedId(c.id);
      void qc.invalidateQueries({ queryKey: ['me'] });
      void qc.invalidateQueries({ queryKey: MY_CHARACTERS });
    },
    onError: (e) => {
      key.current = crypto.randomUUID?.() ?? String(Math.random());
      if (e instanceof ApiError && e.code === 'insufficient_credits')
        toast.error(t('characters.insufficientTitle'), { description: e.message });
      else if (e instanceof ApiError && e.code === 'content_not_approved')
        toast.error(t('characters.checkInvalid'), { description: e.message });
      else
        toast.error(t('characters.failedTitle'), { description: e instanceof Error ? e.message : undefined });
    },
  });

  const reset = () => {
    setCreatedId(null);
    setDetails(EMPTY);
    setReference(null);
    create.reset();
    key.current = crypto.randomUUID?.() ?? String(Math.random());
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!details.name.trim() || !details.description.trim())
      return void toast.error(t('characters.missing'), { description: t('characters.missingText') });
    if (check.state === 'invalid')
      return void toast.error(t('characters.checkInvalid'), { description: check.reason });
    create.mutate();
  };

  const shown = created.data ?? (createdId ? create.data : undefined);
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="flex items-center gap-2 text-3xl sm:text-4xl">
            <UserRoundPlus className="size-8 text-primary" aria-hidden />
            {t('characters.createTitle')}
          </h1>
          <p className="text-muted-foreground">{t('characters.createSub')}</p>
        </div>
        {!createdId && <CharacterHistoryDialog onChoose={(d) => setDetails(fill(d))} />}
      </header>

      {shown ? (
        <CharacterResultCard character={shown} onReset={reset} />
      ) : (
        <form onSubmit={submit} className="grid gap-6" noValidate>
          <Card>
            <CardBody className="grid gap-3">
              <h2 className="text-xl">{t('characters.methodLabel')}</h2>
              <div
                className="grid grid-cols-2 gap-2"
                role="radiogroup"
                aria-label={t('characters.methodLabel')}
              >
                {(
                  [
                    ['text', Type, t('characters.methodText')],
                    ['image', Image, t('characters.methodImage')],
                  ] as const
                ).map(([m, Icon, label]) => (
                  <button
                    key={m}
                    type="button"
                    aria-pressed={method === m}
                    onClick={() => setMethod(m)}
                    className={`flex items-center justify-center gap-2 rounded-xl border p-3 font-semibold transition ${method === m ? 'border-primary bg-accent text-accent-foreground' : 'hover:bg-muted'}`}
                  >
                    <Icon className="size-4" aria-hidden />
                    {label}
                  </button>
                ))}
              </div>
              {method === 'image' && <ReferencePicker file={reference} onChange={setReference} />}
            </CardBody>
          </Card>
          <Card>
            <CardBody className="grid gap-4">
              <h2 className="text-xl">{t('characters.detailsTitle')}</h2>
              <CharacterFields
                value={details}
                onChange={(p) => setDetails((d) => ({ ...d, ...p }))}
                check={check}
              />
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={save}
                  onChange={(e) => setSave(e.target.checked)}
                  className="size-4 accent-primary"
                />
                {t('characters.savePrompt')}
              </label>
            </CardBody>
          </Card>
          {credits < cost ? (
            <Card>
              <CardBody className="flex flex-wrap items-center justify-between gap-3" role="alert">
                <p className="font-semibold">{t('characters.insufficientTitle')}</p>
                <Link to="/pricing" className={buttonClass({ size: 'sm' })}>
                  {t('characters.buyCredits')}
                </Link>
              </CardBody>
            </Card>
          ) : (
            <Button
              type="submit"
              disabled={create.isPending || check.state === 'invalid'}
              className="justify-self-end"
            >
              <Sparkles aria-hidden />
              {t('characters.create', { cost })}
            </Button>
          )}
        </form>
      )}
    </div>
  );
}
