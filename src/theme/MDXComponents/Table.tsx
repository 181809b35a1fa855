/**
 * Markdown tables. Infima lets a wide table scroll sideways inside its own box; keyboard users can only
 * scroll a box that can take focus (WCAG 2.1.1, axe rule `scrollable-region-focusable`). While the table
 * overflows, it joins the tab order so the arrow keys scroll it; a table that fits stays out of it. The
 * measurement runs after hydration for every table of the page, so its update is a transition (rendered
 * in slices, not in the task that ends hydration).
 */
import React, {startTransition, useEffect, useRef, useState, type ComponentProps} from 'react';

export default function MDXTable(props: ComponentProps<'table'>): React.JSX.Element {
  const ref = useRef<HTMLTableElement>(null);
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    const table = ref.current;
    if (!table) return undefined;
    const update = () => {
      const overflows = table.scrollWidth > table.clientWidth + 1;
      startTransition(() => setScrollable(overflows));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(table);
    return () => observer.disconnect();
  }, []);
  return <table {...props} ref={ref} tabIndex={scrollable ? 0 : undefined} />;
}
