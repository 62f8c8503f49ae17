/**
 * A value that follows `value` at most once per `intervalMs`: while a million URLs stream in,
 * the views re-ask the worker about once a second instead of on every progress event.
 */
import { useEffect, useRef, useState } from 'react';

export function useThrottledValue<T>(value: T, intervalMs: number): T {
  const [shown, setShown] = useState(value);
  const lastAt = useRef(0);
  useEffect(() => {
    const wait = lastAt.current + intervalMs - Date.now();
    if (wait <= 0) {
      lastAt.current = Date.now();
      setShown(value);
      return;
    }
    const timer = setTimeout(() => {
      lastAt.current = Date.now();
      setShown(value);
    }, wait);
    return () => clearTimeout(timer);
  }, [value, intervalMs]);
  return shown;
}
