import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { BALANCE_FIELDS } from '@tirr/domain';
import {
  downloadSpreadsheet,
  readSpreadsheet,
  type SheetCell,
  type SpreadsheetFormat,
} from '../../../shared/files/spreadsheet';

/** Template download (XLSX/CSV) and upload of a filled spreadsheet; the page fills its form with the rows. */
export function SheetImport({ onRows }: { onRows: (rows: SheetCell[][] | null) => void }) {
  const { t } = useTranslation('balances');
  const input = useRef<HTMLInputElement>(null);

  const template = (format: SpreadsheetFormat) =>
    downloadSpreadsheet(
      [
        [t('sheet.field'), t('sheet.value')],
        [t('balance.period'), '2025'],
        [t('balance.date'), '31/12/2025'],
        ...BALANCE_FIELDS.map((f) => [t(`balance.fields.${f}`), ''] as SheetCell[]),
      ],
      'plantilla-balance',
      format,
    );

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('sheet.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('sheet.text')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" startIcon={<DownloadIcon />} onClick={() => void template('xlsx')}>
          {t('sheet.templateXlsx')}
        </Button>
        <Button size="small" startIcon={<DownloadIcon />} onClick={() => void template('csv')}>
          {t('sheet.templateCsv')}
        </Button>
        <Button size="small" variant="outlined" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()}>
          {t('sheet.upload')}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          data-testid="balance-sheet-input"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            readSpreadsheet(file).then(onRows, () => onRows(null));
          }}
        />
      </Stack>
    </Paper>
  );
}
