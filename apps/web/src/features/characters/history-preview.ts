/** Spec §2: history previews cut descriptions to 100 characters and appearance to 80. */
export function cut(text: unknown, max: number): string {
  const s = typeof text === 'string' ? text.trim() : '';
  return s.length > max ? `${s.slice(0, max).trimEnd()}…` : s;
}
