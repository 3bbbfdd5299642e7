import { Download, ExternalLink, ImagePlus, LogIn } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonClass } from '../../components/ui/button';
import { CharacterPicture, CharacterStyleTags } from './character-style-tags';
import type { Character } from './characters-api';
import { DialogShell } from './dialog-shell';

/**
 * A gallery character: big picture, details, Download, Open, Generate Image. Generate Image starts
 * /create-character from this character's details (the user's own copy, charged to them); an
 * anonymous visitor gets the sign-in dialog instead.
 */
export function CharacterDetailDialog(props: {
  character: Character;
  signedIn: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [askSignIn, setAskSignIn] = useState(false);
  const c = props.character;
  const full = c.imageUrl ?? '';
  return (
    <>
      <DialogShell
        open={!askSignIn}
        onOpenChange={(o) => !o && props.onClose()}
        title={c.name}
        description={c.type ? t(`characters.groups.${c.type}`, { defaultValue: c.type }) : undefined}
        closeLabel={t('characters.close')}
        wide
      >
        <div className="grid gap-5 sm:grid-cols-[minmax(0,20rem)_1fr]">
          <CharacterPicture character={c} src={full} />
          <div className="grid content-start gap-3">
            <p>{c.description}</p>
            {c.appearance && <p className="text-sm text-muted-foreground">{c.appearance}</p>}
            {c.personality && <p className="text-sm text-muted-foreground">{c.personality}</p>}
            <CharacterStyleTags character={c} large />
            <div className="flex flex-wrap gap-2 pt-2">
              <a
                href={`${full}&download=1`}
                download
                className={buttonClass({ variant: 'outline', size: 'sm' })}
                onClick={() => toast.success(t('characters.downloadStarted'))}
              >
                <Download aria-hidden />
                {t('characters.download')}
              </a>
              <a
                href={full}
                target="_blank"
                rel="noopener"
                className={buttonClass({ variant: 'outline', size: 'sm' })}
              >
                <ExternalLink aria-hidden />
                {t('characters.open')}
              </a>
              <Button
                size="sm"
                onClick={() => {
                  if (!props.signedIn) return setAskSignIn(true);
                  const { name, description, appearance, personality, style } = c;
                  navigate('/create-character', {
                    state: {
                      prefill: {
                        name,
                        description,
                        appearance: appearance ?? '',
                        personality: personality ?? '',
                        style: style ?? 'storybook',
                      },
                    },
                  });
                }}
              >
                <ImagePlus aria-hidden />
                {t('characters.generateImage')}
              </Button>
            </div>
          </div>
        </div>
      </DialogShell>
      <DialogShell
        open={askSignIn}
        onOpenChange={(o) => !o && props.onClose()}
        title={t('characters.signInTitle')}
        description={t('characters.signInText')}
        closeLabel={t('characters.close')}
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={props.onClose}>
            {t('characters.cancel')}
          </Button>
          <Link to="/auth" state={{ from: '/character-gallery' }} className={buttonClass()}>
            <LogIn aria-hidden />
            {t('characters.signIn')}
          </Link>
        </div>
      </DialogShell>
    </>
  );
}
