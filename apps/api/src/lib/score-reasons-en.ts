/**
 * A score reason in English (docs/domain/texts.md): the API's Spanish label is the source; English is worded
 * from the reason's code and params, as the screen words it — for the PDFs of the report and of a cheque's drawer.
 */
import type { ScoreReason, ScoreReasonCode } from '@tirr/contracts';

const plural = (count: number, one: string, other: string) =>
  `${count} ${new Intl.PluralRules('en').select(count) === 'one' ? one : other}`;

/** The reason in English; its Spanish label when its code is not one the score gives. */
export function englishScoreReason({
  code,
  label,
  params = {},
}: Pick<ScoreReason, 'label'> & {
  code: string;
  params?: ScoreReason['params'] | undefined;
}): string {
  const n = (key: string) => Number(params[key] ?? 0);
  const texts: Partial<Record<ScoreReasonCode, string>> = {
    CURRENT_SITUATION: `Current situation ${params.situacion}`,
    HISTORY: `Situation ${params.situacion} ${plural(n('age'), 'period', 'periods')} ago`,
    RECENT_DETERIORATION: 'Worse than 6 months ago',
    CHEQUES_UNPAID: `${plural(n('count'), 'unpaid rejected cheque', 'unpaid rejected cheques')} in the last 24 months`,
    CHEQUES_PAID: `${plural(n('count'), 'paid rejected cheque', 'paid rejected cheques')} in the last 24 months`,
    LEGAL_SITUATION: 'Legal situation reported (composition, bankruptcy proceedings)',
    JUDICIAL_PROCESS: 'Debt under judicial process',
    REFINANCED: 'Refinanced debt',
    RECATEGORIZED: 'Mandatory recategorisation of the debt',
    MANY_ENTITIES: `Debts with ${params.count} entities`,
    SHORT_HISTORY: 'Few months in normal situation',
    INACTIVE_KEY: 'Tax key INACTIVE in the registry',
    NO_CREDIT_HISTORY: 'No credit history',
  };
  return texts[code as ScoreReasonCode] ?? label;
}
