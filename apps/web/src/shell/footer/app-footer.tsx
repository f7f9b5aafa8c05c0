import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import { useSettings } from '../settings/settings-context';
import { buildTheme } from '../theme/themes';

export function AppFooter() {
  const { t } = useTranslation('shell');
  const { settings } = useSettings();
  return (
    <ThemeProvider theme={buildTheme(settings.theme.footer, settings)}>
      <Box
        component="footer"
        aria-label={t('footer.label')}
        sx={{
          bgcolor: 'background.default',
          color: 'text.secondary',
          px: { xs: 2, sm: 3 },
          py: 1.5,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          justifyContent: 'space-between',
          fontSize: 13,
        }}
      >
        <Typography component="span" variant="body2" sx={{ color: 'text.primary', fontWeight: 600 }}>
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Typography>
        <Typography component="span" variant="body2">
          {t('footer.tagline')}
        </Typography>
      </Box>
    </ThemeProvider>
  );
}
