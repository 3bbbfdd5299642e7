/** The sidebar of the spec: which links exist, in which group, and who sees them. */
export type NavItem = { to: string; label: string; icon: string; signedIn?: boolean };
export type NavGroup = { id: string; label: string; items: NavItem[]; signedIn?: boolean };

export const NAV_GROUPS: NavGroup[] = [
  {
    id: 'library',
    label: 'nav.library',
    signedIn: true,
    items: [
      { to: '/my-books', label: 'nav.myBooks', icon: 'library' },
      { to: '/my-characters', label: 'nav.myCharacters', icon: 'users' },
      { to: '/my-covers', label: 'nav.myCovers', icon: 'image' },
    ],
  },
  {
    id: 'create',
    label: 'nav.create',
    signedIn: true,
    items: [
      { to: '/one-click-story', label: 'nav.oneClick', icon: 'wand' },
      { to: '/generate-book', label: 'nav.createBook', icon: 'book-plus' },
      { to: '/create-character', label: 'nav.createCharacter', icon: 'user-plus' },
      { to: '/create-cover', label: 'nav.createCover', icon: 'palette' },
    ],
  },
  {
    id: 'galleries',
    label: 'nav.galleries',
    items: [
      { to: '/cover-gallery', label: 'nav.coverGallery', icon: 'images' },
      { to: '/character-gallery', label: 'nav.characterGallery', icon: 'smile' },
      { to: '/book-gallery', label: 'nav.sampleBooks', icon: 'book-open' },
    ],
  },
  {
    id: 'account',
    label: 'nav.account',
    items: [
      { to: '/account', label: 'nav.settings', icon: 'settings', signedIn: true },
      { to: '/pricing', label: 'nav.pricing', icon: 'tag' },
      { to: '/contact', label: 'nav.contact', icon: 'mail' },
    ],
  },
];

/** Groups and items a visitor may see: Library, Create and Settings need an account. */
export function visibleGroups(signedIn: boolean): NavGroup[] {
  return NAV_GROUPS.filter((g) => signedIn || !g.signedIn).map((g) => ({
    ...g,
    items: g.items.filter((i) => signedIn || !i.signedIn),
  }));
}

const within = (path: string, to: string) => path === to || path.startsWith(`${to}/`);

/** The id of the group holding the current route, which the sidebar opens by itself. */
export function groupOfPath(path: string): string | undefined {
  return NAV_GROUPS.find((g) => g.items.some((i) => within(path, i.to)))?.id;
}

export function isActive(path: string, to: string) {
  return within(path, to);
}
