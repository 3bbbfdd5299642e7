import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { CharacterPickerDialog } from './character-picker-dialog';
import { CoverPickerDialog } from './cover-picker-dialog';
import type { Selection } from './stored-selection';

function Chosen({
  value,
  text,
  none,
  onClear,
}: {
  value: Selection | null;
  text: string;
  none: string;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  if (!value) return <p className="text-sm text-muted-foreground">{none}</p>;
  return (
    <div className="flex items-center gap-3 rounded-xl border bg-muted/50 p-2">
      {value.imageUrl && <img src={value.imageUrl} alt="" className="size-12 rounded-lg object-cover" />}
      <span className="min-w-0 flex-1 truncate text-sm font-semibold">{text}</span>
      <Button
        variant="ghost"
        size="sm"
        onClick={onClear}
        aria-label={`${t('generateBook.clear')}: ${value.name}`}
      >
        <X aria-hidden />
        {t('generateBook.clear')}
      </Button>
    </div>
  );
}

function Slot({ picker, children }: { picker: ReactNode; children: ReactNode }) {
  return (
    <div className="grid content-start gap-2">
      <div>{picker}</div>
      {children}
    </div>
  );
}

/** Cover and seed character pickers with what is chosen (kept in browser storage). */
export function ExtrasSection({
  bookType,
  cover,
  setCover,
  character,
  setCharacter,
}: {
  bookType?: string;
  cover: Selection | null;
  setCover: (s: Selection | null) => void;
  character: Selection | null;
  setCharacter: (s: Selection | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Slot picker={<CoverPickerDialog bookType={bookType} chosen={cover} onChoose={setCover} />}>
        <Chosen
          value={cover}
          text={t('generateBook.coverChosen', { name: cover?.name })}
          none={t('generateBook.coverNone')}
          onClear={() => setCover(null)}
        />
      </Slot>
      <Slot picker={<CharacterPickerDialog chosen={character} onChoose={setCharacter} />}>
        <Chosen
          value={character}
          text={t('generateBook.characterChosen', { name: character?.name })}
          none={t('generateBook.characterNone')}
          onClear={() => setCharacter(null)}
        />
      </Slot>
    </div>
  );
}
