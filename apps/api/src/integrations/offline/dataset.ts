/**
 * Curated demo profiles (listed in the README 'Demo data' section). Invented people and companies with ids
 * the tax agency would issue (valid check digits, never a raw check digit of 10: ADR 0115); every other
 * issued CUIT/DNI gets a generated profile (generator.ts).
 */
import type { A13Domicilio, A13Persona } from '../arca/types';
import type { DemoProfile } from './build';

const domicilio = (
  direccion: string,
  localidad: string,
  codigoPostal: string,
  idProvincia: number,
  descripcionProvincia: string,
): A13Domicilio[] => [
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

const person = (
  cuit: string,
  apellido: string,
  nombre: string,
  fechaNacimiento: string,
  extra: Partial<A13Persona> = {},
): A13Persona => ({
  idPersona: Number(cuit),
  tipoPersona: 'FISICA',
  tipoClave: 'CUIL',
  estadoClave: 'ACTIVO',
  apellido,
  nombre,
  tipoDocumento: 'DNI',
  numeroDocumento: cuit.slice(2, 10).replace(/^0/, ''),
  fechaNacimiento: `${fechaNacimiento}T12:00:00-03:00`,
  domicilio: domicilio(
    'AV CORRIENTES 1234 Piso:3 Dpto:B',
    'CIUDAD AUTONOMA BUENOS AIRES',
    '1043',
    0,
    'CIUDAD AUTONOMA BUENOS AIRES',
  ),
  ...extra,
});

const company = (
  cuit: string,
  razonSocial: string,
  formaJuridica: string,
  fechaContratoSocial: string,
  extra: Partial<A13Persona> = {},
): A13Persona => ({
  idPersona: Number(cuit),
  tipoPersona: 'JURIDICA',
  tipoClave: 'CUIT',
  estadoClave: 'ACTIVO',
  razonSocial,
  formaJuridica,
  fechaContratoSocial: `${fechaContratoSocial}T00:00:00-03:00`,
  mesCierre: 12,
  ...extra,
});

const always = (s: number) => () => s;
const steady =
  (base: number, drift = 0.01) =>
  (age: number) =>
    base * (1 - drift * age);

export const DEMO_CASES = {
  // 27-28345671 has a raw check digit of 10: the agency issues 23-28345671-4 to a woman.
  clean: '23283456714',
  deteriorating: '20314567820',
  legalFlags: '30712345671',
  cheques: '30715896342',
  noRecords: '27401239877',
  minorDni: '52345678',
  minorCuil: '20523456785',
  twoCuilsDni: '25678123',
  // 20-25678123 has a raw check digit of 10: the agency issues 23-25678123-9 to a man; his older key,
  // a duplicate with prefix 24, is INACTIVO.
  twoCuilsActive: '23256781239',
  twoCuilsInactive: '24256781235',
  inactive: '20178904567',
} as const;

export const DEMO_PROFILES: Record<string, DemoProfile> = {
  [DEMO_CASES.clean]: {
    persona: person(DEMO_CASES.clean, 'GOMEZ', 'MARIA LAURA', '1980-06-14', {
      idActividadPrincipal: 620100,
      descripcionActividadPrincipal:
        'SERVICIOS DE CONSULTORES EN INFORMÁTICA Y SUMINISTROS DE PROGRAMAS DE INFORMÁTICA',
      periodoActividadPrincipal: 201311,
    }),
    loans: [
      { entidad: 'BANCO DE LA NACION ARGENTINA', situacionAt: always(1), montoAt: steady(1250) },
      { entidad: 'BANCO DE GALICIA Y BUENOS AIRES S.A.', situacionAt: always(1), montoAt: steady(340, 0.02) },
    ],
    cheques: [],
  },
  [DEMO_CASES.deteriorating]: {
    persona: person(DEMO_CASES.deteriorating, 'PEREYRA', 'JUAN CARLOS', '1985-02-03', {
      idActividadPrincipal: 492190,
      descripcionActividadPrincipal: 'SERVICIO DE TRANSPORTE AUTOMOTOR DE PASAJEROS N.C.P.',
      periodoActividadPrincipal: 201705,
      domicilio: domicilio('SAN MARTIN 455', 'ROSARIO', '2000', 12, 'SANTA FE'),
    }),
    loans: [
      {
        entidad: 'TARJETA NARANJA S.A.U.',
        // Published demo periods (age < 0) keep deteriorating: situación 4 (monitoring demo).
        situacionAt: (age) => (age < 0 ? 4 : age < 3 ? 3 : age < 8 ? 2 : 1),
        montoAt: (age) => 86 + (23 - age) * 2.5,
        flags: { refinanciaciones: true },
      },
      {
        entidad: 'BANCO SANTANDER ARGENTINA S.A.',
        situacionAt: (age) => (age < 5 ? 2 : 1),
        montoAt: steady(410, 0.005),
      },
    ],
    cheques: [],
  },
  [DEMO_CASES.legalFlags]: {
    persona: company(DEMO_CASES.legalFlags, 'CONSTRUCTORA DEL PLATA S.A.', 'SOCIEDAD ANONIMA', '2004-09-22', {
      idActividadPrincipal: 410011,
      descripcionActividadPrincipal: 'CONSTRUCCIÓN, REFORMA Y REPARACIÓN DE EDIFICIOS RESIDENCIALES',
      periodoActividadPrincipal: 200410,
      domicilio: domicilio('AV 7 1020', 'LA PLATA', '1900', 1, 'BUENOS AIRES'),
    }),
    loans: [
      {
        entidad: 'BANCO DE LA PROVINCIA DE BUENOS AIRES',
        situacionAt: (age) => (age < 4 ? 5 : age < 10 ? 4 : age < 16 ? 2 : 1),
        montoAt: steady(18500, 0.004),
        flags: { situacionJuridica: true, procesoJud: true },
      },
      {
        entidad: 'BANCO MACRO S.A.',
        situacionAt: (age) => (age < 6 ? 4 : 1),
        montoAt: steady(7200),
        flags: { enRevision: true },
      },
      { entidad: 'BANCO PATAGONIA S.A.', situacionAt: (age) => (age < 2 ? 3 : 1), montoAt: steady(2300) },
    ],
    cheques: [],
  },
  [DEMO_CASES.cheques]: {
    persona: company(DEMO_CASES.cheques, 'DISTRIBUIDORA NORTE S.R.L.', 'SOC. RESP. LIMITADA', '2015-03-10', {
      idActividadPrincipal: 463129,
      descripcionActividadPrincipal: 'VENTA AL POR MAYOR DE PRODUCTOS ALIMENTICIOS N.C.P.',
      periodoActividadPrincipal: 201504,
      domicilio: domicilio('RUTA 9 KM 1295', 'SAN MIGUEL DE TUCUMAN', '4000', 14, 'TUCUMAN'),
    }),
    loans: [
      { entidad: 'BANCO MACRO S.A.', situacionAt: (age) => (age < 2 ? 2 : 1), montoAt: steady(5400, 0.008) },
      { entidad: 'BANCO DE LA NACION ARGENTINA', situacionAt: always(1), montoAt: steady(3100, 0.01) },
    ],
    cheques: [
      { causal: 'SIN FONDOS', entidad: 285, nroCheque: 40012345, monthsAgo: 2, day: 11, monto: 350000, paid: false },
      { causal: 'SIN FONDOS', entidad: 285, nroCheque: 40012361, monthsAgo: 3, day: 4, monto: 1275500.5, paid: false },
      { causal: 'SIN FONDOS', entidad: 11, nroCheque: 10345002, monthsAgo: 9, day: 20, monto: 115000, paid: true },
      {
        causal: 'DEFECTOS FORMALES',
        entidad: 11,
        nroCheque: 10345017,
        monthsAgo: 14,
        day: 7,
        monto: 48200,
        paid: false,
      },
      // Rejected in the first demo period published ahead (monitoring: 'nuevo cheque rechazado').
      {
        causal: 'SIN FONDOS',
        entidad: 285,
        nroCheque: 40012399,
        monthsAgo: 0,
        day: 2,
        monto: 820000,
        paid: false,
        fromPublication: 1,
      },
    ],
  },
  [DEMO_CASES.noRecords]: {
    persona: person(DEMO_CASES.noRecords, 'SOSA', 'LUCIA BELEN', '1997-11-30', {
      domicilio: domicilio('BELGRANO 880', 'CORDOBA', '5000', 3, 'CORDOBA'),
    }),
    loans: [],
    cheques: [],
  },
  [DEMO_CASES.minorCuil]: {
    persona: person(DEMO_CASES.minorCuil, 'FERNANDEZ', 'TOMAS', '2012-03-14'),
    loans: [],
    cheques: [],
  },
  [DEMO_CASES.twoCuilsActive]: {
    persona: person(DEMO_CASES.twoCuilsActive, 'MARTINEZ', 'DIEGO ALEJANDRO', '1976-08-14', {
      claveInactivaAsociada: [Number(DEMO_CASES.twoCuilsInactive)],
    }),
    loans: [{ entidad: 'BANCO BBVA ARGENTINA S.A.', situacionAt: (age) => (age < 20 ? 1 : 0), montoAt: steady(620) }],
    cheques: [],
  },
  [DEMO_CASES.twoCuilsInactive]: {
    persona: person(DEMO_CASES.twoCuilsInactive, 'MARTINEZ', 'DIEGO ALEJANDRO', '1976-08-14', {
      estadoClave: 'INACTIVO',
    }),
    loans: [],
    cheques: [],
  },
  [DEMO_CASES.inactive]: {
    persona: person(DEMO_CASES.inactive, 'RUIZ', 'HECTOR OMAR', '1966-01-25', {
      estadoClave: 'INACTIVO',
      domicilio: domicilio('MITRE 210', 'MENDOZA', '5500', 7, 'MENDOZA'),
    }),
    loans: [
      {
        entidad: 'BANCO SUPERVIELLE S.A.',
        // Published demo periods (age < 0) recover to situación 1 (monitoring demo: 'mejoró').
        situacionAt: (age) => (age < 0 ? 1 : age < 10 ? 2 : 1),
        montoAt: steady(95),
      },
    ],
    cheques: [],
  },
};

/** DNIs whose registry answer is curated (getIdPersonaListByDocumento). */
export const DEMO_DNIS: Record<string, string[]> = {
  [DEMO_CASES.minorDni]: [DEMO_CASES.minorCuil],
  [DEMO_CASES.twoCuilsDni]: [DEMO_CASES.twoCuilsActive, DEMO_CASES.twoCuilsInactive],
  '28345671': [DEMO_CASES.clean],
  '31456782': [DEMO_CASES.deteriorating],
  '40123987': [DEMO_CASES.noRecords],
  '17890456': [DEMO_CASES.inactive],
};
