/** Query keys of the credit feature (no schema imports: route loaders use them). */
export const creditKeys = {
  all: ['credit'] as const,
  history: () => [...creditKeys.all, 'history'] as const,
  availables: () => [...creditKeys.all, 'availables'] as const,
  consulted: (taxNumber: string) => [...creditKeys.all, 'consulted', taxNumber] as const,
  report: (taxNumber: string) => [...creditKeys.all, 'report', taxNumber] as const,
  details: (taxNumber: string) => [...creditKeys.all, 'details', taxNumber] as const,
  lastPeriods: () => [...creditKeys.all, 'last-periods'] as const,
  activity: (taxNumber: string) => [...creditKeys.all, 'activity', taxNumber] as const,
};
