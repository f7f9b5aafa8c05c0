import type { ComponentType } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLongOutlined';
import SchoolIcon from '@mui/icons-material/SchoolOutlined';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import { presetAcademyFilter } from '../../shared/academy/academy-filter';
import { PATHS } from '../../shared/routing/paths';
import { PageHeader } from '../../shared/ui/page-header';

/** 'Cursos sobre mercado de capitales' (docs/product.md §2): tags capitales and finanzas. */
export const CAPITAL_MARKET_FILTER = { categories: [], tags: ['capitales', 'finanzas'] };

interface LandingCard {
  key: 'checks' | 'analysis' | 'pagares' | 'facturas' | 'fci' | 'courses';
  icon: ComponentType<SvgIconProps>;
  color: string;
  to: string;
  isNew?: boolean;
}

const CARDS: readonly LandingCard[] = [
  { key: 'checks', icon: PaymentsIcon, color: 'primary.main', to: PATHS.checks },
  { key: 'analysis', icon: FactCheckIcon, color: 'error.main', to: PATHS.chequeAnalysis, isNew: true },
  { key: 'pagares', icon: DescriptionIcon, color: 'secondary.main', to: PATHS.pagares, isNew: true },
  { key: 'facturas', icon: ReceiptLongIcon, color: 'info.main', to: PATHS.facturas, isNew: true },
  { key: 'fci', icon: ShowChartIcon, color: 'success.main', to: PATHS.fci },
  { key: 'courses', icon: SchoolIcon, color: 'warning.main', to: PATHS.academy },
];

/** /assets and /assets/simulators: 'Inversión y Financiamiento' with its six cards. */
export function SimulatorsLandingPage() {
  const { t } = useTranslation('simulators');
  const navigate = useNavigate();
  const openCourses = () => {
    presetAcademyFilter(CAPITAL_MARKET_FILTER);
    void navigate(PATHS.academy);
  };
  return (
    <>
      <PageHeader title={t('landing.title')} subtitle={t('landing.subtitle')} />
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {CARDS.map(({ key, icon: Icon, color, to, isNew }) => {
          const content = (
            <CardContent>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
                <Icon aria-hidden sx={{ fontSize: 40, color }} />
                {isNew ? <Chip size="small" color="secondary" label={t('landing.new')} /> : null}
              </Stack>
              <Typography variant="h6" component="h2" sx={{ mt: 1, fontWeight: 700 }}>
                {t(`landing.cards.${key}.title`)}
              </Typography>
              <Typography color="text.secondary">{t(`landing.cards.${key}.text`)}</Typography>
            </CardContent>
          );
          return (
            <Grid key={key} size={{ xs: 12, sm: 6, md: 4 }} component="li">
              <Card sx={{ height: '100%' }} data-testid={`simulator-card-${key}`}>
                {key === 'courses' ? (
                  <CardActionArea onClick={openCourses} sx={{ height: '100%', p: 1 }}>
                    {content}
                  </CardActionArea>
                ) : (
                  <CardActionArea component={RouterLink} to={to} sx={{ height: '100%', p: 1 }}>
                    {content}
                  </CardActionArea>
                )}
              </Card>
            </Grid>
          );
        })}
      </Grid>
    </>
  );
}
