/**
 * BackToTopButton wrapper: the theme's button scrolls back up with a JavaScript animation that ignores
 * the reader's reduced-motion setting. Under `prefers-reduced-motion: reduce` the click jumps to the top
 * instead (the capture handler runs before the button's own and stops it).
 */
import React from 'react';
import BackToTopButton from '@theme-original/BackToTopButton';
import styles from './styles.module.css';

function jumpToTop(event: React.MouseEvent): void {
  if (!window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  event.stopPropagation();
  window.scrollTo({top: 0, behavior: 'instant'});
}

export default function BackToTopButtonWrapper(): React.JSX.Element {
  return (
    <div className={styles.contents} onClickCapture={jumpToTop}>
      <BackToTopButton />
    </div>
  );
}
