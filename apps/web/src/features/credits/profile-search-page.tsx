import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TaxIdSearch } from '../../shared/profile-search/tax-id-search';
import { hrefs } from '../../shared/routing/paths';
import { BackButton } from './components/back-button';
import { RecentReports } from './components/recent-reports';

/** 'Buscar perfil' (spec §2): back arrow, the DNI/CUIT search with 'Reporte de {name}', 'Recientes'. */
export function ProfileSearchPage() {
  const { t } = useTranslation('credits');
  const navigate = useNavigate();
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <BackButton />
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', sm: '2rem' } }}>
          {t('search.title')}
        </Typography>
      </Stack>
      <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
        <TaxIdSearch
          mode="report"
          autoFocus
          onAction={(identity) => void navigate(hrefs.profileReport(identity.taxId))}
        />
      </Paper>
      <RecentReports />
    </Stack>
  );
}
