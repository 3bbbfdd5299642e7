import type { Estimate, Quality } from '@bookloom/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api';

const DEBOUNCE_MS = 250;

/** GET /api/estimate for the form's pages and quality, asked once typing pauses; the last figure stays shown meanwhile. */
export function useEstimate(pages: number, quality: Quality, valid: boolean) {
  const [asked, setAsked] = useState({ pages, quality });
  useEffect(() => {
    const timer = setTimeout(() => setAsked({ pages, quality }), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [pages, quality]);
  const query = useQuery({
    queryKey: ['estimate', asked.pages, asked.quality],
    queryFn: () => api<Estimate>(`/api/estimate?pages=${asked.pages}&quality=${asked.quality}`),
    enabled: valid,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });
  const settled = asked.pages === pages && asked.quality === quality && !query.isPlaceholderData;
  return { ...query, settled };
}
