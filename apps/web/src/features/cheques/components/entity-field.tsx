import { useTranslation } from 'react-i18next';
import { Controller, type Control } from 'react-hook-form';
import type { UseQueryResult } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { ChequeAnalysisBody, ChequeEntities, ChequeEntity } from '@tirr/contracts';
import { useErrorText } from '../../../shared/forms/form-fields';
import type { ChequeFormValues } from './cheque-form-state';

/**
 * 'Banco': BCRA's cheque entities, found by name (or code) as it is typed, each shown with its code. The form
 * keeps the chosen entity's code.
 */
export function EntityField({
  control,
  entities,
}: {
  control: Control<ChequeFormValues, unknown, ChequeAnalysisBody>;
  entities: UseQueryResult<ChequeEntities>;
}) {
  const { t } = useTranslation('cheques');
  const errorText = useErrorText();
  const options = entities.data?.items ?? [];
  const label = (entity: ChequeEntity) => t('form.entityOption', { name: entity.name, code: entity.code });
  return (
    <Controller
      control={control}
      name="entityCode"
      render={({ field, fieldState }) => {
        const problem = errorText(fieldState.error);
        return (
          <Autocomplete<ChequeEntity, false, false, false>
            id="cheque-entity"
            options={options}
            value={options.find((entity) => String(entity.code) === field.value) ?? null}
            onChange={(_event, entity) => field.onChange(entity ? String(entity.code) : '')}
            onBlur={field.onBlur}
            getOptionLabel={label}
            isOptionEqualToValue={(option, value) => option.code === value.code}
            loading={entities.isPending}
            loadingText={t('form.entitiesLoading')}
            noOptionsText={t('form.noEntity')}
            autoHighlight
            renderInput={(params) => (
              <TextField
                {...params}
                name="entityCode"
                label={t('form.entity')}
                error={problem !== undefined || entities.isError}
                helperText={problem ?? (entities.isError ? t('form.entitiesFailed') : t('form.entityHint'))}
              />
            )}
          />
        );
      }}
    />
  );
}
