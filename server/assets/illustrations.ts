/**
 * Flat SVG illustrations of the seeded products and services, drawn in code so the shop has its
 * own pictures (no stock photos, no licences). The same inputs always give the same SVG.
 */
import type { IllustrationLook, IngredientKind, PackKind } from './illustration-look';

// ───────────── small helpers ─────────────

const hex = (value: number) => Math.round(Math.max(0, Math.min(255, value))).toString(16).padStart(2, '0');
const rgb = (color: string): [number, number, number] => {
  const n = Number.parseInt(color.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};
/** Mixes `a` toward `b` by `amount` (0 = a, 1 = b). */
const mix = (a: string, b: string, amount: number): string => {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  return `#${hex(ar + (br - ar) * amount)}${hex(ag + (bg - ag) * amount)}${hex(ab + (bb - ab) * amount)}`;
};
const lighten = (color: string, amount: number) => mix(color, '#ffffff', amount);
const darken = (color: string, amount: number) => mix(color, '#000000', amount);
const round = (value: number) => Math.round(value * 10) / 10;

/** A small deterministic generator (mulberry32) seeded from a string. */
function randomFrom(seed: string): () => number {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>`;

const at = (x: number, y: number, rotate = 0, scale = 1) =>
  `transform="translate(${round(x)} ${round(y)}) rotate(${round(rotate)}) scale(${round(scale * 100) / 100})"`;

// ───────────── ingredients (drawn around the origin, about 20 units wide) ─────────────

function ingredient(kind: IngredientKind, color: string): string {
  const dark = darken(color, 0.3);
  const light = lighten(color, 0.35);
  switch (kind) {
    case 'leaf':
      return `<path d="M-10 0C-5-7 5-7 10 0C5 7-5 7-10 0Z" fill="${color}"/><path d="M-10 0H9" stroke="${dark}" stroke-width="0.8" fill="none"/>`;
    case 'seed':
      return `<ellipse rx="3.2" ry="2.1" fill="${color}"/><ellipse cx="-0.9" cy="-0.6" rx="1" ry="0.6" fill="${light}"/>`;
    case 'flower':
      return `${[0, 72, 144, 216, 288]
        .map((angle) => `<ellipse cx="0" cy="-6" rx="4" ry="6.5" fill="${color}" transform="rotate(${angle})"/>`)
        .join('')}<circle r="3" fill="${darken(color, 0.45)}"/>`;
    case 'root':
      return `<g fill="${color}"><ellipse rx="9" ry="5"/><ellipse cx="7" cy="-5" rx="4" ry="3.5"/><ellipse cx="-6" cy="-4" rx="3.5" ry="3"/><ellipse cx="10" cy="2" rx="3.5" ry="3"/></g><path d="M-4-2v4M2-2v4" stroke="${dark}" stroke-width="0.7"/>`;
    case 'nut':
      return `<circle r="6" fill="${color}"/><path d="M-4-1C-1 2 2 2 4-1" stroke="${dark}" stroke-width="0.8" fill="none"/><circle cx="-2" cy="-2.5" r="1.5" fill="${light}"/>`;
    case 'fruit':
      return `<ellipse rx="12" ry="6" fill="${color}"/><ellipse cx="-3" cy="-2" rx="6" ry="2" fill="${light}" opacity="0.6"/><path d="M12 0h5" stroke="${dark}" stroke-width="1.4" stroke-linecap="round"/>`;
    case 'stick':
      return `<rect x="-12" y="-1.6" width="24" height="3.2" rx="1.6" fill="${color}"/><rect x="-12" y="-1.6" width="4" height="3.2" rx="1.6" fill="${light}"/>`;
    case 'drop':
      return `<path d="M0-8C3-3 5 0 5 3A5 5 0 0 1-5 3C-5 0-3-3 0-8Z" fill="${color}"/><ellipse cx="-1.6" cy="2" rx="1.2" ry="2" fill="${light}" opacity="0.8"/>`;
  }
}

// ───────────── packagings (on a 200 × 200 canvas, standing on y = 165) ─────────────

/** A small leaf mark for labels, so no text (and no font) is needed. */
const labelMark = (x: number, y: number, color: string) =>
  `<g ${at(x, y, -30, 0.9)}><path d="M-10 0C-5-7 5-7 10 0C5 7-5 7-10 0Z" fill="${color}"/></g>`;

function pack(kind: PackKind, look: IllustrationLook): string {
  const { color, accent, ingredientColor } = look;
  const shade = darken(color, 0.18);
  const shine = lighten(color, 0.35);
  const label = lighten(accent, 0.55);
  switch (kind) {
    case 'jar':
      return `<rect x="60" y="96" width="80" height="70" rx="12" fill="${color}"/><rect x="126" y="100" width="8" height="60" rx="4" fill="${shine}" opacity="0.5"/><rect x="56" y="80" width="88" height="20" rx="5" fill="${accent}"/><rect x="56" y="80" width="88" height="5" rx="2.5" fill="${lighten(accent, 0.25)}"/><rect x="66" y="112" width="68" height="36" rx="4" fill="${label}"/>${labelMark(100, 130, ingredientColor)}`;
    case 'bottle':
      return `<path d="M90 64h20v16c12 4 18 10 18 22v56a8 8 0 0 1-8 8H80a8 8 0 0 1-8-8v-56c0-12 6-18 18-22Z" fill="${color}"/><rect x="87" y="46" width="26" height="20" rx="3" fill="${accent}"/><rect x="78" y="112" width="44" height="38" rx="4" fill="${label}"/>${labelMark(100, 131, ingredientColor)}<rect x="116" y="104" width="6" height="54" rx="3" fill="${shine}" opacity="0.45"/>`;
    case 'dropper':
      return `<path d="M92 88h16v8c9 3 14 8 14 17v45a8 8 0 0 1-8 8H86a8 8 0 0 1-8-8v-45c0-9 5-14 14-17Z" fill="${color}"/><rect x="89" y="76" width="22" height="14" rx="2" fill="${accent}"/><path d="M94 76c0-20 12-20 12 0Z" fill="${darken(accent, 0.25)}"/><rect x="83" y="120" width="34" height="30" rx="3" fill="${label}"/>${labelMark(100, 135, ingredientColor)}`;
    case 'pouch':
      return `<path d="M66 66h68l6 96c-26 6-54 6-80 0Z" fill="${color}"/><path d="M66 66h68l1 12H65Z" fill="${shade}"/><rect x="70" y="82" width="60" height="2" fill="${darken(color, 0.3)}"/><rect x="74" y="98" width="52" height="40" rx="6" fill="${label}"/><ellipse cx="100" cy="148" rx="18" ry="8" fill="${ingredientColor}" opacity="0.85"/>${labelMark(100, 118, ingredientColor)}`;
    case 'box':
      return `<path d="M132 78l14-10v88l-14 10Z" fill="${shade}"/><path d="M66 78l14-10h66l-14 10Z" fill="${shine}"/><rect x="66" y="78" width="66" height="88" fill="${color}"/><rect x="66" y="104" width="66" height="34" fill="${label}"/>${labelMark(99, 121, ingredientColor)}`;
    case 'soap':
      return `<rect x="48" y="118" width="104" height="46" rx="18" fill="${shade}"/><rect x="48" y="112" width="104" height="40" rx="18" fill="${color}"/><g opacity="0.55">${labelMark(100, 132, accent)}</g><ellipse cx="80" cy="120" rx="16" ry="3" fill="${shine}" opacity="0.5"/>`;
    case 'capsules': {
      const capsule = (x: number, y: number, r: number) =>
        `<g ${at(x, y, r)}><rect x="-9" y="-4" width="18" height="8" rx="4" fill="${accent}"/><rect x="-9" y="-4" width="9" height="8" rx="4" fill="${color}"/></g>`;
      return `<rect x="66" y="86" width="56" height="80" rx="10" fill="${lighten(accent, 0.6)}"/><rect x="63" y="70" width="62" height="20" rx="4" fill="${color}"/><rect x="72" y="112" width="44" height="34" rx="4" fill="${label}"/>${labelMark(94, 129, ingredientColor)}${capsule(140, 160, 12)}${capsule(152, 150, -28)}${capsule(134, 148, 64)}`;
    }
    case 'tube':
      return `<path d="M80 58h40l-4 92H84Z" fill="${color}"/><rect x="78" y="52" width="44" height="8" fill="${shade}"/><rect x="84" y="150" width="32" height="16" rx="3" fill="${accent}"/><rect x="86" y="86" width="28" height="40" rx="3" fill="${label}"/>${labelMark(100, 106, ingredientColor)}`;
    case 'bundle':
      return `${[-16, -8, 0, 8, 16]
        .map(
          (dx, index) =>
            `<rect x="${96 + dx}" y="${62 + (index % 2) * 6}" width="8" height="100" rx="4" fill="${index % 2 ? shade : color}" transform="rotate(${dx / 3} 100 160)"/>`,
        )
        .join('')}<rect x="78" y="112" width="44" height="10" rx="3" fill="${accent}"/>`;
    case 'bowl': {
      const onTop = [
        [82, 118, -20],
        [100, 114, 35],
        [118, 119, 80],
        [92, 124, 140],
        [110, 126, 10],
      ]
        .map(([x = 0, y = 0, r = 0]) => `<g ${at(x, y, r, 0.8)}>${ingredient(look.ingredient, mix(ingredientColor, '#ffffff', 0.15))}</g>`)
        .join('');
      return `<ellipse cx="100" cy="122" rx="46" ry="16" fill="${darken(ingredientColor, 0.15)}"/>${onTop}<path d="M52 122c0 28 20 44 48 44s48-16 48-44c-12 8-30 10-48 10s-36-2-48-10Z" fill="${color}"/><path d="M60 136c6 12 18 20 30 22" stroke="${shine}" stroke-width="3" fill="none" stroke-linecap="round" opacity="0.6"/>`;
    }
  }
}

// ───────────── compositions ─────────────

function backdrop(look: IllustrationLook, random: () => number): string {
  const base = lighten(look.color, 0.86);
  const blob = lighten(look.ingredientColor, 0.72);
  const cx = 88 + random() * 24;
  const cy = 86 + random() * 16;
  return `<rect width="200" height="200" fill="${base}"/><circle cx="${round(cx)}" cy="${round(cy)}" r="74" fill="${blob}"/><ellipse cx="100" cy="168" rx="62" ry="8" fill="#000" opacity="0.08"/>`;
}

function scattered(kind: IngredientKind, color: string, count: number, random: () => number, area: { x: number; y: number; w: number; h: number }, scale: number): string {
  let out = '';
  for (let index = 0; index < count; index += 1) {
    const x = area.x + random() * area.w;
    const y = area.y + random() * area.h;
    const tone = mix(color, index % 2 ? '#ffffff' : '#000000', random() * 0.15);
    out += `<g ${at(x, y, random() * 360, scale * (0.8 + random() * 0.4))}>${ingredient(kind, tone)}</g>`;
  }
  return out;
}

/**
 * Position 1: the product; 2: its ingredient on a plate; 3: the product beside a bowl of it.
 */
export function productIllustration(slug: string, look: IllustrationLook, position: number): string {
  const random = randomFrom(`${slug}#${position}`);
  const ground = { x: 30, y: 158, w: 140, h: 10 };
  if (position === 2) {
    const plate = lighten(look.accent, 0.75);
    const count = look.ingredient === 'seed' ? 60 : look.ingredient === 'leaf' || look.ingredient === 'flower' ? 14 : 12;
    const scale = look.ingredient === 'seed' ? 1.4 : 1.5;
    return svg(
      200,
      200,
      `${backdrop(look, random)}<circle cx="100" cy="100" r="70" fill="${darken(plate, 0.08)}"/><circle cx="100" cy="98" r="66" fill="${plate}"/>${scattered(look.ingredient, look.ingredientColor, count, random, { x: 55, y: 55, w: 90, h: 86 }, scale)}`,
    );
  }
  if (position === 3) {
    return svg(
      200,
      200,
      `${backdrop(look, random)}<g transform="translate(-28 8) scale(0.86)">${pack(look.pack, look)}</g><g transform="translate(52 34) scale(0.62)">${pack('bowl', { ...look, color: lighten(look.accent, 0.2) })}</g>${scattered(look.ingredient, look.ingredientColor, 5, random, ground, 0.9)}`,
    );
  }
  return svg(
    200,
    200,
    `${backdrop(look, random)}${pack(look.pack, look)}<g ${at(40 + random() * 8, 160, random() * 40 - 20, 1.1)}>${ingredient(look.ingredient, look.ingredientColor)}</g><g ${at(158 + random() * 8, 162, random() * 40 - 20, 0.9)}>${ingredient(look.ingredient, look.ingredientColor)}</g>`,
  );
}

// ───────────── services (320 × 200) ─────────────

const leafAt = (x: number, y: number, rotate: number, scale: number, color: string) =>
  `<g ${at(x, y, rotate, scale)}>${ingredient('leaf', color)}</g>`;

export function serviceIllustration(slug: 'consultation' | 'cupping' | 'massage'): string {
  const table = `<rect y="150" width="320" height="50" fill="#d9b99b"/><rect y="150" width="320" height="4" fill="#c19a6b"/>`;
  switch (slug) {
    case 'consultation':
      return svg(
        320,
        200,
        `<rect width="320" height="200" fill="#eef4e6"/><circle cx="230" cy="70" r="60" fill="#d8e9c8"/>${table}` +
          // open notebook
          `<path d="M60 150l10-46h56l-6 46Z" fill="#fffaf0"/><path d="M120 150l6-46h56l-10 46Z" fill="#fdf3e1"/><path d="M78 118h36M76 128h36M74 138h30M134 118h36M132 128h34" stroke="#c9b8a0" stroke-width="2"/>` +
          // mortar and pestle
          `<rect x="238" y="80" width="10" height="56" rx="5" fill="#8d6e63" transform="rotate(28 243 108)"/><path d="M206 120h72c0 20-14 32-36 32s-36-12-36-32Z" fill="#a1887f"/><rect x="204" y="116" width="76" height="8" rx="4" fill="#8d6e63"/>` +
          // cup of infusion
          `<rect x="150" y="122" width="30" height="28" rx="6" fill="#ffffff"/><path d="M180 128c10 0 10 14 0 14" stroke="#ffffff" stroke-width="4" fill="none"/><ellipse cx="165" cy="124" rx="13" ry="3" fill="#b5179e" opacity="0.7"/>` +
          leafAt(40, 120, -40, 1.6, '#6a994e') +
          leafAt(290, 150, 20, 1.4, '#588157') +
          leafAt(200, 160, -10, 1.2, '#84a98c'),
      );
    case 'cupping': {
      const cup = (x: number) =>
        `<path d="M${x - 18} 150c0-26 8-40 18-40s18 14 18 40Z" fill="#bde0fe" opacity="0.75"/><path d="M${x - 10} 140c0-14 4-22 8-24" stroke="#ffffff" stroke-width="3" fill="none" stroke-linecap="round"/><rect x="${x - 20}" y="148" width="40" height="4" rx="2" fill="#90b4d6"/>`;
      return svg(
        320,
        200,
        `<rect width="320" height="200" fill="#f3eef7"/><circle cx="90" cy="80" r="58" fill="#e4d9ee"/>${table}<rect x="40" y="140" width="240" height="12" rx="6" fill="#ffffff"/>${cup(90)}${cup(140)}${cup(190)}${cup(240)}` +
          `<rect x="270" y="104" width="14" height="36" rx="3" fill="#fff1d6"/><path d="M277 90c6 6 4 12 0 14c-4-2-6-8 0-14Z" fill="#f4a261"/>`,
      );
    }
    case 'massage':
      return svg(
        320,
        200,
        `<rect width="320" height="200" fill="#fbf1e6"/><circle cx="220" cy="80" r="62" fill="#f6dcc2"/>${table}` +
          // rolled towel
          `<rect x="40" y="118" width="96" height="32" rx="16" fill="#ffffff"/><circle cx="120" cy="134" r="16" fill="#f1f1f1"/><circle cx="120" cy="134" r="8" fill="#e0e0e0"/>` +
          // stones
          `<ellipse cx="200" cy="144" rx="34" ry="9" fill="#495057"/><ellipse cx="200" cy="130" rx="26" ry="8" fill="#6c757d"/><ellipse cx="200" cy="118" rx="18" ry="6" fill="#868e96"/>` +
          // oil bottle
          `<path d="M262 96h12v10c7 3 10 8 10 14v26a4 4 0 0 1-4 4h-24a4 4 0 0 1-4-4v-26c0-6 3-11 10-14Z" fill="#e9c46a"/><rect x="260" y="86" width="16" height="12" rx="2" fill="#9c6644"/>` +
          // frangipani
          `<g ${at(160, 160, 0, 1.3)}>${ingredient('flower', '#fff3b0')}</g>` +
          leafAt(70, 160, 15, 1.5, '#588157'),
      );
  }
}
