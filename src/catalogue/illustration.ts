import type { Illustration } from "../content/illustrations";

/** Line drawings of each kind of product, on a 400 × 400 canvas. */
const DRAWINGS: Record<Illustration, string> = {
  carrier:
    '<path d="M150 110c0-28 22-50 50-50s50 22 50 50v30c0 10 8 18 18 22l14 6c12 5 18 18 14 30l-30 112c-4 14-17 24-32 24h-28c-15 0-28-10-32-24L104 198c-4-12 2-25 14-30l14-6c10-4 18-12 18-22z" fill="{c}"/><circle cx="200" cy="150" r="34" fill="#f3d9c4"/><path d="M150 120l-40-50M250 120l40-50" stroke="{c}" stroke-width="16" stroke-linecap="round"/>',
  bouncer:
    '<path d="M90 300c40-110 180-110 220 0" fill="none" stroke="#8a8a8a" stroke-width="10" stroke-linecap="round"/><path d="M110 250c10-90 70-140 150-130 40 5 60 40 40 80l-30 50c-10 18-30 28-50 28h-60c-30 0-52-8-50-28z" fill="{c}"/><path d="M80 310h240" stroke="#8a8a8a" stroke-width="10" stroke-linecap="round"/>',
  crib: '<rect x="70" y="130" width="260" height="170" rx="10" fill="none" stroke="{c}" stroke-width="14"/><path d="M110 130v170M150 130v170M190 130v170M230 130v170M270 130v170M310 130v170" stroke="{c}" stroke-width="8"/><path d="M70 300v40M330 300v40" stroke="{c}" stroke-width="14" stroke-linecap="round"/><rect x="80" y="250" width="240" height="30" rx="8" fill="#f4efe8"/>',
  cradle:
    '<path d="M80 170h240c0 70-54 120-120 120S80 240 80 170z" fill="{c}"/><path d="M90 330c60-30 160-30 220 0" fill="none" stroke="#8a8a8a" stroke-width="12" stroke-linecap="round"/><path d="M140 290l-20 40M260 290l20 40" stroke="#8a8a8a" stroke-width="10"/>',
  "travel-crib":
    '<rect x="80" y="120" width="240" height="190" rx="18" fill="{c}" opacity=".35"/><rect x="80" y="120" width="240" height="190" rx="18" fill="none" stroke="{c}" stroke-width="14"/><path d="M80 180h240" stroke="{c}" stroke-width="8"/><circle cx="110" cy="325" r="12" fill="#8a8a8a"/><circle cx="290" cy="325" r="12" fill="#8a8a8a"/>',
  bath: '<path d="M70 180h260l-20 100c-6 28-30 48-58 48H148c-28 0-52-20-58-48z" fill="{c}"/><path d="M110 180c0-50 30-80 70-80" fill="none" stroke="#8a8a8a" stroke-width="10" stroke-linecap="round"/><circle cx="240" cy="150" r="14" fill="#cfe3ee"/><circle cx="270" cy="125" r="9" fill="#cfe3ee"/>',
  kitchen:
    '<ellipse cx="200" cy="230" rx="130" ry="40" fill="{c}"/><path d="M70 230c0 60 58 100 130 100s130-40 130-100" fill="{c}" opacity=".8"/><path d="M300 90l-60 110" stroke="#8a8a8a" stroke-width="12" stroke-linecap="round"/><ellipse cx="306" cy="80" rx="18" ry="26" fill="#8a8a8a"/>',
  accessory:
    '<rect x="110" y="120" width="180" height="190" rx="40" fill="{c}"/><path d="M160 120c0-30 18-50 40-50s40 20 40 50" fill="none" stroke="{c}" stroke-width="14"/><circle cx="200" cy="215" r="26" fill="#f4efe8" opacity=".7"/>',
  "high-chair":
    '<rect x="140" y="50" width="120" height="150" rx="34" fill="{c}"/><rect x="125" y="185" width="150" height="34" rx="12" fill="{c}"/><rect x="95" y="155" width="210" height="18" rx="9" fill="#8a8a8a"/><path d="M150 220l-45 130M250 220l45 130M125 300h150" stroke="#8a8a8a" stroke-width="12" stroke-linecap="round"/>',
  "toy-bar":
    '<path d="M80 320c0-170 240-170 240 0" fill="none" stroke="{c}" stroke-width="18" stroke-linecap="round"/><path d="M160 200v55M240 200v55" stroke="#8a8a8a" stroke-width="6"/><circle cx="160" cy="280" r="26" fill="#e2cfa8"/><path d="M240 252l28 50h-56z" fill="#e2cfa8"/>',
  toy: '<circle cx="130" cy="130" r="38" fill="{c}"/><circle cx="270" cy="130" r="38" fill="{c}"/><circle cx="200" cy="215" r="100" fill="{c}"/><circle cx="165" cy="195" r="10" fill="#2b2b2b"/><circle cx="235" cy="195" r="10" fill="#2b2b2b"/><ellipse cx="200" cy="250" rx="34" ry="24" fill="#f3d9c4"/>',
  hood: '<path d="M90 320V190c0-75 50-125 110-125s110 50 110 125v130c-35-25-70-35-110-35s-75 10-110 35z" fill="{c}"/><path d="M90 320l-30 30M310 320l30 30" stroke="#8a8a8a" stroke-width="8" stroke-linecap="round"/><path d="M145 290v-90c0-40 25-70 55-70s55 30 55 70v90" fill="none" stroke="#f4efe8" stroke-width="8" opacity=".6"/>',
  cover:
    '<rect x="110" y="60" width="180" height="290" rx="80" fill="{c}"/><path d="M118 140h164M112 210h176M118 280h164" stroke="#f4efe8" stroke-width="6" opacity=".6"/><circle cx="200" cy="60" r="22" fill="#8a8a8a"/>',
  belt: '<rect x="30" y="170" width="340" height="60" rx="14" fill="{c}"/><rect x="165" y="150" width="70" height="100" rx="12" fill="none" stroke="#8a8a8a" stroke-width="14"/><path d="M200 165v70" stroke="#8a8a8a" stroke-width="8"/>',
  bib: '<path d="M120 80h40a40 40 0 0 0 80 0h40c15 40 5 70-15 90v120c0 30-30 50-65 50s-65-20-65-50V170c-20-20-30-50-15-90z" fill="{c}"/><path d="M150 250c30 20 70 20 100 0" fill="none" stroke="#f4efe8" stroke-width="8" opacity=".7"/>',
  cup: '<path d="M145 150h110l-12 170c-2 14-12 22-26 22h-34c-14 0-24-8-26-22z" fill="{c}"/><path d="M175 150l8-55h34l8 55z" fill="#8a8a8a"/><path d="M145 185c-45 0-45 75 0 75M255 185c45 0 45 75 0 75" fill="none" stroke="{c}" stroke-width="16"/>',
  mattress:
    '<path d="M70 220l50-60h250l-50 60z" fill="{c}" opacity=".7"/><rect x="70" y="220" width="250" height="70" rx="12" fill="{c}"/><path d="M320 220l50-60v70l-50 60z" fill="{c}" opacity=".85"/><path d="M110 235v40M160 235v40M210 235v40M260 235v40" stroke="#f4efe8" stroke-width="4" opacity=".6"/>',
  sheet:
    '<rect x="90" y="230" width="220" height="60" rx="12" fill="{c}"/><rect x="100" y="180" width="200" height="55" rx="12" fill="{c}" opacity=".8"/><rect x="110" y="130" width="180" height="55" rx="12" fill="{c}" opacity=".6"/><path d="M110 260h180" stroke="#f4efe8" stroke-width="5" stroke-dasharray="10 8" opacity=".7"/>',
  "sleep-bag":
    '<path d="M165 70h70c35 0 55 25 55 55v175c0 35-40 60-90 60s-90-25-90-60V125c0-30 20-55 55-55z" fill="{c}"/><path d="M135 70c10 40 30 55 65 55s55-15 65-55" fill="none" stroke="#f4efe8" stroke-width="8" opacity=".7"/><path d="M200 135v200" stroke="#8a8a8a" stroke-width="5" stroke-dasharray="8 6"/>',
  potty:
    '<path d="M100 200h200l-20 110c-4 20-20 30-40 30h-80c-20 0-36-10-40-30z" fill="{c}"/><ellipse cx="200" cy="200" rx="110" ry="28" fill="{c}" opacity=".8"/><path d="M230 150c40-30 80-20 80 20v30" fill="none" stroke="{c}" stroke-width="20" stroke-linecap="round"/>',
  "step-stool":
    '<rect x="90" y="230" width="220" height="30" rx="8" fill="{c}"/><rect x="140" y="140" width="120" height="28" rx="8" fill="{c}"/><path d="M110 260v80M290 260v80M160 168v62M240 168v62" stroke="{c}" stroke-width="18" stroke-linecap="round"/>',
  towel:
    '<path d="M200 60l130 110v170H70V170z" fill="{c}"/><path d="M200 60l60 110h-120z" fill="{c}" opacity=".7"/><path d="M70 300h260" stroke="#f4efe8" stroke-width="8" opacity=".6"/><circle cx="175" cy="130" r="8" fill="#2b2b2b"/><circle cx="225" cy="130" r="8" fill="#2b2b2b"/>',
  "gift-card":
    '<rect x="80" y="110" width="240" height="180" rx="14" fill="{c}"/><path d="M80 150l120 80 120-80" fill="none" stroke="#f4efe8" stroke-width="10" stroke-linejoin="round"/><path d="M200 250c-20-16-34-26-34-40 0-10 8-18 17-18 7 0 13 4 17 10 4-6 10-10 17-10 9 0 17 8 17 18 0 14-14 24-34 40z" fill="#f3d9c4"/>',
  "gift-box":
    '<rect x="90" y="170" width="220" height="150" rx="8" fill="{c}"/><rect x="75" y="135" width="250" height="45" rx="8" fill="{c}" opacity=".8"/><path d="M200 135v185" stroke="#f3d9c4" stroke-width="20"/><path d="M200 135c-30-50-80-40-60-10 10 14 40 12 60 10zM200 135c30-50 80-40 60-10-10 14-40 12-60 10z" fill="none" stroke="#f3d9c4" stroke-width="10"/>',
};

/** The outline under a light colour's drawing: gray beige, 3:1 against the sand background. */
const OUTLINE = "#8f8475";

/** Relative luminance (WCAG) of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Cream white and white all but vanish on sand (about 0.86): their drawings get an outline. */
export const needsOutline = (colour: string): boolean => luminance(colour) > 0.7;

/** The drawing again, wider and in the outline colour, under itself: a 3-pixel outline around every shape. */
const outlineOf = (drawing: string): string =>
  `<g stroke="${OUTLINE}" stroke-width="6" stroke-linejoin="round">${drawing
    .replaceAll("{c}", OUTLINE)
    .replace(/stroke-width="(\d+)"/g, (_, width: string) => `stroke-width="${Number(width) + 6}"`)}</g>`;

/** Vector: one file, sharp at every size, about a kilobyte. */
export function illustrationSvg(kind: Illustration, colour: string, label: string): string {
  const safeLabel = label.replace(/[<>&"]/g, "");
  const drawing = DRAWINGS[kind];
  const outline = needsOutline(colour) ? outlineOf(drawing) : "";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${safeLabel}">` +
    `<rect width="400" height="400" fill="#f4efe8"/>${outline}${drawing.replaceAll("{c}", colour)}</svg>\n`
  );
}
