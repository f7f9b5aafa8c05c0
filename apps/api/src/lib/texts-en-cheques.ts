/**
 * English of the API's Spanish texts of 'Analizar cheque' and cheque portfolios (ADR 0139, docs/domain/texts.md),
 * part of lib/texts-en.ts: whole texts, and texts with values in them matched by their shape.
 */
import type { Render } from './texts-en-render';

export const CHEQUE_TEXTS: [string, string][] = [
  ['La fecha de pago no es una fecha válida (AAAA-MM-DD).', 'The payment date is not a valid date (YYYY-MM-DD).'],
  [
    'La fecha de pago debe dejar al menos 1 día de plazo desde la liquidación.',
    'The payment date must leave at least 1 day from settlement.',
  ],
  [
    'El banco debe ser un código de entidad del BCRA (número entero).',
    'The bank must be a BCRA entity code (a whole number).',
  ],
  ['El número de cheque debe ser un número entero.', 'The cheque number must be a whole number.'],
  ['El número de cheque debe ser mayor que 0.', 'The cheque number must be greater than 0.'],
  ['El número de cheque tiene demasiados dígitos.', 'The cheque number has too many digits.'],
  ['El CUIT del librador no es válido.', "The drawer's CUIT is not valid."],
  ["El tipo de cheque debe ser 'physical' o 'echeq'.", "The cheque type must be 'physical' or 'echeq'."],
  ['La tasa de referencia debe ser un número.', 'The reference rate must be a number.'],
  ['La tasa de referencia debe ser mayor que 0.', 'The reference rate must be greater than 0.'],
  [
    'La fecha de pago debe ser una fecha con formato AAAA-MM-DD.',
    'The payment date must be a date formatted YYYY-MM-DD.',
  ],
  ['No es un campo del análisis.', 'Not a field of the analysis.'],
  [
    'El cuerpo debe ser un objeto JSON con los datos del cheque.',
    "The body must be a JSON object with the cheque's data.",
  ],
  ['El banco es obligatorio.', 'The bank is required.'],
  ['El número de cheque es obligatorio.', 'The cheque number is required.'],
  ['El CUIT del librador es obligatorio.', "The drawer's CUIT is required."],
  ['El monto es obligatorio.', 'The amount is required.'],
  ['La fecha de pago es obligatoria.', 'The payment date is required.'],
  [
    'los supuestos deben ser un objeto con spreads, annualPd y lgd.',
    'the assumptions must be an object with spreads, annualPd and lgd.',
  ],
  // Cheque portfolios.
  ['Cargá al menos un cheque.', 'Enter at least one cheque.'],
  ['El id de la cartera no es válido.', 'The portfolio id is not valid.'],
  ['No se encontró la cartera de cheques.', 'The cheque portfolio was not found.'],
  ['La fila debe ser un objeto con los datos del cheque.', "The row must be an object with the cheque's data."],
  [
    'El análisis de la cartera se detuvo: tu cuenta ya no tiene el plan premium, que incluye las carteras de cheques.',
    'The portfolio analysis stopped: your account no longer has the premium plan, which includes cheque portfolios.',
  ],
  [
    'El análisis de la cartera se detuvo: quien lo inició ya no tiene acceso (dejó la organización o se revocó su clave de API).',
    'The portfolio analysis stopped: whoever started it no longer has access (they left the organisation or their API key was revoked).',
  ],
  ['el formato debe ser uno de: csv, xlsx, pdf.', 'the format must be one of: csv, xlsx, pdf.'],
  ['el idioma debe ser uno de: es, en.', 'the language must be one of: es, en.'],
];

export const CHEQUE_PATTERNS: readonly (readonly [RegExp, Render])[] = [
  [
    /^La fecha de pago no puede dejar más de (\d+) días de plazo\.$/,
    ([n]) => `The payment date cannot leave more than ${n} days.`,
  ],
  [/^El CUIT del librador: (.+)$/s, ([message = ''], tr) => `The drawer's CUIT: ${tr(message)}`],
  [/^Los supuestos: (.+)$/s, ([message = ''], tr) => `The assumptions: ${tr(message)}`],
  [/^el supuesto (\S+) debe ser un número\.$/, ([path]) => `the assumption ${path} must be a number.`],
  [/^el supuesto (\S+) no puede ser negativo\.$/, ([path]) => `the assumption ${path} cannot be negative.`],
  [/^el supuesto (\S+) no puede superar el 100 %\.$/, ([path]) => `the assumption ${path} cannot exceed 100 %.`],
  [/^el spread (\S+) no puede superar (\d+) puntos\.$/, ([band, n]) => `the spread ${band} cannot exceed ${n} points.`],
  [
    /^(\S+) no es un supuesto \(spreads, annualPd por banda, lgd\)\.$/,
    ([path]) => `${path} is not an assumption (spreads, annualPd by band, lgd).`,
  ],
  [
    /^[Ee]l código (\d+) no es una entidad del BCRA que emita cheques\.$/,
    ([code]) => `Code ${code} is not a BCRA entity that issues cheques.`,
  ],
  [
    /^La tasa de referencia más el spread no puede superar el ([\d.]+) % anual\.$/,
    ([n = '']) => `The reference rate plus the spread cannot exceed ${n.replace('.', ',')} % a year.`,
  ],
  [/^Como máximo (\d+) cheques por cartera\.$/, ([n]) => `At most ${n} cheques per portfolio.`],
  [/^Cheque repetido \(fila (\d+)\)\.$/, ([row]) => `Duplicate cheque (row ${row}).`],
  [
    /^Una cartera lleva cheques de una sola moneda \((\w+)\)\.$/,
    ([currency]) => `Every cheque of a portfolio must be in the same currency (${currency}).`,
  ],
];
