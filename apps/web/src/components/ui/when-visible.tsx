import { useEffect, useRef, useState, type ReactNode } from 'react';

type WhenVisibleProps = {
  children: ReactNode;
  /** How far ahead of the viewport to start, so the part is ready by the time it scrolls in. */
  rootMargin?: string;
  /** Keeps the space the part will take, so nothing jumps when it appears. */
  placeholderClassName?: string;
};

/**
 * Renders its children (and so downloads their lazy code) only once the place they will take comes
 * near the viewport. For parts below the fold that cost kilobytes many visitors never scroll to.
 * Without IntersectionObserver the children render at once.
 */
export function WhenVisible({ children, rootMargin = '400px', placeholderClassName }: WhenVisibleProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setIsNear(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear, rootMargin]);

  if (isNear) return <>{children}</>;
  return <div ref={ref} className={placeholderClassName} aria-hidden="true" />;
}
