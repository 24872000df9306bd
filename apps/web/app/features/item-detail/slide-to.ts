const running = new WeakMap<HTMLElement, number>();

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/**
 * Scrolls a carousel's track to `left` in exactly `ms` (a browser's smooth scroll picks its own speed),
 * easing in and out; at once for readers who ask for reduced motion. A new slide replaces one under way.
 */
export function slideTo(track: HTMLElement, left: number, ms: number): void {
  const previous = running.get(track);
  if (previous !== undefined) cancelAnimationFrame(previous);
  const from = track.scrollLeft;
  const to = Math.max(0, Math.min(left, track.scrollWidth - track.clientWidth));
  const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  // Snap points and CSS smooth scrolling would each fight every step of the animation.
  track.style.scrollSnapType = 'none';
  track.style.scrollBehavior = 'auto';
  const finish = () => {
    track.scrollLeft = to;
    track.style.scrollSnapType = '';
    track.style.scrollBehavior = '';
    running.delete(track);
  };
  if (still || ms <= 0 || from === to) {
    finish();
    return;
  }
  const start = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - start) / ms);
    if (progress === 1) return finish();
    track.scrollLeft = from + (to - from) * easeInOut(progress);
    running.set(track, requestAnimationFrame(step));
  };
  running.set(track, requestAnimationFrame(step));
}
