import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/**
 * The stall page's address as a QR code, drawn as one SVG path on the server, so a buyer can open the
 * stall on a phone. Error correction M survives a smudged print.
 */
export function ShopQrCode({ url, label, size = 96 }: { url: string; label: string; size?: number }) {
  const { path, modules } = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(url);
    qr.make();
    const count = qr.getModuleCount();
    let d = '';
    for (let row = 0; row < count; row++) {
      for (let col = 0; col < count; col++) if (qr.isDark(row, col)) d += `M${col} ${row}h1v1h-1z`;
    }
    return { path: d, modules: count };
  }, [url]);
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
