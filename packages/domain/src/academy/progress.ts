/**
 * Course progress (docs/product.md §3 'Course', §4 'Course progress'). `activeStep` is the index of the step the
 * learner is on (0-based); it equals `totalSteps` once the last step was finished.
 */
export type CourseStatus = 'notStarted' | 'inProgress' | 'completed';

/** Whether an activeStep is acceptable for a course of `totalSteps` steps. */
export function isValidActiveStep(activeStep: number, totalSteps: number): boolean {
  return Number.isInteger(activeStep) && activeStep >= 0 && activeStep <= totalSteps;
}

/** The status of a course: without stored progress it has not been started. */
export function courseStatus(activeStep: number | undefined, totalSteps: number): CourseStatus {
  if (activeStep === undefined) return 'notStarted';
  if (totalSteps > 0 && activeStep >= totalSteps) return 'completed';
  return 'inProgress';
}

/** Whole percentage of finished steps (0–100). */
export function progressPercent(activeStep: number | undefined, totalSteps: number): number {
  if (activeStep === undefined || totalSteps <= 0) return 0;
  const done = Math.min(Math.max(activeStep, 0), totalSteps);
  return Math.round((done / totalSteps) * 100);
}

/** The step to show: the stored one, kept inside the course (a course may have lost steps since). */
export function stepToShow(activeStep: number | undefined, totalSteps: number): number {
  if (activeStep === undefined || totalSteps <= 0) return 0;
  return Math.min(Math.max(Math.trunc(activeStep), 0), totalSteps - 1);
}
