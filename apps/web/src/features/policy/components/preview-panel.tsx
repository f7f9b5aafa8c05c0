import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCuit } from '@tirr/domain';
import { useFormat } from '../../../shared/i18n/use-format';
import { explanationsText } from '../../../shared/policy/explanation-text';
import { OutcomeChip } from '../../../shared/policy/outcome-chip';
import { ResponsiveTable, type ResponsiveColumn } from '../../../shared/ui/responsive-table';
import type { PolicyPreview, PreviewItem, PreviewState } from '../api/policy-api';
import { PolicySection } from './policy-section';

/** 'Con esta política: 12 aprobados, 3 observados, 2 rechazados' (each count with its plural). */
export function PreviewSummary({ counts }: { counts: PolicyPreview['counts'] }) {
  const { t } = useTranslation('policy');
  return (
    <Typography sx={{ fontWeight: 700 }} data-testid="preview-summary">
      {t('preview.summary', {
        approved: t('preview.approved', { count: counts.APROBAR }),
        watched: t('preview.watched', { count: counts.OBSERVAR }),
        rejected: t('preview.rejected', { count: counts.RECHAZAR }),
      })}
    </Typography>
  );
}

function PreviewList({ preview }: { preview: PolicyPreview }) {
  const { t } = useTranslation('policy');
  const fmt = useFormat();
  const columns: ResponsiveColumn<PreviewItem>[] = [
    { key: 'name', label: t('preview.columns.name'), render: (item) => item.name },
    {
      key: 'taxId',
      label: t('preview.columns.taxId'),
      render: (item) => formatCuit(item.taxNumber),
      cellSx: { whiteSpace: 'nowrap' },
    },
    {
      key: 'decision',
      label: t('preview.columns.decision'),
      render: (item) => <OutcomeChip outcome={item.decision} />,
    },
    {
      key: 'reason',
      label: t('preview.columns.reason'),
      render: ({ reasons: [first] }) =>
        first ? (
          <>
            {first.reason}
            <Typography variant="caption" component="div" color="text.secondary">
              {explanationsText(t, fmt, first.explanation)}
            </Typography>
          </>
        ) : (
          t('preview.noReason')
        ),
    },
  ];
  return (
    <ResponsiveTable
      label={t('preview.list')}
      columns={columns}
      rows={preview.items}
      rowKey={(item) => item.profileId}
      rowAttributes={(item) => ({ 'data-testid': `preview-row-${item.taxNumber}`, 'data-decision': item.decision })}
      empty={<Typography color="text.secondary">{t('preview.empty')}</Typography>}
    />
  );
}

/**
 * The draft applied to Mis Perfiles as it is edited: the counts by decision, each profile with its decision and first
 * reason, and how many profiles have no stored facts yet. While the draft has problems the last answer stays, dimmed.
 */
export function PreviewPanel({ state, paused }: { state: PreviewState; paused: boolean }) {
  const { t } = useTranslation('policy');
  const preview = state.status === 'done' ? state.preview : state.status === 'idle' ? null : state.last;
  const loading = state.status === 'loading' && !paused;
  return (
    <PolicySection title={t('preview.title')} hint={t('preview.hint')} testId="policy-preview">
      <Stack spacing={1.5} role="status" aria-live="polite" aria-busy={loading}>
        {loading ? <LinearProgress aria-label={t('preview.loading')} /> : null}
        {paused ? <Alert severity="info">{t('preview.paused')}</Alert> : null}
        {state.status === 'failed' && !paused ? <Alert severity="warning">{t('preview.failed')}</Alert> : null}
        {preview ? (
          <Stack spacing={1.5} sx={{ opacity: paused || loading ? 0.6 : 1 }}>
            <PreviewSummary counts={preview.counts} />
            {preview.missingFacts > 0 ? (
              <Typography variant="body2" color="text.secondary" data-testid="preview-missing">
                {t('preview.missing', { count: preview.missingFacts })}
              </Typography>
            ) : null}
            <PreviewList preview={preview} />
          </Stack>
        ) : state.status === 'loading' || (state.status === 'idle' && !paused) ? (
          <Typography color="text.secondary">{t('preview.loading')}</Typography>
        ) : null}
      </Stack>
    </PolicySection>
  );
}
