import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { grantPremiumBody, type SystemUser } from '@tirr/contracts/system';
import { formIssue } from '../../../shared/forms/contract-resolver';
import { FormDateField } from '../../../shared/forms/form-fields';
import { useContractForm } from '../../../shared/forms/use-contract-form';
import { useUserAudit } from '../api/system-api';
import { addDays, todayBa } from './format';
import { useFormat } from '../../../shared/i18n/use-format';

const INVALID_DATE = 'system:users.premium.invalidDate';
/** The contract's day, not before today (Buenos Aires). */
const grantForm = grantPremiumBody.superRefine(({ until }, ctx) => {
  if (until < todayBa()) formIssue(ctx, 'until', INVALID_DATE);
});
const MESSAGES = { until: INVALID_DATE };

/** A premium grant still running at `now`: the only premium 'Quitar premium' takes away (it clears the grant's end). */
export const hasPremiumGrant = (user: Pick<SystemUser, 'premiumUntil'> | null, now: Date) =>
  !!user?.premiumUntil && new Date(user.premiumUntil).getTime() > now.getTime();

export interface PremiumDialogProps {
  user: SystemUser | null;
  pending: boolean;
  onClose: () => void;
  onGrant: (until: string) => void;
  onRevoke: () => void;
}

/** Mount it with `key` = the user's id so the date starts fresh for each user. Grant premium until a day (default: a month from today) or revoke it; shows the user's audit trail. */
export function PremiumDialog({ user, pending, onClose, onGrant, onRevoke }: PremiumDialogProps) {
  const { t } = useTranslation('system');
  const fmt = useFormat();
  // Checked as it is typed.
  const form = useContractForm(grantForm, {
    defaultValues: { until: addDays(todayBa(), 30) },
    messages: MESSAGES,
    mode: 'onChange',
  });
  const audit = useUserAudit(user?.id ?? null);
  const invalid = form.formState.errors.until !== undefined;
  const granted = hasPremiumGrant(user, new Date());

  return (
    <Dialog open={user !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="premium-dialog-title">
      <DialogTitle id="premium-dialog-title">{t('users.premium.title', { email: user?.email ?? '' })}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography>
            {granted && user?.premiumUntil
              ? t('users.premium.current', { date: fmt.until(user.premiumUntil) })
              : t('users.premium.none')}
          </Typography>
          <FormDateField control={form.control} name="until" label={t('users.premium.until')} helperText=" " />
          <Typography variant="subtitle2">{t('users.audit.title')}</Typography>
          {audit.data && audit.data.items.length === 0 ? (
            <Typography color="text.secondary">{t('users.audit.empty')}</Typography>
          ) : null}
          {audit.isError ? <Alert severity="error">{t('loadFailed')}</Alert> : null}
          <List dense disablePadding>
            {audit.data?.items.map((entry) => (
              <ListItem key={entry.id} disableGutters>
                <ListItemText
                  primary={t(`users.audit.actions.${entry.action}`, entry.action)}
                  secondary={`${fmt.dateTime(entry.createdAt)} · ${entry.actorEmail ?? t('users.audit.system')}`}
                />
              </ListItem>
            ))}
          </List>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {granted ? (
          <Button color="error" onClick={onRevoke} disabled={pending}>
            {t('users.premium.revoke')}
          </Button>
        ) : null}
        <Button onClick={onClose}>{t('close')}</Button>
        <Button
          variant="contained"
          onClick={() => void form.handleSubmit(({ until }) => onGrant(until))()}
          disabled={pending || invalid}
        >
          {t('users.premium.grant')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
