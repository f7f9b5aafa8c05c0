/**
 * Query keys of the free reports' quota (no schema imports: the report's route loader uses them). They keep the
 * credit area's prefix: a report and a cheque analysis answer the same questions about the same quota.
 */
export const reportAccessKeys = {
  availables: () => ['credit', 'availables'] as const,
  consulted: (taxNumber: string) => ['credit', 'consulted', taxNumber] as const,
};
