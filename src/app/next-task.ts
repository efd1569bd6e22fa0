/** Resolves in a later task: the browser may paint and handle input between what comes before and after. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
