import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from './api';

export type Me = { id: string; email: string; name: string; role: 'user' | 'admin'; credits: number };
export type AppConfig = {
  version: string;
  production: boolean;
  providers: { google: boolean; github: boolean };
  welcomeCredits: number;
  supportEmail?: string;
  /** Pictures come from the builtin offline engine: illustrated, never photoreal. */
  offlineImages?: boolean;
};

export const ME_KEY = ['me'] as const;

/** The signed-in account, or null when anonymous (401). This is the app's session state. */
export async function fetchMe(): Promise<Me | null> {
  try {
    return await api<Me | null>('/api/me?optional=1');
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) return null;
    throw e;
  }
}

export function useMe() {
  return useQuery({ queryKey: ME_KEY, queryFn: fetchMe, staleTime: 30_000 });
}

export function useRefreshMe() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: ME_KEY });
}

export function useConfig() {
  return useQuery({
    queryKey: ['config'],
    queryFn: () => api<AppConfig>('/api/config'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
