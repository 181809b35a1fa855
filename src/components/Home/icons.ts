/**
 * The landing page's icons: SVG components from lucide-react, imported one by one so the bundler keeps only
 * these 18 (tree-shaken; no icon font, no request to another origin). The keys are the names src/data/home.ts
 * uses, so the data stays plain text.
 */
import {
  ArrowLeftRight,
  Blocks,
  BookOpen,
  Braces,
  CloudUpload,
  Droplet,
  Globe,
  Hammer,
  HardHat,
  Layers,
  LayoutDashboard,
  Library,
  Lightbulb,
  Rocket,
  ScanSearch,
  Server,
  Wallet,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import type {HomeIconName} from '@site/src/data/home';

export const homeIcons: Record<HomeIconName, LucideIcon> = {
  globe: Globe,
  lightbulb: Lightbulb,
  layers: Layers,
  rocket: Rocket,
  hardHat: HardHat,
  hammer: Hammer,
  braces: Braces,
  layoutDashboard: LayoutDashboard,
  droplet: Droplet,
  scanSearch: ScanSearch,
  arrowLeftRight: ArrowLeftRight,
  wallet: Wallet,
  library: Library,
  cloudUpload: CloudUpload,
  bookOpen: BookOpen,
  wrench: Wrench,
  blocks: Blocks,
  server: Server,
};
