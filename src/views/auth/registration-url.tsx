import { useMachineUrl } from '../../actors/use-machine-url';
import { authPaths } from '../../actors/auth-paths';

/**
 * Mounted while the session machine is in signedIn.noProfile: that state shows /auth/register, from any
 * page of the shop (replacing it), through the one URL↔machine sync.
 */
export default function RegistrationUrl() {
  useMachineUrl<never>({
    route: authPaths.register,
    owns: (path) => !path.startsWith('/auth'),
    arrivalAt: () => null,
    send: () => undefined,
    replace: true,
  });
  return null;
}
