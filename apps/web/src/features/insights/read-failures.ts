/** Spec section 8, "AI reads" and "Dashboard load". */
export const READ_FAILURES = {
  schedule: 'Failed to fetch AI payment schedule',
  insights: 'Failed to fetch insights',
  potential: 'Failed to fetch potential score',
  learning: 'Failed to fetch AI learning progress',
  dashboard: 'Failed to load dashboard data',
  suggestions: 'Failed to load AI suggestions',
} as const;
