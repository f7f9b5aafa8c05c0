import { useTranslation } from 'react-i18next';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import type { IdentityLookup } from '@tirr/contracts';
import { TaxIdSearch } from './tax-id-search';

export interface ProfileSearchDialogProps {
  open: boolean;
  onClose: () => void;
  /** Adds the person (e.g. to 'Mis Perfiles'); the dialog closes once it resolves. */
  onAdd: (identity: IdentityLookup) => Promise<void> | void;
}

/**
 * 'Buscar perfil' as a dialog (docs/product.md §2): no back arrow, the button reads 'Agregar a {name}', adds the
 * profile and closes. Mis Perfiles opens it from /credits/profiles ('Agregar perfil', ADR 0031).
 */
export function ProfileSearchDialog({ open, onClose, onAdd }: ProfileSearchDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="profile-search-dialog-title">
      <DialogTitle id="profile-search-dialog-title" sx={{ pr: 6 }}>
        {t('profileSearch.dialogTitle')}
        <IconButton
          aria-label={t('profileSearch.close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        {open ? (
          <TaxIdSearch
            mode="add"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- focus moves into the dialog the user just opened (WAI-ARIA dialog pattern), not on page load
            autoFocus
            onAction={async (identity) => {
              await onAdd(identity);
              onClose();
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
