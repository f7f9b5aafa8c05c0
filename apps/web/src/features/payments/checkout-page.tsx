import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CreditCardIcon from '@mui/icons-material/CreditCard';

import { useSession } from '../../shared/auth/session';
import { NotFoundScreen } from '../../shared/ui/not-found-screen';
import { useOfflineCheckout, useOfflineDecision } from './checkout-api';
import { useFormat } from '../../shared/i18n/use-format';

/**
 * /pagos/checkout/:id — the local stand-in for Mercado Pago's subscription checkout. 'Aprobar pago'
 * or 'Rechazar pago' decide the charge; the signed notifications reach the real webhook; 'Volver a
 * Tirr' reloads the app at the back URL, where the new premium shows. With live payments it does not exist.
 */
export function OfflineCheckoutPage() {
  const { config } = useSession();
  return config && !config.offlineCheckout ? <NotFoundScreen /> : <OfflineCheckout />;
}

function OfflineCheckout() {
  const { t } = useTranslation('payments');
  const fmt = useFormat();
  const { id = '' } = useParams();
  const checkout = useOfflineCheckout(id);
  const decide = useOfflineDecision(id);
  const result = decide.data;

  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: { xs: 1, sm: 4 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, width: '100%', maxWidth: 520 }}>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              {t('checkout.title')}
            </Typography>
            <Chip size="small" color="warning" label={t('checkout.demo')} />
          </Stack>
          <Typography color="text.secondary">{t('checkout.explain')}</Typography>
          {checkout.isError ? <Alert severity="error">{t('checkout.notFound')}</Alert> : null}
          {checkout.data ? (
            <>
              <Divider />
              <Typography sx={{ fontWeight: 600 }}>{checkout.data.reason}</Typography>
              <Typography variant="h4" component="p" sx={{ fontWeight: 700 }} data-testid="checkout-price">
                {t('checkout.price', { price: fmt.money(checkout.data.amountArs) })}
              </Typography>
              <Typography>{t('checkout.payer', { email: checkout.data.payerEmail ?? '—' })}</Typography>
              <Divider />
              {result ? (
                <Alert severity={result.status === 'approved' ? 'success' : 'error'} role="status">
                  {result.status === 'approved' ? t('checkout.approved') : t('checkout.rejected')}
                </Alert>
              ) : null}
              {decide.isError ? <Alert severity="error">{t('checkout.failed')}</Alert> : null}
              {result?.status === 'approved' ? (
                <Button variant="contained" onClick={() => window.location.assign(result.backUrl)}>
                  {t('checkout.back')}
                </Button>
              ) : checkout.data.status === 'pending' ? (
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <Button
                    variant="contained"
                    startIcon={<CreditCardIcon />}
                    loading={decide.isPending && decide.variables === 'approve'}
                    disabled={decide.isPending}
                    onClick={() => decide.mutate('approve')}
                  >
                    {t('checkout.approve')}
                  </Button>
                  <Button
                    variant="outlined"
                    color="error"
                    loading={decide.isPending && decide.variables === 'reject'}
                    disabled={decide.isPending}
                    onClick={() => decide.mutate('reject')}
                  >
                    {t('checkout.reject')}
                  </Button>
                </Stack>
              ) : (
                <Alert severity="info">{t('checkout.done')}</Alert>
              )}
              {result?.status !== 'approved' ? (
                <Button variant="text" onClick={() => window.location.assign(checkout.data.backUrl)}>
                  {t('checkout.cancel')}
                </Button>
              ) : null}
            </>
          ) : null}
        </Stack>
      </Paper>
    </Box>
  );
}
