import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BATCH_MAX_ROWS } from '@tirr/contracts';
import type { SheetCell } from '../../../shared/files/spreadsheet';
import { SpreadsheetUploadButton } from '../../../shared/files/spreadsheet-upload';

/** The rows of a pasted list: one per line (commas and semicolons also split), blank lines dropped. */
export function rowsOf(text: string): string[] {
  return text
    .split(/[\n\r;,]+/)
    .map((r) => r.trim())
    .filter((r) => r !== '');
}

/** The CUIT column of a sheet: the one titled CUIT/CUIL (header skipped), else the first column. */
export function cuitColumn(rows: readonly (readonly SheetCell[])[]): string[] {
  const header = rows[0] ?? [];
  const titled = header.findIndex((c) => typeof c === 'string' && /cuit|cuil/i.test(c));
  const column = titled === -1 ? 0 : titled;
  return rows
    .slice(titled === -1 ? 0 : 1)
    .map((r) => r[column])
    .filter((c): c is string | number => c !== null && c !== undefined && String(c).trim() !== '')
    .map((c) => (typeof c === 'number' ? String(Math.trunc(c)) : c.trim()));
}

export function BatchInput({ onSubmit, pending }: { onSubmit: (rows: string[]) => void; pending: boolean }) {
  const { t } = useTranslation('batch');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const rows = rowsOf(text);

  const submit = () => {
    if (rows.length === 0) return setProblem(t('input.empty'));
    if (rows.length > BATCH_MAX_ROWS) return setProblem(t('input.tooMany', { max: BATCH_MAX_ROWS }));
    setProblem(null);
    onSubmit(rows);
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <TextField
          id="batch-input"
          label={t('input.label')}
          multiline
          minRows={6}
          maxRows={14}
          value={text}
          onChange={(e) => setText(e.target.value)}
          helperText={t('input.helper', { count: rows.length })}
          fullWidth
        />
        {problem ? <Alert severity="error">{problem}</Alert> : null}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <SpreadsheetUploadButton
            testId="batch-file-input"
            onSheet={(sheet) => {
              const ids = cuitColumn(sheet);
              if (ids.length === 0) setProblem(t('input.noColumn'));
              else {
                setProblem(null);
                setText(ids.join('\n'));
              }
            }}
            onUnreadable={() => setProblem(t('input.unreadable'))}
          >
            {t('input.upload')}
          </SpreadsheetUploadButton>
          <Button variant="contained" onClick={submit} loading={pending}>
            {t('input.submit')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
