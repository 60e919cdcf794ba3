// The whole domain in one import. Each concept folder is also its own subpath
// (`@paydown/domain/plan`, `@paydown/domain/money`, ...), for code that needs one part only.
export * from './money/index.ts';
export * from './dates/index.ts';
export * from './debt/index.ts';
export * from './income/index.ts';
export * from './card/index.ts';
export * from './plan/index.ts';
export * from './offers/index.ts';
export * from './progress/index.ts';
export * from './views/index.ts';
export * from './account/index.ts';
export * from './ai/index.ts';
export * from './data/index.ts';
export * from './statements/index.ts';
export * from './schemas/index.ts';
