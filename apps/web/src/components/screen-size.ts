/** Spec §9: the builder supports screens from 992×540 px. */
export const MIN_SCREEN_WIDTH = 992;
export const MIN_SCREEN_HEIGHT = 540;

export function isScreenSupported(width: number, height: number): boolean {
  return width >= MIN_SCREEN_WIDTH && height >= MIN_SCREEN_HEIGHT;
}

/** Portrait means the height exceeds the width. */
export function isPortrait(width: number, height: number): boolean {
  return height > width;
}

/**
 * Pages made for a phone, exempt from the builder's minimum screen: a till's voucher redemption
 * (issue 13) is used on the phone whose camera reads the QR code.
 */
const PHONE_PAGES = ['/prizes/redeem'];

export function isPhonePage(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  return PHONE_PAGES.includes(path);
}
