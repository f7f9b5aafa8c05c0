/** Query keys of the credit feature (no schema imports: route loaders use them); the quota's: shared/report-access/. */
export const creditKeys = {
  all: ['credit'] as const,
  history: () => [...creditKeys.all, 'history'] as const,
  report: (taxNumber: string) => [...creditKeys.all, 'report', taxNumber] as const,
  details: (taxNumber: string) => [...creditKeys.all, 'details', taxNumber] as const,
  lastPeriods: () => [...creditKeys.all, 'last-periods'] as const,
  activity: (taxNumber: string) => [...creditKeys.all, 'activity', taxNumber] as const,
};
