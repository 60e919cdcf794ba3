// Export and import: the JSON and CSV exports (the CSVs are plain routes) and the debt import.
// The feature's public file: the rest of the app uses only what it exports.
export { dataRouter } from './router.ts';
export { dataRoutesOpenApi, registerDataRoutes } from './routes.ts';
