/**
 * Generated demo profiles: any valid CUIT/CUIL gets a stable, plausible profile seeded by its digits
 * (names, birth date from the DNI's magnitude, lenders, a situación pattern, sometimes cheques).
 */
import { issuedTaxId } from '@tirr/domain';
import type { A13Persona } from '../arca/types';
import type { DemoCheque, DemoLoan, DemoProfile } from './build';
import { CHEQUE_BANK_CODES, DEMO_LENDERS } from './entities';
import { between, pick, rngFor, type Rng } from './random';

const SURNAMES = [
  'GONZALEZ',
  'RODRIGUEZ',
  'LOPEZ',
  'DIAZ',
  'ALVAREZ',
  'ROMERO',
  'BENITEZ',
  'ACOSTA',
  'MEDINA',
  'HERRERA',
  'SUAREZ',
  'AGUIRRE',
  'GIMENEZ',
  'MOLINA',
  'CASTRO',
  'ORTIZ',
  'SILVA',
  'NUÑEZ',
  'LUNA',
  'JUAREZ',
];
const MALE = [
  'JUAN PABLO',
  'MARTIN',
  'SANTIAGO',
  'LUCAS',
  'MATIAS',
  'NICOLAS',
  'FEDERICO',
  'GUSTAVO ADRIAN',
  'RICARDO',
  'FACUNDO',
];
/** Women's given names the generator uses (a 27/23-…-4 id). */
export const FEMALE = [
  'MARIA JOSE',
  'CAROLINA',
  'FLORENCIA',
  'VALERIA',
  'PAULA ANDREA',
  'SOFIA',
  'GABRIELA',
  'NATALIA',
  'SILVINA',
  'AGUSTINA',
];
const COMPANY_WORDS = [
  'AGRO',
  'METALURGICA',
  'LOGISTICA',
  'TEXTIL',
  'SERVICIOS',
  'ALIMENTOS',
  'TECNOLOGIA',
  'CONSTRUCCIONES',
  'COMERCIAL',
  'INDUSTRIAS',
];
const PLACES = [
  'DEL SUR',
  'PAMPEANA',
  'ANDINA',
  'DEL LITORAL',
  'PATAGONICA',
  'CUYANA',
  'DEL CENTRO',
  'RIOPLATENSE',
  'NORTEÑA',
  'DEL VALLE',
];
const FORMS: Array<[string, string]> = [
  ['S.A.', 'SOCIEDAD ANONIMA'],
  ['S.R.L.', 'SOC. RESP. LIMITADA'],
  ['S.A.S.', 'SOCIEDAD POR ACCIONES SIMPLIFICADA'],
];
const ACTIVITIES: Array<[number, string]> = [
  [620100, 'SERVICIOS DE CONSULTORES EN INFORMÁTICA Y SUMINISTROS DE PROGRAMAS DE INFORMÁTICA'],
  [477190, 'VENTA AL POR MENOR DE PRENDAS Y ACCESORIOS DE VESTIR N.C.P.'],
  [463129, 'VENTA AL POR MAYOR DE PRODUCTOS ALIMENTICIOS N.C.P.'],
  [11111, 'CULTIVO DE ARROZ'],
  [492299, 'SERVICIOS DE TRANSPORTE AUTOMOTOR DE CARGAS N.C.P.'],
  [691001, 'SERVICIOS JURÍDICOS'],
  [561011, 'SERVICIOS DE RESTAURANTES Y CANTINAS SIN ESPECTÁCULO'],
];
const ADDRESSES: Array<[string, string, string, number, string]> = [
  ['AV RIVADAVIA 5230', 'CIUDAD AUTONOMA BUENOS AIRES', '1424', 0, 'CIUDAD AUTONOMA BUENOS AIRES'],
  ['CALLE 12 845', 'LA PLATA', '1900', 1, 'BUENOS AIRES'],
  ['BV SAN JUAN 320', 'CORDOBA', '5000', 3, 'CORDOBA'],
  ['PELLEGRINI 1560', 'ROSARIO', '2000', 12, 'SANTA FE'],
  ['LAS HERAS 77', 'MENDOZA', '5500', 7, 'MENDOZA'],
  ['24 DE SEPTIEMBRE 950', 'SAN MIGUEL DE TUCUMAN', '4000', 14, 'TUCUMAN'],
];

/** Birth year of a DNI holder, from the number's magnitude (DNIs are issued roughly in birth order). */
export function birthYearOfDni(dni: number, rng: Rng): number {
  return Math.round(1950 + (dni / 1_000_000) * 1.2) + between(rng, -1, 1);
}

/**
 * The CUIL the tax agency issues to a DNI holder (20 men, 27 women): 23-DNI-9 / 23-DNI-4 when the raw check
 * digit would be 10 (ADR 0115).
 */
export function cuilOf(prefix: '20' | '27', dni: string): string {
  return issuedTaxId(prefix, dni);
}

function generatedPersona(cuit: string, rng: Rng): A13Persona {
  const prefix = cuit.slice(0, 2);
  const [direccion, localidad, codigoPostal, idProvincia, descripcionProvincia] = pick(rng, ADDRESSES);
  const domicilio = [
    {
      tipoDomicilio: 'FISCAL',
      estadoDomicilio: 'CONFIRMADO',
      direccion,
      localidad,
      codigoPostal,
      idProvincia,
      descripcionProvincia,
    },
  ];
  const [idActividadPrincipal, descripcionActividadPrincipal] = pick(rng, ACTIVITIES);
  if (['30', '33', '34'].includes(prefix)) {
    const [short, forma] = pick(rng, FORMS);
    const year = between(rng, 1975, 2022);
    return {
      idPersona: Number(cuit),
      tipoPersona: 'JURIDICA',
      tipoClave: 'CUIT',
      estadoClave: 'ACTIVO',
      razonSocial: `${pick(rng, COMPANY_WORDS)} ${pick(rng, PLACES)} ${short}`,
      formaJuridica: forma,
      fechaContratoSocial: `${year}-${String(between(rng, 1, 12)).padStart(2, '0')}-${String(between(rng, 1, 28)).padStart(2, '0')}T00:00:00-03:00`,
      mesCierre: pick(rng, [6, 12, 12, 12, 3]),
      idActividadPrincipal,
      descripcionActividadPrincipal,
      periodoActividadPrincipal: year * 100 + between(rng, 1, 12),
      domicilio,
    };
  }
  const dni = cuit.slice(2, 10);
  // 23-…-4 is a woman's key and 23-…-9 a man's (issued instead of 27/20 with a raw check digit of 10).
  const female =
    prefix === '27' ||
    (prefix === '23' && cuit[10] === '4') ||
    (prefix !== '20' && !(prefix === '23' && cuit[10] === '9') && rng() < 0.5);
  const year = birthYearOfDni(Number(dni), rng);
  return {
    idPersona: Number(cuit),
    tipoPersona: 'FISICA',
    tipoClave: rng() < 0.6 ? 'CUIL' : 'CUIT',
    estadoClave: 'ACTIVO',
    apellido: pick(rng, SURNAMES),
    nombre: pick(rng, female ? FEMALE : MALE),
    tipoDocumento: 'DNI',
    numeroDocumento: String(Number(dni)),
    fechaNacimiento: `${year}-${String(between(rng, 1, 12)).padStart(2, '0')}-${String(between(rng, 1, 28)).padStart(2, '0')}T12:00:00-03:00`,
    ...(rng() < 0.4
      ? {
          idActividadPrincipal,
          descripcionActividadPrincipal,
          periodoActividadPrincipal: between(rng, 2005, 2024) * 100 + between(rng, 1, 12),
        }
      : {}),
    domicilio,
  };
}

function generatedLoan(rng: Rng, company: boolean): DemoLoan {
  const start = between(rng, 8, 30); // months since the loan started (beyond 23 = the whole window)
  const base = company ? between(rng, 500, 40000) : between(rng, 20, 2500);
  const roll = rng();
  const at = between(rng, 1, 20);
  const pattern =
    roll < 0.7
      ? () => 1
      : roll < 0.84
        ? (age: number) => (age >= at && age < at + 3 ? 2 : 1)
        : roll < 0.93
          ? (age: number) => (age < 3 ? 3 : age < 7 ? 2 : 1)
          : () => 2;
  return {
    entidad: pick(rng, DEMO_LENDERS),
    situacionAt: (age) => (age > start ? 0 : pattern(age)),
    montoAt: (age) => base * (1 + 0.015 * (start - age)) * (0.95 + (0.1 * ((age * 7919) % 10)) / 10),
  };
}

export function generatedProfile(cuit: string): DemoProfile {
  const rng = rngFor(`tirr-demo:${cuit}`);
  const persona = generatedPersona(cuit, rng);
  const company = persona.tipoPersona === 'JURIDICA';
  const loans: DemoLoan[] = [];
  if (rng() >= 0.18) {
    const count = between(rng, 1, company ? 5 : 3);
    const used = new Set<string>();
    for (let i = 0; i < count; i++) {
      const loan = generatedLoan(rng, company);
      if (!used.has(loan.entidad)) loans.push(loan);
      used.add(loan.entidad);
    }
  }
  const cheques: DemoCheque[] = [];
  if (rng() < (company ? 0.25 : 0.06)) {
    const count = between(rng, 1, 3);
    for (let i = 0; i < count; i++) {
      cheques.push({
        causal: rng() < 0.8 ? 'SIN FONDOS' : 'DEFECTOS FORMALES',
        entidad: pick(rng, CHEQUE_BANK_CODES),
        nroCheque: between(rng, 10_000_000, 89_999_999),
        monthsAgo: between(rng, 1, 30),
        day: between(rng, 1, 28),
        monto: between(rng, 20, 2500) * 1000 + between(rng, 0, 99) / 100,
        paid: rng() < 0.5,
      });
    }
  }
  return { persona, loans, cheques };
}
