// The demo store's product illustrations and category tiles, drawn as SVG from a key (kind, colour,
// label, view): flat shapes with soft gradients and a floor shadow, the colour as the brand accent
// and the label printed on the package. Pure functions of the key, so every response can be cached
// for good and nothing is stored on disk. The art belongs to the seeded catalogue (its image URLs
// name these keys, catalog.ts), so it lives beside the seed; the media module only serves it.
import type { CategoryImageKey, ItemImageKey, ProductKind } from '../../modules/media/media-keys.ts';

// ---------------------------------------------------------------------------------------------
// Colour

interface Rgb {
  r: number;
  g: number;
  b: number;
}

function parseHex(hex: string): Rgb {
  const n = Number.parseInt(hex, 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

function toHex({ r, g, b }: Rgb): string {
  const part = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return { r: a.r + (b.r - a.r) * t, g: a.g + (b.g - a.g) * t, b: a.b + (b.b - a.b) * t };
}

const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const INK: Rgb = { r: 15, g: 23, b: 42 };

/** The accent colour and its lighter and darker steps. */
interface Palette {
  base: string;
  dark: string;
  deep: string;
  light: string;
  pale: string;
  wash: string;
}

function palette(hex: string): Palette {
  const c = parseHex(hex);
  return {
    base: toHex(c),
    dark: toHex(mix(c, INK, 0.25)),
    deep: toHex(mix(c, INK, 0.5)),
    light: toHex(mix(c, WHITE, 0.35)),
    pale: toHex(mix(c, WHITE, 0.75)),
    wash: toHex(mix(c, WHITE, 0.92)),
  };
}

// ---------------------------------------------------------------------------------------------
// Drawing context and helpers. Product art is drawn on an 800 × 800 canvas, floor at y = 690.

interface Art {
  /** Unique prefix for gradient ids (several SVGs may share one HTML page). */
  id: string;
  p: Palette;
  label: string;
  /** Stable per-key variation in [0, 1). */
  v: number;
}

const FONT = "'Inter','Segoe UI','Helvetica Neue',Arial,sans-serif";
const OUTLINE = 'stroke="#0f172a" stroke-opacity=".14" stroke-width="2"';

function esc(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** Centred text shrunk to fit maxWidth. */
function text(
  x: number,
  y: number,
  value: string,
  options: { size: number; maxWidth: number; fill: string; weight?: number; spacing?: number },
): string {
  const estimated = value.length * 0.62 * options.size + value.length * (options.spacing ?? 0);
  const size = estimated > options.maxWidth ? (options.size * options.maxWidth) / estimated : options.size;
  return `<text x="${x}" y="${y}" text-anchor="middle" font-family="${FONT}" font-size="${size.toFixed(1)}" font-weight="${options.weight ?? 700}" letter-spacing="${((options.spacing ?? 0) * size) / options.size}" fill="${options.fill}">${esc(value)}</text>`;
}

/** Grey bars that read as fine print. */
function finePrint(x: number, y: number, width: number, lines: number, v: number, color = '#94a3b8'): string {
  let out = '';
  for (let i = 0; i < lines; i++) {
    const w = width * (0.55 + ((v * 97 + i * 0.37) % 1) * 0.45);
    out += `<rect x="${x}" y="${y + i * 14}" width="${w.toFixed(0)}" height="6" rx="3" fill="${color}" opacity=".55"/>`;
  }
  return out;
}

function shadow(cx: number, width: number, y = 690): string {
  return `<ellipse cx="${cx}" cy="${y}" rx="${width / 2}" ry="${Math.max(10, width / 14)}" fill="url(#__ID__-floor)"/>`;
}

function linear(id: string, stops: [number, string, number?][], x2 = 1, y2 = 0): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('')}</linearGradient>`;
}

/** Gradients shared by every drawing; ids are prefixed with the art id. */
function defs(a: Art): string {
  const { id, p } = a;
  return `<defs>
${linear(
  `${id}-bg`,
  [
    [0, '#f8fafc'],
    [1, '#e9eef5'],
  ],
  0,
  1,
)}
<radialGradient id="${id}-floor"><stop offset="0" stop-color="#0f172a" stop-opacity=".22"/><stop offset="1" stop-color="#0f172a" stop-opacity="0"/></radialGradient>
${linear(`${id}-acc`, [
  [0, p.light],
  [0.5, p.base],
  [1, p.dark],
])}
${linear(
  `${id}-accv`,
  [
    [0, p.light],
    [1, p.dark],
  ],
  0,
  1,
)}
${linear(`${id}-white`, [
  [0, '#ffffff'],
  [0.6, '#f4f6f9'],
  [1, '#dfe5ec'],
])}
${linear(`${id}-side`, [
  [0, '#e2e8f0'],
  [1, '#cbd5e1'],
])}
${linear(`${id}-glass`, [
  [0, '#ffffff', 0.9],
  [0.35, '#e0f2fe', 0.55],
  [1, '#bae6fd', 0.7],
])}
${linear(`${id}-metal`, [
  [0, '#f1f5f9'],
  [0.45, '#94a3b8'],
  [0.55, '#cbd5e1'],
  [1, '#64748b'],
])}
${linear(`${id}-dark`, [
  [0, '#475569'],
  [1, '#1e293b'],
])}
${linear(`${id}-amber`, [
  [0, '#d97706'],
  [0.5, '#b45309'],
  [1, '#78350f'],
])}
${linear(`${id}-shine`, [
  [0, '#ffffff', 0.55],
  [1, '#ffffff', 0],
])}
</defs>`;
}

/** Rounded package label: white panel, accent band and the label text. */
function packageLabel(
  a: Art,
  x: number,
  y: number,
  w: number,
  h: number,
  options: { band?: boolean } = {},
): string {
  const band = options.band ?? true;
  const bandH = band ? Math.min(34, h * 0.28) : 0;
  return `<g>
<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="#ffffff" ${OUTLINE}/>
${band ? `<path d="M${x} ${y + 10}a10 10 0 0 1 10-10h${w - 20}a10 10 0 0 1 10 10v${bandH - 10}h-${w}z" fill="${a.p.base}"/>` : ''}
${text(x + w / 2, y + bandH + (h - bandH) * 0.48, a.label, { size: Math.min(44, h * 0.3), maxWidth: w - 24, fill: a.p.deep, spacing: 1 })}
${finePrint(x + 18, y + bandH + (h - bandH) * 0.66, w - 36, h > 120 ? 2 : 1, a.v)}
</g>`;
}

// ---------------------------------------------------------------------------------------------
// Drawings by kind. Each returns SVG markup on the 800 × 800 canvas.

/** A carton in three-quarter view: front, side and top faces. */
function carton(
  a: Art,
  o: {
    x: number;
    y: number;
    w: number;
    h: number;
    d: number;
    window?: 'glove' | 'tissue' | 'none';
    print?: boolean;
  },
): string {
  const { x, y, w, h, d } = o;
  const dx = d * 0.8;
  const dy = d * 0.45;
  const top = `M${x} ${y}l${dx} ${-dy}h${w}l${-dx} ${dy}z`;
  const side = `M${x + w} ${y}l${dx} ${-dy}v${h}l${-dx} ${dy}z`;
  let opening = '';
  if (o.window === 'glove') {
    const cx = x + w / 2 + dx / 2;
    const cy = y - dy / 2;
    const gw = w * 0.2;
    opening = `<ellipse cx="${cx}" cy="${cy}" rx="${w * 0.27}" ry="${dy * 0.3}" fill="#1e293b" opacity=".8"/>
<path d="M${cx - gw} ${cy + 4}c${gw * 0.1} ${-dy * 0.5} ${-gw * 0.1} ${-dy * 0.9} ${gw * 0.25} ${-dy * 1.05}c${gw * 0.2} ${-dy * 0.08} ${gw * 0.3} ${dy * 0.15} ${gw * 0.45} ${dy * 0.05}c${gw * 0.2} ${-dy * 0.2} ${gw * 0.45} ${-dy * 0.1} ${gw * 0.5} ${dy * 0.12}c${gw * 0.25} ${-dy * 0.05} ${gw * 0.45} ${dy * 0.1} ${gw * 0.4} ${dy * 0.35}c${gw * 0.2} ${dy * 0.2} ${gw * 0.4} ${dy * 0.55} ${gw * 0.4} ${dy * 0.53}z" fill="${a.p.light}" stroke="${a.p.dark}" stroke-opacity=".4" stroke-width="2"/>
<path d="M${cx - gw * 0.45} ${cy - dy * 0.55}c${gw * 0.3} ${-dy * 0.2} ${gw * 0.6} ${-dy * 0.1} ${gw * 0.85} ${dy * 0.1}" fill="none" stroke="#ffffff" stroke-opacity=".55" stroke-width="3"/>`;
  }
  const panelW = w * 0.78;
  const panelH = h * 0.42;
  return `<g>
<path d="${side}" fill="url(#${a.id}-side)" ${OUTLINE}/>
<path d="${top}" fill="#f8fafc" ${OUTLINE}/>
${opening}
<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${a.id}-white)" ${OUTLINE}/>
<rect x="${x}" y="${y}" width="${w}" height="${h * 0.2}" fill="url(#${a.id}-acc)"/>
<path d="M${x + w} ${y}l${dx} ${-dy}v${h * 0.2}l${-dx} ${dy}z" fill="${a.p.dark}"/>
<rect x="${x}" y="${y + h * 0.88}" width="${w}" height="${h * 0.12}" fill="${a.p.base}" opacity=".9"/>
${text(x + w / 2, y + h * 0.2 * 0.68, a.label, { size: Math.min(30, h * 0.11), maxWidth: w - 30, fill: '#ffffff', spacing: 2 })}
${o.print === false ? '' : packageLabel(a, x + (w - panelW) / 2, y + h * 0.3, panelW, panelH, { band: false })}
${finePrint(x + w * 0.11, y + h * 0.79, w * 0.5, 1, a.v)}
</g>`;
}

function drawBox(a: Art): string {
  return shadow(430, 440) + carton(a, { x: 215, y: 300, w: 340, h: 370, d: 170 });
}

function drawGloveBox(a: Art): string {
  return shadow(430, 500) + carton(a, { x: 190, y: 350, w: 400, h: 300, d: 190, window: 'glove' });
}

/** A sealed peel pouch with the product shape visible through the film. */
function peelPouch(
  a: Art,
  inner: string,
  o: { x: number; y: number; w: number; h: number; film?: string },
): string {
  const { x, y, w, h } = o;
  const chevron = `M${x} ${y + 70}L${x + w / 2} ${y + 20}L${x + w} ${y + 70}`;
  return `<g>
<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="12" fill="#ffffff" ${OUTLINE}/>
<rect x="${x + 16}" y="${y + 80}" width="${w - 32}" height="${h - 96}" rx="8" fill="${o.film ?? a.p.wash}" stroke="${a.p.base}" stroke-opacity=".35" stroke-width="2"/>
<path d="${chevron}" fill="none" stroke="${a.p.base}" stroke-width="6" stroke-linejoin="round"/>
${inner}
<rect x="${x + 16}" y="${y + 80}" width="${(w - 32) * 0.45}" height="${h - 96}" rx="8" fill="url(#${a.id}-shine)" opacity=".5"/>
${text(x + w / 2, y + h - 28, a.label, { size: 26, maxWidth: w - 40, fill: a.p.deep, spacing: 1.5 })}
</g>`;
}

function drawGauzePack(a: Art): string {
  const x = 230;
  const y = 180;
  let weave = '';
  for (let i = 0; i < 9; i++) {
    weave += `<path d="M${x + 70 + i * 30} 330v250M${x + 60} ${340 + i * 28}h280" stroke="#cbd5e1" stroke-width="2"/>`;
  }
  const inner = `<rect x="${x + 60}" y="330" width="280" height="250" rx="6" fill="#ffffff" stroke="#e2e8f0" stroke-width="2"/>${weave}<path d="M${x + 60} 455h280" stroke="#e2e8f0" stroke-width="4"/>`;
  return shadow(400, 420) + peelPouch(a, inner, { x, y, w: 400, h: 500 });
}

function drawGlovePack(a: Art): string {
  const hand = (dx: number, flip: boolean) => {
    const s = flip ? -1 : 1;
    const cx = 400 + dx;
    return `<path transform="translate(${cx} 0) scale(${s} 1)" d="M-60 600v-120c0-18-24-74-30-104-4-20 18-26 26-8l20 46v-112c0-22 28-22 28 0v92-118c0-22 28-22 28 0v116-104c0-22 28-22 28 0v110-84c0-20 28-20 28 0v150c0 40-12 70-30 88v48z" fill="${a.p.pale}" stroke="${a.p.dark}" stroke-opacity=".35" stroke-width="3"/>`;
  };
  return (
    shadow(400, 440) + peelPouch(a, hand(-80, false) + hand(80, true), { x: 200, y: 180, w: 400, h: 500 })
  );
}

function drawPouch(a: Art): string {
  const inner = `<g opacity=".9"><path d="M330 330l140 200" stroke="url(#${a.id}-metal)" stroke-width="14" stroke-linecap="round"/><path d="M470 330l-140 200" stroke="url(#${a.id}-metal)" stroke-width="14" stroke-linecap="round"/><circle cx="320" cy="545" r="26" fill="none" stroke="#64748b" stroke-width="10"/><circle cx="480" cy="545" r="26" fill="none" stroke="#64748b" stroke-width="10"/></g>
<rect x="250" y="600" width="90" height="22" rx="4" fill="#16a34a"/><rect x="352" y="600" width="90" height="22" rx="4" fill="#db2777" opacity=".85"/>`;
  return shadow(400, 440) + peelPouch(a, inner, { x: 200, y: 170, w: 400, h: 520, film: '#eff6ff' });
}

function drawDressing(a: Art): string {
  return `${shadow(400, 480)}
<g transform="rotate(${-6 + a.v * 4} 400 440)">
<rect x="170" y="210" width="460" height="460" rx="70" fill="url(#${a.id}-white)" ${OUTLINE}/>
<rect x="190" y="230" width="420" height="420" rx="56" fill="none" stroke="#e2e8f0" stroke-width="3" stroke-dasharray="2 10"/>
<rect x="270" y="310" width="260" height="260" rx="28" fill="${a.p.pale}" stroke="${a.p.base}" stroke-opacity=".45" stroke-width="3"/>
<rect x="292" y="332" width="216" height="216" rx="20" fill="${a.p.wash}"/>
${text(400, 452, a.label, { size: 30, maxWidth: 200, fill: a.p.deep, spacing: 1 })}
</g>`;
}

function drawAdhesiveStrip(a: Art): string {
  const strip = (y: number, r: number) =>
    `<g transform="rotate(${r} 400 ${y})"><rect x="170" y="${y - 55}" width="460" height="110" rx="55" fill="#e8c9a8" ${OUTLINE}/><rect x="330" y="${y - 38}" width="140" height="76" rx="10" fill="#fdf2e9" stroke="#d6b08c" stroke-width="2"/>${Array.from({ length: 14 }, (_v, i) => `<circle cx="${200 + i * 8 + (i > 6 ? 170 : 0)}" cy="${y + (i % 2 ? 14 : -14)}" r="3" fill="#c9a27e"/>`).join('')}</g>`;
  return `${shadow(420, 520)}
<g>${carton(a, { x: 470, y: 380, w: 190, h: 280, d: 110, print: false })}</g>
${strip(460, -14)}${strip(590, 6)}`;
}

function drawBandageRoll(a: Art): string {
  const roll = (cx: number, cy: number, r: number, len: number) => `<g>
<rect x="${cx - r}" y="${cy - len}" width="${2 * r}" height="${len}" fill="url(#${a.id}-acc)" opacity=".95"/>
${Array.from({ length: 6 }, (_v, i) => `<path d="M${cx - r} ${cy - len + 12 + i * (len / 6)}h${2 * r}" stroke="#ffffff" stroke-opacity=".25" stroke-width="3"/>`).join('')}
<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${r * 0.32}" fill="${a.p.dark}"/>
<ellipse cx="${cx}" cy="${cy - len}" rx="${r}" ry="${r * 0.32}" fill="${a.p.light}" ${OUTLINE}/>
<ellipse cx="${cx}" cy="${cy - len}" rx="${r * 0.28}" ry="${r * 0.09}" fill="#f8fafc" stroke="#94a3b8" stroke-width="2"/>
</g>`;
  return `${shadow(400, 520)}${roll(300, 660, 120, 180)}${roll(510, 680, 100, 140)}
<path d="M410 560c60 10 120 60 140 120" fill="none" stroke="${a.p.base}" stroke-width="30" stroke-linecap="round" opacity=".85"/>
${packageLabel(a, 200, 220, 400, 120)}`;
}

function drawTapeRoll(a: Art): string {
  const roll = (cx: number, cy: number, r: number, thick: number) => `<g>
<ellipse cx="${cx}" cy="${cy + thick}" rx="${r}" ry="${r * 0.42}" fill="${a.p.dark}"/>
<rect x="${cx - r}" y="${cy}" width="${2 * r}" height="${thick}" fill="url(#${a.id}-acc)"/>
<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${r * 0.42}" fill="${a.p.pale}" ${OUTLINE}/>
<ellipse cx="${cx}" cy="${cy}" rx="${r * 0.55}" ry="${r * 0.23}" fill="#e2e8f0" stroke="#94a3b8" stroke-width="3"/>
<ellipse cx="${cx}" cy="${cy + 4}" rx="${r * 0.45}" ry="${r * 0.18}" fill="#cbd5e1"/>
</g>`;
  return `${shadow(400, 560)}${roll(300, 520, 150, 90)}${roll(540, 580, 110, 70)}${packageLabel(a, 210, 210, 380, 130)}`;
}

function drawSyringe(a: Art): string {
  let marks = '';
  for (let i = 0; i < 11; i++) {
    marks += `<path d="M${250 + i * 28} 380v${i % 5 === 0 ? 34 : 20}" stroke="#334155" stroke-width="3"/>`;
  }
  return `${shadow(400, 600)}
<g transform="rotate(${-18 + a.v * 6} 400 430)">
<rect x="100" y="398" width="120" height="44" rx="8" fill="url(#${a.id}-white)" ${OUTLINE}/>
<rect x="92" y="376" width="24" height="88" rx="8" fill="${a.p.base}"/>
<rect x="214" y="410" width="200" height="20" fill="#e2e8f0" ${OUTLINE}/>
<rect x="236" y="370" width="330" height="100" rx="14" fill="url(#${a.id}-glass)" ${OUTLINE}/>
<rect x="390" y="378" width="168" height="84" rx="8" fill="${a.p.pale}" opacity=".7"/>
<rect x="380" y="376" width="26" height="88" rx="4" fill="#1e293b"/>
<rect x="224" y="354" width="20" height="132" rx="6" fill="url(#${a.id}-white)" ${OUTLINE}/>
${marks}
<path d="M566 398h40l20 10v24l-20 10h-40z" fill="url(#${a.id}-glass)" ${OUTLINE}/>
<rect x="626" y="404" width="70" height="32" rx="6" fill="${a.p.base}" ${OUTLINE}/>
<path d="M696 420h110" stroke="#94a3b8" stroke-width="6" stroke-linecap="round"/><path d="M696 418h106" stroke="#e2e8f0" stroke-width="2"/>
</g>
${packageLabel(a, 250, 560, 300, 100)}`;
}

function drawNeedle(a: Art): string {
  const needle = (x: number, y: number, r: number, capped: boolean) => `<g transform="rotate(${r} ${x} ${y})">
<path d="M${x} ${y - 26}h60l30 14v24l-30 14h-60z" fill="url(#${a.id}-accv)" ${OUTLINE}/>
<path d="M${x + 8} ${y - 26}v52M${x + 22} ${y - 26}v52M${x + 36} ${y - 26}v52" stroke="#ffffff" stroke-opacity=".35" stroke-width="4"/>
<rect x="${x + 88}" y="${y - 7}" width="22" height="14" rx="3" fill="${a.p.dark}"/>
<path d="M${x + 110} ${y}h230" stroke="#94a3b8" stroke-width="7" stroke-linecap="round"/>
<path d="M${x + 110} ${y - 2}h226" stroke="#f1f5f9" stroke-width="2"/>
<path d="M${x + 340} ${y - 3.5}l22 3.5-22 3.5z" fill="#64748b"/>
${capped ? `<rect x="${x + 100}" y="${y - 20}" width="280" height="40" rx="18" fill="${a.p.base}" opacity=".28" ${OUTLINE}/>` : ''}
</g>`;
  return `${shadow(400, 620)}${needle(150, 330, -10, false)}${needle(140, 470, -10, true)}
${packageLabel(a, 230, 570, 340, 100)}`;
}

function drawCatheter(a: Art): string {
  return `${shadow(400, 600)}
<g transform="rotate(${-10 + a.v * 4} 400 420)">
<path d="M140 420h150" stroke="#cbd5e1" stroke-width="26" stroke-linecap="round"/>
<rect x="130" y="398" width="36" height="44" rx="8" fill="${a.p.dark}"/>
<path d="M280 420l60-90h80l-40 90 40 90h-80z" fill="url(#${a.id}-accv)" opacity=".92" ${OUTLINE}/>
<rect x="300" y="392" width="150" height="56" rx="16" fill="url(#${a.id}-glass)" ${OUTLINE}/>
<rect x="446" y="404" width="40" height="32" rx="6" fill="${a.p.base}"/>
<path d="M486 420h220" stroke="#e2e8f0" stroke-width="12" stroke-linecap="round"/>
<path d="M486 420h250" stroke="#94a3b8" stroke-width="4" stroke-linecap="round"/>
</g>
${packageLabel(a, 240, 570, 320, 100)}`;
}

function drawSharps(a: Art): string {
  return `${shadow(400, 460)}
<path d="M200 340h400l-20 330h-360z" fill="${a.p.base}" ${OUTLINE}/>
<path d="M200 340h400l-6 90h-388z" fill="${a.p.dark}" opacity=".35"/>
<path d="M180 290h440v60h-440z" fill="${a.p.light}" ${OUTLINE}/>
<rect x="300" y="300" width="200" height="36" rx="18" fill="#1e293b" opacity=".85"/>
<rect x="250" y="430" width="300" height="190" rx="14" fill="#ffffff" ${OUTLINE}/>
<g transform="translate(400 495) scale(1.1)" fill="none" stroke="${a.p.base}" stroke-width="9">
<circle r="14"/><circle cy="-26" r="22"/><circle cx="-23" cy="13" r="22"/><circle cx="23" cy="13" r="22"/></g>
${text(400, 598, a.label, { size: 26, maxWidth: 270, fill: a.p.deep, spacing: 1 })}`;
}

function drawBloodTube(a: Art): string {
  const tube = (x: number, cap: string, fill: number) => `<g>
<rect x="${x}" y="300" width="74" height="330" rx="37" fill="url(#${a.id}-glass)" ${OUTLINE}/>
<rect x="${x + 6}" y="${630 - fill}" width="62" height="${fill - 6}" rx="31" fill="#b91c1c" opacity=".85"/>
<rect x="${x + 4}" y="390" width="66" height="130" rx="4" fill="#ffffff" opacity=".95"/>
<rect x="${x + 12}" y="404" width="50" height="10" rx="3" fill="${a.p.base}"/>
${finePrint(x + 12, 428, 50, 4, a.v)}
<rect x="${x - 8}" y="250" width="90" height="70" rx="12" fill="${cap}" ${OUTLINE}/>
<rect x="${x - 8}" y="250" width="90" height="18" rx="9" fill="#ffffff" opacity=".25"/>
</g>`;
  const rack = `<path d="M160 560h480l-30 60h-420z" fill="url(#${a.id}-side)" ${OUTLINE}/><rect x="160" y="520" width="480" height="40" rx="6" fill="#f1f5f9" ${OUTLINE}/>`;
  return `${shadow(400, 560)}${tube(220, a.p.base, 120)}${tube(330, a.p.light, 170)}${tube(440, a.p.dark, 90)}${rack}
${text(400, 600, a.label, { size: 28, maxWidth: 400, fill: '#334155', spacing: 1 })}`;
}

function bottleBody(a: Art, x: number, y: number, w: number, h: number, fill: string): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w * 0.12}" fill="${fill}" ${OUTLINE}/>
<rect x="${x + w * 0.08}" y="${y + 14}" width="${w * 0.12}" height="${h - 28}" rx="${w * 0.06}" fill="url(#${a.id}-shine)"/>`;
}

function drawPillBottle(a: Art): string {
  return `${shadow(400, 400)}
${bottleBody(a, 260, 300, 280, 380, `url(#${a.id}-amber)`)}
<rect x="250" y="220" width="300" height="96" rx="14" fill="url(#${a.id}-white)" ${OUTLINE}/>
${Array.from({ length: 14 }, (_v, i) => `<path d="M${266 + i * 20} 232v72" stroke="#cbd5e1" stroke-width="3"/>`).join('')}
${packageLabel(a, 268, 380, 264, 220)}`;
}

function drawVial(a: Art): string {
  const vial = (x: number, y: number, s: number) => `<g transform="translate(${x} ${y}) scale(${s})">
<path d="M-90 -120h180v330a30 30 0 0 1-30 30h-120a30 30 0 0 1-30-30z" fill="url(#${a.id}-glass)" ${OUTLINE}/>
<path d="M-84 40h168v168a26 26 0 0 1-26 26h-116a26 26 0 0 1-26-26z" fill="${a.p.pale}" opacity=".55"/>
<rect x="-60" y="-160" width="120" height="44" rx="6" fill="#e2e8f0" ${OUTLINE}/>
<rect x="-70" y="-210" width="140" height="56" rx="10" fill="${a.p.base}" ${OUTLINE}/>
<rect x="-70" y="-210" width="140" height="16" rx="8" fill="#ffffff" opacity=".3"/>
<rect x="-84" y="-40" width="168" height="170" rx="6" fill="#ffffff" ${OUTLINE}/>
<rect x="-84" y="-40" width="168" height="30" fill="${a.p.base}"/>
</g>`;
  return `${shadow(400, 440)}${vial(520, 420, 0.8)}${vial(340, 420, 1)}
${text(340, 450, a.label, { size: 26, maxWidth: 150, fill: a.p.deep })}${finePrint(270, 472, 140, 3, a.v)}`;
}

function drawDropperBottle(a: Art): string {
  return `${shadow(400, 340)}
${bottleBody(a, 290, 360, 220, 320, `url(#${a.id}-white)`)}
<path d="M330 360l30-50h80l30 50z" fill="#e2e8f0" ${OUTLINE}/>
<rect x="350" y="190" width="100" height="130" rx="18" fill="${a.p.base}" ${OUTLINE}/>
<path d="M380 190l20-60 20 60z" fill="${a.p.dark}"/>
${packageLabel(a, 298, 420, 204, 200)}`;
}

function drawSprayBottle(a: Art): string {
  return `${shadow(400, 360)}
${bottleBody(a, 280, 330, 240, 350, `url(#${a.id}-white)`)}
<rect x="340" y="290" width="120" height="50" rx="8" fill="#e2e8f0" ${OUTLINE}/>
<path d="M330 290v-70h170l60 30v24h-70v16z" fill="${a.p.base}" ${OUTLINE}/>
<path d="M420 290c-10 40-30 60-50 70" stroke="${a.p.dark}" stroke-width="16" fill="none" stroke-linecap="round"/>
${packageLabel(a, 292, 400, 216, 220)}`;
}

function drawPumpBottle(a: Art): string {
  return `${shadow(400, 380)}
${bottleBody(a, 270, 320, 260, 360, `url(#${a.id}-glass)`)}
<rect x="280" y="470" width="240" height="200" rx="26" fill="${a.p.pale}" opacity=".6"/>
<rect x="350" y="270" width="100" height="56" rx="10" fill="${a.p.base}" ${OUTLINE}/>
<rect x="385" y="200" width="30" height="80" fill="${a.p.dark}"/>
<path d="M360 180h130v34h-40v-10h-90z" fill="${a.p.base}" ${OUTLINE}/>
${packageLabel(a, 286, 380, 228, 190)}`;
}

function drawJug(a: Art): string {
  return `${shadow(400, 460)}
<path d="M210 330c0-40 30-70 70-70h150v-40h90v40h30c40 0 60 30 60 70v320c0 20-10 30-30 30h-340c-20 0-30-10-30-30z" fill="url(#${a.id}-white)" ${OUTLINE}/>
<path d="M520 300c70 0 80 40 80 90s-20 70-60 70" fill="none" stroke="#e2e8f0" stroke-width="40" stroke-linecap="round"/>
<rect x="430" y="200" width="90" height="50" rx="8" fill="${a.p.base}" ${OUTLINE}/>
${packageLabel(a, 240, 390, 320, 240)}`;
}

function drawWipesCanister(a: Art): string {
  return `${shadow(400, 420)}
<rect x="240" y="290" width="320" height="390" rx="30" fill="url(#${a.id}-acc)" ${OUTLINE}/>
<ellipse cx="400" cy="290" rx="160" ry="40" fill="${a.p.dark}"/>
<ellipse cx="400" cy="278" rx="160" ry="40" fill="url(#${a.id}-white)" ${OUTLINE}/>
<ellipse cx="400" cy="276" rx="50" ry="14" fill="#cbd5e1"/>
<path d="M380 276c-20-60 0-110 40-120 10 30 20 70-10 120z" fill="#ffffff" stroke="#cbd5e1" stroke-width="3"/>
${packageLabel(a, 266, 380, 268, 230)}`;
}

function drawOintmentTube(a: Art): string {
  return `${shadow(400, 560)}
<g transform="rotate(${-12 + a.v * 4} 400 470)">
<path d="M160 390h400l60 40v80l-60 40h-400l-14-80z" fill="url(#${a.id}-white)" ${OUTLINE}/>
<path d="M150 388l14 82-14 82h-20v-164z" fill="#cbd5e1" ${OUTLINE}/>
<rect x="616" y="430" width="40" height="80" fill="#e2e8f0" ${OUTLINE}/>
<rect x="650" y="420" width="70" height="100" rx="10" fill="${a.p.base}" ${OUTLINE}/>
<rect x="170" y="398" width="380" height="30" fill="${a.p.base}"/>
${text(370, 490, a.label, { size: 34, maxWidth: 340, fill: a.p.deep, spacing: 1 })}
${finePrint(220, 510, 300, 1, a.v)}
</g>`;
}

function drawIvBag(a: Art): string {
  return `${shadow(400, 360)}
<path d="M250 150h300a30 30 0 0 1 30 30v300c0 80-60 140-120 160h-120c-60-20-120-80-120-160v-300a30 30 0 0 1 30-30z" fill="url(#${a.id}-glass)" ${OUTLINE}/>
<path d="M256 330h288v150c0 70-50 124-104 140h-80c-54-16-104-70-104-140z" fill="${a.p.pale}" opacity=".55"/>
<rect x="370" y="120" width="60" height="40" rx="10" fill="none" stroke="#94a3b8" stroke-width="8"/>
<rect x="362" y="640" width="30" height="60" rx="6" fill="${a.p.base}"/><rect x="408" y="640" width="30" height="60" rx="6" fill="#e2e8f0" ${OUTLINE}/>
<rect x="290" y="200" width="220" height="140" rx="8" fill="#ffffff" opacity=".92" ${OUTLINE}/>
<rect x="290" y="200" width="220" height="30" rx="8" fill="${a.p.base}"/>
${text(400, 282, a.label, { size: 32, maxWidth: 200, fill: a.p.deep })}${finePrint(310, 300, 180, 2, a.v)}
${Array.from({ length: 6 }, (_v, i) => `<path d="M530 ${370 + i * 40}h-24" stroke="#475569" stroke-width="3"/>`).join('')}`;
}

function drawIvSet(a: Art): string {
  return `${shadow(400, 560)}
<path d="M300 200c-140 40-160 220-20 260s260 40 280 160c14 80-80 100-160 60" fill="none" stroke="#cbd5e1" stroke-width="16" stroke-linecap="round"/>
<path d="M300 200c-140 40-160 220-20 260s260 40 280 160c14 80-80 100-160 60" fill="none" stroke="#ffffff" stroke-opacity=".7" stroke-width="5" stroke-linecap="round"/>
<path d="M290 110l10 40h20l10-40z" fill="#64748b"/>
<rect x="270" y="150" width="80" height="40" rx="8" fill="${a.p.base}" ${OUTLINE}/>
<rect x="280" y="190" width="60" height="110" rx="20" fill="url(#${a.id}-glass)" ${OUTLINE}/>
<rect x="284" y="250" width="52" height="46" rx="18" fill="${a.p.pale}"/>
<rect x="470" y="470" width="70" height="110" rx="12" fill="url(#${a.id}-white)" ${OUTLINE}/>
<circle cx="505" cy="525" r="22" fill="${a.p.base}"/>
<rect x="372" y="636" width="40" height="50" rx="8" fill="${a.p.dark}"/>
${packageLabel(a, 420, 170, 300, 120)}`;
}

function drawMask(a: Art): string {
  let pleats = '';
  for (let i = 0; i < 3; i++)
    pleats += `<path d="M230 ${400 + i * 55}c110 14 230 14 340 0" fill="none" stroke="${a.p.dark}" stroke-opacity=".3" stroke-width="4"/>`;
  return `${shadow(400, 560)}
<path d="M230 370c-70-30-110 10-110 70s40 110 110 90" fill="none" stroke="#e2e8f0" stroke-width="10"/>
<path d="M570 370c70-30 110 10 110 70s-40 110-110 90" fill="none" stroke="#e2e8f0" stroke-width="10"/>
<path d="M230 350c110-30 230-30 340 0v220c-110 40-230 40-340 0z" fill="url(#${a.id}-acc)" ${OUTLINE}/>
<path d="M230 350c110-30 230-30 340 0v24c-110-26-230-26-340 0z" fill="#ffffff" opacity=".55"/>
<path d="M330 346c46-8 94-8 140 0" stroke="#cbd5e1" stroke-width="8" stroke-linecap="round"/>
${pleats}
${packageLabel(a, 250, 600, 300, 86, { band: false })}`;
}

function drawRespirator(a: Art): string {
  return `${shadow(400, 520)}
<path d="M220 300c-40 120-30 240 20 300M580 300c40 120 30 240-20 300" fill="none" stroke="${a.p.dark}" stroke-width="10"/>
<path d="M400 210c140 0 220 100 220 230s-100 230-220 230-220-100-220-230 80-230 220-230z" fill="url(#${a.id}-white)" ${OUTLINE}/>
<path d="M400 230c120 0 196 90 196 210" fill="none" stroke="#e2e8f0" stroke-width="6"/>
<path d="M320 240c50-20 110-20 160 0" stroke="#94a3b8" stroke-width="10" stroke-linecap="round"/>
<path d="M190 430c70-20 350-20 420 0" fill="none" stroke="${a.p.base}" stroke-width="6" stroke-opacity=".5"/>
<rect x="300" y="470" width="200" height="90" rx="14" fill="${a.p.base}"/>
${text(400, 530, a.label, { size: 38, maxWidth: 180, fill: '#ffffff', spacing: 1 })}`;
}

function drawGown(a: Art): string {
  return `${shadow(400, 480)}
<path d="M330 170h140l30 40 150 90-50 110-70-40v310h-260v-310l-70 40-50-110 150-90z" fill="url(#${a.id}-acc)" ${OUTLINE}/>
<path d="M330 170c20 40 120 40 140 0" fill="none" stroke="${a.p.deep}" stroke-width="8"/>
<path d="M400 210v460" stroke="${a.p.deep}" stroke-opacity=".25" stroke-width="4"/>
<rect x="230" y="330" width="50" height="20" rx="6" fill="#ffffff" opacity=".7" transform="rotate(-28 255 340)"/>
<path d="M270 470h260" stroke="#ffffff" stroke-opacity=".6" stroke-width="10"/>
<rect x="270" y="560" width="260" height="90" rx="10" fill="#ffffff" opacity=".92" ${OUTLINE}/>
${text(400, 616, a.label, { size: 30, maxWidth: 240, fill: a.p.deep, spacing: 1 })}`;
}

function drawFaceShield(a: Art): string {
  return `${shadow(400, 520)}
<path d="M170 250c150-40 310-40 460 0v340c-150 60-310 60-460 0z" fill="url(#${a.id}-glass)" ${OUTLINE}/>
<path d="M200 290c60-10 80 200 40 280" fill="none" stroke="#ffffff" stroke-opacity=".8" stroke-width="12" stroke-linecap="round"/>
<rect x="170" y="200" width="460" height="64" rx="20" fill="${a.p.base}" ${OUTLINE}/>
<rect x="200" y="212" width="400" height="40" rx="14" fill="${a.p.light}"/>
${text(400, 242, a.label, { size: 26, maxWidth: 360, fill: '#ffffff', spacing: 2 })}`;
}

function drawSafetyGlasses(a: Art): string {
  return `${shadow(400, 560)}
<path d="M140 360c0-40 40-60 260-60s260 20 260 60c0 120-40 170-130 170-70 0-90-70-130-70s-60 70-130 70c-90 0-130-50-130-170z" fill="url(#${a.id}-glass)" ${OUTLINE}/>
<path d="M140 350c0-30 40-50 260-50s260 20 260 50" fill="none" stroke="${a.p.base}" stroke-width="22" stroke-linecap="round"/>
<path d="M130 360c-50 20-70 80-60 150M670 360c50 20 70 80 60 150" fill="none" stroke="${a.p.dark}" stroke-width="14" stroke-linecap="round"/>
<path d="M210 360c30-6 60 60 30 130" fill="none" stroke="#ffffff" stroke-opacity=".8" stroke-width="10" stroke-linecap="round"/>
${packageLabel(a, 240, 570, 320, 90, { band: false })}`;
}

/** A device housing with a screen; `screen` draws inside the given rectangle. */
function housing(a: Art, x: number, y: number, w: number, h: number, screen: string): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="28" fill="url(#${a.id}-white)" ${OUTLINE}/>
<rect x="${x}" y="${y + h - 50}" width="${w}" height="50" rx="20" fill="${a.p.base}"/>
<rect x="${x}" y="${y + h - 50}" width="${w}" height="20" fill="${a.p.base}"/>
<rect x="${x + 26}" y="${y + 26}" width="${w - 52}" height="${h - 110}" rx="14" fill="#0f172a"/>
${screen}`;
}

function wave(x: number, y: number, w: number, color: string, kind: 'ecg' | 'pleth' | 'resp'): string {
  const beat = w / 4;
  let d = `M${x} ${y}`;
  for (let i = 0; i < 4; i++) {
    const b = x + i * beat;
    d +=
      kind === 'ecg'
        ? `L${b + beat * 0.35} ${y}l${beat * 0.06} -8l${beat * 0.06} 8l${beat * 0.05} 0l${beat * 0.04} -50l${beat * 0.05} 66l${beat * 0.05} -16L${b + beat} ${y}`
        : kind === 'pleth'
          ? `C${b + beat * 0.2} ${y - 40} ${b + beat * 0.35} ${y - 40} ${b + beat * 0.5} ${y - 14}S${b + beat * 0.8} ${y} ${b + beat} ${y}`
          : `C${b + beat * 0.3} ${y - 26} ${b + beat * 0.6} ${y - 26} ${b + beat} ${y}`;
  }
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="4" stroke-linejoin="round"/>`;
}

function drawMonitor(a: Art): string {
  const sx = 196;
  const sy = 226;
  const screen = `${wave(sx + 16, sy + 70, 260, '#22c55e', 'ecg')}${wave(sx + 16, sy + 160, 260, '#38bdf8', 'pleth')}${wave(sx + 16, sy + 240, 260, '#facc15', 'resp')}
<text x="${sx + 380}" y="${sy + 80}" text-anchor="end" font-family="${FONT}" font-size="64" font-weight="700" fill="#22c55e">72</text>
<text x="${sx + 380}" y="${sy + 170}" text-anchor="end" font-family="${FONT}" font-size="56" font-weight="700" fill="#38bdf8">98</text>
<text x="${sx + 380}" y="${sy + 250}" text-anchor="end" font-family="${FONT}" font-size="36" font-weight="700" fill="#facc15">120/80</text>`;
  return `${shadow(400, 520)}
<rect x="330" y="560" width="140" height="110" fill="url(#${a.id}-side)" ${OUTLINE}/>
<rect x="250" y="650" width="300" height="30" rx="12" fill="#cbd5e1" ${OUTLINE}/>
${housing(a, 170, 200, 460, 400, screen)}
${text(400, 583, a.label, { size: 24, maxWidth: 300, fill: '#ffffff', spacing: 2 })}`;
}

function drawThermometer(a: Art): string {
  return `${shadow(400, 440)}
<g transform="rotate(${-24 + a.v * 6} 400 430)">
<path d="M330 180h140c20 0 30 14 30 30v280c0 40-30 60-60 60h-80c-30 0-60-20-60-60v-280c0-16 10-30 30-30z" fill="url(#${a.id}-white)" ${OUTLINE}/>
<rect x="340" y="220" width="120" height="80" rx="12" fill="#0f172a"/>
<text x="400" y="276" text-anchor="middle" font-family="${FONT}" font-size="40" font-weight="700" fill="#5eead4">98.6°</text>
<circle cx="400" cy="360" r="26" fill="${a.p.base}"/>
<path d="M370 550h60l-10 120c-2 20-38 20-40 0z" fill="url(#${a.id}-white)" ${OUTLINE}/>
<rect x="300" y="420" width="200" height="90" fill="${a.p.base}" opacity=".9"/>
${text(400, 476, a.label, { size: 26, maxWidth: 180, fill: '#ffffff', spacing: 1 })}
</g>`;
}

function drawPulseOximeter(a: Art): string {
  return `${shadow(400, 460)}
<path d="M220 420c0-60 40-100 100-100h180c60 0 100 40 100 100v60h-380z" fill="url(#${a.id}-acc)" ${OUTLINE}/>
<path d="M220 490h380v40c0 60-40 100-100 100h-180c-60 0-100-40-100-100z" fill="url(#${a.id}-white)" ${OUTLINE}/>
<rect x="290" y="350" width="220" height="110" rx="14" fill="#0f172a"/>
<text x="350" y="425" text-anchor="middle" font-family="${FONT}" font-size="52" font-weight="700" fill="#38bdf8">98</text>
<text x="455" y="425" text-anchor="middle" font-family="${FONT}" font-size="40" font-weight="700" fill="#22c55e">72</text>
<path d="M300 440h80" stroke="#38bdf8" stroke-width="3"/>
<rect x="560" y="470" width="90" height="40" rx="12" fill="#1e293b" opacity=".2"/>
${text(410, 600, a.label, { size: 28, maxWidth: 260, fill: a.p.deep, spacing: 1 })}`;
}

function drawBpGauge(a: Art): string {
  let ticks = '';
  for (let i = 0; i <= 30; i++) {
    const angle = (-225 + i * 9) * (Math.PI / 180);
    const r1 = i % 5 === 0 ? 118 : 128;
    ticks += `<path d="M${(330 + Math.cos(angle) * r1).toFixed(1)} ${(380 + Math.sin(angle) * r1).toFixed(1)}L${(330 + Math.cos(angle) * 140).toFixed(1)} ${(380 + Math.sin(angle) * 140).toFixed(1)}" stroke="#334155" stroke-width="${i % 5 === 0 ? 5 : 2}"/>`;
  }
  return `${shadow(430, 560)}
<path d="M470 420c90 0 130 60 130 130s-40 110-80 110" fill="none" stroke="#1e293b" stroke-width="12"/>
<ellipse cx="560" cy="600" rx="70" ry="90" fill="url(#${a.id}-dark)" transform="rotate(-25 560 600)"/>
<rect x="140" y="560" width="320" height="110" rx="24" fill="url(#${a.id}-acc)" ${OUTLINE}/>
${text(300, 628, a.label, { size: 28, maxWidth: 280, fill: '#ffffff', spacing: 1 })}
<circle cx="330" cy="380" r="172" fill="url(#${a.id}-metal)" ${OUTLINE}/>
<circle cx="330" cy="380" r="150" fill="#ffffff"/>
${ticks}
<path d="M330 380L${330 + Math.cos(-0.6) * 120} ${380 + Math.sin(-0.6) * 120}" stroke="#dc2626" stroke-width="6" stroke-linecap="round"/>
<circle cx="330" cy="380" r="12" fill="#1e293b"/>
<text x="330" y="470" text-anchor="middle" font-family="${FONT}" font-size="22" font-weight="700" fill="#64748b">mmHg</text>`;
}

function drawStethoscope(a: Art): string {
  return `${shadow(400, 520)}
<path d="M300 160c-40 0-60 40-60 120 0 90 60 140 160 140s160-50 160-140c0-80-20-120-60-120" fill="none" stroke="url(#${a.id}-metal)" stroke-width="12" stroke-linecap="round"/>
<circle cx="300" cy="160" r="16" fill="#1e293b"/><circle cx="500" cy="160" r="16" fill="#1e293b"/>
<path d="M400 420c0 80 0 120 60 160" fill="none" stroke="${a.p.base}" stroke-width="22" stroke-linecap="round"/>
<circle cx="510" cy="610" r="70" fill="url(#${a.id}-metal)" ${OUTLINE}/>
<circle cx="510" cy="610" r="50" fill="#f1f5f9" stroke="#94a3b8" stroke-width="4"/>
${packageLabel(a, 150, 520, 250, 110, { band: true })}`;
}

function drawTestCassette(a: Art): string {
  return `${shadow(420, 560)}
${carton(a, { x: 430, y: 330, w: 220, h: 320, d: 120, print: false })}
<g transform="rotate(-8 300 470)">
<rect x="120" y="380" width="380" height="140" rx="24" fill="url(#${a.id}-white)" ${OUTLINE}/>
<circle cx="185" cy="450" r="30" fill="#e2e8f0" stroke="#94a3b8" stroke-width="3"/>
<rect x="260" y="430" width="150" height="40" rx="8" fill="#f8fafc" stroke="#94a3b8" stroke-width="3"/>
<rect x="320" y="434" width="8" height="32" fill="${a.p.base}"/><rect x="360" y="434" width="8" height="32" fill="${a.p.base}" opacity=".5"/>
<text x="324" y="494" text-anchor="middle" font-family="${FONT}" font-size="16" font-weight="700" fill="#64748b">C</text>
<text x="364" y="494" text-anchor="middle" font-family="${FONT}" font-size="16" font-weight="700" fill="#64748b">T</text>
</g>`;
}

function drawGlucoseMeter(a: Art): string {
  return `${shadow(400, 400)}
<rect x="270" y="200" width="260" height="460" rx="70" fill="url(#${a.id}-acc)" ${OUTLINE}/>
<rect x="300" y="250" width="200" height="170" rx="20" fill="#0f172a"/>
<text x="400" y="350" text-anchor="middle" font-family="${FONT}" font-size="64" font-weight="700" fill="#5eead4">104</text>
<text x="400" y="390" text-anchor="middle" font-family="${FONT}" font-size="22" font-weight="600" fill="#94a3b8">mg/dL</text>
<circle cx="400" cy="520" r="46" fill="#ffffff" opacity=".9"/><circle cx="400" cy="520" r="20" fill="${a.p.base}"/>
<rect x="380" y="120" width="40" height="100" rx="4" fill="#e2e8f0" ${OUTLINE}/><rect x="386" y="126" width="28" height="20" fill="${a.p.base}"/>
${text(400, 624, a.label, { size: 24, maxWidth: 200, fill: '#ffffff', spacing: 1 })}`;
}

function drawCannula(a: Art): string {
  return `${shadow(400, 560)}
<path d="M400 260c-160 0-220 90-220 170 0 110 90 200 220 260M400 260c160 0 220 90 220 170 0 110-90 200-220 260" fill="none" stroke="url(#${a.id}-glass)" stroke-width="22" stroke-linecap="round"/>
<path d="M400 260c-160 0-220 90-220 170 0 110 90 200 220 260M400 260c160 0 220 90 220 170 0 110-90 200-220 260" fill="none" stroke="${a.p.base}" stroke-opacity=".55" stroke-width="8" stroke-linecap="round"/>
<path d="M340 250h120" stroke="${a.p.light}" stroke-width="34" stroke-linecap="round"/>
<path d="M380 236v-30M420 236v-30" stroke="${a.p.base}" stroke-width="14" stroke-linecap="round"/>
<rect x="378" y="670" width="44" height="40" rx="8" fill="${a.p.dark}"/>
${packageLabel(a, 270, 400, 260, 120)}`;
}

function drawOxygenMask(a: Art): string {
  return `${shadow(400, 520)}
<path d="M400 200c90 0 160 100 170 200s-60 190-170 190-180-90-170-190 80-200 170-200z" fill="url(#${a.id}-glass)" ${OUTLINE}/>
<path d="M400 230c70 0 130 80 138 170" fill="none" stroke="#ffffff" stroke-width="10" stroke-opacity=".8" stroke-linecap="round"/>
<circle cx="330" cy="420" r="16" fill="${a.p.light}"/><circle cx="470" cy="420" r="16" fill="${a.p.light}"/>
<rect x="360" y="560" width="80" height="60" rx="14" fill="${a.p.base}" ${OUTLINE}/>
<path d="M400 620c0 40-40 60-100 70" fill="none" stroke="url(#${a.id}-glass)" stroke-width="22" stroke-linecap="round"/>
<path d="M230 380c-70 0-90 60-60 120M570 380c70 0 90 60 60 120" fill="none" stroke="#cbd5e1" stroke-width="8"/>
<path d="M360 260c26-10 54-10 80 0" stroke="#94a3b8" stroke-width="8" stroke-linecap="round"/>
${text(400, 700, a.label, { size: 24, maxWidth: 300, fill: a.p.deep, spacing: 1 })}`;
}

function drawResuscitator(a: Art): string {
  return `${shadow(400, 620)}
<ellipse cx="330" cy="420" rx="200" ry="120" fill="url(#${a.id}-accv)" ${OUTLINE}/>
<path d="M170 380c100-40 220-40 320 0" fill="none" stroke="#ffffff" stroke-opacity=".35" stroke-width="10"/>
<rect x="520" y="385" width="60" height="70" rx="10" fill="#e2e8f0" ${OUTLINE}/>
<path d="M580 330h40c40 0 70 40 70 90s-30 90-70 90h-40z" fill="url(#${a.id}-glass)" ${OUTLINE}/>
<rect x="80" y="395" width="50" height="50" rx="10" fill="#94a3b8"/>
${packageLabel(a, 220, 560, 300, 100, { band: false })}`;
}

function drawCanister(a: Art): string {
  let marks = '';
  for (let i = 0; i < 8; i++)
    marks += `<path d="M500 ${320 + i * 40}h30" stroke="#334155" stroke-width="3"/>`;
  return `${shadow(400, 420)}
<rect x="250" y="260" width="300" height="420" rx="30" fill="url(#${a.id}-glass)" ${OUTLINE}/>
<rect x="256" y="520" width="288" height="154" rx="26" fill="${a.p.pale}" opacity=".6"/>
<rect x="230" y="220" width="340" height="60" rx="14" fill="${a.p.base}" ${OUTLINE}/>
<rect x="300" y="190" width="60" height="40" rx="8" fill="${a.p.dark}"/><rect x="440" y="190" width="60" height="40" rx="8" fill="${a.p.dark}"/>
${marks}
${packageLabel(a, 280, 330, 200, 150, { band: false })}`;
}

function drawIndicatorStrip(a: Art): string {
  const strip = (y: number, r: number, done: boolean) =>
    `<g transform="rotate(${r} 400 ${y})"><rect x="170" y="${y - 36}" width="460" height="72" rx="10" fill="#ffffff" ${OUTLINE}/><rect x="200" y="${y - 18}" width="150" height="36" rx="6" fill="${done ? a.p.dark : a.p.pale}"/><rect x="370" y="${y - 14}" width="40" height="28" rx="4" fill="none" stroke="#94a3b8" stroke-width="3"/>${finePrint(430, y - 12, 170, 2, a.v)}</g>`;
  return `${shadow(400, 560)}${strip(360, -6, true)}${strip(470, 2, false)}${strip(580, -3, true)}
${text(400, 260, a.label, { size: 40, maxWidth: 500, fill: a.p.deep, spacing: 1 })}`;
}

function drawSpecimenCup(a: Art): string {
  let marks = '';
  for (let i = 0; i < 6; i++)
    marks += `<path d="M490 ${390 + i * 40}h-26" stroke="#334155" stroke-width="3"/>`;
  return `${shadow(400, 420)}
<path d="M260 330h280l-24 340h-232z" fill="url(#${a.id}-glass)" ${OUTLINE}/>
<path d="M268 470h264l-14 196h-236z" fill="#fde68a" opacity=".5"/>
<rect x="240" y="270" width="320" height="70" rx="16" fill="${a.p.base}" ${OUTLINE}/>
<path d="M252 290h296" stroke="#ffffff" stroke-opacity=".3" stroke-width="6"/>
${marks}
<rect x="290" y="390" width="160" height="150" rx="8" fill="#ffffff" opacity=".95" ${OUTLINE}/>
${text(370, 450, a.label, { size: 22, maxWidth: 140, fill: a.p.deep })}${finePrint(306, 476, 128, 3, a.v)}`;
}

function drawPipette(a: Art): string {
  const pipette = (x: number, r: number) => `<g transform="rotate(${r} ${x} 420)">
<path d="M${x - 24} 200c0-40 48-40 48 0v150c0 10-10 16-10 30v250l-14 40-14-40v-250c0-14-10-20-10-30z" fill="url(#${a.id}-glass)" ${OUTLINE}/>
<path d="M${x - 24} 200c0-40 48-40 48 0v110h-48z" fill="${a.p.light}" opacity=".7"/>
${Array.from({ length: 6 }, (_v, i) => `<path d="M${x - 12} ${420 + i * 30}h14" stroke="#334155" stroke-width="2"/>`).join('')}
</g>`;
  return `${shadow(400, 480)}${pipette(300, -10)}${pipette(400, 0)}${pipette(500, 10)}
${packageLabel(a, 250, 580, 300, 96, { band: false })}`;
}

function drawDevice(a: Art): string {
  return `${shadow(400, 580)}
<path d="M140 360h520v290a20 20 0 0 1-20 20h-480a20 20 0 0 1-20-20z" fill="url(#${a.id}-white)" ${OUTLINE}/>
<path d="M160 360c0-90 110-150 240-150s240 60 240 150z" fill="url(#${a.id}-acc)" ${OUTLINE}/>
<path d="M220 340c30-60 100-90 180-90" fill="none" stroke="#ffffff" stroke-opacity=".4" stroke-width="12" stroke-linecap="round"/>
<rect x="190" y="410" width="220" height="110" rx="12" fill="#0f172a"/>
<text x="300" y="482" text-anchor="middle" font-family="${FONT}" font-size="46" font-weight="700" fill="#5eead4">3400</text>
<circle cx="500" cy="465" r="40" fill="url(#${a.id}-metal)" ${OUTLINE}/><circle cx="590" cy="465" r="24" fill="${a.p.base}"/>
<rect x="140" y="590" width="520" height="80" rx="16" fill="${a.p.base}" opacity=".12"/>
${text(400, 642, a.label, { size: 30, maxWidth: 460, fill: a.p.deep, spacing: 2 })}`;
}

function drawExamTable(a: Art): string {
  return `${shadow(400, 640)}
<rect x="190" y="450" width="420" height="210" rx="12" fill="url(#${a.id}-white)" ${OUTLINE}/>
<rect x="210" y="476" width="180" height="76" rx="8" fill="#f1f5f9" ${OUTLINE}/><rect x="410" y="476" width="180" height="76" rx="8" fill="#f1f5f9" ${OUTLINE}/>
<rect x="210" y="566" width="380" height="76" rx="8" fill="#f1f5f9" ${OUTLINE}/>
<rect x="270" y="508" width="60" height="10" rx="5" fill="#94a3b8"/><rect x="470" y="508" width="60" height="10" rx="5" fill="#94a3b8"/><rect x="370" y="598" width="60" height="10" rx="5" fill="#94a3b8"/>
<rect x="150" y="400" width="330" height="56" rx="22" fill="url(#${a.id}-accv)" ${OUTLINE}/>
<path d="M172 412h286" stroke="#ffffff" stroke-opacity=".35" stroke-width="6" stroke-linecap="round"/>
<g transform="rotate(-38 480 428)"><rect x="470" y="400" width="230" height="56" rx="22" fill="url(#${a.id}-accv)" ${OUTLINE}/><path d="M492 412h186" stroke="#ffffff" stroke-opacity=".35" stroke-width="6" stroke-linecap="round"/></g>
<rect x="110" y="560" width="90" height="100" rx="8" fill="url(#${a.id}-side)" ${OUTLINE}/>
<rect x="110" y="560" width="90" height="16" rx="6" fill="#94a3b8"/>
<rect x="470" y="360" width="10" height="60" fill="#cbd5e1"/>`;
}

function drawStool(a: Art): string {
  return `${shadow(400, 420)}
<ellipse cx="400" cy="300" rx="170" ry="54" fill="${a.p.dark}"/>
<ellipse cx="400" cy="286" rx="170" ry="54" fill="url(#${a.id}-acc)" ${OUTLINE}/>
<path d="M300 270c60-20 140-20 200 0" fill="none" stroke="#ffffff" stroke-opacity=".3" stroke-width="10"/>
<rect x="386" y="330" width="28" height="230" fill="url(#${a.id}-metal)"/>
<path d="M400 560l-180 90M400 560l180 90M400 560l-70 110M400 560l70 110M400 560v110" stroke="#334155" stroke-width="18" stroke-linecap="round"/>
${[220, 580, 330, 470, 400].map((x, i) => `<circle cx="${x}" cy="${i < 2 ? 660 : 684}" r="18" fill="#1e293b"/>`).join('')}`;
}

function drawWheelchair(a: Art): string {
  return `${shadow(400, 560)}
<circle cx="340" cy="500" r="170" fill="none" stroke="#1e293b" stroke-width="22"/>
<circle cx="340" cy="500" r="148" fill="none" stroke="url(#${a.id}-metal)" stroke-width="8"/>
${Array.from({ length: 8 }, (_v, i) => `<path d="M340 500L${(340 + Math.cos((i * Math.PI) / 4) * 148).toFixed(0)} ${(500 + Math.sin((i * Math.PI) / 4) * 148).toFixed(0)}" stroke="#94a3b8" stroke-width="3"/>`).join('')}
<path d="M260 200v250h240l70 150" fill="none" stroke="url(#${a.id}-metal)" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>
<path d="M250 200h-50" stroke="#1e293b" stroke-width="20" stroke-linecap="round"/>
<path d="M270 230h40v210h-40z" fill="${a.p.base}" ${OUTLINE}/>
<path d="M270 400h240v44h-240z" fill="${a.p.base}" ${OUTLINE}/>
<circle cx="580" cy="650" r="34" fill="#1e293b"/>
<path d="M560 600h60" stroke="#334155" stroke-width="12" stroke-linecap="round"/>`;
}

function drawCart(a: Art): string {
  let drawers = '';
  for (let i = 0; i < 5; i++) {
    drawers += `<rect x="250" y="${250 + i * 72}" width="300" height="62" rx="8" fill="url(#${a.id}-acc)" ${OUTLINE}/><rect x="360" y="${274 + i * 72}" width="80" height="12" rx="6" fill="#ffffff" opacity=".7"/>`;
  }
  return `${shadow(400, 460)}
<rect x="230" y="190" width="340" height="440" rx="14" fill="url(#${a.id}-white)" ${OUTLINE}/>
<rect x="216" y="176" width="368" height="30" rx="10" fill="#e2e8f0" ${OUTLINE}/>
${drawers}
<path d="M570 240h40v120h-40" fill="none" stroke="url(#${a.id}-metal)" stroke-width="10"/>
${[260, 540].map((x) => `<circle cx="${x}" cy="660" r="24" fill="#1e293b"/>`).join('')}`;
}

function drawScale(a: Art): string {
  return `${shadow(400, 560)}
<path d="M170 560h460l-20 100h-420z" fill="url(#${a.id}-side)" ${OUTLINE}/>
<rect x="170" y="520" width="460" height="50" rx="14" fill="url(#${a.id}-white)" ${OUTLINE}/>
<rect x="380" y="260" width="40" height="270" fill="url(#${a.id}-metal)"/>
<rect x="270" y="170" width="260" height="130" rx="18" fill="url(#${a.id}-acc)" ${OUTLINE}/>
<rect x="296" y="192" width="208" height="70" rx="10" fill="#0f172a"/>
<text x="400" y="244" text-anchor="middle" font-family="${FONT}" font-size="42" font-weight="700" fill="#5eead4">154.2</text>
${text(400, 550, a.label, { size: 22, maxWidth: 300, fill: a.p.deep, spacing: 2 })}`;
}

function drawAed(a: Art): string {
  return `${shadow(400, 480)}
<rect x="200" y="230" width="400" height="440" rx="44" fill="url(#${a.id}-acc)" ${OUTLINE}/>
<rect x="250" y="190" width="300" height="70" rx="30" fill="${a.p.dark}"/>
<rect x="240" y="290" width="320" height="260" rx="24" fill="#ffffff"/>
<path d="M400 480c-70-50-110-80-110-120 0-30 24-50 50-50 24 0 40 14 60 36 20-22 36-36 60-36 26 0 50 20 50 50 0 40-40 70-110 120z" fill="${a.p.base}"/>
<path d="M410 330l-40 70h36l-20 60 50-84h-36l22-46z" fill="#ffffff"/>
<circle cx="310" cy="600" r="26" fill="#22c55e"/><circle cx="490" cy="600" r="26" fill="#f59e0b"/>
${text(400, 530, a.label, { size: 32, maxWidth: 280, fill: a.p.deep, spacing: 3 })}`;
}

function drawPaperReam(a: Art): string {
  let sheets = '';
  for (let i = 0; i < 6; i++)
    sheets += `<path d="M${180 + i * 2} ${560 - i * 16}h420" stroke="#e2e8f0" stroke-width="2"/>`;
  return `${shadow(400, 560)}
<path d="M180 380l120-80h380l-120 80z" fill="#f8fafc" ${OUTLINE}/>
<path d="M560 380l120-80v260l-120 80z" fill="url(#${a.id}-side)" ${OUTLINE}/>
<rect x="180" y="380" width="380" height="260" fill="url(#${a.id}-white)" ${OUTLINE}/>
<rect x="180" y="380" width="380" height="260" fill="url(#${a.id}-acc)" opacity=".9"/>
<rect x="220" y="430" width="300" height="150" rx="12" fill="#ffffff" ${OUTLINE}/>
${text(370, 505, a.label, { size: 34, maxWidth: 270, fill: a.p.deep, spacing: 1 })}${finePrint(250, 530, 240, 2, a.v)}
${sheets}`;
}

function drawLabelRoll(a: Art): string {
  let labels = '';
  for (let i = 0; i < 3; i++)
    labels += `<rect x="${470 + i * 70}" y="530" width="60" height="90" rx="8" fill="#ffffff" ${OUTLINE}/><rect x="${476 + i * 70}" y="540" width="48" height="14" rx="3" fill="${a.p.base}"/>`;
  return `${shadow(400, 560)}
<ellipse cx="330" cy="450" rx="190" ry="190" fill="url(#${a.id}-white)" ${OUTLINE}/>
<circle cx="330" cy="450" r="150" fill="none" stroke="#e2e8f0" stroke-width="3"/><circle cx="330" cy="450" r="110" fill="none" stroke="#e2e8f0" stroke-width="3"/>
<circle cx="330" cy="450" r="60" fill="#cbd5e1" stroke="#94a3b8" stroke-width="6"/>
<path d="M330 640h370v-100" fill="none" stroke="#f1f5f9" stroke-width="0"/>
<path d="M440 610h300v30h-300z" fill="#e2e8f0"/>
${labels}
${packageLabel(a, 200, 170, 300, 100)}`;
}

function drawPen(a: Art): string {
  const pen = (x: number, r: number, c: string) => `<g transform="rotate(${r} ${x} 440)">
<rect x="${x - 22}" y="210" width="44" height="380" rx="20" fill="${c}" ${OUTLINE}/>
<rect x="${x - 22}" y="210" width="14" height="380" rx="7" fill="#ffffff" opacity=".25"/>
<rect x="${x + 16}" y="230" width="12" height="150" rx="6" fill="url(#${a.id}-metal)"/>
<path d="M${x - 18} 590h36l-14 70h-8z" fill="url(#${a.id}-metal)"/>
<rect x="${x - 8}" y="180" width="16" height="34" rx="6" fill="#334155"/>
</g>`;
  return `${shadow(400, 460)}${pen(300, -16, a.p.base)}${pen(400, 0, a.p.dark)}${pen(500, 16, a.p.light)}`;
}

function drawClipboard(a: Art): string {
  return `${shadow(400, 460)}
<rect x="210" y="170" width="380" height="500" rx="24" fill="url(#${a.id}-acc)" ${OUTLINE}/>
<rect x="250" y="230" width="300" height="400" rx="8" fill="#ffffff" ${OUTLINE}/>
<path d="M330 150h140v70h-140z" fill="url(#${a.id}-metal)" ${OUTLINE}/>
<rect x="360" y="170" width="80" height="20" rx="10" fill="#475569"/>
${text(400, 300, a.label, { size: 30, maxWidth: 260, fill: a.p.deep, spacing: 1 })}
${finePrint(280, 340, 240, 12, a.v)}`;
}

function drawBagRoll(a: Art): string {
  return `${shadow(400, 560)}
<rect x="190" y="330" width="300" height="300" rx="26" fill="url(#${a.id}-acc)" ${OUTLINE}/>
<ellipse cx="340" cy="330" rx="150" ry="46" fill="${a.p.light}" ${OUTLINE}/>
<ellipse cx="340" cy="330" rx="40" ry="12" fill="#1e293b" opacity=".5"/>
<path d="M490 470h150v180c-40 20-110 20-150 0z" fill="${a.p.base}" opacity=".85" ${OUTLINE}/>
<path d="M490 520h150" stroke="#ffffff" stroke-dasharray="10 8" stroke-width="3" opacity=".6"/>
<rect x="215" y="430" width="250" height="140" rx="12" fill="#ffffff" opacity=".94" ${OUTLINE}/>
${text(340, 500, a.label, { size: 26, maxWidth: 220, fill: a.p.deep, spacing: 1 })}${finePrint(240, 524, 200, 2, a.v)}`;
}

const DRAW: Record<ProductKind, (a: Art) => string> = {
  box: drawBox,
  'glove-box': drawGloveBox,
  'glove-pack': drawGlovePack,
  syringe: drawSyringe,
  needle: drawNeedle,
  catheter: drawCatheter,
  'sharps-container': drawSharps,
  'blood-tube': drawBloodTube,
  'gauze-pack': drawGauzePack,
  'bandage-roll': drawBandageRoll,
  dressing: drawDressing,
  'adhesive-strip': drawAdhesiveStrip,
  'tape-roll': drawTapeRoll,
  'spray-bottle': drawSprayBottle,
  'pump-bottle': drawPumpBottle,
  'pill-bottle': drawPillBottle,
  vial: drawVial,
  'dropper-bottle': drawDropperBottle,
  'ointment-tube': drawOintmentTube,
  'iv-bag': drawIvBag,
  'iv-set': drawIvSet,
  mask: drawMask,
  respirator: drawRespirator,
  gown: drawGown,
  'face-shield': drawFaceShield,
  'safety-glasses': drawSafetyGlasses,
  monitor: drawMonitor,
  thermometer: drawThermometer,
  'pulse-oximeter': drawPulseOximeter,
  'bp-gauge': drawBpGauge,
  stethoscope: drawStethoscope,
  'test-cassette': drawTestCassette,
  'glucose-meter': drawGlucoseMeter,
  cannula: drawCannula,
  'oxygen-mask': drawOxygenMask,
  resuscitator: drawResuscitator,
  canister: drawCanister,
  pouch: drawPouch,
  'indicator-strip': drawIndicatorStrip,
  'wipes-canister': drawWipesCanister,
  jug: drawJug,
  'specimen-cup': drawSpecimenCup,
  pipette: drawPipette,
  device: drawDevice,
  'exam-table': drawExamTable,
  stool: drawStool,
  wheelchair: drawWheelchair,
  cart: drawCart,
  scale: drawScale,
  aed: drawAed,
  'paper-ream': drawPaperReam,
  'label-roll': drawLabelRoll,
  pen: drawPen,
  clipboard: drawClipboard,
  'bag-roll': drawBagRoll,
};

// ---------------------------------------------------------------------------------------------
// Views and documents

/** Width served when the URL names none, and the bounds of ?w. */
export const DEFAULT_IMAGE_WIDTH = 480;
export const MIN_IMAGE_WIDTH = 32;
export const MAX_IMAGE_WIDTH = 2000;

/** FNV-1a: a stable 32-bit number for the key, for ids and small variations. */
function stableHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function artFor(kind: string, color: string, label: string): Art {
  const h = stableHash(`${kind}|${color}|${label}`);
  return {
    id: `m${h.toString(36)}`,
    p: palette(color),
    label: label.replaceAll('-', ' ').toUpperCase(),
    v: (h % 1000) / 1000,
  };
}

/** The drawing, with the id placeholder of shared helpers replaced. */
function drawing(kind: ProductKind, a: Art): string {
  return DRAW[kind](a).replaceAll('__ID__', a.id);
}

/**
 * View 1 is the product head-on; 2 turned on a tinted backdrop; 3 a close-up of the
 * label; 4 the product in front of its shipping case.
 */
function composeView(kind: ProductKind, a: Art, view: number): string {
  const art = drawing(kind, a);
  switch (view) {
    case 2:
      // Turned a little and set on the accent's tint (never mirrored: the label must stay readable).
      return `<rect width="800" height="800" fill="${a.p.wash}"/><circle cx="400" cy="420" r="300" fill="#ffffff" opacity=".55"/><g transform="rotate(${(-7 + a.v * 3).toFixed(1)} 400 450) translate(400 440) scale(.92) translate(-400 -440)">${art}</g>`;
    case 3:
      return `<rect width="800" height="800" fill="url(#${a.id}-bg)"/><g transform="translate(400 400) scale(1.65) translate(-400 -430)">${art}</g>`;
    case 4:
      return `<rect width="800" height="800" fill="url(#${a.id}-bg)"/>
<g transform="translate(-70 -40) scale(.95)" opacity=".96">${carton(a, { x: 380, y: 260, w: 330, h: 330, d: 150 })}</g>
<g transform="translate(-80 60) scale(.82)">${art}</g>`;
    default:
      return `<rect width="800" height="800" fill="url(#${a.id}-bg)"/>${art}`;
  }
}

function svgDocument(
  a: Art,
  viewBox: string,
  width: number,
  height: number,
  title: string,
  body: string,
): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${width}" height="${height}" role="img" aria-label="${esc(title)}"><title>${esc(title)}</title>${defs(a)}${body}</svg>`;
}

export function clampWidth(width: number | undefined): number {
  if (width === undefined || !Number.isFinite(width)) return DEFAULT_IMAGE_WIDTH;
  return Math.min(MAX_IMAGE_WIDTH, Math.max(MIN_IMAGE_WIDTH, Math.round(width)));
}

/** The product illustration for an item image key; square. */
export function renderProductImage(key: ItemImageKey, width?: number): string {
  const a = artFor(key.kind, key.color, key.label);
  const size = clampWidth(width);
  const title = `${a.label} (${key.kind.replaceAll('-', ' ')})`;
  return svgDocument(a, '0 0 800 800', size, size, title, composeView(key.kind, a, key.view));
}

/** A category tile: the category's typical product on a soft accent backdrop; 4:3. */
export function renderCategoryTile(key: CategoryImageKey, width?: number): string {
  const a = artFor(key.kind, key.color, '');
  const w = clampWidth(width);
  const h = Math.round((w * 3) / 4);
  const body = `<rect x="0" y="100" width="800" height="600" fill="${a.p.wash}"/>
<circle cx="400" cy="420" r="270" fill="${a.p.pale}" opacity=".6"/>
<circle cx="730" cy="150" r="150" fill="${a.p.light}" opacity=".18"/>
<circle cx="70" cy="660" r="110" fill="${a.p.base}" opacity=".08"/>
<g transform="translate(400 420) scale(.78) translate(-400 -440)">${drawing(key.kind, a)}</g>`;
  return svgDocument(a, '0 100 800 600', w, h, key.kind.replaceAll('-', ' '), body);
}
