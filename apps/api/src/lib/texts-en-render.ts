/**
 * How an English text is made from a Spanish one matched by its shape (ADR 0139): `parts` are the pattern's groups,
 * `tr` translates a part in turn. Shared by lib/texts-en.ts and the texts it gathers (cheques, policy).
 */
export type Render = (parts: string[], tr: (text: string) => string) => string;
