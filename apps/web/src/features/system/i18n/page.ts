import { addPageTexts } from '../../../shared/i18n/page-texts';
import en from './page/en.json';
import es from './page/es.json';

/**
 * The texts of the System area's pages that ship with them, not with the first page (its own namespace; the
 * 'Organizaciones' page's so far).
 */
export const PAGE_NS = addPageTexts('system-page', { es, en });
