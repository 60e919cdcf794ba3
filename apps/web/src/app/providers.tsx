import { MantineProvider } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { TOAST_DURATION_MS } from '../lib/toast.ts';
import { trpc, type TrpcClient } from '../lib/trpc.ts';
import { cssVariablesResolver, theme } from './theme.ts';

export interface ProvidersProps {
  queryClient: QueryClient;
  trpcClient: TrpcClient;
  children: ReactNode;
  /** 'test' turns off Mantine transitions and portals (component tests). */
  env?: 'default' | 'test';
}

// The toast container (and its transitions) loads after the first paint; toasts raised before
// it arrives wait in the notifications store and show as soon as it mounts.
const Notifications = lazy(async () => ({ default: (await import('@mantine/notifications')).Notifications }));

/** Everything a screen needs around it, except the router (the app and tests choose their own). */
export function Providers({ queryClient, trpcClient, children, env = 'default' }: ProvidersProps) {
  // Phones: on top, clear of the bottom bar. Larger screens: bottom right, clear of the header.
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" env={env}>
          <Suspense fallback={null}>
            <Notifications position={phone ? 'top-center' : 'bottom-right'} limit={1} autoClose={TOAST_DURATION_MS} zIndex={1000} />
          </Suspense>
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
