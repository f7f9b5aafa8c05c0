import Grid from '@mui/material/Grid';
import type { CreditReport } from '@tirr/contracts';
import { ActivitySection } from './activity-report';
import { DebtEvolution } from './debt-evolution';
import { EntitySelection } from './entity-debts';
import { RejectedChecks } from './rejected-checks';
import { SituacionGridSection } from './situacion-grid';

export { ReportTour } from './report-tour';

/**
 * The report's sections below its first screen (the 24-month situación grid, debt evolution, entities, rejected cheques, activity),
 * in their own chunk: the page loads and renders them right after the header and the first cards have
 * painted, so their code (tables, pagination, the entity picker) is not on the way to that paint (ADR 0099).
 */
export function BelowTheFold({
  report,
  entity,
  onEntityChange,
}: {
  report: CreditReport;
  entity: string | null;
  onEntityChange: (entity: string | null) => void;
}) {
  return (
    <>
      <Grid size={12}>
        <SituacionGridSection report={report} />
      </Grid>
      <Grid size={12}>
        <DebtEvolution report={report} entity={entity} />
      </Grid>
      <Grid size={12}>
        <EntitySelection report={report} entity={entity} onChange={onEntityChange} />
      </Grid>
      <Grid size={12}>
        <RejectedChecks cheques={report.cheques} entity={entity} />
      </Grid>
      <Grid size={12}>
        <ActivitySection taxNumber={report.taxNumber} />
      </Grid>
    </>
  );
}
