/**
 * English of the API's Spanish texts a person reads (ADR 0139, docs/domain/texts.md): error messages,
 * the rows of a batch lookup, monitoring events and the demo quick-panel items. Spanish is the source;
 * a text missing here is answered in Spanish. Texts with values in them are matched by their shape and
 * their parts translated in turn (`tr`).
 */
import { API_KEY_PATTERNS, API_KEY_TEXTS } from './texts-en-api-keys';
import { CHEQUE_PATTERNS, CHEQUE_TEXTS } from './texts-en-cheques';
import { POLICY_PATTERNS, POLICY_TEXTS } from './texts-en-policy';
import type { Render } from './texts-en-render';
import { WEBHOOK_PATTERNS, WEBHOOK_TEXTS } from './texts-en-webhooks';

const SITUACIONES: [string, string][] = [
  ['Normal (hasta 31 días de atraso)', 'Normal (up to 31 days late)'],
  ['Riesgo bajo (más de 31 hasta 90 días de atraso)', 'Low risk (over 31 up to 90 days late)'],
  ['Riesgo medio (más de 90 hasta 180 días de atraso)', 'Medium risk (over 90 up to 180 days late)'],
  ['Riesgo alto (más de 180 días hasta un año de atraso)', 'High risk (over 180 days up to one year late)'],
  ['Irrecuperable (más de un año de atraso)', 'Unrecoverable (over one year late)'],
  ['Normal', 'Normal'],
  ['Riesgo bajo', 'Low risk'],
  ['Riesgo medio', 'Medium risk'],
  ['Riesgo alto', 'High risk'],
  ['Irrecuperable', 'Unrecoverable'],
  ['Irrecuperable por disposición técnica', 'Unrecoverable by technical disposition'],
  ['En situación normal', 'In normal situation'],
  ['Con seguimiento especial', 'Under special monitoring'],
  ['Con problemas', 'With problems'],
  ['Con alto riesgo de insolvencia', 'High risk of insolvency'],
  ['sin deudas informadas', 'no debts reported'],
];

const BANDS: [string, string][] = [
  ['Malo', 'Poor'],
  ['Regular', 'Fair'],
  ['Bueno', 'Good'],
  ['Muy Bueno', 'Very good'],
  ['Excelente', 'Excellent'],
  ['Sin historial', 'No history'],
  ['sin score', 'no score'],
];

const MESSAGES: [string, string][] = [
  // Sessions, permissions and the generic answers.
  ['Su sesión ha expirado. Volvé a iniciar sesión.', 'Your session has expired. Please sign in again.'],
  ['Iniciá sesión para continuar.', 'Sign in to continue.'],
  ['No tenés permiso para esta acción.', 'You do not have permission for this action.'],
  ['No encontrado.', 'Not found.'],
  ['Servicio no disponible.', 'Service unavailable.'],
  ['Demasiadas solicitudes. Esperá un momento y volvé a intentar.', 'Too many requests. Wait a moment and try again.'],
  ['Ocurrió un error inesperado. Ya lo registramos.', 'An unexpected error occurred. We have recorded it.'],
  ['inválido', 'invalid'],
  ['id inválido', 'invalid id'],
  ['id inválido.', 'invalid id.'],
  ['el cuerpo no es JSON válido.', 'the body is not valid JSON.'],
  ['el cuerpo JSON está vacío.', 'the JSON body is empty.'],
  ['el cuerpo es demasiado grande.', 'the body is too large.'],
  ['tipo de contenido no admitido.', 'unsupported content type.'],
  // Tax ids and credit reports.
  ['ingresá un CUIT/CUIL.', 'enter a CUIT/CUIL.'],
  ['el CUIT/CUIL solo admite dígitos (y guiones).', 'the CUIT/CUIL only takes digits (and hyphens).'],
  ['el CUIT/CUIL debe tener 11 dígitos.', 'the CUIT/CUIL must have 11 digits.'],
  ['el dígito verificador del CUIT/CUIL no es válido.', 'the check digit of the CUIT/CUIL is not valid.'],
  ['Prefijo de CUIT/CUIL desconocido.', 'Unknown CUIT/CUIL prefix.'],
  [
    'ingresá un CUIT/CUIL válido (11 dígitos con dígito verificador).',
    'enter a valid CUIT/CUIL (11 digits with a check digit).',
  ],
  ['ingresá un CUIT/CUIL válido.', 'enter a valid CUIT/CUIL.'],
  ['el DNI debe tener hasta 8 dígitos, sin letras.', 'the DNI must have up to 8 digits, no letters.'],
  ['el DNI debe tener al menos 7 dígitos para buscarlo.', 'the DNI must have at least 7 digits to be searched.'],
  ['CUIT no disponible', 'CUIT not available'],
  [
    'DNI no disponible, intente nuevamente ingresando el CUIT o CUIL de la persona',
    'DNI not available, try again entering the person’s CUIT or CUIL',
  ],
  ['La consulta de este CUIT/CUIL no está disponible.', 'Lookups of this CUIT/CUIL are not available.'],
  [
    'No pudimos registrar la consulta. Intentá de nuevo en unos segundos.',
    'We could not record the lookup. Try again in a few seconds.',
  ],
  ['No pudimos registrar la consulta.', 'We could not record the lookup.'],
  [
    'Confirmá tu correo electrónico para ver reportes de crédito: abrí el enlace que te enviamos o pedí uno nuevo.',
    'Confirm your email address to see credit reports: open the link we sent you or ask for a new one.',
  ],
  ['Ya tenés premium: tus reportes son ilimitados.', 'You already have premium: your reports are unlimited.'],
  [
    'No pudimos iniciar el pago con Mercado Pago. Intentá nuevamente.',
    'We could not start the payment with Mercado Pago. Try again.',
  ],
  [
    'tu cuenta no tiene correo electrónico; Mercado Pago lo necesita.',
    'your account has no email address; Mercado Pago needs one.',
  ],
  // Report notices.
  [
    'Hay información en revisión a pedido del titular (Ley 25.326).',
    'Some information is under review at the holder’s request (Law 25.326).',
  ],
  [
    'No se pudieron obtener los datos del padrón de AFIP en este momento.',
    'The AFIP tax registry data could not be obtained right now.',
  ],
  [
    'La persona figura como fallecida en el padrón: el informe no lleva score.',
    'The person is registered as deceased: the report has no score.',
  ],
  ['La clave fiscal figura INACTIVA en el padrón.', 'The tax key is INACTIVE in the registry.'],
  ['Sin deudas informadas en la Central de Deudores del BCRA.', 'No debts reported to the BCRA Central de Deudores.'],
  // Mis Perfiles and batch lookups.
  ['Ya existe el perfil en Mis Perfiles.', 'The profile is already in My Profiles.'],
  ['No se ha encontrado el perfil en la lista de Mis Perfiles.', 'The profile was not found in My Profiles.'],
  ['Falta el CUIT.', 'The CUIT is missing.'],
  ['El CUIT solo puede tener números y guiones.', 'The CUIT can only have digits and hyphens.'],
  ['El CUIT debe tener 11 dígitos.', 'The CUIT must have 11 digits.'],
  ['El dígito verificador del CUIT no es válido.', 'The check digit of the CUIT is not valid.'],
  ['No se pudo consultar este CUIT.', 'This CUIT could not be looked up.'],
  ['Cargá al menos un CUIT.', 'Enter at least one CUIT.'],
  [
    'La consulta masiva se detuvo: tu cuenta ya no tiene el plan premium, que incluye las consultas masivas.',
    'The batch lookup stopped: your account no longer has the premium plan, which includes batch lookups.',
  ],
  [
    'La consulta masiva se detuvo: quien la inició ya no tiene acceso (dejó la organización o se revocó su clave de API).',
    'The batch lookup stopped: whoever started it no longer has access (they left the organisation or their API key was revoked).',
  ],
  ['No se encontró la consulta masiva.', 'The batch lookup was not found.'],
  ['El id de consulta no es válido.', 'The lookup id is not valid.'],
  ['El id de perfil no es válido.', 'The profile id is not valid.'],
  ['El id de balance no es válido.', 'The balance id is not valid.'],
  ['No se encontró el balance de este perfil.', 'The balance of this profile was not found.'],
  [
    'Falta el último balance para recalcular su puntaje.',
    'The latest balance sheet is missing to recompute its score.',
  ],
  [
    'Sin score: el total de activos (corrientes + no corrientes) debe ser mayor que cero.',
    'No score: total assets (current + non-current) must be greater than zero.',
  ],
  ['Indicá el período (por ejemplo 2025).', 'Enter the period (for example 2025).'],
  ['Falta un número después del signo.', 'A number is missing after the sign.'],
  ['el ingreso debe ser un número.', 'the income must be a number.'],
  // Monitoring events and the demo quick panel.
  ['Tiene 1 cheque rechazado nuevo.', 'It has 1 new rejected cheque.'],
  [
    'El BCRA actualiza la situación crediticia del último mes: revisá los perfiles de tu cartera.',
    'The BCRA updates last month’s credit situation: review the profiles of your portfolio.',
  ],
  [
    'El BCRA todavía no declaró si el 24 y el 31 de diciembre habrá atención bancaria.',
    'The BCRA has not yet said whether banks open on 24 and 31 December.',
  ],
  [
    'El cheque de Agroinsumos del Sur por ARS 1.250.000 se acredita el viernes.',
    'The cheque from Agroinsumos del Sur for ARS 1,250,000 clears on Friday.',
  ],
  [
    'Educación Financiera — jueves 18 h, cómo leer la TEM y el CFT de una operación.',
    'Financial education — Thursday 6 pm, how to read the TEM and CFT of a deal.',
  ],
  [
    'Simular 30 días con ARS 500.000 en dos fondos money market antes de decidir.',
    'Simulate 30 days with ARS 500,000 in two money market funds before deciding.',
  ],
  ['Vencimiento de cheque diferido', 'Deferred cheque due'],
  ['Publicación de la Central de Deudores', 'Central de Deudores publication'],
  ['Clase en vivo: descuento de pagarés', 'Live class: discounting promissory notes'],
  ['el título es obligatorio.', 'the title is required.'],
  ['No se encontró la nota.', 'The note was not found.'],
  // Simulators.
  ['La tasa debe ser mayor que 0.', 'The rate must be greater than 0.'],
  ['El aval SGR no puede superar el 100 %.', 'The SGR guarantee cannot exceed 100 %.'],
  ['La comisión no puede superar el 100 %.', 'The commission cannot exceed 100 %.'],
  ['El plazo debe ser de al menos 1 día.', 'The term must be at least 1 day.'],
  ['El plazo debe ser un número entero de días.', 'The term must be a whole number of days.'],
  ['El monto debe ser un número.', 'The amount must be a number.'],
  ['Debe ser un número.', 'Must be a number.'],
  ['No puede ser negativo.', 'Cannot be negative.'],
  ['Usá como máximo dos decimales.', 'Use at most two decimals.'],
  ['El importe es demasiado grande.', 'The amount is too large.'],
  ['La moneda debe ser ARS o USD.', 'The currency must be ARS or USD.'],
  [
    'Indicá el plazo en días o la fecha de vencimiento, no los dos.',
    'Give the term in days or the due date, not both.',
  ],
  [
    'La fecha de vencimiento debe dejar al menos 1 día de plazo desde la liquidación.',
    'The due date must leave at least 1 day from settlement.',
  ],
  [
    'La fecha de operación debe ser una fecha con formato AAAA-MM-DD.',
    'The trade date must be a date formatted YYYY-MM-DD.',
  ],
  ['La fecha de operación no es una fecha válida (AAAA-MM-DD).', 'The trade date is not a valid date (YYYY-MM-DD).'],
  [
    'La fecha de vencimiento debe ser una fecha con formato AAAA-MM-DD.',
    'The due date must be a date formatted YYYY-MM-DD.',
  ],
  ['La fecha debe tener el formato AAAA-MM-DD.', 'The date must be formatted YYYY-MM-DD.'],
  ['No es un campo del simulador.', 'It is not a field of the simulator.'],
  [
    'El cuerpo debe ser un objeto JSON con los datos del documento.',
    'The body must be a JSON object with the document’s data.',
  ],
  // Academy survey (docs/domain/texts.md: the product's English verbatim).
  ['El nombre de la empresa es obligatorio.', 'Company name is required'],
  ['El campo es obligatorio.', 'This field is required.'],
  ['El teléfono es obligatorio.', 'Phone is required.'],
  ['Ingresá solo números.', 'Please enter only numbers.'],
  ['Ingresá un número de teléfono válido.', 'Please enter valid phone number.'],
  ['Ingresá una edad válida.', 'Please enter a valid age.'],
  ['El curso no existe.', 'The course does not exist.'],
  // System.
  ['ese CUIT ya está bloqueado.', 'that CUIT is already blocked.'],
  ['ese CUIT no está bloqueado.', 'that CUIT is not blocked.'],
  ['no existe un usuario con ese id.', 'there is no user with that id.'],
  ['no existe un error con ese id.', 'there is no error with that id.'],
  ['solo un administrador del sistema asigna ese rol.', 'only a system administrator assigns that role.'],
  ['solo un administrador del sistema cambia ese rol.', 'only a system administrator changes that role.'],
  [
    'no se puede quitar el rol al último administrador del sistema.',
    'the last system administrator cannot lose the role.',
  ],
  ['la fecha no puede ser anterior a hoy.', 'the date cannot be before today.'],
  ['la fecha no puede superar los 10 años.', 'the date cannot be more than 10 years away.'],
  ['debe ser igual o posterior a from.', 'must be on or after from.'],
  ['No existe ese correo.', 'That email does not exist.'],
  ['No hay un trabajo fallido con ese id.', 'There is no failed job with that id.'],
];

/** Whole texts: messages, situación labels and bands. */
export const ENGLISH_TEXTS: ReadonlyMap<string, string> = new Map([
  ...SITUACIONES,
  ...BANDS,
  ...MESSAGES,
  ...CHEQUE_TEXTS,
  ...API_KEY_TEXTS,
  ...POLICY_TEXTS,
  ...WEBHOOK_TEXTS,
]);

/** 'DD/MM/YYYY' → 'MM/DD/YYYY' (docs/domain/formatting.md §1). */
const englishDate = (date: string) => date.replace(/^(\d{2})\/(\d{2})\/(\d{4})$/, '$2/$1/$3');
/** A situación as the events name it, '3 (Riesgo medio)' or 'sin deudas informadas'. */
const situacion = (text: string, tr: (t: string) => string) =>
  text
    .replace(/^(\d) \((.+)\)$/, (_m, code: string, label: string) => `${code} (${tr(label)})`)
    .replace(/^[^\d].*$/, tr);

/** Texts with values in them, by their shape. */
export const ENGLISH_PATTERNS: readonly (readonly [RegExp, Render])[] = [
  [/^Datos inválidos — (.+)$/s, ([issues = ''], tr) => `Invalid data — ${issues.split('; ').map(tr).join('; ')}`],
  [/^([\w.[\]-]+): (.+)$/s, ([field = '', message = ''], tr) => `${field}: ${tr(message)}`],
  [/^CUIT repetido \(fila (\d+)\)\.$/, ([row]) => `Duplicate CUIT (row ${row}).`],
  [/^Tiene (\d+) cheques rechazados nuevos\.$/, ([n]) => `It has ${n} new rejected cheques.`],
  [
    /^La situación empeoró de ([^.]+) a ([^.]+)\.$/,
    ([a = '', b = ''], tr) => `The situation worsened from ${situacion(a, tr)} to ${situacion(b, tr)}.`,
  ],
  [
    /^La situación mejoró de ([^.]+) a ([^.]+)\.$/,
    ([a = '', b = ''], tr) => `The situation improved from ${situacion(a, tr)} to ${situacion(b, tr)}.`,
  ],
  [/^El score pasó de ([^.]+) a ([^.]+)\.$/, ([a = '', b = ''], tr) => `The score went from ${tr(a)} to ${tr(b)}.`],
  [/^Período (\d{2})\/(\d{4}) del BCRA\.$/, ([m, y]) => `BCRA period ${m}/${y}.`],
  [/^Se agregó el cuit (.+) a la lista de favoritos\.$/, ([cuit]) => `CUIT ${cuit} was added to your favourites.`],
  [/^Se eliminó el cuit (.+) a la lista de favoritos\.$/, ([cuit]) => `CUIT ${cuit} was removed from your favourites.`],
  [
    /^Actualizaste la información del cuit (.+) correctamente\.$/,
    ([cuit]) => `You updated the information of CUIT ${cuit}.`,
  ],
  [/^Como máximo (\d+) CUITs por consulta\.$/, ([n]) => `At most ${n} CUITs per lookup.`],
  [
    /^No se puede obtener información de (.+) en estos momentos$/,
    ([source]) => `Information from ${source} cannot be obtained right now`,
  ],
  [
    /^La Central de Deudores del BCRA no responde: se muestran los datos obtenidos el (.+)\.$/,
    ([date = '']) =>
      `The BCRA Central de Deudores is not answering: showing the data obtained on ${englishDate(date)}.`,
  ],
  [
    /^Alcanzaste el límite de (\d+) reportes gratuitos de este mes\. Con la suscripción paga tenés reportes ilimitados por ARS ([\d.,]+) por mes: enviá el comprobante de pago a (.+)\.$/,
    ([n, price = '', email]) =>
      `You reached the limit of ${n} free reports this month. The paid subscription gives unlimited reports for ARS ${price.replace(/[.,]/g, (c) => (c === '.' ? ',' : '.'))} a month: send the proof of payment to ${email}.`,
  ],
  [
    /^La fecha de operación no puede ser anterior al (.+) \(hoy menos 5 años\)\.$/,
    ([d = '']) => `The trade date cannot be before ${englishDate(d)} (today minus 5 years).`,
  ],
  [
    /^La fecha de operación no puede ser posterior al (.+) \(hoy más 2 años\)\.$/,
    ([d = '']) => `The trade date cannot be after ${englishDate(d)} (today plus 2 years).`,
  ],
  [/^El plazo no puede superar los (\d+) días\.$/, ([n]) => `The term cannot exceed ${n} days.`],
  [
    /^La fecha de vencimiento no puede dejar más de (\d+) días de plazo\.$/,
    ([n]) => `The due date cannot leave more than ${n} days.`,
  ],
  [
    /^La expresión es demasiado larga \(máximo (\d+) caracteres\)\.$/,
    ([n]) => `The expression is too long (at most ${n} characters).`,
  ],
  [/^el rango no puede superar (\d+) días\.$/, ([n]) => `the range cannot exceed ${n} days.`],
  [/^el título admite hasta (\d+) caracteres\.$/, ([n]) => `the title takes up to ${n} characters.`],
  [/^el detalle admite hasta (\d+) caracteres\.$/, ([n]) => `the detail takes up to ${n} characters.`],
  ...CHEQUE_PATTERNS,
  ...API_KEY_PATTERNS,
  ...POLICY_PATTERNS,
  ...WEBHOOK_PATTERNS,
];
