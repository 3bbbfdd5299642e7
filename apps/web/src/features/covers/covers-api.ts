import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api';

export type GalleryCover = { id: string; name: string; category: string; imageUrl: string; thumbUrl: string };
export type GalleryPage = {
  items: GalleryCover[];
  total: number;
  page: number;
  pageSize: number;
  pages: number;
};
export type MyCover = {
  id: string;
  name: string;
  category: string | null;
  status: 'generating' | 'ready' | 'failed';
  error: string | null;
  method: 'upload' | 'text' | 'image';
  imageUrl: string | null;
  thumbUrl: string | null;
  downloadUrl: string | null;
  createdAt: string;
};

export const useGalleryPage = (category: string | null, page: number) =>
  useQuery({
    queryKey: ['gallery-covers', category, page],
    queryFn: () =>
      api<GalleryPage>(
        `/api/gallery/covers?page=${page}${category ? `&category=${encodeURIComponent(category)}` : ''}`,
      ),
    placeholderData: (prev) => prev,
  });

/** The user's covers; polls while one is still being drawn. */
export const useMyCovers = () =>
  useQuery({
    queryKey: ['my-covers'],
    queryFn: async () => (await api<{ covers: MyCover[] }>('/api/covers')).covers,
    refetchInterval: (q) => (q.state.data?.some((c) => c.status === 'generating') ? 1500 : false),
  });

export const useCover = (id: string | null) =>
  useQuery({
    queryKey: ['cover', id],
    enabled: !!id,
    queryFn: async () => (await api<{ cover: MyCover }>(`/api/covers/${id}`)).cover,
    refetchInterval: (q) => (q.state.data?.status === 'generating' ? 1000 : false),
  });

export function useDeleteCover() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => fetch(`/api/covers/${id}`, { method: 'DELETE' }).then(okOrThrow),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['my-covers'] }),
  });
}

async function okOrThrow(res: Response) {
  if (res.ok) return;
  const body = (await res.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
  throw new ApiError(res.status, body?.error?.code ?? 'http_error', body?.error?.message ?? res.statusText);
}

/** POST multipart with real upload progress (fetch has none): XHR, resolved with the JSON answer. */
export function postForm<T>(
  path: string,
  form: FormData,
  onProgress: (percent: number) => void,
  headers: Record<string, string> = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      // The last 10% is the server checking and re-drawing the picture.
      if (e.lengthComputable) onProgress(Math.min(90, Math.round((e.loaded / e.total) * 90)));
    };
    xhr.onload = () => {
      const body = JSON.parse(xhr.responseText || 'null');
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(body as T);
      } else reject(new ApiError(xhr.status, body?.error?.code ?? 'http_error', body?.error?.message ?? ''));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error', ''));
    xhr.send(form);
  });
}
