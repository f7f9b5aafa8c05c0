import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import { buenosAiresDate, formatCuit } from '@tirr/domain';
import { hrefs } from '../../../shared/routing/paths';
import { useRecentReports } from '../api/credit-api';
import { useFormat } from '../../../shared/i18n/use-format';

/**
 * 'Recientes' (docs/product.md §2, §9): the 8 most recent reports, one card per tax id. Each is a link; `onOpen`
 * takes a plain click (a report of an earlier month may use a free report, ADR 0141).
 */
export function RecentReports({ onOpen }: { onOpen?: (taxNumber: string) => void }) {
  const { t } = useTranslation('credit');
  const fmt = useFormat();
  const recents = useRecentReports();

  return (
    <section aria-labelledby="recent-reports-title">
      <Typography id="recent-reports-title" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {t('search.recents')}
      </Typography>
      {recents.isPending ? (
        <Skeleton variant="rounded" height={96} />
      ) : recents.isError ? (
        <Alert severity="warning">{t('search.recentsError')}</Alert>
      ) : recents.data.length === 0 ? (
        <Typography color="text.secondary">{t('search.noRecents')}</Typography>
      ) : (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {recents.data.map((item) => {
            const Icon = item.type === 'legal' ? BusinessIcon : PersonIcon;
            return (
              <Grid key={item.taxNumber} size={{ xs: 12, sm: 6, md: 3 }} component="li">
                <Card variant="outlined" sx={{ height: '100%' }}>
                  <CardActionArea
                    component={RouterLink}
                    to={hrefs.profileReport(item.taxNumber)}
                    onClick={(event: MouseEvent) => {
                      if (!onOpen || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
                      event.preventDefault();
                      onOpen(item.taxNumber);
                    }}
                    sx={{ height: '100%' }}
                  >
                    <CardContent>
                      <Icon aria-hidden color="primary" />
                      <Typography sx={{ fontWeight: 600, mt: 1, overflowWrap: 'anywhere' }}>{item.name}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {formatCuit(item.taxNumber)} · {t(`search.personType.${item.type}`)}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {fmt.date(buenosAiresDate(new Date(item.createdAt)))}
                      </Typography>
                    </CardContent>
                  </CardActionArea>
                </Card>
              </Grid>
            );
          })}
        </Grid>
      )}
    </section>
  );
}
