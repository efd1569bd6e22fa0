import { describe, expect, it } from 'vitest';
import { describeModel } from './harness';
import { adminAccessModel, staffMe, staffUid } from './admin-access.model';
import { adminPageOf, type adminAccessMachine } from '../../src/machines/admin-access';

type Snapshot = ReturnType<typeof adminAccessMachine.transition>;

describeModel({
  ...adminAccessModel,
  check: (snapshot: Snapshot, { event, invocations }) => {
    const { context } = snapshot;
    if (snapshot.matches('signedOut')) {
      expect(context.uid).toBeNull();
      expect(context.me).toBeNull();
    }
    // The server is asked about the account signed in now, never about another.
    if (snapshot.matches('checking'))
      expect(invocations.at(-1)).toEqual({ src: 'fetchAccess', id: 'fetchAccess', input: { uid: staffUid } });
    // Only the server's yes opens the back office, with the identity it gave.
    if (snapshot.matches('allowed')) expect(context.me).toEqual(staffMe);
    else expect(context.me).toBeNull();
    if (event.type === 'ARRIVED') expect(context.page).toBe('/admin/dashboard');
    // A new token is asked before the server is asked again.
    if (snapshot.matches('refreshingRole')) expect(invocations.at(-1)?.src).toBe('refreshRole');
  },
});

describe('the page the back office shows for an address', () => {
  it.each([
    ['/admin', '/admin/dashboard'],
    ['/admin/', '/admin/dashboard'],
    ['/admin/nowhere', '/admin/dashboard'],
    ['/admin/orders/12', '/admin/orders/12'],
    ['/admin/bookings', '/admin/bookings'],
    ['/admin/staff', '/admin/staff'],
    ['/admin/catalogue', '/admin/catalogue/products'],
    ['/admin/catalogue/nowhere', '/admin/catalogue/products'],
    ['/admin/catalogue/products/new', '/admin/catalogue/products/new'],
    ['/admin/catalogue/fees', '/admin/catalogue/fees'],
  ])('%s shows %s', (path, page) => {
    expect(adminPageOf(path)).toBe(page);
  });
});
