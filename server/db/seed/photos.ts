import type { DosageForm } from './tables/forms';
import type { SeedPhoto } from './types';

/** What a medicine photo shows: a pack of the given shape labelled with the name and strength. */
export interface PhotoSpec {
  fileName: string;
  title: string;
  strength: string;
  form: string;
  shape: DosageForm['shape'];
  /** Colour of the pack's brand band (0-359). */
  hue: number;
}

const FONT = 'font-family="Arial, Helvetica, sans-serif"';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A text line centred on x that never runs wider than maxWidth. */
function label(text: string, x: number, y: number, size: number, maxWidth: number, extra = ''): string {
  if (!text) return '';
  const estimated = text.length * size * 0.56;
  const fit = estimated > maxWidth ? ` textLength="${maxWidth}" lengthAdjust="spacingAndGlyphs"` : '';
  return `<text x="${x}" y="${y}" ${FONT} font-size="${size}" text-anchor="middle"${fit} ${extra}>${escapeXml(text)}</text>`;
}

function textBlock(spec: PhotoSpec, cx: number, top: number, width: number, colour: string): string {
  return [
    label(spec.title, cx, top, 24, width, `font-weight="bold" fill="${colour}"`),
    label(spec.strength, cx, top + 30, 18, width, 'fill="#333"'),
    label(spec.form, cx, top + 54, 13, width, 'fill="#666"'),
  ].join('');
}

function carton(spec: PhotoSpec, band: string, dark: string, withBlister: boolean): string {
  const blister = withBlister
    ? (() => {
        const pills: string[] = [];
        for (let row = 0; row < 4; row++) {
          for (let col = 0; col < 3; col++) {
            pills.push(
              `<ellipse cx="${338 + col * 34}" cy="${128 + row * 46}" rx="13" ry="${spec.form.includes('Capsule') ? 19 : 14}" fill="url(#pill)" stroke="#9aa3ad"/>`,
            );
          }
        }
        return `<g transform="rotate(8 370 200)"><rect x="310" y="96" width="124" height="200" rx="10" fill="url(#foil)" stroke="#8f99a3"/>${pills.join('')}</g>`;
      })()
    : '';
  return [
    blister,
    // top and side faces, then the front
    `<path d="M40 120 L70 92 L330 92 L300 120 Z" fill="#f4f6f8" stroke="#c5ccd3"/>`,
    `<path d="M300 120 L330 92 L330 272 L300 300 Z" fill="${dark}" stroke="#c5ccd3"/>`,
    `<rect x="40" y="120" width="260" height="180" fill="#ffffff" stroke="#c5ccd3"/>`,
    `<rect x="40" y="120" width="260" height="34" fill="${band}"/>`,
    `<rect x="40" y="272" width="260" height="28" fill="${band}" opacity="0.85"/>`,
    textBlock(spec, 170, 196, 230, dark),
    `<circle cx="70" cy="137" r="9" fill="#fff" opacity="0.8"/>`,
  ].join('');
}

function bottle(spec: PhotoSpec, band: string, dark: string): string {
  return [
    `<rect x="200" y="44" width="80" height="40" rx="6" fill="${dark}"/>`,
    `<path d="M190 84 h100 v26 q50 14 50 60 v140 q0 14 -14 14 h-172 q-14 0 -14 -14 v-140 q0 -46 50 -60 z" fill="url(#amber)" stroke="#7a4a12"/>`,
    `<rect x="150" y="160" width="180" height="130" rx="6" fill="#ffffff" stroke="#d0d4d9"/>`,
    `<rect x="150" y="160" width="180" height="24" rx="6" fill="${band}"/>`,
    textBlock(spec, 240, 214, 160, dark),
  ].join('');
}

function vial(spec: PhotoSpec, band: string, dark: string): string {
  return [
    `<rect x="190" y="40" width="100" height="34" rx="5" fill="${band}"/>`,
    `<rect x="200" y="74" width="80" height="26" fill="#c9ced4"/>`,
    `<path d="M196 100 h88 v18 q36 8 36 40 v150 q0 14 -14 14 h-128 q-14 0 -14 -14 v-150 q0 -32 36 -40 z" fill="url(#glass)" stroke="#9fb0bf"/>`,
    `<rect x="156" y="172" width="168" height="116" rx="4" fill="#ffffff" stroke="#d0d4d9"/>`,
    textBlock(spec, 240, 212, 150, dark),
  ].join('');
}

function tube(spec: PhotoSpec, band: string, dark: string): string {
  return [
    `<path d="M40 120 L360 110 Q380 110 380 130 L380 230 Q380 250 360 250 L40 240 Z" fill="#ffffff" stroke="#c5ccd3"/>`,
    `<rect x="28" y="114" width="16" height="132" fill="#dfe3e8" stroke="#c5ccd3"/>`,
    `<path d="M40 120 L360 110 Q380 110 380 130 L380 140 L40 146 Z" fill="${band}"/>`,
    `<rect x="380" y="140" width="26" height="80" rx="4" fill="${dark}"/>`,
    `<rect x="406" y="150" width="40" height="60" rx="6" fill="${dark}"/>`,
    textBlock(spec, 210, 186, 280, dark),
  ].join('');
}

function inhaler(spec: PhotoSpec, band: string, dark: string): string {
  // The carton, and beside it the actuator with its canister.
  return [
    carton(spec, band, dark, false),
    `<rect x="356" y="70" width="52" height="110" rx="10" fill="url(#glass)" stroke="#8f99a3"/>`,
    `<path d="M352 150 h60 q12 0 12 12 v118 q0 12 -12 12 h-60 q-12 0 -12 -12 v-118 q0 -12 12 -12 z" fill="${band}" stroke="${dark}"/>`,
    `<path d="M424 250 h30 q10 0 10 10 v22 q0 10 -10 10 h-42 z" fill="${dark}"/>`,
  ].join('');
}

/** Draws the pack as an SVG (a box, blister, bottle, vial, tube or inhaler), about 2-3 KB. */
export function renderPhoto(spec: PhotoSpec): SeedPhoto {
  const band = `hsl(${spec.hue} 62% 42%)`;
  const dark = `hsl(${spec.hue} 55% 28%)`;
  const body =
    spec.shape === 'blister'
      ? carton(spec, band, dark, true)
      : spec.shape === 'box'
        ? carton(spec, band, dark, false)
        : spec.shape === 'bottle'
          ? bottle(spec, band, dark)
          : spec.shape === 'vial'
            ? vial(spec, band, dark)
            : spec.shape === 'tube'
              ? tube(spec, band, dark)
              : inhaler(spec, band, dark);
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 360" width="480" height="360" role="img" aria-label="${escapeXml(
      `${spec.title} ${spec.strength}`.trim(),
    )}">`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${spec.hue} 40% 97%)"/><stop offset="1" stop-color="hsl(${spec.hue} 25% 88%)"/></linearGradient>`,
    '<linearGradient id="foil" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#eef1f4"/><stop offset="1" stop-color="#b9c1c9"/></linearGradient>',
    `<radialGradient id="pill" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="hsl(${(spec.hue + 40) % 360} 45% 80%)"/></radialGradient>`,
    '<linearGradient id="amber" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#a8641c"/><stop offset="0.5" stop-color="#d08a3a"/><stop offset="1" stop-color="#8a4f14"/></linearGradient>',
    '<linearGradient id="glass" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#dfe9f1"/><stop offset="0.5" stop-color="#ffffff"/><stop offset="1" stop-color="#c8d6e2"/></linearGradient>',
    '</defs>',
    '<rect width="480" height="360" fill="url(#bg)"/>',
    '<ellipse cx="240" cy="322" rx="200" ry="14" fill="#000" opacity="0.08"/>',
    body,
    '</svg>',
  ].join('');
  return { fileName: spec.fileName, contentType: 'image/svg+xml', body: Buffer.from(svg, 'utf8') };
}
