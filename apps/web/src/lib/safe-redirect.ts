/**
 * Where to go after sign-in: the remembered page if it is a path on this site, else /dashboard.
 * Rejects absolute and protocol-relative URLs so a crafted link cannot send people elsewhere.
 */
export function safeRedirect(from: unknown, fallback = '/dashboard'): string {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.includes('\\')) {
    return fallback;
  }
  if (from === '/auth' || from.startsWith('/auth?') || from.startsWith('/reset-password')) return fallback;
  return from;
}
