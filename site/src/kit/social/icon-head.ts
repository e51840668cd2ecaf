/**
 * Where the site's icons and manifest are (served by icons.ts) and the head elements every page links
 * them with (html.ts layout). Kept apart from icons.ts so the layout does not load sharp.
 */
import { ACCENT } from './card-svg.ts';

export const THEME_COLOR = ACCENT;
export const FAVICON_SVG_PATH = '/favicon.svg';
export const FAVICON_ICO_PATH = '/favicon.ico';
export const APPLE_TOUCH_ICON_PATH = '/apple-touch-icon.png';
export const MANIFEST_PATH = '/site.webmanifest';
export const APP_ICON_SIZES = [192, 512] as const;
export const appIconPath = (size: number) => `/icons/icon-${size}.png`;

/** The icon, touch icon, manifest and theme colour elements of a page's head (fixed text: nothing to escape). */
export const ICON_HEAD = `<link rel="icon" href="${FAVICON_ICO_PATH}" sizes="48x48">
<link rel="icon" href="${FAVICON_SVG_PATH}" type="image/svg+xml">
<link rel="apple-touch-icon" href="${APPLE_TOUCH_ICON_PATH}">
<link rel="manifest" href="${MANIFEST_PATH}">
<meta name="theme-color" content="${THEME_COLOR}">`;
