import { generatePath } from 'react-router';

/**
 * Every route path of the app (docs/product.md §2 route table). Features use these patterns in their route
 * definitions and the shell uses them for its links, so neither has to import the other.
 */
export const PATHS = {
  home: '/',
  callback: '/callback',
  login: '/login',
  loginV2: '/loginv2',
  logout: '/logout',
  register: '/register',
  welcome: '/welcome',
  credits: '/credits',
  profileSearch: '/credits/profiles/search',
  profileReport: '/credits/profiles/:taxNumber',
  profiles: '/credits/profiles',
  profilesBatch: '/credits/profiles/batch',
  profileBalance: '/credits/profiles/balance/:profileId',
  profileScore: '/credits/profiles/score/:profileId',
  creditPolicy: '/credits/policy',
  assets: '/assets',
  simulators: '/assets/simulators',
  checks: '/assets/simulators/checks',
  pagares: '/assets/simulators/pagares',
  facturas: '/assets/simulators/facturas',
  fci: '/assets/simulators/fci',
  documentSimulator: '/assets/simulators/:documentType',
  chequeAnalysis: '/assets/cheques/analysis',
  chequePortfolio: '/assets/cheques/portfolio',
  academy: '/academy',
  courses: '/academy/courses',
  course: '/academy/courses/:courseId/:courseHandle?',
  system: '/system',
  systemErrors: '/system/errors',
  systemUsers: '/system/users',
  systemBlacklist: '/system/blacklist',
  systemReports: '/system/reportes',
  systemOutbox: '/system/outbox',
  systemJobs: '/system/jobs',
  systemChequeAssumptions: '/system/supuestos-cheques',
  systemDiagnostics: '/system/diagnostico',
  systemOrganisations: '/system/organisations',
  apiGuide: '/integrations/api',
  apiKeys: '/integrations/api-keys',
  webhooks: '/integrations/webhooks',
  organisation: '/organisation',
  organisationJoin: '/organisation/join',
  offlineCheckout: '/pagos/checkout/:id',
  error401: '/errors/401',
  error404: '/errors/404',
  error500: '/errors/500',
} as const;

export type AppPath = (typeof PATHS)[keyof typeof PATHS];

/**
 * What 'Analizar cheque' opens prefilled with (its query): the drawer's CUIT from a report ('Analizar un cheque de
 * este librador'), the amount, dates and currency from the cheque simulator ('Verificar el cheque').
 */
export interface ChequeAnalysisPrefill {
  drawer?: string;
  amount?: number;
  currency?: 'ARS' | 'USD';
  dueDate?: string;
  tradeDate?: string;
}

export const hrefs = {
  profileReport: (taxNumber: string) => generatePath(PATHS.profileReport, { taxNumber }),
  profileBalance: (profileId: string | number) => generatePath(PATHS.profileBalance, { profileId: String(profileId) }),
  profileScore: (profileId: string | number) => generatePath(PATHS.profileScore, { profileId: String(profileId) }),
  documentSimulator: (documentType: string) => generatePath(PATHS.documentSimulator, { documentType }),
  chequeAnalysis: (prefill: ChequeAnalysisPrefill = {}) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(prefill) as [string, string | number | undefined][])
      if (value !== undefined && value !== '') query.set(key, String(value));
    const search = query.toString();
    return search ? `${PATHS.chequeAnalysis}?${search}` : PATHS.chequeAnalysis;
  },
  course: (courseId: string | number, courseHandle?: string) =>
    generatePath(PATHS.course, { courseId: String(courseId), courseHandle: courseHandle ?? null }),
};
