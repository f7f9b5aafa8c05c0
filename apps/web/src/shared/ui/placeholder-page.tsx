import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ConstructionIcon from '@mui/icons-material/ConstructionOutlined';
import { PageHeader } from './page-header';

/** A screen whose feature comes in a later issue: its spec title inside the shell. */
export function PlaceholderPage({ title, subtitle }: { title: string; subtitle?: string }) {
  const { t } = useTranslation('common');
  return (
    <>
      <PageHeader title={title} {...(subtitle ? { subtitle } : {})} />
      <Paper
        variant="outlined"
        sx={{ p: 3, display: 'flex', gap: 2, alignItems: 'center', color: 'text.secondary', borderStyle: 'dashed' }}
      >
        <ConstructionIcon aria-hidden />
        <Typography>{t('comingSoon')}</Typography>
      </Paper>
    </>
  );
}
