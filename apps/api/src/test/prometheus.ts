/** Reads the Prometheus text format (version 0.0.4) back into samples, for the metrics tests. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)",?/g;
const SUFFIXES = ['_bucket', '_sum', '_count'];

/**
 * Every sample of a scrape. Throws on a line that is not a comment nor a sample, and on a sample whose
 * family has no `# TYPE` line before it: what a Prometheus server would refuse.
 */
export function parsePrometheus(text: string): Sample[] {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    if (line.startsWith('# TYPE ')) {
      const [name, type] = line.slice(7).split(' ');
      types.set(name!, type!);
      continue;
    }
    if (line.startsWith('# HELP ')) continue;
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`not a sample: ${line}`);
    const [, name, labelText = '', value] = match;
    const family = types.has(name!)
      ? name!
      : SUFFIXES.map((s) => name!.replace(new RegExp(`${s}$`), '')).find((f) => types.get(f) === 'histogram');
    if (!family) throw new Error(`no # TYPE for ${name}`);
    const labels = Object.fromEntries([...labelText.matchAll(LABEL)].map(([, key, v]) => [key!, v!]));
    samples.push({ name: name!, labels, value: Number(value) });
  }
  return samples;
}

/** The value of the one sample with this name whose labels include `labels` (0 when there is none). */
export function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value),
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return found[0]?.value ?? 0;
}
