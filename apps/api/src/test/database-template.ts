import fs from 'node:fs';

/** What the API suite's global setup prepared (ADR 0129): a PGlite dump file or a template database. */
export type DatabaseTemplate = { kind: 'pglite'; file: string } | { kind: 'postgres'; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate?: DatabaseTemplate;
  }
}

/** Runs one statement on the server's maintenance database (create/drop database). */
export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The PGlite dump as a Blob (read each time: each test app loads its own copy). */
export function readDump(template: DatabaseTemplate): Blob | undefined {
  return template.kind === 'pglite' ? new Blob([fs.readFileSync(template.file)]) : undefined;
}
