import { useEffect, useState, type RefObject } from "react";

/**
 * True once the element has come within `margin` (a CSS length, as
 * IntersectionObserver's rootMargin) of the viewport, and from then on.
 */
const useNearViewport = (element: RefObject<Element>, margin: string): boolean => {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, margin]);
  return near;
};

export default useNearViewport;
