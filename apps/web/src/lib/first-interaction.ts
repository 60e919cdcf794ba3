/** What a visitor does first on purpose: a key or a tap (not a focus, which a page can move by itself). */
const EVENTS = ['keydown', 'pointerdown'] as const;

/**
 * Calls `start` once, at the visitor's first key press or tap anywhere on the page, so code the page
 * needs only once it is used (a form's checks, the next screen) is not downloaded by a visitor who
 * only looks. Returns a function that stops waiting.
 */
export function onFirstInteraction(start: () => void): () => void {
  const stop = () => EVENTS.forEach((type) => window.removeEventListener(type, handle, { capture: true }));
  function handle() {
    stop();
    start();
  }
  EVENTS.forEach((type) => window.addEventListener(type, handle, { capture: true, passive: true }));
  return stop;
}
