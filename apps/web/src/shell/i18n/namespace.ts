import es from './es.json';
import en from './en.json';

export const SHELL_NAMESPACE = 'shell';
export const shellMessages = { es, en };
