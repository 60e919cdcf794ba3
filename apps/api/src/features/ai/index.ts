// Suggestions and insight scores from the current figures (the bench times generate alone).
// The feature's public file: the rest of the app uses only what it exports.
export { aiRouter } from './router.ts';
export { engineOptions, generate, loadFacts } from './service.ts';
