import { UPLOAD_LIMITS } from '@bookloom/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, readApiError } from '../../lib/api';
import { dropFromCache } from '../../lib/drop-from-cache';

export type Character = {
  id: string;
  name: string;
  description: string;
  appearance: string | null;
  personality: string | null;
  style: string | null;
  status: 'generating' | 'ready' | 'failed';
  error: string | null;
  isPublic: boolean;
  type: string | null;
  bible: {
    look: string;
    palette: string[];
    styleTags: string[];
    promptPrefix: string;
    hasReference: boolean;
  } | null;
  imageUrl: string | null;
  thumbUrl: string | null;
  createdAt: string;
};

export type GalleryPage = {
  items: Character[];
  total: number;
  page: number;
  pageSize: number;
  types: string[];
};
export type CharacterDetails = {
  name: string;
  description: string;
  appearance: string;
  personality: string;
  style: string;
};

export const MY_CHARACTERS = ['characters', 'mine'] as const;

/** The user's characters; refreshed every 2 s while one is still being drawn. */
export function useMyCharacters() {
  return useQuery({
    queryKey: MY_CHARACTERS,
    queryFn: async () => (await api<{ characters: Character[] }>('/api/characters')).characters,
    refetchInterval: (q) => (q.state.data?.some((c) => c.status === 'generating') ? 2000 : false),
  });
}

/** One character, polled until its picture is drawn (or failed). */
export function useCharacter(id: string | null) {
  return useQuery({
    queryKey: ['characters', 'one', id],
    queryFn: async () => (await api<{ character: Character }>(`/api/characters/${id}`)).character,
    enabled: Boolean(id),
    refetchInterval: (q) => (q.state.data?.status === 'generating' ? 1500 : false),
  });
}

export function useGallery(q: { search: string; type: string; page: number }) {
  const params = new URLSearchParams({ page: String(q.page) });
  if (q.search.trim()) params.set('search', q.search.trim());
  if (q.type) params.set('type', q.type);
  return useQuery({
    queryKey: ['characters', 'gallery', q],
    queryFn: () => api<GalleryPage>(`/api/character-gallery?${params}`),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/characters as form data (the reference picture goes as a file), one key per attempt. */
export async function createCharacter(
  details: CharacterDetails,
  opts: { reference: File | null; savePrompt: boolean; language: string; key: string },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(details)) if (v.trim()) form.set(k, v.trim());
  form.set('savePrompt', String(opts.savePrompt));
  form.set('language', opts.language.startsWith('fr') ? 'fr' : 'en');
  if (opts.reference) form.set('reference', opts.reference);
  const res = await fetch('/api/characters', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'idempotency-key': opts.key },
    body: form,
  });
  if (!res.ok) throw await readApiError(res);
  return ((await res.json()) as { character: Character }).character;
}

export function useDeleteCharacter() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const res = await fetch(`/api/characters/${id}`, { method: 'DELETE', credentials: 'same-origin' });
      if (!res.ok) throw await readApiError(res);
    },
    onSuccess: (_, id) =>
      dropFromCache<Character[]>(qc, MY_CHARACTERS, (list) => list.filter((c) => c.id !== id)),
  });
}

export function useGenerateImage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ imageId: string }>(`/api/characters/${id}/images`, { method: 'POST', body: {} }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['me'] }),
  });
}

export const savePrompt = (id: string) =>
  api<{ id: string }>(`/api/characters/${id}/save-prompt`, { method: 'POST' });

/** Same storage contract as /generate-book's character picker: the choice waits there until used. */
const PICKED_CHARACTER_KEY = 'bookloom.generate.character';
export function pickForBook(c: Pick<Character, 'id' | 'name' | 'imageUrl'>) {
  try {
    localStorage.setItem(
      PICKED_CHARACTER_KEY,
      JSON.stringify({ id: c.id, name: c.name, imageUrl: c.imageUrl }),
    );
  } catch {
    /* private mode: the user picks it again on the form */
  }
}

/** Spec §5: reference pictures are images under 10 MB (the server checks again, from the bytes). */
export const REFERENCE_MAX_BYTES = UPLOAD_LIMITS.referenceBytes;
export function referenceProblem(file: File): 'referenceTooBig' | 'referenceNotImage' | null {
  if (!/^image\/(png|jpeg)$/.test(file.type)) return 'referenceNotImage';
  if (file.size > REFERENCE_MAX_BYTES) return 'referenceTooBig';
  return null;
}
