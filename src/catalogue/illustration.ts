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
  "gift-card":
    '<rect x="80" y="110" width="240" height="180" rx="14" fill="{c}"/><path d="M80 150l120 80 120-80" fill="none" stroke="#f4efe8" stroke-width="10" stroke-linejoin="round"/><path d="M200 250c-20-16-34-26-34-40 0-10 8-18 17-18 7 0 13 4 17 10 4-6 10-10 17-10 9 0 17 8 17 18 0 14-14 24-34 40z" fill="#f3d9c4"/>',
  "gift-box":
    '<rect x="90" y="170" width="220" height="150" rx="8" fill="{c}"/><rect x="75" y="135" width="250" height="45" rx="8" fill="{c}" opacity=".8"/><path d="M200 135v185" stroke="#f3d9c4" stroke-width="20"/><path d="M200 135c-30-50-80-40-60-10 10 14 40 12 60 10zM200 135c30-50 80-40 60-10-10 14-40 12-60 10z" fill="none" stroke="#f3d9c4" stroke-width="10"/>',
};

/**
 * A product image: the kind's drawing in the variant's colour on the brand's sand background.
 * Vector, so one file is sharp at every size and weighs about a kilobyte.
 */
export function illustrationSvg(kind: Illustration, colour: string, label: string): string {
  const safeLabel = label.replace(/[<>&"]/g, "");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${safeLabel}">` +
    `<rect width="400" height="400" fill="#f4efe8"/>${DRAWINGS[kind].replaceAll("{c}", colour)}</svg>\n`
  );
}
