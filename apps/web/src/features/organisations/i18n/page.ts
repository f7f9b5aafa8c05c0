import { addPageTexts } from '../../../shared/i18n/page-texts';
import en from './page/en.json';
import es from './page/es.json';

/** The texts of the organisation pages (their own namespace), loaded with the pages, not with the first page. */
export const PAGE_NS = addPageTexts('organisations-page', { es, en });
