import type { CoverRow } from '@bookloom/db';

/** A user's cover as the API shows it (image URLs served by the owner-only routes). */
export const coverView = (r: CoverRow) => ({
  id: r.id,
  name: r.name,
  category: r.style,
  status: r.status,
  error: r.error,
  provider: r.provider,
  method: (r.details?.method as string | undefined) ?? (r.provider === 'user_upload' ? 'upload' : 'text'),
  details: r.details ?? {},
  imageUrl: r.status === 'ready' ? `/api/covers/${r.id}/image` : null,
  thumbUrl: r.status === 'ready' ? `/api/covers/${r.id}/image?size=thumb` : null,
  downloadUrl: r.status === 'ready' ? `/api/covers/${r.id}/image?download=1` : null,
  creditsCharged: r.creditsCharged,
  createdAt: r.createdAt.toISOString(),
});

/** A gallery template as the API shows it (public image route). */
export const galleryView = (r: CoverRow) => ({
  id: r.id,
  name: r.name,
  category: r.style,
  tags: r.tags,
  imageUrl: `/api/templates/${r.id}/image`,
  thumbUrl: `/api/templates/${r.id}/image?size=thumb`,
  createdAt: r.createdAt.toISOString(),
});
