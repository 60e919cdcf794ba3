import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createAppRoutes } from './app/routes.tsx';
import { keepOfflineData, restoreOfflineData } from './lib/offline-data.ts';
import { isOnline, startFromBrowserOnlineState } from './lib/online.ts';
import { registerServiceWorkerAfterLoad } from './lib/service-worker.ts';
import { createTrpcClient } from './lib/trpc.ts';

startFromBrowserOnlineState();
const queryClient = createQueryClient();
// Opened offline: the last figures this user saw, before the first read (lib/offline-data.ts).
restoreOfflineData(queryClient, isOnline());
keepOfflineData(queryClient);
const trpcClient = createTrpcClient();
// Creating the router starts the opening route's loaders and code at once, before React's first
// render: the session check and the screen's first reads leave together in one batched request,
// alongside the screen's chunks.
const router = createBrowserRouter(createAppRoutes({ queryClient, trpcClient }));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <Providers queryClient={queryClient} trpcClient={trpcClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);

registerServiceWorkerAfterLoad();
