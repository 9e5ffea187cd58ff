import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { NGINX_SNIPPETS, NGINX_TEMPLATE } from './paths.ts';

/** The placeholders of nginx/templates/default.conf.template (same names as the container env). */
interface TemplateVars {
  LISTEN_PORT: string;
  /** The client build (frontend/build/client). */
  SITE_ROOT: string;
  /** The renderer that answers every page (http://127.0.0.1:port). */
  RENDER_UPSTREAM: string;
  /** Folder of nginx's page cache (created by nginx). */
  PAGE_CACHE_PATH: string;
  BACKEND_UPSTREAM: string;
  API_BASE_URL: string;
  /** Public origin for canonical URLs, robots.txt and the sitemap; '' = each request's host. */
  SITE_URL: string;
  /** Extra origins of the backend's files for the CSP (space-separated); '' = the backend's own. */
  ASSET_ORIGINS: string;
  NGINX_SNIPPETS: string;
}

const INSTALL_HINT =
  'nginx is needed for the e2e suite (the site is tested behind the real nginx config).\n' +
  '  Debian/Ubuntu: sudo apt-get install -y nginx   (as root: apt-get update && apt-get install -y nginx)\n' +
  '  macOS: brew install nginx\n' +
  '  or point NGINX_PATH at an nginx binary, or test a running site with E2E_BASE_URL=http://host:port';

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** NGINX_PATH (when set, only that), then /usr/sbin/nginx, then PATH; null when none is there. */
export function locateNginx(env: NodeJS.ProcessEnv = process.env): string | null {
  const fromEnv = env.NGINX_PATH;
  if (fromEnv) return isExecutable(fromEnv) ? fromEnv : null;
  const dirs = [
    '/usr/sbin',
    '/usr/local/sbin',
    '/opt/homebrew/bin',
    ...(env.PATH ?? '').split(path.delimiter),
  ];
  for (const dir of dirs) {
    if (!dir) continue;
    const candidate = path.join(dir, 'nginx');
    if (isExecutable(candidate)) return candidate;
  }
  return null;
}

/** locateNginx(), or an error with install instructions. */
export function findNginx(): string {
  const found = locateNginx();
  if (found) return found;
  const fromEnv = process.env.NGINX_PATH;
  throw new Error(
    `${fromEnv ? `NGINX_PATH=${fromEnv} is not an executable file.` : 'nginx not found.'}\n${INSTALL_HINT}`,
  );
}

/**
 * Renders the template like the official image's envsubst does, but strictly: every ${UPPER_CASE}
 * placeholder must be one of the known variables (nginx's own $variables are left alone).
 */
export function renderTemplate(template: string, vars: TemplateVars): string {
  const values: Record<string, string> = { ...vars };
  return template.replace(/\$\{([A-Z][A-Z0-9_]*)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`nginx template uses unknown placeholder \${${name}}`);
    return value;
  });
}

const FALLBACK_TYPES = `types {
    text/html html htm;
    text/css css;
    application/javascript js mjs;
    application/json json map;
    image/svg+xml svg svgz;
    image/png png;
    image/jpeg jpeg jpg;
    image/gif gif;
    image/webp webp;
    image/x-icon ico;
    font/woff2 woff2;
    font/woff woff;
    application/pdf pdf;
    text/plain txt;
    application/manifest+json webmanifest;
}`;

function mimeTypesInclude(nginx: string): string {
  const candidates = [
    '/etc/nginx/mime.types',
    path.join(path.dirname(nginx), '..', 'etc', 'nginx', 'mime.types'),
  ];
  const found = candidates.find((file) => fs.existsSync(file));
  return found ? `include ${found};` : FALLBACK_TYPES;
}

/** Whether this nginx can serve pre-compressed .br files, and why (logged, read by the tests). */
interface BrotliStatic {
  /** The module to `load_module`, or null when nginx cannot load it. */
  module: string | null;
  reason: string;
}

const BROTLI_MODULE = 'ngx_http_brotli_static_module.so';

/**
 * Looks for the brotli_static module (Debian: libnginx-mod-http-brotli-static) in nginx's modules
 * path and proves it loads with `nginx -t`: a module built for another nginx version is refused
 * there, and the suite then runs with gzip only instead of failing to start.
 */
export function findBrotliStatic(nginx: string, tmpDir: string): BrotliStatic {
  const version = spawnSync(nginx, ['-V'], { encoding: 'utf8' });
  const built = `${version.stderr}${version.stdout}`;
  const modulesPath =
    /--modules-path=(\S+)/.exec(built)?.[1] ??
    path.join(/--prefix=(\S+)/.exec(built)?.[1] ?? '/usr/share/nginx', 'modules');
  const module = [path.join(modulesPath, BROTLI_MODULE), `/usr/lib/nginx/modules/${BROTLI_MODULE}`]
    .map((file) => path.resolve(file))
    .find((file) => fs.existsSync(file));
  if (!module) {
    return {
      module: null,
      reason: `no ${BROTLI_MODULE} in ${modulesPath} (Debian: apt-get install -y libnginx-mod-http-brotli-static)`,
    };
  }
  const probe = path.join(tmpDir, 'brotli-probe.conf');
  fs.writeFileSync(
    probe,
    `load_module ${module};\npid ${tmpDir}/probe.pid;\nerror_log ${tmpDir}/probe.log;\nevents {}\nhttp { brotli_static on; }\n`,
  );
  const result = spawnSync(nginx, ['-t', '-p', tmpDir, '-c', probe, '-e', `${tmpDir}/probe.log`], {
    encoding: 'utf8',
  });
  fs.rmSync(probe, { force: true });
  if (result.status !== 0) {
    return {
      module: null,
      reason: `${module} does not load in ${nginx}: ${result.stderr.trim().split('\n')[0] ?? ''}`,
    };
  }
  return { module, reason: `${module} loaded` };
}

/**
 * Writes <tmpDir>/nginx.conf: a minimal main config (foreground, everything under tmpDir) that
 * includes the rendered site template, as the image's /etc/nginx/nginx.conf includes conf.d/.
 * With `brotliModule`, it loads the module and includes the brotli_static snippet (ADR 0014).
 */
export function writeNginxConfig(options: {
  nginx: string;
  tmpDir: string;
  /**
   * SITE_URL and ASSET_ORIGINS may be left out: '' (each request's host; the backend's origin);
   * PAGE_CACHE_PATH too: <tmpDir>/page-cache.
   */
  vars: Omit<TemplateVars, 'NGINX_SNIPPETS' | 'SITE_URL' | 'ASSET_ORIGINS' | 'PAGE_CACHE_PATH'> & {
    SITE_URL?: string;
    ASSET_ORIGINS?: string;
    PAGE_CACHE_PATH?: string;
  };
  brotliModule?: string | null;
}): string {
  const { tmpDir } = options;
  const confDir = path.join(tmpDir, 'conf.d');
  fs.mkdirSync(confDir, { recursive: true });
  const site = renderTemplate(fs.readFileSync(NGINX_TEMPLATE, 'utf8'), {
    SITE_URL: '',
    ASSET_ORIGINS: '',
    PAGE_CACHE_PATH: path.join(tmpDir, 'page-cache'),
    ...options.vars,
    NGINX_SNIPPETS,
  });
  fs.writeFileSync(path.join(confDir, 'default.conf'), site);
  // Running as root (CI containers): workers keep root so they can read the checkout and the temp dir.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  const brotli = options.brotliModule
    ? {
        load: `load_module ${options.brotliModule};\n`,
        use: `include ${NGINX_SNIPPETS}/brotli-static.conf;`,
      }
    : { load: '', use: '# no brotli_static module: gzip_static only' };
  const main = `# generated by e2e/harness for one test run
${brotli.load}${user}daemon off;
master_process on;
worker_processes 1;
pid ${tmpDir}/nginx.pid;
error_log ${tmpDir}/error.log warn;
events { worker_connections 256; }
http {
    ${mimeTypesInclude(options.nginx)}
    default_type application/octet-stream;
    sendfile on;
    access_log ${tmpDir}/access.log;
    client_body_temp_path ${tmpDir}/client_body;
    proxy_temp_path ${tmpDir}/proxy;
    fastcgi_temp_path ${tmpDir}/fastcgi;
    uwsgi_temp_path ${tmpDir}/uwsgi;
    scgi_temp_path ${tmpDir}/scgi;
    ${brotli.use}
    include ${confDir}/*.conf;
}
`;
  const file = path.join(tmpDir, 'nginx.conf');
  fs.writeFileSync(file, main);
  return file;
}

export function nginxArgs(tmpDir: string, confFile: string): string[] {
  return ['-p', tmpDir, '-c', confFile, '-e', path.join(tmpDir, 'error.log')];
}

/** `nginx -t` on the generated config: a syntax error fails here with nginx's own message. */
export function testNginxConfig(nginx: string, tmpDir: string, confFile: string): void {
  const result = spawnSync(nginx, ['-t', ...nginxArgs(tmpDir, confFile)], { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`nginx -t failed for ${confFile}:\n${result.stderr}${result.stdout}`);
  }
}
