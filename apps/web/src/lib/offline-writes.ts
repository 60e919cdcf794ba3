/** What a write attempted without a connection says, in a toast or beside the form. */
export const OFFLINE_WRITE_TITLE = 'You are offline';
export const OFFLINE_WRITE_MESSAGE = 'Changes cannot be saved while offline. Reconnect and try again.';

/**
 * Thrown by the API client for a write while the browser is offline, before anything is sent: a
 * write is refused then, never queued to run later against figures the user can no longer see.
 */
export class OfflineWriteRefused extends Error {
  constructor() {
    super(OFFLINE_WRITE_MESSAGE);
    this.name = 'OfflineWriteRefused';
  }
}
