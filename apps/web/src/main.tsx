import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createAppRoutes } from './app/routes.tsx';
import { createTrpcClient } from './lib/trpc.ts';

const queryClient = createQueryClient();
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
