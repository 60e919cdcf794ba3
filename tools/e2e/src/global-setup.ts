import { buildWeb } from './app-process.ts';

export default function setup(): void {
  buildWeb();
}
