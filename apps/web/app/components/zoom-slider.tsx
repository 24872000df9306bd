import clsx from 'clsx';

/** The crop dialogs' zoom, half to four times: the picture may be framed smaller than the crop. */
export const CROP_ZOOM = { min: 0.5, max: 4 } as const;

export function ZoomSlider({
  label,
  zoom,
  onZoom,
  className,
}: {
  label: string;
  zoom: number;
  onZoom: (zoom: number) => void;
  className?: string;
}) {
  return (
    <label className={clsx('flex items-center gap-2 text-ink-soft text-sm', className)}>
      {label}
      <input
        type="range"
        min={CROP_ZOOM.min}
        max={CROP_ZOOM.max}
        step={0.05}
        value={zoom}
        onChange={(event) => onZoom(Number(event.target.value))}
        className="flex-1"
      />
    </label>
  );
}
