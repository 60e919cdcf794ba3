import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { startOpeningReads } from './app/opening-reads.ts';
import { preloadRoute } from './app/route-chunks.ts';
import { AppRoutes } from './app/routes.tsx';
import { createTrpcClient } from './lib/trpc.ts';

// The screen's code starts loading now, alongside the session check, not after it.
preloadRoute(window.location.pathname, { withCharts: false });

const queryClient = createQueryClient();
const trpcClient = createTrpcClient();
// And its first reads, with the session check, in one request before React's first render.
void startOpeningReads(window.location.pathname, queryClient, trpcClient);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <Providers queryClient={queryClient} trpcClient={trpcClient}>
        <AppRoutes />
      </Providers>
    </BrowserRouter>
  </StrictMode>,
);
