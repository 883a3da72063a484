import { useCallback, useEffect, useRef } from "react";

/**
 * For a view that replaces the one holding focus (a gate opening onto its page, a page locking
 * back to its gate): the focused control is gone, so once the new view is on screen focus moves
 * to the element named (give it tabIndex={-1} unless it is focusable) instead of falling to
 * `body`. Returns `focusWhenShown(id)`, to call just before the swap starts; the swap's own
 * re-renders carry it out.
 */
export function useFocusAfterSwap(): (id: string) => void {
  const target = useRef<string | null>(null);
  // After every render: the element appears in whichever render the swap completes.
  useEffect(() => {
    if (!target.current) return;
    const element = document.getElementById(target.current);
    if (!element) return;
    target.current = null;
    element.focus();
  });
  return useCallback((id: string) => {
    target.current = id;
  }, []);
}
