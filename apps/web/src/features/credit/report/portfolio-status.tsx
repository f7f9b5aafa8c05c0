import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { PROFILE_ERROR_CODES } from '@tirr/contracts';
import { can, formatCuit } from '@tirr/domain';
import { isApiError } from '../../../shared/api/api-error';
import { useSession } from '../../../shared/auth/session';
import { notify } from '../../../shared/notify/notify-store';
import { addToPortfolio, fetchProfileByTaxNumber, profileKeys } from '../../../shared/portfolio/portfolio-api';

/**
 * docs/product.md §4 'Report request' for premium users: whether the report's tax id is in 'Mis Perfiles', with
 * 'Agregar a Mis Perfiles' when it is not. Renders nothing for other users.
 */
export function PortfolioStatus({ taxNumber }: { taxNumber: string }) {
  const { t } = useTranslation('credit');
  const { permissions } = useSession();
  const premium = can(permissions, 'premium');
  const client = useQueryClient();
  // One small request: this tax id's profile, or null (ADR 0135), never the whole portfolio.
  const portfolio = useQuery({
    queryKey: profileKeys.byTaxNumber(taxNumber),
    queryFn: ({ signal }) => fetchProfileByTaxNumber(taxNumber, signal),
    enabled: premium,
  });
  const add = useMutation({
    mutationFn: () => addToPortfolio(taxNumber),
    onSuccess: ({ profile }) => {
      client.setQueryData(profileKeys.byTaxNumber(taxNumber), { profile });
      void client.invalidateQueries({ queryKey: profileKeys.lists() });
      notify({
        messageKey: 'credit:portfolioStatus.added',
        values: { cuit: formatCuit(taxNumber) },
        variant: 'success',
      });
    },
    onError: (error) => {
      if (isApiError(error) && error.envelope?.code === PROFILE_ERROR_CODES.duplicate) {
        notify({ messageKey: 'credit:portfolioStatus.duplicate', variant: 'success' });
        void client.invalidateQueries({ queryKey: profileKeys.byTaxNumber(taxNumber) });
      } else if (!(isApiError(error) && error.handled)) {
        notify({ messageKey: 'credit:portfolioStatus.addFailed', variant: 'error' });
      }
    },
  });

  if (!premium || !portfolio.isSuccess) return null;
  const inPortfolio = portfolio.data.profile !== null;
  if (inPortfolio) {
    return <Chip color="success" variant="outlined" icon={<StarIcon />} label={t('portfolioStatus.inPortfolio')} />;
  }
  return (
    <Button variant="outlined" startIcon={<StarBorderIcon />} loading={add.isPending} onClick={() => add.mutate()}>
      {t('portfolioStatus.add')}
    </Button>
  );
}
