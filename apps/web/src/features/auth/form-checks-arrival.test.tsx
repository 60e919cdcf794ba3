import { screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { AppRoutes } from '../../app/routes.tsx';
import { fail } from '../../test/fake-api.ts';
import { errorUnder } from '../../test/queries.ts';
import { renderApp } from '../../test/render.tsx';

// Its own file: the form checks (the shared schemas) are loaded once per page, and here they must
// not be loaded yet when the sign-in page shows. They are asked for at the visitor's first key or
// tap, so a quick visitor can leave a field before they arrive.

it('checks a field the visitor left before the form checks arrived, once they arrive', async () => {
  const { user, api } = renderApp(<AppRoutes />, {
    route: '/auth',
    api: { 'auth.me': () => fail('UNAUTHORIZED', 'You are not signed in.') },
  });
  const username = await screen.findByLabelText(/^Username/);
  await user.click(username);
  await user.tab();
  // Compiling the schemas the first time takes seconds on a loaded machine.
  await waitFor(() => expect(errorUnder(username)).toBe('Username is required'), { timeout: 30_000 });
  // The field being typed in is not checked by their arrival.
  expect(errorUnder(screen.getByLabelText(/^Password/))).toBeNull();
  expect(api.callsTo('auth.login')).toHaveLength(0);
}, 60_000);
