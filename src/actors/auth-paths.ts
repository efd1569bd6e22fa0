/**
 * The pages of the sign-in flow (spec §2), absolute: the checkout's actor sends the shopper there, views link
 * there. Apart from src/views/auth/login-route.ts (the login machine's projection), so the header's sign-in link
 * does not bring that code into the first load of /.
 */
export const authPaths = {
  login: '/auth/login',
  verify: '/auth/login/verify',
  register: '/auth/register',
} as const;

/** The sign-in page, coming back to `returnTo` once signed in (see src/domain/return-path.ts). */
export const loginPathFor = (returnTo: string) => `${authPaths.login}?returnTo=${encodeURIComponent(returnTo)}`;
