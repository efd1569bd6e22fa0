import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useLingui } from '@lingui/react';
import { documentTitle } from '../views/shared/document-title';
import { pageTitleOf } from './page-titles';

/** Keeps the tab's title on the page shown and in the interface's language, through navigation and language switches. */
export function PageTitle() {
  const [pathname] = useLocation();
  const { i18n } = useLingui();
  const title = pageTitleOf(pathname);
  const text = title.kind === 'own' ? null : documentTitle(title.kind === 'named' ? i18n._(title.name) : null);
  useEffect(() => {
    if (text !== null) document.title = text;
  }, [text]);
  return null;
}
