// The "how is this calculated" sentences are the glossary's: docs/money-math.md lists each one
// word for word (its "What the screens say" list), so the screens and the documentation cannot drift.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HELP } from './help.ts';

// Vitest runs the web suites from apps/web (import.meta.url is not a file URL under jsdom).
const doc = readFileSync(resolve(process.cwd(), '../../docs/money-math.md'), 'utf8');
const glossary = doc.slice(doc.indexOf('### Glossary'));

describe('help sentences', () => {
  it.each(Object.entries(HELP))('%s is written in docs/money-math.md’s glossary as the screens show it', (_key, sentence) => {
    expect(glossary).toContain(sentence);
  });
});
