import React from 'react';
import type {HomeIconName} from '@site/src/data/home';
import {homeIcons} from './icons';

/** A decorative landing icon (hidden from screen readers: the card's heading names it). */
export default function HomeIcon({name, className}: {name: HomeIconName; className?: string}): React.JSX.Element {
  const Icon = homeIcons[name];
  return <Icon className={className} aria-hidden="true" focusable="false" size={24} strokeWidth={1.75} />;
}
