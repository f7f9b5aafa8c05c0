import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ORGANISATION_ROLES } from '@tirr/contracts';
import { PAGE_NS } from '../i18n/page';

/** 'Qué puede hacer cada rol': one short line per role (docs/domain/organisations.md §4). */
export function RolesHelp() {
  const { t } = useTranslation(PAGE_NS);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="organisation-roles" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography id="organisation-roles" variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {t('roles.title')}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: { sm: '120px 1fr' }, gap: { xs: 0.25, sm: 1 } }}
      >
        {ORGANISATION_ROLES.map((role) => (
          <Box key={role} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 700, mt: { xs: 1, sm: 0 } }}>
              {t(`common:organisationRoles.${role}`)}
            </Typography>
            <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
              {t(`roles.${role}`)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
