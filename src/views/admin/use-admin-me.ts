import { createContext, useContext } from 'react';
import type { AdminMe } from '../../domain/admin';

/** The staff member using the back office, given by the gate to every section (their uid keys the cached answers). */
export const AdminMeContext = createContext<AdminMe | null>(null);

export function useAdminMe(): AdminMe {
  const me = useContext(AdminMeContext);
  if (!me) throw new Error('useAdminMe is used outside the back office gate.');
  return me;
}
