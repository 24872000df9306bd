/**
 * The fly-to-cart animation (spec 3 §2 "Add-to-cart dialog"): a copy of the item picture travels from
 * the button to the header's cart icon and fades. Skipped when the reader asks for reduced motion.
 */
export function flyToCart(from: Element, imageUrl: string) {
  const target = document.querySelector('[data-cart-target]');
  if (!target || typeof window.matchMedia !== 'function') return;
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const start = from.getBoundingClientRect();
  const end = target.getBoundingClientRect();
  const dot = document.createElement('img');
  dot.src = imageUrl;
  dot.alt = '';
  dot.setAttribute('aria-hidden', 'true');
  Object.assign(dot.style, {
    position: 'fixed',
    left: `${start.left + start.width / 2 - 24}px`,
    top: `${start.top + start.height / 2 - 24}px`,
    width: '48px',
    height: '48px',
    borderRadius: '9999px',
    objectFit: 'cover',
    zIndex: '60',
    pointerEvents: 'none',
  });
  document.body.append(dot);
  const dx = end.left + end.width / 2 - (start.left + start.width / 2);
  const dy = end.top + end.height / 2 - (start.top + start.height / 2);
  const animation = dot.animate?.(
    [
      { transform: 'translate(0, 0) scale(1)', opacity: 1 },
      { transform: `translate(${dx}px, ${dy}px) scale(0.3)`, opacity: 0.4 },
    ],
    { duration: 700, easing: 'cubic-bezier(.5,-0.3,.7,.4)' },
  );
  if (!animation) return dot.remove();
  animation.onfinish = () => dot.remove();
}
