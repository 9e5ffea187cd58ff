// @vitest-environment node
import { BACKUP_LIMITS } from '@gear/contract/backups';
import { describe, expect, it } from 'vitest';
import {
  bodyLimitFor,
  nginxSize,
  parseBodyLimits,
  readBodyLimits,
  SITE_TEMPLATE,
} from './request-limits.ts';

const KB = 1024;
const MB = 1024 * 1024;

/** A site template in nginx's syntax, shaped like nginx/templates/default.conf.template. */
const TEMPLATE = `
map $uri $gear_upload_allowed {
    default 0;
    "~*\\.(?:png|jpe?g)$" 1;
}

server {
    listen \${LISTEN_PORT};

    # Pages carry no bodies.
    client_max_body_size 2m;
    client_body_timeout 30s;

    location ~ /\\. {
        return 404;
    }

    location = /robots.txt {
        default_type text/plain;
        return 200 'User-agent: *\\n';
    }

    location / {
        try_files $uri @page;
    }

    location /backend/ {
        client_max_body_size 64k;
        proxy_pass \${BACKEND_UPSTREAM}/;
    }

    location /backend/gallery/ {
        client_max_body_size 11m;
        proxy_pass \${BACKEND_UPSTREAM}/gallery/;
    }

    location = /backend/gallery/upload {
        client_max_body_size 201m;
        proxy_pass \${BACKEND_UPSTREAM}/gallery/upload;
    }

    location /backend/api/subcategories {
        client_max_body_size 71m;
        proxy_pass \${BACKEND_UPSTREAM}/api/subcategories;
    }

    location /backend/uploads/ {
        limit_except GET {
            deny all;
        }
        if ($gear_upload_allowed = 0) {
            return 404;
        }
        client_max_body_size 1k;
        proxy_pass \${BACKEND_UPSTREAM}/uploads/;
    }

    location @backend_too_large {
        default_type application/json;
        return 413 '{"success":false,"error":"The request body is too large."}\\n';
    }
}
`;

describe('nginxSize', () => {
  it("reads nginx's sizes: bytes, k, m and g in either case", () => {
    expect(nginxSize('512')).toBe(512);
    expect(nginxSize('64k')).toBe(64 * KB);
    expect(nginxSize('11M')).toBe(11 * MB);
    expect(nginxSize(' 1g ')).toBe(1024 * MB);
  });

  it('refuses anything else', () => {
    for (const bad of ['', '1.5m', '10mb', '-1', 'm']) {
      expect.soft(() => nginxSize(bad), bad).toThrow(/cannot read the size/);
    }
  });
});

describe('parseBodyLimits', () => {
  const limits = parseBodyLimits(TEMPLATE);

  it("takes the server level's limit for pages and every location's own", () => {
    expect(limits.fallback).toBe(2 * MB);
    expect(limits.locations).toEqual(
      expect.arrayContaining([
        { path: '/backend/', exact: false, bytes: 64 * KB },
        { path: '/backend/gallery/', exact: false, bytes: 11 * MB },
        { path: '/backend/gallery/upload', exact: true, bytes: 201 * MB },
        { path: '/backend/api/subcategories', exact: false, bytes: 71 * MB },
      ]),
    );
    // Locations without a limit of their own (and named or regex ones) are not listed.
    expect(limits.locations.map((location) => location.path)).not.toContain('/');
    expect(limits.locations.map((location) => location.path)).not.toContain('/robots.txt');
  });

  it('reads a location whose limit comes after nested blocks (limit_except, if)', () => {
    expect(limits.locations).toContainEqual({ path: '/backend/uploads/', exact: false, bytes: KB });
  });

  it('refuses a template without a server-level limit', () => {
    expect(() => parseBodyLimits('server {\n    listen 80;\n}\n')).toThrow(
      /no server-level client_max_body_size/,
    );
  });
});

describe('bodyLimitFor (matched as nginx matches: exact location, else the longest prefix)', () => {
  const limits = parseBodyLimits(TEMPLATE);

  it.each([
    ['/backend/gallery/upload', 201 * MB],
    ['/backend/gallery/upload/', 11 * MB],
    ['/backend/gallery/7', 11 * MB],
    ['/backend/api/subcategories', 71 * MB],
    ['/backend/api/subcategories/3', 71 * MB],
    ['/backend/api/contact', 64 * KB],
    ['/backend/uploads/a.png', KB],
    ['/backend/', 64 * KB],
    ['/', 2 * MB],
    ['/product/3', 2 * MB],
    ['/backendx', 2 * MB],
  ])('%s: %i bytes', (pathname, bytes) => {
    expect(bodyLimitFor(limits, pathname)).toBe(bytes);
  });
});

describe('the real site template (nginx/templates/default.conf.template)', () => {
  it('parses, and gives the limits the API relies on', () => {
    expect(SITE_TEMPLATE).toMatch(/nginx\/templates\/default\.conf\.template$/);
    const limits = readBodyLimits();
    expect(bodyLimitFor(limits, '/backend/api/subcategories')).toBe(71 * MB);
    expect(bodyLimitFor(limits, '/backend/gallery/upload')).toBe(201 * MB);
    expect(bodyLimitFor(limits, '/backend/uploads/a.png')).toBe(1 * KB);
    // A backup archive of up to BACKUP_LIMITS.archiveMaxBytes, plus its multipart envelope; the
    // other backup calls carry no body (issue 21).
    expect(bodyLimitFor(limits, '/backend/api/backups/restore')).toBe(
      BACKUP_LIMITS.archiveMaxBytes + MB,
    );
    expect(bodyLimitFor(limits, '/backend/api/backups/archive')).toBe(64 * KB);
    expect(bodyLimitFor(limits, '/product/3')).toBe(1 * MB);
    expect(bodyLimitFor(limits, '/')).toBe(1 * MB);
  });
});
