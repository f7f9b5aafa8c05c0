import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import CalculateIcon from '@mui/icons-material/CalculateOutlined';
import PersonSearchIcon from '@mui/icons-material/PersonSearchOutlined';
import SchoolIcon from '@mui/icons-material/SchoolOutlined';
import { useSession } from '../../shared/auth/session';
import { PATHS } from '../../shared/routing/paths';
import { PageHeader } from '../../shared/ui/page-header';

const SHORTCUTS = [
  { key: 'search', to: PATHS.profileSearch, icon: PersonSearchIcon, color: 'primary.main' },
  { key: 'simulators', to: PATHS.simulators, icon: CalculateIcon, color: 'secondary.main' },
  { key: 'academy', to: PATHS.courses, icon: SchoolIcon, color: 'warning.main' },
] as const;

export function HomePage() {
  const { t } = useTranslation('home');
  const { user } = useSession();
  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={user?.name ? t('greeting', { name: user.name }) : t('greetingAnonymous')}
      />
      <Grid container spacing={2}>
        {SHORTCUTS.map(({ key, to, icon: Icon, color }) => (
          <Grid key={key} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={to} sx={{ height: '100%', p: 1 }}>
                <CardContent>
                  <Icon aria-hidden sx={{ fontSize: 40, color }} />
                  <Typography variant="h6" component="h2" sx={{ mt: 1, fontWeight: 700 }}>
                    {t(`shortcuts.${key}.title`)}
                  </Typography>
                  <Typography color="text.secondary">{t(`shortcuts.${key}.text`)}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
}
