/**
 * Whether a shopper is engaged with a carousel: the pointer over it (a mouse hovering, a finger
 * touching) or focus inside it. Moving content stops meanwhile (WCAG 2.2.2, WAI-ARIA carousel pattern).
 */
import { useState, type FocusEvent } from 'react';

export function useEngagement() {
  const [pointerOver, setPointerOver] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  return {
    engaged: pointerOver || focusInside,
    engagementHandlers: {
      onPointerEnter: () => setPointerOver(true),
      onPointerLeave: () => setPointerOver(false),
      onFocus: () => setFocusInside(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
      },
    },
  };
}
