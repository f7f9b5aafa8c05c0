import type { BcraEntidad } from '../bcra/types';

/** The cheques entity list (codes as BCRA publishes them) shipped with the offline data. */
export const DEMO_ENTIDADES: BcraEntidad[] = [
  { codigoEntidad: 7, denominacion: 'BANCO DE GALICIA Y BUENOS AIRES S.A.' },
  { codigoEntidad: 11, denominacion: 'BANCO DE LA NACION ARGENTINA' },
  { codigoEntidad: 14, denominacion: 'BANCO DE LA PROVINCIA DE BUENOS AIRES' },
  { codigoEntidad: 15, denominacion: 'INDUSTRIAL AND COMMERCIAL BANK OF CHINA (ARGENTINA) S.A.U.' },
  { codigoEntidad: 17, denominacion: 'BANCO BBVA ARGENTINA S.A.' },
  { codigoEntidad: 20, denominacion: 'BANCO DE LA PROVINCIA DE CORDOBA S.A.' },
  { codigoEntidad: 27, denominacion: 'BANCO SUPERVIELLE S.A.' },
  { codigoEntidad: 29, denominacion: 'BANCO DE LA CIUDAD DE BUENOS AIRES' },
  { codigoEntidad: 34, denominacion: 'BANCO PATAGONIA S.A.' },
  { codigoEntidad: 44, denominacion: 'BANCO HIPOTECARIO S.A.' },
  { codigoEntidad: 72, denominacion: 'BANCO SANTANDER ARGENTINA S.A.' },
  { codigoEntidad: 150, denominacion: 'HSBC BANK ARGENTINA S.A.' },
  { codigoEntidad: 191, denominacion: 'BANCO CREDICOOP COOPERATIVO LIMITADO' },
  { codigoEntidad: 259, denominacion: 'BANCO ITAU ARGENTINA S.A.' },
  { codigoEntidad: 285, denominacion: 'BANCO MACRO S.A.' },
  { codigoEntidad: 299, denominacion: 'BANCO COMAFI SOCIEDAD ANONIMA' },
  { codigoEntidad: 330, denominacion: 'NUEVO BANCO DE SANTA FE SOCIEDAD ANONIMA' },
];

/** Lenders that report debts (Deudas uses names, not codes). */
export const DEMO_LENDERS = [
  ...DEMO_ENTIDADES.map((e) => e.denominacion),
  'TARJETA NARANJA S.A.U.',
  'MERCADOLIBRE S.R.L.',
  'CREDITO DIRECTO S.A.',
  'FIAT CREDITO COMPAÑIA FINANCIERA S.A.',
];

export const CHEQUE_BANK_CODES = DEMO_ENTIDADES.map((e) => e.codigoEntidad);
