import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../test/fixtures.ts';
import { ok } from '../test/fake-api.ts';
import { renderApp } from '../test/render.tsx';
import { isUpdateWaiting, SKIP_WAITING_MESSAGE, watchForUpdates } from './service-worker.ts';

// The browser's service worker objects, as far as the update prompt uses them.
class FakeWorker extends EventTarget {
  state = 'installing';
  messages: unknown[] = [];
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  become(state: string) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  /** A new version was found: it installs, then waits (an older one controls the page). */
  newVersion(): FakeWorker {
    const worker = new FakeWorker();
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    this.installing = null;
    this.waiting = worker;
    worker.become('installed');
    return worker;
  }
}

function fakeContainer(controlled: boolean) {
  const container = new EventTarget() as EventTarget & { controller: object | null };
  container.controller = controlled ? {} : null;
  return container;
}

const asRegistration = (r: FakeRegistration) => r as unknown as ServiceWorkerRegistration;
const asContainer = (c: EventTarget) => c as unknown as ServiceWorkerContainer;

describe('the update prompt', () => {
  it('is not offered for the first install (no older version controls the page)', () => {
    const registration = new FakeRegistration();
    watchForUpdates(asRegistration(registration), asContainer(fakeContainer(false)));
    registration.newVersion();
    expect(isUpdateWaiting()).toBe(false);
  });

  it('says a new version is ready; Reload lets the waiting worker take over, and the page reloads under it', async () => {
    const { user } = renderApp(<p>Screen</p>, { api: { 'auth.me': () => ok({ user: makeUser() }) } });
    expect(screen.queryByText('A new version of Paydown is ready')).not.toBeInTheDocument();

    const registration = new FakeRegistration();
    const container = fakeContainer(true);
    watchForUpdates(asRegistration(registration), asContainer(container));
    const worker = registration.newVersion();
    expect(await screen.findByText('A new version of Paydown is ready')).toBeInTheDocument();

    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(worker.messages).toEqual([SKIP_WAITING_MESSAGE]);
    // The page reloads once the new worker has taken over, not before.
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('can be closed, and the page goes on with the version it runs', async () => {
    // The new version found in the test above still waits.
    const { user } = renderApp(<p>Screen</p>, { api: { 'auth.me': () => ok({ user: makeUser() }) } });
    expect(await screen.findByText('A new version of Paydown is ready')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('A new version of Paydown is ready')).not.toBeInTheDocument();
  });
});
