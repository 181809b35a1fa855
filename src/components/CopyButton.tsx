import React, {useEffect, useState} from 'react';
import styles from './Addresses/styles.module.css';

/** Copies a value; the label changes to "Copied" for two seconds (like the theme's code-block button). */
export default function CopyButton({value, label}: {value: string; label: string}): React.JSX.Element {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const t = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(t);
  }, [copied]);
  return (
    <button
      type="button"
      className={styles.copy}
      aria-label={copied ? 'Copied' : `Copy ${label}`}
      onClick={() => {
        void navigator.clipboard?.writeText(value).then(() => setCopied(true));
      }}
    >
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}
