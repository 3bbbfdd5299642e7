import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export type AdminStats = {
  users: number;
  books: Record<string, number>;
  credits: { sold: number; spent: number; refunded: number };
  jobs: { queued: number; running: number; failed: number };
  storage: {
    files: Record<string, number>;
    bytes: Record<string, number>;
    totalBytes: number;
    exportBytes: number;
  };
  recentFailures: { id: string; title: string; error: string | null; updatedAt: string }[];
};

export const ADMIN_STATS_KEY = ['admin-stats'];
export const useAdminStats = () =>
  useQuery({
    queryKey: ADMIN_STATS_KEY,
    queryFn: () => api<AdminStats>('/api/admin/stats'),
    refetchInterval: 30_000,
  });

export const formatBytes = (n: number, lang: string) => {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let i = 0;
  let v = n;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${v.toLocaleString(lang, { maximumFractionDigits: 1 })} ${units[i]}`;
};
