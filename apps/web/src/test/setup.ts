import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetNotificationCache } from '../features/notifications/store.ts';

// Lazy-loaded screens are compiled on first use in tests; give them time.
configure({ asyncUtilTimeout: 5000 });

// What Mantine needs from a browser that happy-dom does not provide.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: vi.fn().mockImplementation((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
globalThis.ResizeObserver ??= window.ResizeObserver;

Element.prototype.scrollIntoView ??= function scrollIntoView() {};

// happy-dom has no layout, so Recharts measures its container as 0 × 0 and says so on every render.
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith('The width(0) and height(0) of chart')) return;
  warn(...args);
};

// Invalid HTML nesting (a <div> inside a <p>…) renders differently in a browser than React
// expects, and React only warns about it: such a warning fails the test that caused it. Recorded
// here and thrown after the test, since throwing inside React's own warning would break its render.
const NESTING_WARNING = /In HTML, |validateDOMNesting|cannot be a descendant of|cannot contain a nested|cannot be a child of/;
const nestingWarnings: string[] = [];
const error = console.error.bind(console);
console.error = (...args: unknown[]) => {
  // React passes a format string and its values: fill them in, so the failure names the tags.
  let next = 1;
  const text = String(args[0]).replace(/%s/g, () => String(args[next++]));
  if (NESTING_WARNING.test(text)) nestingWarnings.push(text.split('\n', 1)[0] ?? text);
  error(...args);
};

// Autosizing textareas listen for web fonts loading.
if (!('fonts' in document) || !document.fonts) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
  });
}

afterEach(() => {
  cleanup();
  notifications.clean();
  window.localStorage.clear();
  resetNotificationCache();
  vi.useRealTimers();
  const nesting = nestingWarnings.splice(0);
  if (nesting.length > 0) throw new Error(`React warned about invalid HTML nesting:\n${[...new Set(nesting)].join('\n')}`);
});
