import { create } from 'qrcode';

/** Modules of white border around the code, as the QR standard asks. */
const quietZone = 4;

/**
 * The QR code of `text` as SVG markup (black modules on white, one path): drawn by the
 * component, and downloadable as a file of its own. Error correction M survives print smudges.
 */
export function qrSvgMarkup(text: string): string {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) path += `M${col + quietZone} ${row + quietZone}h1v1h-1z`;
    }
  }
  const full = modules.size + 2 * quietZone;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${full} ${full}" shape-rendering="crispEdges">` +
    `<rect width="${full}" height="${full}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`
  );
}

/** A data URL of the markup, for an `<img>` and a download link. */
export function svgDataUrl(markup: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
}
