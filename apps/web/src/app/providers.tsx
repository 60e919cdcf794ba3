import { MantineProvider } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { isUpdateWaiting, subscribeUpdateWaiting } from '../lib/service-worker.ts';
import { subscribeToastRaised, TOAST_DURATION_MS, wasToastRaised } from '../lib/toast.ts';
import { trpc, type TrpcClient } from '../lib/trpc.ts';
import { cssVariablesResolver, theme } from './theme.ts';
import toastClasses from './toasts.module.css';

export interface ProvidersProps {
  queryClient: QueryClient;
  trpcClient: TrpcClient;
  children: ReactNode;
  /** 'test' turns off Mantine transitions and portals (component tests). */
  env?: 'default' | 'test';
}

// The toast container (and its transitions) loads with the first toast; the toast waits in the
// notifications store and shows as soon as the container mounts.
// The update prompt's code loads only once a new version waits.
const UpdatePrompt = lazy(async () => ({ default: (await import('../components/UpdatePrompt.tsx')).UpdatePrompt }));
const Notifications = lazy(async () => ({ default: (await import('@mantine/notifications')).Notifications }));

/** Everything a screen needs around it, except the router (the app and tests choose their own). */
export function Providers({ queryClient, trpcClient, children, env = 'default' }: ProvidersProps) {
  // Phones: at the bottom, just above the bottom bar (toasts.module.css), clear of the actions at
  // the top of each screen. Larger screens: bottom right, clear of the header and those actions.
  const phone = useMediaQuery('(max-width: 48em)');
  const toasts = useSyncExternalStore(subscribeToastRaised, wasToastRaised);
  const updateWaiting = useSyncExternalStore(subscribeUpdateWaiting, isUpdateWaiting);
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" env={env}>
          {toasts && (
            <Suspense fallback={null}>
              <Notifications
                position={phone ? 'bottom-center' : 'bottom-right'}
                classNames={{ root: toastClasses.root }}
                limit={1}
                autoClose={TOAST_DURATION_MS}
                zIndex={1000}
              />
            </Suspense>
          )}
          {updateWaiting && (
            <Suspense fallback={null}>
              <UpdatePrompt />
            </Suspense>
          )}
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
