import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CreatedApiKey } from '@tirr/contracts';
import { ShownOnceDialog } from '../../../shared/ui/shown-once-dialog';
import { PAGE_NS } from '../i18n/page';

/** The new key, whole, once (docs/api/keys.md: Tirr keeps only its hash), with how a program sends it. */
export function CreatedKeyDialog({ created, onClose }: { created: CreatedApiKey; onClose: () => void }) {
  const { t } = useTranslation(PAGE_NS);
  return (
    <ShownOnceDialog
      value={created.key}
      onClose={onClose}
      text={(part) => t(`created.${part}`, { name: created.info.name })}
    >
      <div>
        <Typography variant="body2" sx={{ mb: 0.5 }}>
          {t('created.usage')}
        </Typography>
        <Box
          component="code"
          sx={{ display: 'block', fontFamily: 'monospace', fontSize: 13, overflowWrap: 'anywhere' }}
        >
          Authorization: Bearer {`${created.info.prefix}…`}
        </Box>
      </div>
    </ShownOnceDialog>
  );
}
