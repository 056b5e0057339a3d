/**
 * Pointer handlers that turn a horizontal drag (finger or mouse) into one step of a carousel, and
 * swallow the click that ends a swipe so a link under the finger is not followed.
 * Pair with `touch-action: pan-y` on the element so vertical scrolling still belongs to the page.
 */
import { useRef, type MouseEvent, type PointerEvent } from 'react';
import { swipeStep } from '../../domain/carousel.ts';

export function useSwipe(onStep: (step: 1 | -1) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const justSwiped = useRef(false);
  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      start.current = { x: event.clientX, y: event.clientY };
      justSwiped.current = false;
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const step = swipeStep(event.clientX - from.x, event.clientY - from.y);
      if (step === 0) return;
      justSwiped.current = true;
      onStep(step);
    },
    onPointerCancel: () => {
      start.current = null;
    },
    onClickCapture: (event: MouseEvent) => {
      if (!justSwiped.current) return;
      justSwiped.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
    // A mouse drag would otherwise pick up the image or link as a drag-and-drop payload.
    onDragStart: (event: MouseEvent) => event.preventDefault(),
  };
}
