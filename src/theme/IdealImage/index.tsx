/**
 * IdealImage wrap: the image component without style attributes in the served HTML (the
 * Content-Security-Policy has no 'unsafe-inline', so a browser ignores them). react-ideal-image takes its
 * `theme` as style objects by default and as class names when given strings: here the classes of
 * ./styles.module.css, with the same rules. Its blurred low-quality preview would be a per-image
 * background-image style attribute, so the placeholder is a plain surface colour instead. The icons and
 * messages (offline, 404, error, click to load) are drawn after hydration, by script, which the policy allows.
 */
import React from 'react';
import IdealImage from '@theme-original/IdealImage';
import type {Props} from '@theme/IdealImage';
import styles from './styles.module.css';

const theme = {placeholder: styles.placeholder, img: styles.img, icon: styles.icon, noscript: styles.noscript};

export default function IdealImageWrapper({img, ...props}: Props): React.JSX.Element {
  const withoutPreview = typeof img === 'object' && 'src' in img ? {...img, preSrc: ''} : img;
  // `theme` is passed through to react-ideal-image (@theme/IdealImageLegacy); the Props type does not name it.
  const themed = {...props, img: withoutPreview, theme} as Props;
  return <IdealImage {...themed} />;
}
