import { Link } from 'wouter';
import { UserRound } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';

// Signed-out account icon; the sign-in issue adds initials and the sign-out menu.
export function AccountMenu() {
  const { t } = useLingui();
  return (
    <Link href="/auth/login" aria-label={t`Sign in`} className="inline-flex p-2">
      <UserRound aria-hidden="true" className="size-6" />
    </Link>
  );
}
