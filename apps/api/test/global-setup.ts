import { setupTestDatabaseTemplate } from '@paydown/db/testing';

export default setupTestDatabaseTemplate;
