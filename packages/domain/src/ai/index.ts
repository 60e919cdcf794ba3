export * from './facts.ts';
export * from './scores.ts';
export * from './wording.ts';
export * from './engine.ts';
export * from './insights.ts';
export * from './schedule.ts';
export * from './learning.ts';
export * from './apply-preview.ts';
