import type { Catalogue, CatalogueClass, CatalogueFund, IdName } from './types';

/**
 * The offline fund catalogue, in the exact shape of CAFCI's `consulta-de-fondos.json`. Manager names are
 * real Argentine sociedades gerentes (banks and independents); funds, classes, fees and every value are
 * synthetic demo data (Datos de demostración), never quotes.
 */

type Kind = 'MM' | 'RF' | 'CER' | 'RV' | 'USD' | 'MIX';

export const OFFLINE_MANAGERS: ReadonlyArray<{ id: number; nombre: string; funds: ReadonlyArray<[string, Kind]> }> = [
  {
    id: 12,
    nombre: 'Santander Asset Management S.G.F.C.I.S.A.',
    funds: [
      ['Super Ahorro $', 'MM'],
      ['Super Renta Pesos', 'RF'],
      ['Super Bonos CER', 'CER'],
      ['Super Acciones', 'RV'],
      ['Super Ahorro Dólares', 'USD'],
    ],
  },
  {
    id: 15,
    nombre: 'Galicia Asset Management S.A.U.',
    funds: [
      ['Fima Premium', 'MM'],
      ['Fima Ahorro Plus', 'RF'],
      ['Fima Renta Ajustable', 'CER'],
      ['Fima Acciones', 'RV'],
      ['Fima Renta en Dólares', 'USD'],
      ['Fima Mix I', 'MIX'],
    ],
  },
  {
    id: 19,
    nombre: 'BBVA Asset Management Argentina S.A.U.',
    funds: [
      ['FBA Renta Pesos', 'MM'],
      ['FBA Ahorro Pesos', 'RF'],
      ['FBA Bonos CER', 'CER'],
      ['FBA Acciones Argentinas', 'RV'],
      ['FBA Renta Fija Dólar', 'USD'],
    ],
  },
  {
    id: 21,
    nombre: 'ICBC Investments Argentina S.A.U.',
    funds: [
      ['Alpha Pesos', 'MM'],
      ['Alpha Renta Capital Pesos', 'RF'],
      ['Alpha Renta Cobertura', 'CER'],
      ['Alpha Acciones', 'RV'],
      ['Alpha Renta Fija Dólares', 'USD'],
    ],
  },
  {
    id: 27,
    nombre: 'Macro Fondos S.G.F.C.I.S.A.',
    funds: [
      ['Pionero Pesos', 'MM'],
      ['Pionero Renta Ahorro', 'RF'],
      ['Pionero Renta CER', 'CER'],
      ['Pionero Acciones', 'RV'],
    ],
  },
  {
    id: 33,
    nombre: 'Balanz S.G.F.C.I.S.A.',
    funds: [
      ['Balanz Money Market', 'MM'],
      ['Balanz Ahorro', 'RF'],
      ['Balanz Inflation Linked', 'CER'],
      ['Balanz Acciones', 'RV'],
      ['Balanz Renta Fija Dólares', 'USD'],
    ],
  },
  {
    id: 38,
    nombre: 'Consultatio Asset Management G.F.C.I.S.A.',
    funds: [
      ['Consultatio Liquidez', 'MM'],
      ['Consultatio Renta Nacional', 'RF'],
      ['Consultatio Acciones Argentina', 'RV'],
      ['Consultatio Balance Fund', 'MIX'],
    ],
  },
  {
    id: 41,
    nombre: 'Allaria Fondos Administrados S.G.F.C.I.S.A.',
    funds: [
      ['Allaria Ahorro', 'MM'],
      ['Allaria Renta Fija', 'RF'],
      ['Allaria CER Plus', 'CER'],
      ['Allaria Acciones', 'RV'],
      ['Allaria Renta Mixta', 'MIX'],
    ],
  },
  {
    id: 45,
    nombre: 'Schroder Investment Management S.A.',
    funds: [
      ['Schroder Renta Pesos', 'RF'],
      ['Schroder Renta Ajustable', 'CER'],
      ['Schroder Acciones', 'RV'],
    ],
  },
  {
    id: 52,
    nombre: 'Adcap Asset Management S.G.F.C.I.S.A.',
    funds: [
      ['Adcap Ahorro Pesos', 'RF'],
      ['Adcap Cobertura', 'CER'],
      ['Adcap Acciones', 'RV'],
      ['Adcap Renta Dólar', 'USD'],
    ],
  },
];

const TIPO_RENTA: Record<Kind, IdName> = {
  MM: { id: 4, nombre: 'Mercado de Dinero' },
  RF: { id: 3, nombre: 'Renta Fija' },
  CER: { id: 3, nombre: 'Renta Fija' },
  USD: { id: 3, nombre: 'Renta Fija' },
  RV: { id: 2, nombre: 'Renta Variable' },
  MIX: { id: 5, nombre: 'Renta Mixta' },
};
const BENCHMARK: Record<Kind, IdName> = {
  MM: { id: 1, nombre: 'Badlar' },
  RF: { id: 1, nombre: 'Badlar' },
  CER: { id: 4, nombre: 'CER + 2%' },
  USD: { id: 9, nombre: 'No Registrado' },
  RV: { id: 6, nombre: 'S&P Merval' },
  MIX: { id: 9, nombre: 'No Registrado' },
};
const HORIZONTE: Record<Kind, IdName> = {
  MM: { id: 1, nombre: 'Corto Plazo' },
  RF: { id: 1, nombre: 'Corto Plazo' },
  CER: { id: 2, nombre: 'Mediano Plazo' },
  USD: { id: 2, nombre: 'Mediano Plazo' },
  RV: { id: 3, nombre: 'Largo Plazo' },
  MIX: { id: 4, nombre: 'Flexible' },
};
const SETTLEMENT: Record<Kind, number> = { MM: 0, RF: 1, CER: 1, USD: 1, RV: 2, MIX: 2 };
const ARS: IdName = { id: 1, nombre: 'Peso Argentina' };
const USD: IdName = { id: 2, nombre: 'Dólar Estadounidense' };
const DEPOSITARIAS: IdName[] = [
  { id: 3, nombre: 'Banco de Valores S.A.' },
  { id: 7, nombre: 'Banco Comafi S.A.' },
  { id: 11, nombre: 'Banco Santander Argentina S.A.' },
];

const pct = (n: number) => n.toFixed(4);

/** The kind of each offline fund, by fund id (the value model of offline.ts reads it). */
export const OFFLINE_FUND_KIND = new Map<number, Kind>();

function classesOf(fundId: number, fundName: string, kind: Kind, index: number): CatalogueClass[] {
  const currency = kind === 'USD' ? USD : ARS;
  const retailMin = kind === 'USD' ? 100 : kind === 'MM' ? 1 : 1000;
  const admin = { MM: 1.6, RF: 2.1, CER: 2.0, USD: 1.2, RV: 3.4, MIX: 2.6 }[kind] + (index % 3) * 0.15;
  const exit = kind === 'RV' ? (index % 2 === 0 ? 1 : 0.5) : kind === 'MIX' ? 0.5 : 0;
  const entry = kind === 'RV' && index % 3 === 0 ? 1 : 0;
  const make = (
    n: number,
    letter: string,
    min: number,
    adminFee: number,
    exitFee: number,
    entryFee: number,
  ): CatalogueClass => ({
    id: fundId * 10 + n,
    nombre: `${fundName} - Clase ${letter}`,
    moneda: currency,
    inversion_minima: String(min),
    honorarios: {
      ingreso: pct(entryFee),
      rescate: pct(exitFee),
      transferencia: pct(0),
      administracion_gerente: pct(adminFee),
      administracion_depositaria: pct(0.15),
      gasto_ordinario_gestion: pct(0.2),
    },
    suscripcion: kind === 'MM' ? 'T+0' : `T+${SETTLEMENT[kind]}`,
    liquidez: `T+${SETTLEMENT[kind]}`,
    rg384: false,
    log_abierto: true,
    ticker_bloomberg: `${fundName
      .replace(/[^A-Z]/gi, '')
      .slice(0, 6)
      .toUpperCase()}${letter} AR      `,
    ticker_isin: null,
  });
  const classes = [make(1, 'A', retailMin, admin, exit, entry)];
  // Most funds also have an institutional class: higher minimum, lower fees, no exit fee.
  if (index % 4 !== 3) classes.push(make(2, 'B', kind === 'USD' ? 10_000 : 1_000_000, admin * 0.55, 0, 0));
  if (kind === 'MM' && index % 2 === 0) classes.push(make(3, 'C', 50_000_000, admin * 0.35, 0, 0));
  return classes;
}

/** The whole offline catalogue (computed once). */
export const offlineCatalogue: () => Catalogue = (() => {
  let built: Catalogue | undefined;
  return () => {
    if (built) return built;
    const fondos: CatalogueFund[] = [];
    let index = 0;
    for (const manager of OFFLINE_MANAGERS) {
      for (const [nombre, kind] of manager.funds) {
        const id = 500 + index * 7;
        OFFLINE_FUND_KIND.set(id, kind);
        fondos.push({
          id,
          nombre,
          codigo_cnv: String(200 + index * 13),
          estado: 1,
          objetivo: null,
          tipo_dinero: kind === 'MM' ? 'Clasico' : 'No Aplica',
          valuacion: 'D',
          dias_liquidacion: SETTLEMENT[kind],
          inicio: `${2008 + (index % 14)}-0${1 + (index % 9)}-15`,
          mm_puro: kind === 'MM',
          mm_indice: false,
          sociedad_gerente: { id: manager.id, nombre: manager.nombre },
          sociedad_depositaria: DEPOSITARIAS[index % DEPOSITARIAS.length]!,
          moneda: kind === 'USD' ? USD : ARS,
          tipo_renta: TIPO_RENTA[kind],
          tipo_renta_mixta: null,
          region: { id: 1, nombre: 'Argentina' },
          duration: { id: kind === 'MM' ? 1 : kind === 'RV' ? 5 : 3, nombre: '' },
          benchmark: BENCHMARK[kind],
          horizonte: HORIZONTE[kind],
          clases: classesOf(id, nombre, kind, index),
        });
        index++;
      }
    }
    const gerentes = OFFLINE_MANAGERS.map((m) => ({ id: m.id, nombre: m.nombre }));
    built = {
      generated_at: '2026-01-01T00:00:00Z',
      total_fondos: fondos.length,
      total_clases: fondos.reduce((n, f) => n + f.clases.length, 0),
      filtros: { sociedad_gerente: gerentes, tipo_renta: Object.values(TIPO_RENTA), moneda: [ARS, USD] },
      fondos,
    };
    return built;
  };
})();
