import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import type { UseFormReturn } from 'react-hook-form';
import { CHEQUE_PORTFOLIO_MAX_ROWS, type CreateChequePortfolioBody } from '@tirr/contracts';
import { downloadSpreadsheet, type SheetCell } from '../../../shared/files/spreadsheet';
import { SpreadsheetUploadButton } from '../../../shared/files/spreadsheet-upload';
import { useFormat } from '../../../shared/i18n/use-format';
import type { AdvancedBody, AdvancedValues } from './advanced-state';
import { AssumptionFields } from './assumption-fields';
import { chequesOf, pastedCells, PORTFOLIO_COLUMNS, sheetText } from './portfolio-rows';

/** What the example and the template show: two cheques, the Argentine way. */
const EXAMPLE: readonly (readonly SheetCell[])[] = [
  [7, 12345678, '30-50001091-2', '1.500.000,50', '15/04/2026', 'ARS', 'physical'],
  [11, 87654321, '20-12345678-6', '250.000', '2026-05-02', '', 'echeq'],
];

export interface PortfolioInputProps {
  onSubmit: (body: CreateChequePortfolioBody) => void;
  pending: boolean;
  /** 'Opciones avanzadas' (the page shows the API's problems under their fields). */
  advanced: UseFormReturn<AdvancedValues, unknown, AdvancedBody>;
  /** What the API refused of the whole request ('rows'), said above the buttons. */
  problem: string | null;
}

/**
 * The cheques of a portfolio: pasted (one per line, tab or ';' separated) or uploaded as CSV/XLSX into the same box,
 * where they can be seen and corrected; 'Opciones avanzadas' as in 'Analizar cheque' (one's own reference rate and
 * assumptions for every cheque, only those typed sent); a template to start from.
 */
export function PortfolioInput({ onSubmit, pending, advanced, problem }: PortfolioInputProps) {
  const { t } = useTranslation('cheques');
  const fmt = useFormat();
  const [text, setText] = useState('');
  const [ownProblem, setOwnProblem] = useState<string | null>(null);
  const rows = chequesOf(pastedCells(text));
  const kindLabel = (cell: SheetCell) => (cell === 'physical' || cell === 'echeq' ? t(`form.kinds.${cell}`) : cell);
  const example = EXAMPLE.map((row) => row.map(kindLabel));

  const submit = () => {
    if (rows.length === 0) return setOwnProblem(t('portfolio.input.empty'));
    if (rows.length > CHEQUE_PORTFOLIO_MAX_ROWS)
      return setOwnProblem(t('portfolio.input.tooMany', { max: CHEQUE_PORTFOLIO_MAX_ROWS, count: rows.length }));
    setOwnProblem(null);
    // A field that cannot be read says why itself, and nothing is sent.
    void advanced.handleSubmit((own) => onSubmit({ rows, ...own }))();
  };

  const template = () =>
    void downloadSpreadsheet(
      [PORTFOLIO_COLUMNS.map((column) => t(`portfolio.columns.${column}`)), ...example],
      t('portfolio.input.templateFile'),
      'csv',
    );

  const shownProblem = ownProblem ?? problem;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Box>
          <Typography variant="body2">{t('portfolio.input.columns')}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('portfolio.input.formats', { max: fmt.number(CHEQUE_PORTFOLIO_MAX_ROWS, 0) })}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('portfolio.input.example')}
          </Typography>
          <Box
            component="pre"
            data-testid="portfolio-example"
            sx={{ m: 0, mt: 0.5, p: 1, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto', fontSize: 13 }}
          >
            {example.map((row) => row.join(';')).join('\n')}
          </Box>
        </Box>
        <TextField
          id="portfolio-input"
          label={t('portfolio.input.label')}
          multiline
          minRows={6}
          maxRows={14}
          value={text}
          onChange={(e) => setText(e.target.value)}
          helperText={t('portfolio.input.helper', { count: rows.length })}
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
          fullWidth
        />
        <AssumptionFields control={advanced.control} />
        {shownProblem ? (
          <Alert severity="error" data-testid="portfolio-problem">
            {shownProblem}
          </Alert>
        ) : null}
        <Stack direction="row" sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1 }}>
          <Button startIcon={<DownloadIcon />} onClick={template}>
            {t('portfolio.input.template')}
          </Button>
          <SpreadsheetUploadButton
            testId="portfolio-file-input"
            onSheet={(sheet) => {
              setOwnProblem(null);
              setText(sheetText(sheet));
            }}
            onUnreadable={() => setOwnProblem(t('portfolio.input.unreadable'))}
          >
            {t('portfolio.input.upload')}
          </SpreadsheetUploadButton>
          <Button variant="contained" onClick={submit} loading={pending}>
            {t('portfolio.input.submit')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
