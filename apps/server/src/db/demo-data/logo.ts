import type { SeededRandom } from './random.js';

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A company logo as a data URI: the initials, white on a rounded square of a seeded colour.
 * Dark enough colours only, so that white text stays readable.
 */
export function logoDataUri(initials: string, random: SeededRandom): string {
  const colour = hslToHex(random.int(0, 359), random.int(45, 70), random.int(30, 42));
  const fontSize = [...initials].length > 1 ? 26 : 32;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="20" fill="${colour}"/>` +
    `<text x="48" y="48" dy="0.35em" text-anchor="middle" fill="#ffffff" ` +
    `font-family="Arial, 'PingFang SC', 'Microsoft YaHei', 'Noto Sans Arabic', sans-serif" ` +
    `font-size="${fontSize}" font-weight="700">${escapeXml(initials)}</text></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}
