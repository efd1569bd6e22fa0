import { useCallback, useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link } from 'wouter';
import { LogOut, Package, UserRound } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { initialsOf } from '../../domain/customer';
import { accountPaths } from '../account/account-paths';
import { useSessionUser, useSignOut } from '../auth/session-hooks';

/** The signed-in shopper's initials in the header, opening a small menu: their account, their orders, sign out. */
export function SignedInMenu() {
  const { t } = useLingui();
  const user = useSessionUser();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  // In the phones' bottom bar the menu must open upwards to stay on screen.
  const [above, setAbove] = useState(false);
  const menuId = useId();
  const container = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, container, close);
  const name = user?.displayName ?? '';
  const initials = initialsOf(name);

  return (
    <div ref={container} className="relative">
      {/* WCAG 2.5.3 (label in name): the initials the badge shows are part of its name, so saying them works. */}
      <button
        type="button"
        aria-label={name ? t`Account of ${name} (${initials})` : t`Account`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={(event) => {
          setAbove(event.currentTarget.getBoundingClientRect().top > window.innerHeight / 2);
          setOpen((shown) => !shown);
        }}
        className="inline-flex size-10 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        {initials || <UserRound aria-hidden="true" className="size-5" />}
      </button>
      {open && (
        <div
          id={menuId}
          className={`absolute end-0 z-50 min-w-44 rounded-lg border border-stone-200 bg-white py-1 shadow-lg ${above ? 'bottom-full mb-2' : 'top-full mt-2'}`}
        >
          {name && <p className="truncate px-4 py-2 text-sm text-stone-500">{name}</p>}
          <MenuLink href={accountPaths.account} icon={<UserRound aria-hidden="true" className="size-4" />} onFollow={close}>
            <Trans>My account</Trans>
          </MenuLink>
          <MenuLink href={accountPaths.orders} icon={<Package aria-hidden="true" className="size-4" />} onFollow={close}>
            <Trans>My orders</Trans>
          </MenuLink>
          <button
            type="button"
            onClick={() => {
              close();
              signOut();
            }}
            className={itemClasses}
          >
            <LogOut aria-hidden="true" className="size-4" />
            <Trans>Sign out</Trans>
          </button>
        </div>
      )}
    </div>
  );
}

const itemClasses =
  'flex w-full items-center gap-2 px-4 py-2 text-start text-sm hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-none';

/** One of the shopper's pages; following it closes the menu. */
function MenuLink({ href, icon, onFollow, children }: { href: string; icon: ReactNode; onFollow: () => void; children: ReactNode }) {
  return (
    <Link href={href} onClick={onFollow} className={itemClasses}>
      {icon}
      {children}
    </Link>
  );
}

/** Closes the menu on Escape or a click outside it. */
function useDismiss(open: boolean, container: RefObject<HTMLElement | null>, close: () => void) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, container, close]);
}
