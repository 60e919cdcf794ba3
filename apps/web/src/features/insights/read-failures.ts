/** What each read shows when it fails, word for word as docs/product.md section 8 lists them. */
export const READ_FAILURES = {
  schedule: 'Failed to fetch AI payment schedule',
  insights: 'Failed to fetch insights',
  potential: 'Failed to fetch potential score',
  learning: 'Failed to fetch AI learning progress',
  dashboard: 'Failed to load dashboard data',
  suggestions: 'Failed to load AI suggestions',
} as const;
