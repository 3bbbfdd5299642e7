import { describe, expect, it } from 'vitest';
import { groupOfPath, visibleGroups } from './nav-model';

describe('sidebar model', () => {
  it('opens the group that holds the current route', () => {
    expect(groupOfPath('/my-covers')).toBe('library');
    expect(groupOfPath('/generate-book')).toBe('create');
    expect(groupOfPath('/book-gallery')).toBe('galleries');
    expect(groupOfPath('/account')).toBe('account');
    expect(groupOfPath('/dashboard')).toBeUndefined();
    expect(groupOfPath('/my-books-extra')).toBeUndefined();
  });
  it('hides Library, Create and Settings from anonymous visitors', () => {
    const anon = visibleGroups(false);
    expect(anon.map((g) => g.id)).toEqual(['galleries', 'account']);
    expect(anon[1].items.map((i) => i.to)).toEqual(['/pricing', '/contact']);
    expect(visibleGroups(true).map((g) => g.id)).toEqual(['library', 'create', 'galleries', 'account']);
  });
});
