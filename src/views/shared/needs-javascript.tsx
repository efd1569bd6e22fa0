import { Trans } from '@lingui/react/macro';

/** Where a server-rendered page has a form or button that only works with JavaScript: said when it is turned off. */
export function NeedsJavaScript() {
  return (
    <noscript>
      <p className="text-sm text-stone-600">
        <Trans>This needs JavaScript, which is turned off in this browser.</Trans>
      </p>
    </noscript>
  );
}
