import { useLocation } from 'wouter';

/** Whether the page shown is `href` or below it (relative to the surrounding router); without wouter's useRoute, which the shop never uses. */
export function useActiveLink(href: string): boolean {
  const [location] = useLocation();
  return location === href || location.startsWith(`${href}/`);
}
