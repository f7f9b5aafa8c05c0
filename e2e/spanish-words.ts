import type { Page } from '@playwright/test';

/**
 * Words of the app's Spanish texts (its es.json files and the API's messages) that have no English twin:
 * none of them may show anywhere once the interface is in English (ADR 0139). Matched as whole words with
 * their case, so data in capitals (entity names, addresses: 'BANCO DE LA NACION') does not count; proper
 * names the English texts keep ('Central de Deudores', 'Mis Perfiles' is not one) are not in the list.
 */
const SPANISH = [
  'Situación',
  'situación',
  'Deuda',
  'deuda',
  'Deudas',
  'Informe',
  'informe',
  'Perfiles',
  'Buscar',
  'Cargando',
  'Intentá',
  'Ingresá',
  'Cerrar',
  'Cancelar',
  'Agregar',
  'Editar',
  'Exportar',
  'Quitar',
  'Volver',
  'Siguiente',
  'Anterior',
  'Usuarios',
  'Consultas',
  'Errores',
  'Correos',
  'Trabajos',
  'Reintentar',
  'Fecha',
  'Monto',
  'Plazo',
  'Resultado',
  'Resumen',
  'Datos',
  'Nombre',
  'Estado',
  'Simulador',
  'Simulá',
  'Inversión',
  'Riesgo',
  'Irrecuperable',
  'Excelente',
  'Bueno',
  'Malo',
  'historial',
  'rechazados',
  'período',
  'Período',
  'página',
  'Página',
  'tenés',
  'Podés',
  'querés',
  'Consultá',
  'Elegí',
  'Revisá',
  'Cargá',
  'nuevamente',
  'obligatorio',
  'todavía',
  'según',
  'Educación',
  'Cursos',
  'Fondos',
  'Pagarés',
  'Facturas',
  'Bloqueo',
  'Reportes',
  'meses',
  'días',
  'seguimiento',
  'revisión',
  'repetido',
  'fila',
  'dígitos',
  'empeoró',
  'mejoró',
  'Tiene',
  'Sin',
];
const SPANISH_WORD = new RegExp(`(?<![\\p{L}])(${SPANISH.join('|')})(?![\\p{L}])`, 'u');

/**
 * The page's visible text, without what is content rather than the app's texts: the academy's course
 * titles, summaries, categories and tags (translated with the academy's content, not here), and the
 * mails of the outbox.
 */
async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const copy = document.body.cloneNode(true) as HTMLElement;
    if (location.pathname.startsWith('/academy')) {
      copy.querySelectorAll('.MuiChip-root, article h2, article h2 + p').forEach((n) => n.remove());
    }
    // The outbox lists the mails as sent, each in its reader's language: its rows (table rows on a desktop,
    // cards on a phone) are content.
    if (location.pathname === '/system/outbox') {
      copy.querySelectorAll('[data-testid^="mail-row-"]').forEach((n) => n.remove());
    }
    document.body.after(copy);
    copy.style.position = 'absolute';
    const text = copy.innerText;
    copy.remove();
    return text;
  });
}

/** The lines of the page's visible text that hold a Spanish-only word (none once the interface is in English). */
export async function spanishLines(page: Page): Promise<string[]> {
  return (await visibleText(page)).split('\n').filter((line) => SPANISH_WORD.test(line));
}
