import { useCallback, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import SchoolIcon from '@mui/icons-material/SchoolOutlined';
import { useTranslation } from 'react-i18next';
import { buenosAiresDate, fciWindow, type FundObjective } from '@tirr/domain';
import { PageHeader } from '../../shared/ui/page-header';
import { fundQueryOptions, useFundQuery } from './api/funds-api';
import { AmountStep } from './components/amount-step';
import { FciTutorial } from './components/fci-tutorial';
import { useTourMemory } from '../../shared/tour/tour-memory';
import { useTutorialRequest } from '../../shared/tour/tutorial-events';
import { FundStep } from './components/fund-step';
import { ManagerStep } from './components/manager-step';
import { ObjectiveStep } from './components/objective-step';
import { ResultStep } from './components/result-step';
import { ShareStep } from './components/share-step';
import {
  chooseFund,
  FCI_STEPS,
  INITIAL_STATE,
  preselectShare,
  AMOUNT_STEP_MESSAGES,
  amountStepForm,
  type FciState,
} from './wizard-state';
import { useContractForm } from '../../shared/forms/use-contract-form';

/** The FCI simulator wizard (docs/product.md §4): objective → manager → fund → share → amount → result. */
export function FciPage() {
  const { t } = useTranslation('funds');
  const [state, setState] = useState<FciState>(INITIAL_STATE);
  // Amount and duration are checked on 'Simular'; a change hides the problems until it is pressed again.
  const amountForm = useContractForm(amountStepForm, {
    defaultValues: { monto: INITIAL_STATE.monto, duration: INITIAL_STATE.duration },
    messages: AMOUNT_STEP_MESSAGES,
    reValidateMode: 'onSubmit',
  });
  const amountValues = amountForm.watch();
  const [excluded, setExcluded] = useState<number[]>([]);
  const [tutorial, setTutorial] = useState(false);
  const today = useMemo(() => buenosAiresDate(new Date()), []);
  const queryClient = useQueryClient();
  const query = useFundQuery(state.bank, state.objective);
  const patch = (p: Partial<FciState>) => setState((s) => ({ ...s, ...p }));

  const allFunds = useMemo(
    () => (query.data ? [...query.data.exactMatches, ...query.data.similarMatches] : []),
    [query.data],
  );
  const fund = allFunds.find((f) => f.id_fondo === state.id_fondo);
  const share = fund?.fundShares.find((s) => s.idFundShare === state.cuotaparte);

  // docs/domain/simulators.md §6: leaving the manager step chooses a fund at random (exact matches first) and its share.
  const chooseForManager = async () => {
    try {
      const result = await queryClient.fetchQuery(fundQueryOptions(state.bank, state.objective));
      const chosen = chooseFund(result);
      const preselected = chosen ? preselectShare(chosen) : undefined;
      return {
        id_fondo: chosen?.id_fondo,
        cuotaparte: preselected?.idFundShare,
        currency: preselected?.currency ?? 'ARS',
      };
    } catch {
      return { id_fondo: undefined, cuotaparte: undefined };
    }
  };

  const selectFund = (id: number) => {
    const next = allFunds.find((f) => f.id_fondo === id);
    const preselected = next ? preselectShare(next) : undefined;
    setExcluded([]);
    patch({ id_fondo: id, cuotaparte: preselected?.idFundShare, currency: preselected?.currency ?? 'ARS' });
  };

  const canContinue = [
    state.objective !== undefined,
    state.bank !== undefined,
    fund !== undefined,
    share !== undefined,
    true,
  ][state.activeStep];

  const next = async () => {
    if (state.activeStep === 1) {
      patch({ ...(await chooseForManager()), activeStep: 2 });
      return;
    }
    if (state.activeStep === 4) {
      await amountForm.handleSubmit(({ monto, duration }) => patch({ monto, duration, activeStep: 5 }))();
      return;
    }
    patch({ activeStep: state.activeStep + 1 });
  };
  const back = () => patch({ activeStep: Math.max(0, state.activeStep - 1) });
  const { remember: rememberTutorial } = useTourMemory('assets_fci_simulator');
  // 'Abrir tutorial' in the help panel (help code assets_fci_simulator) opens the same bubbles.
  useTutorialRequest('assets_fci_simulator', () => setTutorial(true));
  const closeTutorial = useCallback(() => {
    setTutorial(false);
    rememberTutorial();
  }, [rememberTutorial]);

  // Performance null: another share of the same fund when there is one, else another fund.
  const otherShare = () => {
    if (!fund || !share) return;
    const skip = [...excluded, share.idFundShare];
    setExcluded(skip);
    const alternative = preselectShare(fund, skip);
    patch({ cuotaparte: alternative?.idFundShare, activeStep: 3 });
  };
  const otherFund = () => {
    setExcluded([]);
    patch({ id_fondo: undefined, cuotaparte: undefined, activeStep: 2 });
  };
  const hasOtherShare =
    !!fund &&
    !!share &&
    fund.fundShares.some((s) => s.idFundShare !== share.idFundShare && !excluded.includes(s.idFundShare));
  const window = fciWindow(today, Number(state.duration) || 30);

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Button startIcon={<SchoolIcon />} onClick={() => setTutorial(true)} data-tour="fci-tutorial-button">
            {t('actions.tutorial')}
          </Button>
        }
      />
      <Stepper
        activeStep={state.activeStep}
        alternativeLabel
        sx={{ mb: 3, '& .MuiStepLabel-label': { display: { xs: 'none', sm: 'block' } } }}
      >
        {FCI_STEPS.map((key) => (
          <Step key={key} data-tour={`fci-step-${key}`}>
            <StepLabel>{t(`steps.${key}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Box component="h2" sx={{ typography: 'h6', mt: 0, mb: 2 }}>
          {t(`steps.${FCI_STEPS[state.activeStep]!}`)}
        </Box>
        {state.activeStep === 0 ? (
          <ObjectiveStep
            value={state.objective}
            onChange={(objective: FundObjective) => patch({ objective, id_fondo: undefined, cuotaparte: undefined })}
          />
        ) : null}
        {state.activeStep === 1 ? (
          <ManagerStep
            value={state.bank}
            onChange={(bank) => patch({ bank, id_fondo: undefined, cuotaparte: undefined })}
          />
        ) : null}
        {state.activeStep === 2 ? (
          <FundStep
            query={query.data}
            loading={query.isPending}
            failed={query.isError}
            value={state.id_fondo}
            onChange={(f) => selectFund(f.id_fondo)}
          />
        ) : null}
        {state.activeStep === 3 && fund ? (
          <ShareStep fund={fund} value={state.cuotaparte} onChange={(id) => patch({ cuotaparte: id })} />
        ) : null}
        {state.activeStep === 4 && share ? (
          <AmountStep
            state={state}
            share={share}
            today={today}
            control={amountForm.control}
            values={amountValues}
            onEdit={() => amountForm.clearErrors()}
            onChange={patch}
          />
        ) : null}
        {state.activeStep === 5 && fund && share ? (
          <ResultStep
            state={state}
            fund={fund}
            share={share}
            from={window.from}
            to={window.to}
            onOtherShare={hasOtherShare ? otherShare : undefined}
            onOtherFund={otherFund}
          />
        ) : null}
        {state.activeStep > 2 && !fund ? <Alert severity="info">{t('fund.none')}</Alert> : null}
        <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'space-between' }}>
          <Button onClick={back} disabled={state.activeStep === 0}>
            {t('actions.back')}
          </Button>
          {state.activeStep < 5 ? (
            <Button variant="contained" onClick={() => void next()} disabled={!canContinue}>
              {state.activeStep === 4 ? t('actions.simulate') : t('actions.next')}
            </Button>
          ) : (
            <Button
              variant="contained"
              onClick={() => {
                setExcluded([]);
                setState(INITIAL_STATE);
                amountForm.reset();
              }}
            >
              {t('actions.restart')}
            </Button>
          )}
        </Stack>
      </Paper>
      <FciTutorial open={tutorial} onClose={closeTutorial} />
    </Box>
  );
}
