import { useQuery } from '@tanstack/react-query';
import { api, readApiError } from '../../lib/api';
import type { SampleBook } from '../book-gallery/sample-types';

export type StoryRun = {
  id: string;
  status: 'queued' | 'running' | 'completed' | 'failed';
  total: number;
  generated: number;
  failed: number;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
};
export type MassStoryRequest = {
  storyTypes: string[];
  storiesPerType: number;
  exportFormat: 'pdf' | 'epub' | 'both';
  addWatermark: boolean;
  watermarkText: string;
};

export const RUNS_KEY = ['admin-sample-runs'] as const;
export const SAMPLES_KEY = ['admin-samples'] as const;
/** Spec §9: runs kept 20, first 5 shown. */
export const RUNS_SHOWN = 5;

/** The latest runs; polled every 2 s while one is queued or running (the live progress). */
export function useStoryRuns() {
  return useQuery({
    queryKey: RUNS_KEY,
    queryFn: () => api<{ runs: StoryRun[] }>('/api/admin/samples/runs').then((r) => r.runs),
    refetchInterval: (q) =>
      q.state.data?.some((r) => r.status === 'queued' || r.status === 'running') ? 2000 : false,
  });
}

export const useSampleBooks = () =>
  useQuery({
    queryKey: SAMPLES_KEY,
    queryFn: () => api<{ books: SampleBook[] }>('/api/admin/samples').then((r) => r.books),
  });

export const startMassStories = (body: MassStoryRequest) =>
  api<{ runId: string; total: number }>('/api/admin/samples/generate', { method: 'POST', body });

export const setPublished = (id: string, publish: boolean) =>
  api(`/api/admin/samples/${encodeURIComponent(id)}/${publish ? 'publish' : 'unpublish'}`, {
    method: 'POST',
  });

export async function deleteSample(id: string) {
  const res = await fetch(`/api/admin/samples/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    credentials: 'same-origin',
  });
  if (!res.ok) throw await readApiError(res);
}
