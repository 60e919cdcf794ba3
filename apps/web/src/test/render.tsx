import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { Providers } from '../app/providers.tsx';
import { AppRoutes, type AppRoutesProps } from '../app/routes.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { createTrpcClient } from '../lib/trpc.ts';
import { fakeApi, type FakeApi, type Handlers } from './fake-api.ts';

export interface RenderOptions {
  /** Where the router starts, e.g. '/auth?tab=signup'. */
  route?: string;
  /** Canned answers per procedure ('auth.me', ...), or a prepared fake API. */
  api?: Handlers | FakeApi;
  /** A cache filled beforehand (e.g. by the app's opening reads); a new one by default. */
  queryClient?: QueryClient;
  /** Mantine's transitions as in the browser (off by default: components appear at once). */
  transitions?: boolean;
}

export interface RenderAppResult extends RenderResult {
  user: UserEvent;
  api: FakeApi;
  queryClient: QueryClient;
  /** The router's current location (path + search), as the app sees it. */
  location: () => string;
}

const isFakeApi = (value: Handlers | FakeApi): value is FakeApi =>
  typeof (value as FakeApi).fetch === 'function' && Array.isArray((value as FakeApi).calls);

const isAppRoutes = (ui: ReactElement): ui is ReactElement<AppRoutesProps> => isValidElement(ui) && ui.type === AppRoutes;

/**
 * Renders `ui` inside the real providers (Mantine, react-query, tRPC) and a memory router.
 * Only the network is fake: the tRPC client sends its requests to `api`. `<AppRoutes />` is the
 * whole app: it brings its own (data) router, with its loaders, opened at `route`.
 */
export function renderApp(
  ui: ReactElement,
  { route = '/', api = {}, queryClient = createQueryClient(), transitions = false }: RenderOptions = {},
): RenderAppResult {
  const fake = isFakeApi(api) ? api : fakeApi(api);
  const trpcClient = createTrpcClient({ url: 'http://localhost/trpc', fetch: fake.fetch });
  const current = { value: route };

  function LocationProbe() {
    const location = useLocation();
    current.value = `${location.pathname}${location.search}`;
    return null;
  }

  const app = isAppRoutes(ui);

  // A wrapper (not a wrapping element) so `rerender` keeps the providers and the router.
  function Wrapper({ children }: { children: ReactNode }) {
    const providers = (
      <Providers queryClient={queryClient} trpcClient={trpcClient} env={transitions ? 'default' : 'test'}>
        {children}
        {!app && <LocationProbe />}
      </Providers>
    );
    return app ? providers : <MemoryRouter initialEntries={[route]}>{providers}</MemoryRouter>;
  }

  const shown = app
    ? cloneElement(ui, {
        initialEntries: [route],
        onLocationChange: (location: string) => {
          current.value = location;
        },
      })
    : ui;
  const result = render(shown, { wrapper: Wrapper });

  return {
    ...result,
    user: userEvent.setup(),
    api: fake,
    queryClient,
    location: () => current.value,
  };
}
