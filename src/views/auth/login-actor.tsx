import { createActorContext } from '@xstate/react';
import { loginLogic } from '../../services/auth-login';

/**
 * The login flow's actor lives in the auth layout, so it — and the SMS confirmation it holds — survives
 * the move from /auth/login to /auth/login/verify and on to /auth/register.
 */
export const LoginActor = createActorContext(loginLogic);
