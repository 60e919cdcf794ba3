/**
 * Answers whose JSON is kept with them. A large answer sent again and again unchanged (a plan the
 * memo remembers: 0.38 MB for the largest account the caps allow) is serialised once, on its first
 * send, instead of on every request: that serialisation ran on the event loop, where every other
 * request waited behind it. Only an answer that is never changed after it is marked may be marked.
 */
const marked = new WeakSet<object>();
const bytes = new WeakMap<object, Buffer>();

/** Keep the JSON of `answer` once it is first sent (the answer must never change afterwards). */
export function keepWireJson(answer: object): void {
  marked.add(answer);
}

/** The response body for an answer: its kept JSON bytes when it is marked, JSON.stringify otherwise. */
export function wireJson(body: unknown): string | Buffer {
  if (typeof body !== 'object' || body === null || !marked.has(body)) return JSON.stringify(body);
  let kept = bytes.get(body);
  if (kept === undefined) {
    kept = Buffer.from(JSON.stringify(body));
    bytes.set(body, kept);
  }
  return kept;
}
