import { useQuery } from '@tanstack/react-query';
import { api, readApiError } from '../../lib/api';

export type CatalogueEntry = { name: string; group: string; exists: boolean };
export type GalleryCharacterRow = {
  id: string;
  name: string;
  status: string;
  images: number;
  createdAt: string;
};
export type AdminCharacters = {
  running: boolean;
  catalogue: CatalogueEntry[];
  characters: GalleryCharacterRow[];
};

export const ADMIN_CHARACTERS_KEY = ['admin-characters'] as const;

/** Catalogue, run state and gallery; polled every 2 s while a run is going (its progress). */
export const useAdminCharacters = () =>
  useQuery({
    queryKey: ADMIN_CHARACTERS_KEY,
    queryFn: () => api<AdminCharacters>('/api/admin/characters'),
    refetchInterval: (q) => (q.state.data?.running ? 2000 : false),
  });

export const startMassCharacters = (selectedCharacters: string[], cleanupFirst: boolean) =>
  api<{ jobId: string; selected: number }>('/api/admin/characters/generate', {
    method: 'POST',
    body: { selectedCharacters, cleanupFirst },
  });

export async function deleteGalleryCharacter(id: string) {
  const res = await fetch(`/api/admin/characters/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    credentials: 'same-origin',
  });
  if (!res.ok) throw await readApiError(res);
}
