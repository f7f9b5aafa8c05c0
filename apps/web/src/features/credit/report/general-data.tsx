import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import type { CreditReport, RegistryDetails } from '@tirr/contracts';
import { formatCuit } from '@tirr/domain';
import { Field, SectionCard } from '../../../shared/ui/section-card';
import { useFormat } from '../../../shared/i18n/use-format';

function address(details: RegistryDetails | null): string | null {
  const domicilio =
    details?.persona.domicilio.find((d) => d.tipoDomicilio === 'FISCAL') ?? details?.persona.domicilio[0];
  if (!domicilio) return null;
  return [domicilio.direccion, domicilio.localidad, domicilio.provincia, domicilio.codigoPostal]
    .filter(Boolean)
    .join(', ');
}

/** 'Datos generales' (tour anchor general-data): identity from the report plus registry details. */
export function GeneralData({ report, details }: { report: CreditReport; details: RegistryDetails | null }) {
  const { t } = useTranslation('credit');
  const fmt = useFormat();
  const { identity } = report;
  const persona = details?.persona;
  const legal = identity.personType === 'JURIDICA';
  const dash = '—';
  const birth = legal ? persona?.fechaContratoSocial : (identity.birthDate ?? persona?.fechaNacimiento);
  return (
    <SectionCard tour="general-data" title={t('report.general.title')}>
      <Stack spacing={1.5}>
        <Field label={t('report.general.name')} value={identity.name} />
        <Field label={t('report.general.taxNumber')} value={formatCuit(identity.taxNumber)} />
        <Field label={t('report.general.personType')} value={t(`report.general.types.${identity.personType}`)} />
        <Field
          label={t('report.general.keyStatus')}
          value={identity.estadoClave ? t(`report.general.keyStatuses.${identity.estadoClave}`) : dash}
        />
        <Field
          label={t(legal ? 'report.general.contractDate' : 'report.general.birthDate')}
          value={birth ? fmt.date(birth) : dash}
        />
        <Field label={t('report.general.activity')} value={persona?.actividad?.descripcion ?? dash} />
        {legal ? <Field label={t('report.general.legalForm')} value={persona?.formaJuridica ?? dash} /> : null}
        <Field label={t('report.general.address')} value={address(details) ?? dash} />
      </Stack>
    </SectionCard>
  );
}
