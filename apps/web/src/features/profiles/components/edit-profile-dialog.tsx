import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PROFILE_LIMITS, type ProfileListItem } from '@tirr/contracts';
import { formatNumberInput } from '@tirr/domain';
import { ApiError, isTaxIdBlocked } from '../../../shared/api/api-error';
import { useUpdateProfile } from '../api/profiles-api';
import { DateTextField } from '../../../shared/ui/date-text-field';
import { NumberField, readNumberField } from '../../../shared/forms/number-field';

type Field = 'group' | 'income' | 'behaviour' | 'date';

/** Edits a profile's own fields (PATCH /profiles/{id}); field errors from the form or the API. */
export function EditProfileDialog({ profile, onClose }: { profile: ProfileListItem; onClose: () => void }) {
  const { t } = useTranslation('profiles');
  const update = useUpdateProfile();
  const [group, setGroup] = useState(profile.group ?? '');
  const [income, setIncome] = useState(profile.income === null ? '' : formatNumberInput(profile.income, 'money'));
  const [behaviour, setBehaviour] = useState(profile.behaviour ?? '');
  const [date, setDate] = useState(profile.date ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = async () => {
    // The field already says why a text it cannot read is refused.
    const reading = readNumberField(income, 'money');
    if (reading.state === 'error') return;
    const parsedIncome = reading.state === 'value' ? reading.value : null;
    if (parsedIncome !== null && parsedIncome < 0) {
      setErrors({ income: t('portfolio.edit.incomeNegative') });
      return;
    }
    setErrors({});
    try {
      await update.mutateAsync({
        id: profile.id,
        taxNumber: profile.taxNumber,
        body: {
          group: group.trim() || null,
          income: parsedIncome,
          behaviour: behaviour.trim() || null,
          date: date || null,
        },
      });
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const details = Array.isArray(error.envelope?.details)
          ? (error.envelope.details as { field?: string; message?: string }[])
          : [];
        const next: Partial<Record<Field, string>> = {};
        for (const d of details) {
          const field = (['group', 'income', 'behaviour', 'date'] as const).find((f) => d.field === f);
          if (field) next[field] = d.message ?? error.message;
        }
        setErrors(Object.keys(next).length ? next : { group: error.message });
      } else if (error instanceof ApiError && (error.status === 404 || isTaxIdBlocked(error))) onClose();
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="edit-profile-title">
      <DialogTitle id="edit-profile-title">{t('portfolio.edit.title', { name: profile.name })}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="edit-profile-form"
          spacing={2}
          sx={{ pt: 1 }}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <TextField
            label={t('portfolio.edit.group')}
            value={group}
            onChange={(e) => setGroup(e.target.value)}
            error={!!errors.group}
            helperText={errors.group ?? t('portfolio.edit.groupHelp')}
            slotProps={{ htmlInput: { maxLength: PROFILE_LIMITS.group } }}
            autoFocus
          />
          <NumberField
            kind="money"
            id="edit-profile-income"
            label={t('portfolio.edit.income')}
            value={income}
            onChange={(text) => {
              setIncome(text);
              setErrors(({ income: _stale, ...rest }) => rest);
            }}
            error={errors.income}
            hint={t('portfolio.edit.incomeHelp')}
          />
          <TextField
            label={t('portfolio.edit.behaviour')}
            value={behaviour}
            onChange={(e) => setBehaviour(e.target.value)}
            error={!!errors.behaviour}
            helperText={errors.behaviour}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: PROFILE_LIMITS.behaviour } }}
          />
          <DateTextField
            label={t('portfolio.edit.date')}
            value={date}
            onChange={setDate}
            error={!!errors.date}
            helperText={errors.date}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('portfolio.edit.cancel')}</Button>
        <Button type="submit" form="edit-profile-form" variant="contained" loading={update.isPending}>
          {t('portfolio.edit.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
