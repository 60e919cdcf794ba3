// The worker's entry when the server runs from TypeScript sources (tests, `tsx watch`): a worker
// thread starts without the parent's TypeScript loader, so it registers tsx before loading worker.ts.
import { register } from 'tsx/esm/api';

register();
const { default: handle } = await import('./worker.ts');
export default handle;
