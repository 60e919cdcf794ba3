// The dashboard's wording from spec sections 4 and 9. These mirror trialBannerTitle and
// cashFlowLabel of @paydown/domain (labels.test.ts pins them together): importing the domain's
// barrel at runtime would pull zod and every schema (~45 kB gzip) into the dashboard's chunk.

/** expired 'Free Trial Expired'; urgent 'Trial Ending Soon'; anything else 'Free Trial Active'. */
export function trialBannerTitle(type: string): string {
  if (type === 'expired') return 'Free Trial Expired';
  if (type === 'urgent') return 'Trial Ending Soon';
  return 'Free Trial Active';
}

/** 'Good Cash Flow', 'Tight Cash Flow', 'Insufficient Cash Flow'; anything else 'Unknown Status'. */
export function cashFlowLabel(status: string | null | undefined): string {
  switch (status) {
    case 'sufficient':
      return 'Good Cash Flow';
    case 'tight':
      return 'Tight Cash Flow';
    case 'insufficient':
      return 'Insufficient Cash Flow';
    default:
      return 'Unknown Status';
  }
}
