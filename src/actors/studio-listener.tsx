import { useEffect } from 'react';
import { RootActor } from './root-actor';
import { listenForStudio } from './listen-for-studio';

/** Lets an open flow studio (/flows) watch the root actor of this tab; renders nothing. */
export function StudioListener() {
  const root = RootActor.useActorRef();
  useEffect(() => listenForStudio(root), [root]);
  return null;
}
