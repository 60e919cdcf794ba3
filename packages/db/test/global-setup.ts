import { setupTestDatabaseTemplate } from '../src/testing.ts';

export default setupTestDatabaseTemplate;
