/** Command-line options of `npm run bench` (pure, unit-tested). */

export const SECTIONS = ['lighthouse', 'api', 'render', 'scale', 'upload'] as const;
export type Section = (typeof SECTIONS)[number];

export interface BenchOptions {
  quick: boolean;
  sections: Section[];
  /** Lighthouse runs per route (median reported). */
  lighthouseRuns: number;
  /** Seconds of autocannon per endpoint and server (api and render sections). */
  apiSeconds: number;
  /** Seconds of autocannon per list endpoint at each scale. */
  scaleSeconds: number;
  /** Item counts of the scale section. */
  scaleSizes: number[];
  /** autocannon connections of the api and scale sections (render: issue 15's 20, always). */
  connections: number;
  /** Reuse frontend/build instead of building. */
  skipBuild: boolean;
  /** Markdown file to write, relative to the repository root. */
  out: string;
}

export const USAGE = `npm run bench -- [options]
  --quick             1 Lighthouse run per route, 3 s of autocannon per endpoint (noisier)
  --only=a,b          sections to run: ${SECTIONS.join(', ')} (the others keep their last figures)
  --runs=N            Lighthouse runs per route (default 3)
  --duration=S        seconds of autocannon per endpoint and server, api and render (default 10)
  --connections=N     autocannon connections of api and scale (default 50; render uses 20)
  --sizes=1000,10000  item counts of the scale section
  --skip-build        reuse frontend/build (default: npm run build -w frontend)
  --out=FILE          report file (default docs/performance.md)`;

export class UsageError extends Error {
  override name = 'UsageError';
}

function positiveInt(name: string, raw: string): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new UsageError(`--${name} needs a positive integer, got "${raw}"`);
  }
  return value;
}

function isSection(value: string): value is Section {
  return SECTIONS.some((section) => section === value);
}

export function parseOptions(argv: readonly string[]): BenchOptions {
  const quick = argv.includes('--quick');
  const options: BenchOptions = {
    quick,
    sections: [...SECTIONS],
    lighthouseRuns: quick ? 1 : 3,
    apiSeconds: quick ? 3 : 10,
    scaleSeconds: quick ? 2 : 5,
    scaleSizes: [1000, 10000],
    connections: 50,
    skipBuild: false,
    out: 'docs/performance.md',
  };
  for (const arg of argv) {
    const [flag = '', value] = arg.split(/=(.*)/s, 2);
    switch (flag) {
      case '--quick':
        break;
      case '--skip-build':
        options.skipBuild = true;
        break;
      case '--only': {
        const names = (value ?? '').split(',').filter(Boolean);
        const unknown = names.filter((name) => !isSection(name));
        if (names.length === 0 || unknown.length > 0) {
          throw new UsageError(`--only takes ${SECTIONS.join(',')}; got "${value ?? ''}"`);
        }
        options.sections = SECTIONS.filter((section) => names.includes(section));
        break;
      }
      case '--runs':
        options.lighthouseRuns = positiveInt('runs', value ?? '');
        break;
      case '--duration':
        options.apiSeconds = positiveInt('duration', value ?? '');
        break;
      case '--connections':
        options.connections = positiveInt('connections', value ?? '');
        break;
      case '--sizes':
        options.scaleSizes = (value ?? '').split(',').map((size) => positiveInt('sizes', size));
        break;
      case '--out':
        if (!value) throw new UsageError('--out needs a file name');
        options.out = value;
        break;
      default:
        throw new UsageError(`unknown option "${arg}"`);
    }
  }
  return options;
}
