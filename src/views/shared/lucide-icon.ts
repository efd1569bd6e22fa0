import { createElement, type ReactElement, type ReactNode, type Ref } from 'react';
import type { LucideIconData, LucideIconNode, LucideProps, SVGAttributes } from 'lucide-react';

/**
 * The shop's build of lucide-react's icons (vite.config.ts, lightIcons, puts it in place of the library's
 * createLucideIcon): the same SVG, drawn by one plain component. The library's goes through two forwardRef layers, a
 * context and a function that rebuilds the icon's attributes and paths at every render; here the paths are built once
 * per icon and the same elements are handed to React at each render, which then skips them. Rendered by React, an icon
 * costs about half (docs/decisions/icons-drawn-by-the-shop.md), and the library's builder leaves the first load.
 *
 * The markup must be the library's to the attribute: the server renders with lucide-react itself (it is external to
 * the server's bundle) and the browser hydrates with this (lucide-icon.test.ts compares the two for every icon the shop
 * uses).
 */

/** An icon's nodes as React elements, each with `extra` attributes before its own (as lucide puts them). */
const toElements = (nodes: LucideIconNode[], extra: SVGAttributes = {}): ReactElement[] =>
  nodes.map(([tag, attributes, children]) => createElement(tag, { ...extra, ...attributes }, ...toElements(children ?? [], extra)));

const defaultSize = 24;
const defaultStrokeWidth = 2;

/** lucide's rule: an icon that has a text alternative (children, aria-*, role, title) is not hidden from assistive technology. */
const hasTextAlternative = (props: Record<string, unknown>, children: ReactNode) =>
  Boolean(children) ||
  Object.entries(props).some(([name, value]) => (name.startsWith('aria-') || name === 'role' || name === 'title') && value != null);

/** lucide's class merge: each class once, in order of first appearance. */
const mergeClasses = (...classes: string[]) => [...new Set(classes.flatMap((value) => value.split(/\s+/)).filter(Boolean))].join(' ');

type IconProps = LucideProps & { ref?: Ref<SVGSVGElement> };

export default function createLucideIcon(icon: LucideIconData) {
  const viewBoxWidth = icon.size ?? icon.width ?? defaultSize;
  const viewBoxHeight = icon.size ?? icon.height ?? defaultSize;
  const viewBox = `0 0 ${viewBoxWidth} ${viewBoxHeight}`;
  const names = ['lucide', ...(icon.name ? [`lucide-${icon.name}`] : []), ...(icon.aliases ?? []).map((alias) => `lucide-${alias}`)];
  const ownClass = mergeClasses(...names);
  let paths: ReactElement[] | undefined;
  let nonScalingPaths: ReactElement[] | undefined;

  function LucideIcon({
    color,
    size,
    width,
    height,
    strokeWidth,
    absoluteStrokeWidth,
    nonScalingStroke,
    className,
    children,
    ref,
    ...rest
  }: IconProps) {
    const drawnWidth = width ?? size ?? defaultSize;
    const stroke = strokeWidth ?? defaultStrokeWidth;
    // The attributes in lucide's order (the server's markup), so both render the same string.
    const attributes = {
      ref,
      xmlns: 'http://www.w3.org/2000/svg',
      width: drawnWidth,
      height: height ?? size ?? defaultSize,
      viewBox,
      fill: 'none',
      stroke: color || 'currentColor',
      strokeWidth: absoluteStrokeWidth ? (Number(stroke) * viewBoxWidth) / Number(drawnWidth) : stroke,
      strokeLinecap: 'round' as const,
      strokeLinejoin: 'round' as const,
      className: className ? mergeClasses(ownClass, className) : ownClass,
      ...(hasTextAlternative(rest, children) ? {} : { 'aria-hidden': 'true' as const }),
      ...rest,
    };
    const drawn = nonScalingStroke
      ? (nonScalingPaths ??= toElements(icon.node, { vectorEffect: 'non-scaling-stroke' }))
      : (paths ??= toElements(icon.node));
    return createElement('svg', attributes, ...drawn, children);
  }
  if (icon.name) LucideIcon.displayName = icon.name.replace(/(^|-)(\w)/g, (_, _dash: string, letter: string) => letter.toUpperCase());
  return LucideIcon;
}
