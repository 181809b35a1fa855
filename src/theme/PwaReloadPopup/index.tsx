/**
 * The reload prompt of @docusaurus/plugin-pwa (swizzled, its documented way to change it): shown when a new version
 * of the site has been deployed and its service worker waits. The plugin renders it in a root of its own at the end
 * of <body>, outside the app, so it is a labelled region of its own; its message is a status (announced once it
 * appears, without taking focus from what the reader is doing), and both buttons are ordinary, focusable buttons.
 * Styles are classes (the CSP allows no inline styles): the site's buttons, placed in the bottom-left corner, clear
 * of the assistant's launcher.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import type {Props} from '@theme/PwaReloadPopup';
import styles from './styles.module.css';

/**
 * Asks the waiting worker to take over. The plugin sends the same message to the worker its own registration
 * tracks, which is not the waiting one when the update was found elsewhere (another tab, or long after this page
 * registered); workbox-window's messageSkipWaiting targets the registration's waiting worker in the same way.
 */
function activateWaitingWorker(): void {
  void navigator.serviceWorker
    .getRegistration()
    .then((registration) => registration?.waiting?.postMessage({type: 'SKIP_WAITING'}));
}

export default function PwaReloadPopup({onReload}: Props): ReactNode {
  const [open, setOpen] = useState(true);
  const [reloading, setReloading] = useState(false);
  // The status region is in the page before its message, so screen readers announce the message.
  const [announced, setAnnounced] = useState(false);
  useEffect(() => setAnnounced(true), []);
  if (!open) return null;
  return (
    <section
      className={clsx('shadow--md', styles.popup)}
      aria-label={translate({id: 'theme.PwaReloadPopup.label', message: 'Site update'})}
      data-pwa-reload-popup=""
    >
      <p role="status" className={styles.message}>
        {announced && (
          <Translate id="theme.PwaReloadPopup.info" description="The text for PWA reload popup">
            A new version of the docs is available.
          </Translate>
        )}
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--primary button--sm"
          disabled={reloading}
          onClick={() => {
            setReloading(true);
            onReload();
            activateWaitingWorker();
          }}
        >
          {reloading ? (
            <Translate id="theme.PwaReloadPopup.reloading">Reloading…</Translate>
          ) : (
            <Translate id="theme.PwaReloadPopup.refreshButtonText" description="The text for PWA reload button">
              Reload
            </Translate>
          )}
        </button>
        <button type="button" className="button button--secondary button--sm" onClick={() => setOpen(false)}>
          <Translate id="theme.PwaReloadPopup.dismiss">Not now</Translate>
        </button>
      </div>
    </section>
  );
}
