import { type RefObject, useEffect } from 'react';

/**
 * Marks a horizontally scrolling box with `data-scroll-left` (content hidden on the left) and
 * `data-scroll-right` (more to the right), so sticky columns can cast a shadow and the edge can
 * fade: a wide table shows that it scrolls sideways. Written straight to the element's
 * attributes on scroll and resize, never through React state (no re-render of the rows).
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const update = () => {
      const left = box.scrollLeft > 1;
      const right = box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
      if (left) box.dataset.scrollLeft = '';
      else delete box.dataset.scrollLeft;
      if (right) box.dataset.scrollRight = '';
      else delete box.dataset.scrollRight;
    };
    update();
    box.addEventListener('scroll', update, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resize?.observe(box);
    const table = box.firstElementChild;
    if (table) resize?.observe(table);
    return () => {
      box.removeEventListener('scroll', update);
      resize?.disconnect();
    };
  }, [ref]);
}

/** The shadow a column stuck to the left casts while the box is scrolled from its left edge. */
export const STICKY_LEFT_SHADOW = 'group-data-[scroll-left]/scroll:shadow-[6px_0_6px_-6px_rgb(0_0_0/0.3)]';
/** The shadow a column stuck to the right casts while there is more to the right. */
export const STICKY_RIGHT_SHADOW = 'group-data-[scroll-right]/scroll:shadow-[-6px_0_6px_-6px_rgb(0_0_0/0.3)]';
