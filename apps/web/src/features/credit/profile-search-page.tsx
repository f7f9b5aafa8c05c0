import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from '../../shared/auth/session';
import { TaxIdSearch } from '../../shared/profile-search/tax-id-search';
import { EmailNotVerified } from '../../shared/report-access/email-not-verified';
import { QuotaRemaining } from '../../shared/report-access/quota-remaining';
import { BackButton } from './components/back-button';
import { RecentReports } from './components/recent-reports';
import { useOpenReport } from './components/use-open-report';

/**
 * 'Buscar perfil' (docs/product.md §2): back arrow, the free reports left, the DNI/CUIT search with 'Reporte de
 * {name}', 'Recientes'; a report that would use a free report asks first (ADR 0141).
 */
export function ProfileSearchPage() {
  const { t } = useTranslation('credit');
  const { user } = useSession();
  const report = useOpenReport();
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <BackButton />
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', sm: '2rem' } }}>
          {t('search.title')}
        </Typography>
      </Stack>
      <QuotaRemaining />
      {/* Reports need a confirmed email (ADR 0106): said before the search, not only after it. */}
      {user && !user.email_verified ? <EmailNotVerified /> : null}
      <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
        {/* Not focused on arrival: the heading and the email warning come first for a screen reader (ADR 0130). */}
        <TaxIdSearch mode="report" onAction={(identity) => report.open(identity.taxId)} />
      </Paper>
      <RecentReports onOpen={(taxNumber) => void report.open(taxNumber)} />
      {report.dialog}
    </Stack>
  );
}
