import { fileURLToPath } from 'node:url';

/** Rendered illustrations, committed with the server and served under /uploads. */
export const uploadsDir = fileURLToPath(new URL('./uploads', import.meta.url));
