import { describe, expect, it } from 'vitest';
import {
  emptyPlanillaRows,
  planillaClassRow,
  planillaRows18,
  planillaXlsx,
  PLANILLA_HEADER,
} from './fixtures/planilla';
import { planillaDate, planillaNumber, planillaValues, PlanillaFormatError, readPlanilla, unitVcp } from './planilla';

const shares = [
  { id: 9001, detalle: 'Liquidez Demo - Clase A' },
  { id: 9002, detalle: 'Liquidez Demo - Clase B' },
  { id: 9003, detalle: 'Renta Pesos Demo - Clase A' },
  { id: 9004, detalle: 'Acciones Demo - Clase A' },
  { id: 9005, detalle: 'Dólar Ahorro Demo - Clase A' },
];

describe('CAFCI daily spreadsheet (pb_get XLSX)', () => {
  it('reads the class rows of a real XLSX under their category sections, by header text', async () => {
    const rows = await readPlanilla(await planillaXlsx(planillaRows18()));
    expect(rows.map((r) => [r.section, r.fondo, r.date])).toEqual([
      ['Mercado de Dinero Peso Argentina', 'Liquidez Demo - Clase A', '2026-08-18'],
      ['Mercado de Dinero Peso Argentina', 'Liquidez Demo - Clase B', '2026-08-18'],
      ['Renta Fija Peso Argentina', 'Renta Pesos Demo - Clase A', '2026-08-18'],
      ['Renta Fija Dólar Estadounidense', 'Dólar  Ahorro Demo - clase a', '2026-08-18'],
      ['Renta Fija Dólar Estadounidense', 'Fondo Desconocido - Clase A', '2026-08-18'],
      ['Renta Variable Peso Argentina', 'Acciones Demo - Clase A', '2026-08-18'],
    ]);
    const first = rows[0]!;
    expect(first).toMatchObject({ fondoId: 700, claseId: 9001, cuotapartes: 300000000, patrimonio: 45890970000 });
    // 'VCP actual (mil cuotapartes)': stored per unit, confirmed by cuotapartes × VCP ≈ patrimonio.
    expect(first.vcp).toBeCloseTo(152.9699, 9);
    expect(rows[1]!.vcp).toBeCloseTo(160.1035, 9); // Argentine-formatted text cells
    expect(rows[2]!.vcp).toBeCloseTo(2.5129, 9);
    expect(rows[3]!.vcp).toBeCloseTo(1.0412, 9); // no cuotapartes/patrimonio: the header's scale
    expect(rows[5]!.vcp).toBeCloseTo(8020, 9); // a date-typed Fecha cell
  });

  it('joins rows to our classes by Código CAFCI, exact name, then name ignoring case and spacing', async () => {
    const rows = await readPlanilla(await planillaXlsx(planillaRows18()));
    const { values, unmatched } = planillaValues(rows, shares);
    expect(unmatched).toBe(1);
    expect(values.map((v) => v.shareId)).toEqual([9001, 9002, 9003, 9005, 9004]);
    expect(values.every((v) => v.date === '2026-08-18')).toBe(true);
    const renamed = planillaValues([{ ...rows[0]!, fondo: 'Otro nombre' }], shares);
    expect(renamed.values[0]!.shareId).toBe(9001);
  });

  it('finds the columns in another order and a per-unit VCP column', async () => {
    const header = ['Código CAFCI', 'Patrimonio', 'Fecha', 'Valor cuotaparte', 'Fondo', 'Cuotapartes'];
    const xlsx = await planillaXlsx([
      ['Planilla Diaria'],
      header,
      ['Renta Fija Peso Argentina'],
      ['701;9003', 2512900, '18/08/2026', 2.5129, 'Renta Pesos Demo - Clase A', 1000000],
    ]);
    const rows = await readPlanilla(xlsx);
    expect(rows).toEqual([
      {
        section: 'Renta Fija Peso Argentina',
        fondo: 'Renta Pesos Demo - Clase A',
        moneda: null,
        date: '2026-08-18',
        vcp: 2.5129,
        cuotapartes: 1000000,
        patrimonio: 2512900,
        fondoId: 701,
        claseId: 9003,
      },
    ]);
  });

  it('a day without data has no rows; a sheet without the header is a format error', async () => {
    expect(await readPlanilla(await planillaXlsx(emptyPlanillaRows()))).toEqual([]);
    const noHeader = await planillaXlsx([['Algo'], ['Otra cosa', 1, 2]]);
    await expect(readPlanilla(noHeader)).rejects.toBeInstanceOf(PlanillaFormatError);
    await expect(readPlanilla(Buffer.from('<html>no</html>'))).rejects.toThrow();
  });

  it('skips rows without a valid date or a positive VCP', async () => {
    const rows = await readPlanilla(
      await planillaXlsx([
        PLANILLA_HEADER,
        planillaClassRow({ fondo: 'A', fecha: '31/02/26', vcp: 10 }),
        planillaClassRow({ fondo: 'B', fecha: '18/08/26', vcp: 0 }),
        planillaClassRow({ fondo: 'C', fecha: '18/08/26', vcp: '-' }),
        planillaClassRow({ fondo: 'D', fecha: '18/08/26', vcp: 12 }),
      ]),
    );
    expect(rows.map((r) => r.fondo)).toEqual(['D']);
  });

  it.each([
    [1234.5, 1234.5],
    ['1.234,56', 1234.56],
    ['1234.56', 1234.56],
    ['12,5 %', 12.5],
    ['', null],
    ['-', null],
    ['abc', null],
    [null, null],
  ])('number %j → %j', (input, expected) => {
    expect(planillaNumber(input)).toBe(expected);
  });

  it.each([
    ['18/08/26', '2026-08-18'],
    ['1/2/2026', '2026-02-01'],
    ['31/02/26', null],
    ['2026-08-18', null],
  ])('date %j → %j', (input, expected) => {
    expect(planillaDate(input)).toBe(expected);
  });

  it('verifies the VCP scale against patrimonio before trusting the header', () => {
    expect(unitVcp(2512.9, 1_000_000, 2_512_900, false)).toBeCloseTo(2.5129, 9);
    expect(unitVcp(2.5129, 1_000_000, 2_512_900, true)).toBeCloseTo(2.5129, 9);
    expect(unitVcp(1041.2, null, null, true)).toBeCloseTo(1.0412, 9);
    expect(unitVcp(1.0412, null, null, false)).toBe(1.0412);
  });
});
