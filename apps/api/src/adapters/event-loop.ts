/**
 * Resolves on a later turn of the event loop, once the requests already waiting there have had
 * theirs. A large account's plan read is several steps of main-thread work in a row (its ledger
 * rows converted, the input turned into the memo's key, the answer sent); yielding between them
 * keeps each step a slice another user's request can run between, instead of one long block.
 */
export function letWaitingRequestsRun(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
