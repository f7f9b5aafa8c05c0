import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { CourseStep } from '@tirr/contracts';
import { Markdown } from './markdown';

export interface CourseStepperProps {
  steps: CourseStep[];
  /** The step on screen (0-based). */
  active: number;
  saving: boolean;
  onGo(step: number): void;
  onFinish(): void;
}

/** The steps of a started course: a stepper (wide screens), the step's text, and previous/next. */
export function CourseStepper({ steps, active, saving, onGo, onFinish }: CourseStepperProps) {
  const { t } = useTranslation('academy');
  const step = steps[active]!;
  const last = active === steps.length - 1;
  return (
    <>
      <Stepper
        nonLinear
        activeStep={active}
        alternativeLabel
        sx={{ display: { xs: 'none', md: 'flex' }, mb: 3 }}
        aria-label={t('course.steps')}
      >
        {steps.map((s, index) => (
          <Step key={s.title} completed={index < active}>
            <StepButton onClick={() => onGo(index)} disabled={saving}>
              {s.title}
            </StepButton>
          </Step>
        ))}
      </Stepper>
      <Box sx={{ display: { md: 'none' }, mb: 2 }}>
        <LinearProgress variant="determinate" value={Math.round(((active + 1) / steps.length) * 100)} aria-hidden />
      </Box>
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="overline" color="text.secondary">
            {t('course.stepOf', { current: active + 1, total: steps.length })}
          </Typography>
          <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
            {step.title}
          </Typography>
          <Markdown>{step.body}</Markdown>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mt: 3 }}>
            <Button variant="outlined" disabled={active === 0 || saving} onClick={() => onGo(active - 1)}>
              {t('course.previous')}
            </Button>
            {last ? (
              <Button variant="contained" color="success" disabled={saving} onClick={onFinish}>
                {t('course.finish')}
              </Button>
            ) : (
              <Button variant="contained" disabled={saving} onClick={() => onGo(active + 1)}>
                {t('course.next')}
              </Button>
            )}
          </Box>
        </CardContent>
      </Card>
    </>
  );
}
