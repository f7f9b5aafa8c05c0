/**
 * 'Tu política de crédito' in the cheque analysis PDF (docs/domain/credit-policy.md §11): the drawer under the
 * reader's saved credit policy, beside the cheque's verdict — the decision in its colour, the policy's name and
 * version, and every matching rule with its reason and the values that made it hold (§2, 'Explanation params'),
 * worded as the screen words them (the web's shared/policy texts, held equal by cheques.pdf-texts.test.ts).
 */
import type { ChequeAnalysis, PolicyReasonView } from '@tirr/contracts';
import { formatDate, formatMoney, type PolicyOutcome } from '@tirr/domain';
import type { Language } from '../../lib/language';
import { drawHeading } from '../../lib/pdf-page';
import type { PdfContext } from './cheques.pdf-price';
import { fill, plural, type ChequePdfTexts } from './cheques.pdf-texts';

/** Red for Rechazar, amber for Observar, green for Aprobar: the verdict's colours. */
const OUTCOME_COLORS: Record<PolicyOutcome, string> = {
  RECHAZAR: '#c62828',
  OBSERVAR: '#e65100',
  APROBAR: '#2e7d32',
};

type Evidence = PolicyReasonView['explanation'][number];

/** The PDF's standard Helvetica writes WinAnsi, which has no '≥' (the screen's comparison): '>=' in its place. */
const winAnsi = (text: string) => text.replace(/≥/g, '>=');

/** The labels of a comma-joined list of codes ('MALO,REGULAR' → 'Malo, Regular'). */
function labels(texts: ChequePdfTexts, group: 'bands' | 'flags', codes: string | number | undefined): string {
  const names: Readonly<Record<string, string>> = group === 'bands' ? texts.screen.bands : texts.policy.flags;
  return String(codes ?? '')
    .split(',')
    .filter(Boolean)
    .map((code) => names[code] ?? code)
    .join(', ');
}

/**
 * A condition that held, in words, with the values that made it hold: 'Situación actual 3 (≥ 3)', 'Score del balance
 * 280 (< 301), cerrado el 31/12/2025' (docs/domain/credit-policy.md §2).
 */
export function explanationText(texts: ChequePdfTexts, language: Language, { kind, params }: Evidence): string {
  const { policy } = texts;
  const templates: Readonly<Record<string, string>> = policy.explanations;
  const money = (name: string) => formatMoney(Number(params[name]), 'ARS', language);
  const date = (name: string) => formatDate(String(params[name]), language);
  const cmp = params.op === undefined ? '' : (policy.comparisons[params.op as 'BELOW' | 'ABOVE'] ?? '');
  switch (kind) {
    case 'SCORE':
    case 'SITUACION_NOW':
    case 'ENTITIES':
      return fill(templates[kind]!, { ...params, cmp });
    case 'BAND':
      return fill(templates.BAND!, {
        band: labels(texts, 'bands', params.band),
        bands: labels(texts, 'bands', params.bands),
      });
    case 'THIN_FILE':
      return fill(templates.THIN_FILE!, { band: labels(texts, 'bands', params.band) });
    case 'WORST_SITUACION':
      return plural(templates, kind, language, { ...params, count: Number(params.months) });
    case 'REJECTED_CHEQUES': {
      const values = { minCount: params.minCount ?? '', since: date('since'), amount: money('amount') };
      const cheques = plural(templates, kind, language, { ...values, count: Number(params.count) });
      if (params.minAmount === undefined) return cheques;
      return fill(templates.REJECTED_CHEQUES_AMOUNT!, { cheques, minAmount: money('minAmount') });
    }
    case 'FLAG':
      return fill(templates.FLAG!, { flags: labels(texts, 'flags', params.flags) });
    case 'TOTAL_DEBT':
      return fill(templates.TOTAL_DEBT!, { totalDebt: money('totalDebt'), above: money('above') });
    case 'BALANCE_SCORE':
      return fill(templates.BALANCE_SCORE!, { ...params, cmp, closingDate: date('closingDate') });
    case 'BALANCE_AGE':
      return plural(templates, kind, language, {
        count: Number(params.months),
        closingDate: date('closingDate'),
        since: date('since'),
      });
    case 'PERSON_TYPE':
      return fill(templates.PERSON_TYPE!, {
        personType: policy.personTypes[params.personType as 'FISICA' | 'JURIDICA'] ?? String(params.personType),
      });
    case 'NO_SCORE':
    case 'INACTIVE_KEY':
    case 'NO_BALANCE':
      return templates[kind]!;
  }
}

/** 'Tu política de crédito: Aprobar', the version, then every matching rule (the worst first) with its evidence. */
export function drawPolicyDecision({ doc, texts, language }: PdfContext, { policyDecision }: ChequeAnalysis) {
  if (!policyDecision) return;
  const screen = texts.screen.policy;
  const { outcomes } = texts.policy;
  drawHeading(doc, fill(screen.title, { outcome: outcomes[policyDecision.decision] }), 120);
  const { name, version } = policyDecision.policy;
  doc.fillColor('#555555').text(fill(screen.version, { name, version: version ?? '' }));
  doc.text(screen.note).fillColor('#000000').moveDown(0.2);
  if (policyDecision.reasons.length === 0) doc.text(`• ${texts.policy.noReason}`);
  for (const reason of policyDecision.reasons) {
    const evidence = reason.explanation.map((e) => explanationText(texts, language, e)).join('; ');
    doc
      .font('Helvetica-Bold')
      .fillColor(OUTCOME_COLORS[reason.outcome])
      .text(`• ${outcomes[reason.outcome]} — `, { continued: true });
    doc.fillColor('#000000').text(reason.reason);
    doc.font('Helvetica').fillColor('#555555').text(winAnsi(evidence), { indent: 10 }).fillColor('#000000');
  }
}
