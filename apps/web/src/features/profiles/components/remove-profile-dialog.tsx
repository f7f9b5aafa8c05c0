import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ProfileListItem } from '@tirr/contracts';
import { formatCuit } from '@tirr/domain';
import { useRemoveProfile } from '../api/profiles-api';

/** The confirmation before DELETE /profiles/{id}. */
export function RemoveProfileDialog({ profile, onClose }: { profile: ProfileListItem; onClose: () => void }) {
  const { t } = useTranslation('profiles');
  const remove = useRemoveProfile();
  return (
    <Dialog open onClose={onClose} aria-labelledby="remove-profile-title" aria-describedby="remove-profile-body">
      <DialogTitle id="remove-profile-title">{t('portfolio.remove.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="remove-profile-body">
          {t('portfolio.remove.body', { name: profile.name, cuit: formatCuit(profile.taxNumber) })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('portfolio.remove.cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          loading={remove.isPending}
          onClick={() =>
            remove.mutate({ id: profile.id, taxNumber: profile.taxNumber }, { onSettled: () => onClose() })
          }
        >
          {t('portfolio.remove.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
