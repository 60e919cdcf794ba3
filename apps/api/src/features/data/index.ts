// The data feature's public file: what the rest of the app may use of it (its CSV downloads are plain routes).
export { dataRouter } from './router.ts';
export { dataRoutesOpenApi, registerDataRoutes } from './routes.ts';
