import { LIST_LIMITS } from '@bookloom/core';
import { UserRound } from 'lucide-react';
import { api } from '../../lib/api';
import { ImagePickerDialog } from './image-picker-dialog';
import type { Selection } from './stored-selection';

type Character = { id: string; name: string; description: string; imageUrl: string };

const loadCharacters = async () =>
  (
    await api<{ characters: Character[] }>(`/api/characters/pickable?limit=${LIST_LIMITS.characterPicker}`)
  ).characters.map((x) => ({ ...x, note: x.description }));

/** "Choose Seed Character": the user's and public characters that have a picture (50 at most). */
export function CharacterPickerDialog(props: { chosen: Selection | null; onChoose: (s: Selection) => void }) {
  return (
    <ImagePickerDialog
      texts="character"
      icon={UserRound}
      queryKey="characters-pickable"
      load={loadCharacters}
      aspect="square"
      createPath="/create-character"
      {...props}
    />
  );
}
