import { useRef, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { readSpreadsheet, type SheetCell } from './spreadsheet';

const ACCEPT = '.csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * 'Subir CSV/XLSX': a button that opens the file picker and hands over the chosen file's cells (the batch lookup,
 * the cheque portfolio). A file it cannot read calls `onUnreadable`; choosing the same file again reads it again.
 */
export function SpreadsheetUploadButton({
  children,
  testId,
  onSheet,
  onUnreadable,
}: {
  children: ReactNode;
  /** The hidden file input's test id (tests set its files). */
  testId: string;
  onSheet: (sheet: SheetCell[][]) => void;
  onUnreadable: () => void;
}) {
  const file = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button startIcon={<UploadFileIcon />} onClick={() => file.current?.click()}>
        {children}
      </Button>
      <input
        ref={file}
        type="file"
        hidden
        data-testid={testId}
        accept={ACCEPT}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (chosen) readSpreadsheet(chosen).then(onSheet, onUnreadable);
        }}
      />
    </>
  );
}
