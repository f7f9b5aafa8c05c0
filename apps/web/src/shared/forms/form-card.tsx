import { useId, type FormEvent, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';

/**
 * A form that creates something ('Nueva clave', 'Nuevo webhook'), in a card named by its `title` (an h2): the fields
 * stacked, then the submit button (an 'Add' icon, waiting while `pending`). The browser's own checks are off: the
 * form's schema words every problem (ADR 0123).
 */
export function CreateFormCard({
  title,
  submit,
  pending,
  onSubmit,
  children,
}: {
  title: string;
  submit: string;
  pending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper
      variant="outlined"
      component="form"
      aria-labelledby={titleId}
      noValidate
      onSubmit={onSubmit}
      sx={{ p: { xs: 1.5, sm: 2 } }}
    >
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={2}>
        {children}
        <div>
          <Button type="submit" variant="contained" startIcon={<AddIcon />} loading={pending}>
            {submit}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
