// Types of compile-hint.mjs for the TypeScript that imports it (apps/web/vite.config.ts).
export declare const COMPILE_HINT: string;
export declare function withCompileHint(code: string): string;
export declare function hasCompileHint(code: string): boolean;
