// The AI feature's public file: what the rest of the app may use of it (the bench times generate alone).
export { aiRouter } from './router.ts';
export { engineOptions, generate, loadFacts } from './service.ts';
