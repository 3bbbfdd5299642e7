import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { createPainter } from './painter';

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">${body}</svg>`;
const attrNames = (el: string) => [...el.matchAll(/\s([\w-]+)="/g)].map((m) => m[1]);

describe('painter: a shape with its own paint attributes', () => {
  it('line art gives each attribute once (resvg refuses duplicates) and keeps its black outline', () => {
    const p = createPainter(true, 3);
    const el = p.path('M0 0 L50 50', '#c8372d', 'fill-opacity="0" stroke="#ffffff" stroke-width="12"');
    const names = attrNames(el);
    expect(names).toEqual([...new Set(names)]);
    expect(el).toContain('stroke="#000"');
    expect(el).toContain('stroke-width="3"');
    expect(el).toContain('fill-opacity="0"');
    expect(() => new Resvg(svg(el)).render()).not.toThrow();
    const circle = p.circle(50, 50, 10, '#fff', 'stroke="#e4443f"');
    expect(attrNames(circle)).toEqual([...new Set(attrNames(circle))]);
  });

  it('a colour picture keeps the shape’s own stroke, and its own fill when it gives one', () => {
    const p = createPainter(false);
    expect(p.path('M0 0', '#c8372d', 'stroke="#fff" stroke-width="12"')).toBe(
      '<path d="M0 0" fill="#c8372d" stroke="#fff" stroke-width="12"/>',
    );
    expect(p.ellipse(5, 5, 2, 1, '#000', 'fill="none" fill-opacity="0.5"')).toBe(
      '<ellipse cx="5" cy="5" rx="2" ry="1" fill="none" fill-opacity="0.5"/>',
    );
    expect(p.circle(5, 5, 2, '#123')).toBe('<circle cx="5" cy="5" r="2" fill="#123"/>');
  });
});
