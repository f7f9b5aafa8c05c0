import type { NewQuickPanelItem } from './quick-panel.repository';

/**
 * What a demo account finds in its quick panel: real reminders of the product's own calendar and
 * work, in Spanish (docs/product.md §2 'Right-hand quick panel').
 */
export const DEMO_QUICK_PANEL: readonly NewQuickPanelItem[] = [
  {
    kind: 'event',
    title: 'Vencimiento de cheque diferido',
    detail: 'El cheque de Agroinsumos del Sur por ARS 1.250.000 se acredita el viernes.',
  },
  {
    kind: 'event',
    title: 'Publicación de la Central de Deudores',
    detail: 'El BCRA actualiza la situación crediticia del último mes: revisá los perfiles de tu cartera.',
  },
  {
    kind: 'event',
    title: 'Clase en vivo: descuento de pagarés',
    detail: 'Educación Financiera — jueves 18 h, cómo leer la TEM y el CFT de una operación.',
  },
  {
    kind: 'note',
    title: 'Pedir balance 2025 a Metalúrgica Andina',
    detail: 'Falta el último balance para recalcular su puntaje.',
  },
  {
    kind: 'note',
    title: 'Comparar FCI de liquidez inmediata',
    detail: 'Simular 30 días con ARS 500.000 en dos fondos money market antes de decidir.',
  },
];
