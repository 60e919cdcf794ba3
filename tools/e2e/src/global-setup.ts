import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildWeb } from './app-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The web app built for this run (startApp serves it). */
    webDistDir: string;
  }
}

export default function setup(project: TestProject): () => void {
  const dir = buildWeb();
  project.provide('webDistDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
