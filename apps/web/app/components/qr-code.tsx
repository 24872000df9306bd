import qrcode from 'qrcode-generator';

interface Drawn {
  path: string;
  modules: number;
}

// Drawing a code costs more than rendering the rest of a header; a busy page's code is drawn once.
const DRAWN_KEPT = 1_000;
const drawn = new Map<string, Drawn>();

function draw(url: string): Drawn {
  const kept = drawn.get(url);
  if (kept) return kept;
  const qr = qrcode(0, 'M');
  qr.addData(url);
  qr.make();
  const modules = qr.getModuleCount();
  let path = '';
  for (let row = 0; row < modules; row++) {
    for (let col = 0; col < modules; col++) if (qr.isDark(row, col)) path += `M${col} ${row}h1v1h-1z`;
  }
  if (drawn.size >= DRAWN_KEPT) drawn.clear();
  drawn.set(url, { path, modules });
  return { path, modules };
}

/**
 * An address as a QR code, drawn as one SVG path (on the server too), so a buyer can open the page on a
 * phone: a stall's page, the image search. Error correction M survives a smudged print.
 */
export function QrCode({ url, label, size = 96 }: { url: string; label: string; size?: number }) {
  const { path, modules } = draw(url);
  return (
    <svg
      role="img"
      aria-label={label}
      data-qr-url={url}
      width={size}
      height={size}
      viewBox={`-2 -2 ${modules + 4} ${modules + 4}`}
      shapeRendering="crispEdges"
      className="bg-white"
    >
      <path d={path} fill="#1f2329" />
    </svg>
  );
}
