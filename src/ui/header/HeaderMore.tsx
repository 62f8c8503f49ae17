import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { t } from '../../i18n/i18n';

/**
 * The header's less frequent actions (Share, Report, XLSX) behind **More** on a phone, where
 * the header's one row had them past its end, reachable only by scrolling the row sideways.
 * At desktop widths the button is hidden and the actions stand in the row (header CSS).
 *
 * A popover, not a box of our own: it opens in the top layer, so the scrolling row does not
 * clip it, and the browser gives the button its expanded state, Escape and a click outside
 * to close it, and the focus order (the actions follow the button).
 */
export function HeaderMore({ children }: { children: ReactNode }) {
  const id = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const items = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const popover = items.current;
    if (!popover) return;
    // Beneath the button, its right edge on the button's: the top layer knows no anchor.
    const place = (event: Event) => {
      const button = toggle.current;
      if (!button || (event as ToggleEvent).newState !== 'open') return;
      const box = button.getBoundingClientRect();
      popover.style.top = `${box.bottom + 4}px`;
      popover.style.right = `${document.documentElement.clientWidth - box.right}px`;
    };
    popover.addEventListener('beforetoggle', place);
    return () => popover.removeEventListener('beforetoggle', place);
  }, []);
  // A dialog gives focus back to the control that had it, and an action in a closed popover is
  // hidden: so the popover closes and More takes focus before an action opens its dialog.
  const handFocusToMore = (event: MouseEvent<HTMLDivElement>) => {
    const popover = items.current;
    if (!popover?.matches(':popover-open')) return;
    if (!(event.target as Element).closest('[aria-haspopup="dialog"]')) return;
    popover.hidePopover();
    toggle.current?.focus();
  };
  return (
    <div className="header-more">
      <button ref={toggle} type="button" className="header-more-toggle" popoverTarget={id}>
        {t('header.more')}
      </button>
      <div
        ref={items}
        id={id}
        popover="auto"
        className="header-more-items"
        onClickCapture={handFocusToMore}
      >
        {children}
      </div>
    </div>
  );
}
