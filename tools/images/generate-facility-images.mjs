/* global Image, document -- these run inside the browser page, through page.evaluate. */
// Generates the facility illustrations (SVG) and encodes them to WebP with headless Chromium's canvas.
// Run from the repo root: node tools/images/generate-facility-images.mjs (needs Chromium at /usr/bin/chromium)
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const W = 480,
  H = 320;
const out = 'apps/web/public/images/facilities';
mkdirSync(out, { recursive: true });

const palettes = {
  hospital: [
    { sky: ['#dbeafe', '#eff6ff'], main: '#ffffff', accent: '#0067d8', roof: '#1e3a8a', ground: '#86efac' },
    { sky: ['#e0f2fe', '#f0f9ff'], main: '#f8fafc', accent: '#0284c7', roof: '#0c4a6e', ground: '#a7f3d0' },
    { sky: ['#fef3c7', '#fffbeb'], main: '#ffffff', accent: '#dc2626', roof: '#334155', ground: '#bbf7d0' },
  ],
  pharmacy: [
    { sky: ['#d1fae5', '#ecfdf5'], main: '#ffffff', accent: '#047857', roof: '#065f46', ground: '#fde68a' },
    { sky: ['#ccfbf1', '#f0fdfa'], main: '#f8fafc', accent: '#0f766e', roof: '#134e4a', ground: '#bef264' },
    { sky: ['#ecfccb', '#f7fee7'], main: '#ffffff', accent: '#15803d', roof: '#3f6212', ground: '#fcd34d' },
  ],
  laboratory: [
    { sky: ['#ede9fe', '#f5f3ff'], main: '#ffffff', accent: '#6d28d9', roof: '#4c1d95', ground: '#c4b5fd' },
    { sky: ['#fae8ff', '#fdf4ff'], main: '#ffffff', accent: '#a21caf', roof: '#701a75', ground: '#f0abfc' },
    { sky: ['#e0e7ff', '#eef2ff'], main: '#ffffff', accent: '#4338ca', roof: '#312e81', ground: '#a5b4fc' },
  ],
};

const bg = (
  p,
  id,
) => `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#${id})"/>
<circle cx="${400}" cy="60" r="28" fill="#fde047" opacity=".8"/>
<ellipse cx="90" cy="70" rx="46" ry="14" fill="#fff" opacity=".9"/><ellipse cx="120" cy="62" rx="30" ry="12" fill="#fff" opacity=".9"/>
<rect y="270" width="${W}" height="50" fill="${p.ground}"/>`;

const tree = (x, s = 1, c = '#16a34a') =>
  `<g transform="translate(${x} 270) scale(${s})"><rect x="-4" y="-40" width="8" height="40" fill="#92400e"/><circle cy="-55" r="24" fill="${c}"/><circle cx="-14" cy="-42" r="16" fill="${c}"/><circle cx="14" cy="-44" r="16" fill="${c}"/></g>`;
const palm = (x) =>
  `<g transform="translate(${x} 270)"><path d="M0 0 C 4 -30, 2 -60, 6 -90" stroke="#a16207" stroke-width="7" fill="none"/><g fill="#15803d"><path d="M6 -90 q-40 -10 -60 15 q30 -20 60 -15z"/><path d="M6 -90 q40 -14 62 10 q-32 -16 -62 -10z"/><path d="M6 -90 q-10 -34 -40 -40 q26 12 40 40z"/><path d="M6 -90 q20 -30 50 -30 q-30 8 -50 30z"/></g></g>`;

const windows = (x0, y0, cols, rows, c, w = 22, h = 18, gx = 12, gy = 14) => {
  let s = '';
  for (let r = 0; r < rows; r++)
    for (let i = 0; i < cols; i++)
      s += `<rect x="${x0 + i * (w + gx)}" y="${y0 + r * (h + gy)}" width="${w}" height="${h}" rx="2" fill="${c}" opacity=".85"/>`;
  return s;
};
const cross = (cx, cy, size, color, bgc = '#fff') =>
  `<circle cx="${cx}" cy="${cy}" r="${size}" fill="${bgc}"/><rect x="${cx - size * 0.18}" y="${cy - size * 0.62}" width="${size * 0.36}" height="${size * 1.24}" fill="${color}"/><rect x="${cx - size * 0.62}" y="${cy - size * 0.18}" width="${size * 1.24}" height="${size * 0.36}" fill="${color}"/>`;

function hospital(p, v) {
  const wide = v === 1;
  return `${bg(p, 'g')}
  <rect x="${wide ? 90 : 140}" y="110" width="${wide ? 300 : 200}" height="160" fill="${p.main}" stroke="#cbd5e1" stroke-width="2"/>
  <rect x="${wide ? 90 : 140}" y="100" width="${wide ? 300 : 200}" height="14" fill="${p.roof}"/>
  ${v === 2 ? `<rect x="60" y="170" width="80" height="100" fill="${p.main}" stroke="#cbd5e1" stroke-width="2"/><rect x="340" y="170" width="80" height="100" fill="${p.main}" stroke="#cbd5e1" stroke-width="2"/>${windows(72, 185, 2, 2, p.accent, 22, 18, 12, 18)}${windows(352, 185, 2, 2, p.accent, 22, 18, 12, 18)}` : ''}
  ${windows(wide ? 106 : 156, 160, wide ? 8 : 5, 2, '#93c5fd')}
  ${cross(240, 140, 0 + 20, p.accent)}
  <rect x="218" y="226" width="44" height="44" fill="${p.accent}"/><rect x="238" y="226" width="4" height="44" fill="#fff" opacity=".6"/>
  ${v === 0 ? tree(70) + palm(410) : v === 1 ? palm(50) + tree(440, 0.9) : tree(30, 0.8) + tree(455, 0.8)}
  <rect x="150" y="290" width="180" height="8" rx="4" fill="#fff" opacity=".7"/>`;
}

function pharmacy(p, v) {
  return `${bg(p, 'g')}
  <rect x="120" y="120" width="240" height="150" fill="${p.main}" stroke="#cbd5e1" stroke-width="2"/>
  <path d="M110 120 h260 l-14 -26 h-232z" fill="${p.roof}"/>
  <g>${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<rect x="${120 + i * 30}" y="120" width="30" height="20" fill="${i % 2 ? '#fff' : p.accent}"/>`).join('')}</g>
  <rect x="140" y="170" width="80" height="60" fill="#bae6fd" stroke="${p.roof}" stroke-width="3"/>
  <rect x="250" y="170" width="50" height="100" fill="${p.accent}"/><circle cx="292" cy="222" r="3" fill="#fff"/>
  <g transform="translate(330 90)"><rect x="-4" y="0" width="8" height="80" fill="#64748b"/>${cross(0, -10, 34, '#fff', p.accent)}</g>
  ${v === 0 ? '' : v === 1 ? `<g transform="translate(180 200)"><rect x="-16" y="-8" width="32" height="16" rx="8" fill="#f97316"/><rect x="0" y="-8" width="16" height="16" rx="0" fill="#fff" opacity=".8"/></g>` : `<rect x="156" y="186" width="16" height="28" rx="3" fill="#fb7185"/><rect x="180" y="192" width="16" height="22" rx="3" fill="#fbbf24"/>`}
  ${v === 2 ? palm(60) : tree(60, 0.9)}${v === 1 ? palm(420) : tree(430, 0.8)}`;
}

function laboratory(p, v) {
  const flask = (x, y, s, c) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-10 -50 h20 v30 l26 46 a8 8 0 0 1 -7 12 h-58 a8 8 0 0 1 -7 -12 l26 -46z" fill="#fff" stroke="${p.roof}" stroke-width="4" stroke-linejoin="round"/><path d="M-21 10 h42 l9 16 a4 4 0 0 1 -4 6 h-52 a4 4 0 0 1 -4 -6z" fill="${c}"/><rect x="-14" y="-56" width="28" height="8" rx="3" fill="${p.roof}"/></g>`;
  const tube = (x, c) =>
    `<g transform="translate(${x} 200)"><rect x="-8" y="-50" width="16" height="70" rx="8" fill="#fff" stroke="${p.roof}" stroke-width="3"/><rect x="-6" y="-10" width="12" height="28" rx="6" fill="${c}"/></g>`;
  return `${bg(p, 'g')}
  <rect x="60" y="230" width="360" height="14" rx="4" fill="${p.roof}"/><rect x="80" y="244" width="10" height="26" fill="${p.roof}"/><rect x="390" y="244" width="10" height="26" fill="${p.roof}"/>
  ${flask(160, 180, v === 1 ? 1.2 : 1, p.accent)}
  ${v !== 2 ? tube(250, '#f472b6') + tube(280, '#38bdf8') + tube(310, '#facc15') : ''}
  <g transform="translate(${v === 2 ? 300 : 370} 230)"><rect x="-30" y="-8" width="60" height="8" rx="3" fill="#334155"/><rect x="-6" y="-90" width="12" height="82" fill="#475569"/><rect x="-24" y="-108" width="40" height="18" rx="6" transform="rotate(-30)" fill="#334155"/><circle cx="14" cy="-40" r="12" fill="none" stroke="#334155" stroke-width="6"/></g>
  ${v === 2 ? `<g fill="${p.accent}" opacity=".5"><circle cx="80" cy="120" r="10"/><circle cx="104" cy="108" r="7"/><circle cx="420" cy="140" r="8"/></g>` : ''}
  <g opacity=".35" fill="${p.accent}"><circle cx="200" cy="100" r="6"/><circle cx="220" cy="84" r="4"/><circle cx="186" cy="78" r="3"/></g>`;
}

function defaultImage(kind) {
  const p = palettes[kind][0];
  const icon =
    kind === 'hospital'
      ? cross(240, 150, 60, p.accent)
      : kind === 'pharmacy'
        ? `<circle cx="240" cy="150" r="62" fill="#fff"/><g transform="rotate(-35 240 150)"><rect x="200" y="128" width="80" height="44" rx="22" fill="${p.accent}"/><rect x="240" y="128" width="40" height="44" rx="0" fill="#fff" stroke="${p.accent}" stroke-width="4"/><path d="M262 128 a22 22 0 0 1 0 44" fill="#fff" stroke="${p.accent}" stroke-width="4"/></g>`
        : `<circle cx="240" cy="150" r="62" fill="#fff"/><path d="M228 104 h24 v28 l24 42 a7 7 0 0 1 -6 11 h-60 a7 7 0 0 1 -6 -11 l24 -42z" fill="none" stroke="${p.accent}" stroke-width="6" stroke-linejoin="round"/><path d="M214 160 h52 l9 15 h-70z" fill="${p.accent}"/>`;
  return `<defs><linearGradient id="d" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#d)"/>
  <g opacity=".25" fill="${p.accent}"><circle cx="60" cy="270" r="40"/><circle cx="430" cy="50" r="50"/></g>${icon}`;
}

const placeholder = `<rect width="${W}" height="${H}" fill="#e2e8f0"/>
<g fill="none" stroke="#94a3b8" stroke-width="8" stroke-linejoin="round"><rect x="180" y="110" width="120" height="100" rx="10"/><path d="M190 196 l34 -36 24 24 16 -14 26 26"/></g><circle cx="270" cy="140" r="10" fill="#94a3b8"/>`;

const images = {};
for (const kind of ['hospital', 'pharmacy', 'laboratory']) {
  const draw = { hospital, pharmacy, laboratory }[kind];
  palettes[kind].forEach((p, v) => (images[`${kind}-${v + 1}`] = draw(p, v)));
  images[`default-${kind}`] = defaultImage(kind);
}
images.placeholder = placeholder;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
for (const [name, body] of Object.entries(images)) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
  const dataUrl = await page.evaluate(
    async ({ svg, W, H }) => {
      const img = new Image();
      img.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(svg);
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = W;
      canvas.height = H;
      canvas.getContext('2d').drawImage(img, 0, 0);
      return canvas.toDataURL('image/webp', 0.8);
    },
    { svg, W, H },
  );
  if (!dataUrl.startsWith('data:image/webp')) throw new Error(`${name}: this Chromium cannot encode WebP`);
  const bytes = Buffer.from(dataUrl.split(',')[1], 'base64');
  writeFileSync(`${out}/${name}.webp`, bytes);
  console.log(name, bytes.length, 'bytes');
}
await browser.close();
