// The demo project id: the `demo-` prefix keeps the emulator from ever reaching a real project.
export const projectId = 'demo-baobab';
