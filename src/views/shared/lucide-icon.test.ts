import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as lucide from 'lucide-react';
import type { LucideIcon, LucideIconData, LucideProps } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import createLucideIcon from './lucide-icon';

/** Every icon the shop imports from lucide-react, by the name it imports. */
function iconsTheShopUses(): string[] {
  const names = new Set<string>();
  const sources = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));
  for (const file of sources) {
    const code = readFileSync(path.join('src', file), 'utf8');
    for (const [, list = ''] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g)) {
      for (const entry of list.split(',')) {
        const name = entry.trim().split(/\s+as\s+/)[0];
        if (name && !name.startsWith('type ')) names.add(name);
      }
    }
  }
  return [...names].sort();
}

/** The icon's data, as the library's component hands it to its Icon. */
function iconDataOf(icon: LucideIcon): LucideIconData {
  const { render } = icon as unknown as { render: (props: LucideProps, ref: null) => ReactElement<{ icon: LucideIconData }> };
  return render({}, null).props.icon;
}

const libraryIcon = (name: string) => (lucide as unknown as Record<string, LucideIcon>)[name]!;

// The props the shop passes, and the ones lucide treats apart (a text alternative, a colour, sizes, strokes).
const propSets: LucideProps[] = [
  {},
  { className: 'size-4', 'aria-hidden': 'true' },
  { size: 16, 'aria-hidden': true },
  { className: 'size-5 shrink-0  size-5 text-brand-700' },
  { strokeWidth: 1.5, color: 'red' },
  { 'aria-label': 'Panier' },
  { role: 'img' },
  { 'aria-labelledby': 'cart-title', id: 'cart-icon' },
  { width: 20, height: 10 },
  { absoluteStrokeWidth: true, size: 48 },
  { nonScalingStroke: true },
  { children: createElement('title', null, 'Panier') },
];

describe("the shop's lucide icons", () => {
  const used = iconsTheShopUses();

  it('finds the icons the shop imports (so the comparison below covers them)', () => {
    expect(used.length).toBeGreaterThan(40);
    expect(used).toEqual(expect.arrayContaining(['ShoppingCart', 'ChevronLeft', 'Leaf']));
  });

  it.each(used)('%s renders the markup lucide-react renders, whatever the props', (name) => {
    const library = libraryIcon(name);
    const light = createLucideIcon(iconDataOf(library));
    for (const props of propSets) {
      expect(renderToStaticMarkup(createElement(light, props)), JSON.stringify(props)).toBe(
        renderToStaticMarkup(createElement(library, props)),
      );
    }
  });

  it('hands React the same path elements at every render, so it skips them', () => {
    const light = createLucideIcon(iconDataOf(libraryIcon('Leaf')));
    const pathsOf = (props: LucideProps) => (light(props).props as { children: ReactNode[] }).children;
    const [firstPath] = pathsOf({ className: 'size-4' });
    const [againPath] = pathsOf({ className: 'size-5' });
    expect(firstPath).toMatchObject({ type: 'path' });
    expect(againPath).toBe(firstPath);
  });
});
