import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Portal from '@mui/material/Portal';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useRegisterTour } from './tour-activity';
import { TOUR_POPPER_MODIFIERS } from './tour-placement';

export interface TourStep {
  /** CSS selector of the anchor, normally `[data-tour="…"]`. */
  target: string;
  title: string;
  content: string;
}

export interface GuidedTourProps {
  /** Stable id, used for test ids and the accessible name. */
  id: string;
  steps: readonly TourStep[];
  open: boolean;
  /** `finished` is true when the last step was acknowledged, false when the tour was closed early. */
  onClose: (finished: boolean) => void;
}

const find = (selector: string) => document.querySelector<HTMLElement>(selector);

/**
 * A small accessible guided tour (ADR 0060): one bubble per step anchored to a stable `data-tour`
 * element, a spotlight around it, step counter, Back / Next / Finish, a close button and Escape.
 * Steps whose anchor is missing are skipped. Focus moves to the bubble on every step.
 */
export function GuidedTour({ id, steps, open, onClose }: GuidedTourProps) {
  const { t } = useTranslation('common');
  const available = open ? steps.filter((s) => find(s.target)) : [];
  const [index, setIndex] = useState(0);
  const [rect, setRect] = useState<DOMRect | null>(null);
  const paper = useRef<HTMLDivElement>(null);
  const step = available[Math.min(index, available.length - 1)];
  const last = index >= available.length - 1;
  const target = step?.target;
  useRegisterTour(id, open && !!target);
  // Anchors rendered in the same commit as the tour are not in the DOM yet: look again shortly.
  const [, setRetries] = useState(0);
  useEffect(() => {
    if (!open || target) return;
    const timer = setInterval(() => setRetries((n) => n + 1), 250);
    const stop = setTimeout(() => clearInterval(timer), 5000);
    return () => {
      clearInterval(timer);
      clearTimeout(stop);
    };
  }, [open, target]);

  const close = (finished: boolean) => {
    setIndex(0);
    onClose(finished);
  };
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });

  useLayoutEffect(() => {
    if (!open || !target) return;
    find(target)?.scrollIntoView?.({ block: 'center', behavior: 'auto' });
    const measure = () => setRect(find(target)?.getBoundingClientRect() ?? null);
    measure();
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [open, target]);

  useEffect(() => {
    if (open && target) paper.current?.focus();
  }, [open, target]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') closeRef.current(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  if (!open || !step) return null;
  const pad = 6;
  return (
    <>
      {rect ? (
        <Portal>
          <Box
            aria-hidden
            data-testid={`${id}-spotlight`}
            sx={{
              position: 'fixed',
              top: rect.top - pad,
              left: rect.left - pad,
              width: rect.width + pad * 2,
              height: rect.height + pad * 2,
              borderRadius: 1,
              // A huge outline dims the rest of the page (large box-shadow spreads are not always painted).
              outline: '200vmax solid rgba(0, 0, 0, 0.45)',
              border: 2,
              borderColor: 'primary.main',
              pointerEvents: 'none',
              zIndex: 1490,
            }}
          />
        </Portal>
      ) : null}
      <Popper
        open
        anchorEl={() => find(step.target) ?? document.body}
        placement="bottom"
        modifiers={TOUR_POPPER_MODIFIERS}
        sx={{ zIndex: 1500, maxWidth: 'min(340px, 100vw)', px: 1 }}
      >
        <Paper
          ref={paper}
          tabIndex={-1}
          elevation={8}
          role="dialog"
          aria-modal="false"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-content`}
          data-testid={id}
          data-step={index + 1}
          sx={{ p: 2, outline: 'none' }}
        >
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="overline">{t('tour.step', { n: index + 1, total: available.length })}</Typography>
            <IconButton size="small" aria-label={t('tour.close')} onClick={() => close(false)}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </Stack>
          <Typography id={`${id}-title`} variant="subtitle1" sx={{ fontWeight: 700 }}>
            {step.title}
          </Typography>
          <Typography id={`${id}-content`} sx={{ mb: 2 }}>
            {step.content}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button size="small" onClick={() => close(false)}>
              {t('tour.skip')}
            </Button>
            <Button size="small" disabled={index === 0} onClick={() => setIndex(index - 1)}>
              {t('tour.back')}
            </Button>
            <Button size="small" variant="contained" onClick={() => (last ? close(true) : setIndex(index + 1))}>
              {last ? t('tour.finish') : t('tour.next')}
            </Button>
          </Stack>
        </Paper>
      </Popper>
    </>
  );
}
