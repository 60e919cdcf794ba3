// Setup file of every test worker: see property-seed.ts.
import { configureFastCheck } from './property-seed.ts';

configureFastCheck();
