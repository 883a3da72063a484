import { useEffect, useRef } from "react";

/**
 * For a message that replaces the form a visitor just submitted: the focused button is gone, so
 * focus moves to the message (give it tabIndex={-1}) instead of falling to the top of the page.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
