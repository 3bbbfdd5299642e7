import { AlertTriangle, BookPlus, Loader2, RotateCcw, Save } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Card, CardBody } from '../../components/ui/card';
import { CharacterPicture, CharacterStyleTags } from './character-style-tags';
import { type Character, pickForBook, savePrompt } from './characters-api';

/** Generating → result card (Create Another, Use in Story, Save Prompt), or the failure with its refund. */
export function CharacterResultCard({ character, onReset }: { character: Character; onReset: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [saved, setSaved] = useState(false);
  if (character.status === 'generating')
    return (
      <Card>
        <CardBody className="grid justify-items-center gap-3 py-12 text-center" role="status">
          <Loader2 className="size-10 animate-spin text-primary" aria-hidden />
          <p className="text-lg font-semibold">{t('characters.creating')}</p>
        </CardBody>
      </Card>
    );
  if (character.status === 'failed')
    return (
      <Card>
        <CardBody className="grid justify-items-center gap-3 text-center" role="alert">
          <AlertTriangle className="size-8 text-destructive" aria-hidden />
          <h2 className="text-2xl">{t('characters.failedTitle')}</h2>
          <p className="text-muted-foreground">{t('characters.failedText')}</p>
          <Button onClick={onReset}>
            <RotateCcw aria-hidden />
            {t('characters.createAnother')}
          </Button>
        </CardBody>
      </Card>
    );
  return (
    <Card>
      <CardBody className="grid gap-5 sm:grid-cols-[minmax(0,18rem)_1fr] sm:items-center">
        <CharacterPicture character={character} />
        <div className="grid gap-3">
          <h2 className="text-2xl">{t('characters.resultTitle', { name: character.name })}</h2>
          <p className="text-muted-foreground">{t('characters.resultText')}</p>
          <CharacterStyleTags character={character} large />
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={onReset}>
              <RotateCcw aria-hidden />
              {t('characters.createAnother')}
            </Button>
            <Button
              onClick={() => {
                pickForBook(character);
                toast.success(t('characters.selected'), {
                  description: t('characters.selectedText', { name: character.name }),
                });
                navigate('/generate-book');
              }}
            >
              <BookPlus aria-hidden />
              {t('characters.useInStory')}
            </Button>
            <Button
              variant="outline"
              disabled={saved}
              onClick={() =>
                savePrompt(character.id).then(
                  () => {
                    setSaved(true);
                    toast.success(t('characters.promptSaved'));
                  },
                  () => toast.error(t('characters.promptSaveFailed')),
                )
              }
            >
              <Save aria-hidden />
              {t('characters.savePromptButton')}
            </Button>
          </div>
        </div>
      </CardBody>
    </Card>
  );
}
