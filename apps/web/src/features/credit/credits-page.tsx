import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import FolderSharedIcon from '@mui/icons-material/FolderSharedOutlined';
import PersonSearchIcon from '@mui/icons-material/PersonSearchOutlined';
import SchoolIcon from '@mui/icons-material/SchoolOutlined';
import { can } from '@tirr/domain';
import { presetAcademyFilter } from '../../shared/academy/academy-filter';
import { useSession } from '../../shared/auth/session';
import { PATHS } from '../../shared/routing/paths';
import { PageHeader } from '../../shared/ui/page-header';

/** The academy categories the courses card selects (docs/product.md §2: 'creditos y finanzas'). */
export const CREDIT_COURSE_CATEGORIES = ['creditos', 'finanzas'];

interface HomeCard {
  key: 'profiles' | 'search' | 'courses';
  icon: SvgIconComponent;
  color: string;
  open: () => void;
}

/** docs/product.md §2 Credit home: 'Mis perfiles' (premium only), 'Nueva búsqueda' and the credit courses. */
export function CreditsPage() {
  const { t } = useTranslation('credit');
  const { permissions } = useSession();
  const navigate = useNavigate();

  const cards: HomeCard[] = [
    ...(can(permissions, 'premium')
      ? [
          {
            key: 'profiles' as const,
            icon: FolderSharedIcon,
            color: 'primary.main',
            open: () => void navigate(PATHS.profiles),
          },
        ]
      : []),
    { key: 'search', icon: PersonSearchIcon, color: 'secondary.main', open: () => void navigate(PATHS.profileSearch) },
    {
      key: 'courses',
      icon: SchoolIcon,
      color: 'warning.main',
      open: () => {
        presetAcademyFilter({ categories: CREDIT_COURSE_CATEGORIES });
        void navigate(PATHS.academy);
      },
    },
  ];

  return (
    <>
      <PageHeader title={t('home.title')} subtitle={t('home.subtitle')} />
      <Grid container spacing={3}>
        {cards.map(({ key, icon: Icon, color, open }) => (
          <Grid key={key} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card sx={{ height: '100%' }}>
              <CardActionArea onClick={open} sx={{ height: '100%', p: { xs: 1, sm: 2 } }}>
                <CardContent>
                  <Icon aria-hidden sx={{ fontSize: 48, color }} />
                  <Typography variant="h5" component="h2" sx={{ mt: 2, fontWeight: 700 }}>
                    {t(`home.cards.${key}.title`)}
                  </Typography>
                  <Typography color="text.secondary" sx={{ mt: 1 }}>
                    {t(`home.cards.${key}.text`)}
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
