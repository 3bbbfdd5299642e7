import { AlertTriangle, BookPlus, ImagePlus, Trash2, UserRoundPlus, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonClass } from '../../components/ui/button';
import { Card, CardBody } from '../../components/ui/card';
import { LoadingCard } from '../../components/ui/loading-card';
import { SignInCard } from '../../components/ui/sign-in-card';
import { useMe } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CharacterCard } from './character-card';
import {
  type Character,
  pickForBook,
  useDeleteCharacter,
  useGenerateImage,
  useMyCharacters,
} from './characters-api';

export default function MyCharactersPage() {
  const { t } = useTranslation();
  const { data: me, isPending } = useMe();
  const location = useLocation();
  useDocumentTitle(t('characters.myTitle'));
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
  return <MyCharacters />;
}

function MyCharacters() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useMyCharacters();
  const remove = useDeleteCharacter();
  const generate = useGenerateImage();

  const onGenerate = (c: Character) => {
    // Spec §5: a character without a prompt prefix cannot be drawn again (the server says the same).
    if (!c.bible?.promptPrefix) return void toast.error(t('characters.noPrompt'));
    generate.mutate(c.id, {
      onSuccess: () => {
        toast.success(t('characters.imageGenerated'));
        // The new picture is drawn by a job: look again while it is likely being finished.
        for (const ms of [2000, 5000, 10000]) setTimeout(() => void list.refetch(), ms);
      },
      onError: (e) => toast.error(t('characters.imageFailed'), { description: e.message }),
    });
  };
  const onDelete = (c: Character) => {
    if (!window.confirm(t('characters.confirmDelete', { name: c.name }))) return;
    remove.mutate(c.id, {
      onSuccess: () => toast.success(t('characters.deleted')),
      onError: () => toast.error(t('characters.deleteFailed')),
    });
  };

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="flex items-center gap-2 text-3xl sm:text-4xl">
            <Users className="size-8 text-primary" aria-hidden />
            {t('characters.myTitle')}
          </h1>
          <p className="text-muted-foreground">{t('characters.mySub')}</p>
        </div>
        <Link to="/create-character" className={buttonClass()}>
          <UserRoundPlus aria-hidden />
          {t('characters.newCharacter')}
        </Link>
      </header>
      {list.isPending ? (
        <LoadingCard />
      ) : list.isError ? (
        <Card className="mx-auto max-w-md">
          <CardBody className="grid justify-items-center gap-3 text-center" role="alert">
            <AlertTriangle className="size-8 text-destructive" aria-hidden />
            <p className="font-semibold">{t('characters.loadFailed')}</p>
            <Button variant="outline" onClick={() => void list.refetch()}>
              {t('characters.tryAgain')}
            </Button>
          </CardBody>
        </Card>
      ) : list.data.length === 0 ? (
        <Card className="mx-auto w-full max-w-lg">
          <CardBody className="grid justify-items-center gap-3 text-center">
            <UserRoundPlus className="size-10 text-primary" aria-hidden />
            <h2 className="text-2xl">{t('characters.emptyTitle')}</h2>
            <p className="text-muted-foreground">{t('characters.emptyText')}</p>
            <Link to="/create-character" className={buttonClass()}>
              {t('characters.newCharacter')}
            </Link>
          </CardBody>
        </Card>
      ) : (
        <ul
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
          aria-label={t('characters.myTitle')}
        >
          {list.data.map((c) => (
            <li key={c.id} className="grid">
              <CharacterCard character={c}>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={c.status === 'generating' || generate.isPending}
                  onClick={() => onGenerate(c)}
                >
                  <ImagePlus aria-hidden />
                  {t('characters.generateImage')}
                </Button>
                {c.imageUrl && (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => {
                      pickForBook(c);
                      toast.success(t('characters.selected'), {
                        description: t('characters.selectedText', { name: c.name }),
                      });
                      navigate('/generate-book');
                    }}
                  >
                    <BookPlus aria-hidden />
                    {t('characters.useInStory')}
                  </Button>
                )}
                <Button size="sm" variant="ghost" className="text-destructive" onClick={() => onDelete(c)}>
                  <Trash2 aria-hidden />
                  {t('characters.delete')}
                  <span className="sr-only">{c.name}</span>
                </Button>
              </CharacterCard>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
