import { useCallback, useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { TOUR_POPPER_MODIFIERS } from '../../../shared/tour/tour-placement';
import { FCI_STEPS } from '../wizard-state';

/**
 * The FCI tutorial (help code assets_fci_simulator): one bubble per wizard step, anchored to the step's
 * stable `data-tour="fci-step-…"` element. Escape, the close button or clicking away closes it.
 */
export function FciTutorial({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('funds');
  const [index, setIndex] = useState(0);
  const step = FCI_STEPS[index]!;

  const close = useCallback(() => {
    setIndex(0);
    onClose();
  }, [onClose]);

  const selector = `[data-tour="fci-step-${step}"]`;
  useEffect(() => {
    if (open) document.querySelector<HTMLElement>(selector)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, selector]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, close]);

  if (!open) return null;
  const last = index === FCI_STEPS.length - 1;
  return (
    <Popper
      open
      anchorEl={() => document.querySelector<HTMLElement>(selector) ?? document.body}
      placement="bottom"
      modifiers={TOUR_POPPER_MODIFIERS}
      sx={{ zIndex: 1500, maxWidth: 'min(320px, 100vw)', px: 1 }}
    >
      <ClickAwayListener onClickAway={close}>
        <Paper
          elevation={8}
          sx={{ p: 2, mt: 1 }}
          role="dialog"
          aria-label={t('tutorial.title')}
          data-testid="fci-tutorial"
        >
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="overline">{t('tutorial.step', { n: index + 1, total: FCI_STEPS.length })}</Typography>
            <IconButton size="small" aria-label={t('tutorial.close')} onClick={close}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </Stack>
          <Typography sx={{ mb: 2 }}>{t(`tutorial.${step}`)}</Typography>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button size="small" disabled={index === 0} onClick={() => setIndex(index - 1)}>
              {t('tutorial.prev')}
            </Button>
            <Button size="small" variant="contained" onClick={() => (last ? close() : setIndex(index + 1))}>
              {last ? t('tutorial.done') : t('tutorial.next')}
            </Button>
          </Stack>
        </Paper>
      </ClickAwayListener>
    </Popper>
  );
}
