import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import AccountBalanceIcon from '@mui/icons-material/AccountBalanceOutlined';
import AssessmentIcon from '@mui/icons-material/AssessmentOutlined';
import SchoolIcon from '@mui/icons-material/SchoolOutlined';
import { useSession } from '../../shared/auth/session';
import { PATHS } from '../../shared/routing/paths';
import { PageHeader } from '../../shared/ui/page-header';

/** docs/product.md §2 Welcome: three cards; choosing one stores firstTimeTutorial = true, then navigates. */
const CARDS = [
  { key: 'assets', to: PATHS.assets, icon: AccountBalanceIcon, color: 'secondary.main' },
  { key: 'credits', to: PATHS.credits, icon: AssessmentIcon, color: 'primary.main' },
  { key: 'academy', to: PATHS.academy, icon: SchoolIcon, color: 'warning.main' },
] as const;

export function WelcomePage() {
  const { t } = useTranslation('welcome');
  const { user, updateInfo, acknowledgeFirstAccess } = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    acknowledgeFirstAccess();
  }, [acknowledgeFirstAccess]);

  const choose = async (key: string, to: string) => {
    if (busy) return;
    setBusy(key);
    await updateInfo({ firstTimeTutorial: true });
    void navigate(to);
  };

  return (
    <>
      <PageHeader title={user?.name ? t('greeting', { name: user.name }) : t('title')} subtitle={t('subtitle')} />
      <Grid container spacing={3}>
        {CARDS.map(({ key, to, icon: Icon, color }) => (
          <Grid key={key} size={{ xs: 12, md: 4 }}>
            <Card sx={{ height: '100%' }}>
              <CardActionArea
                onClick={() => void choose(key, to)}
                disabled={busy !== null}
                aria-busy={busy === key}
                sx={{ height: '100%', p: 2 }}
              >
                <CardContent>
                  <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
                    <Icon aria-hidden sx={{ fontSize: 48, color }} />
                    {busy === key ? <CircularProgress size={24} aria-hidden /> : null}
                  </Box>
                  <Typography variant="h5" component="h2" sx={{ mt: 2, fontWeight: 700 }}>
                    {t(`cards.${key}.title`)}
                  </Typography>
                  <Typography color="text.secondary" sx={{ mt: 1 }}>
                    {t(`cards.${key}.text`)}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
}
