/**
 * The navbar search button and its keyboard shortcuts, in place of DocSearch's `DocSearchButton` and
 * `useDocSearchKeyboardEvents`. Those two live in DocSearch's single bundle, so importing them put the
 * whole modal (about 50 KB gzip) into every page's first load; the modal itself now loads on first use.
 * Same classes and markup as DocSearch, so its styles apply. The accessible name is the visible label
 * ("Search"); on narrow screens the label is visually hidden but still read (src/css/custom.css). The key
 * hints are hidden from assistive technology and announced through aria-keyshortcuts instead.
 */
import React, {forwardRef, useEffect, useState} from 'react';

export interface SearchButtonProps extends React.ButtonHTMLAttributes<HTMLButtonElement> {
  translations?: {buttonText?: string; buttonAriaLabel?: string};
}

function SearchIcon(): React.JSX.Element {
  return (
    <svg
      width="20"
      height="20"
      className="DocSearch-Search-Icon"
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M14.386 14.386l4.088 4.088-4.088-4.088a7.533 7.533 0 1 1-10.653-10.653 7.533 7.533 0 0 1 10.653 10.653z"
        stroke="currentColor"
        fill="none"
        fillRule="evenodd"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export const SearchButton = forwardRef<HTMLButtonElement, SearchButtonProps>(function SearchButton(
  {translations = {}, ...props},
  ref,
) {
  const [modifier, setModifier] = useState<string | null>(null);
  useEffect(() => {
    setModifier(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : 'Ctrl');
  }, []);
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-keyshortcuts="Control+K Meta+K /"
      {...props}
      ref={ref}
    >
      <span className="DocSearch-Button-Container">
        <SearchIcon />
        <span className="DocSearch-Button-Placeholder">{translations.buttonText ?? 'Search'}</span>
      </span>
      <span className="DocSearch-Button-Keys" aria-hidden="true">
        {modifier && (
          <>
            <kbd className="DocSearch-Button-Key">{modifier}</kbd>
            <kbd className="DocSearch-Button-Key">K</kbd>
          </>
        )}
      </span>
    </button>
  );
});

function isEditing(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  if (!target) return false;
  const tag = target.tagName;
  return target.isContentEditable || tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA';
}

/**
 * Ctrl/⌘+K toggles the search dialog, "/" opens it when the reader is not typing somewhere, Escape closes
 * it; a letter or digit typed while the search button has focus opens it with that character.
 */
export function useSearchShortcuts({
  isOpen,
  onOpen,
  onClose,
  onInput,
  searchButtonRef,
}: {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  onInput?: (event: KeyboardEvent) => void;
  searchButtonRef: React.RefObject<HTMLButtonElement | null>;
}): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const toggle = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      const slash = event.key === '/' && !isOpen && !isEditing(event);
      const escape = event.key === 'Escape' && isOpen;
      if (toggle || slash || escape) {
        event.preventDefault();
        if (isOpen) onClose();
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
        return;
      }
      if (onInput && searchButtonRef.current === document.activeElement && /^[a-zA-Z0-9]$/.test(event.key)) {
        onInput(event);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, searchButtonRef]);
}
