/**
 * 'Use This Cover' / 'Use for a book': the same browser-storage choice /generate-book's cover picker
 * reads (features/generate-book/stored-selection.ts, key `bookloom.generate.cover`), so the book form
 * opens with this cover chosen. A feature never imports another, hence the key here too.
 */
const COVER_KEY = 'bookloom.generate.cover';

export function chooseCoverForBook(cover: { id: string; name: string; imageUrl: string | null }): boolean {
  try {
    localStorage.setItem(COVER_KEY, JSON.stringify(cover));
    return true;
  } catch {
    return false;
  }
}
