import { LIST_LIMITS } from '@bookloom/core';
import { Image } from 'lucide-react';
import { api } from '../../lib/api';
import { ImagePickerDialog } from './image-picker-dialog';
import type { Selection } from './stored-selection';

type Template = { id: string; name: string; style: string | null; imageUrl: string; thumbUrl: string | null };

const loadTemplates = async (bookType?: string) =>
  (
    await api<{ templates: Template[] }>(
      `/api/templates-list?limit=${LIST_LIMITS.coverPicker}${bookType ? `&type=${encodeURIComponent(bookType)}` : ''}`,
    )
  ).templates.map((x) => ({
    id: x.id,
    name: x.name,
    imageUrl: x.thumbUrl ?? x.imageUrl,
    fullUrl: x.imageUrl,
    note: x.style ?? undefined,
  }));

/** Gallery cover templates plus the user's own (100 at most); with a book type, its category + uploads. */
export function CoverPickerDialog({
  bookType,
  ...props
}: {
  bookType?: string;
  chosen: Selection | null;
  onChoose: (s: Selection) => void;
}) {
  return (
    <ImagePickerDialog
      texts="cover"
      icon={Image}
      queryKey={`templates-list:${bookType ?? ''}`}
      load={() => loadTemplates(bookType)}
      aspect="cover"
      createPath="/create-cover"
      {...props}
    />
  );
}
