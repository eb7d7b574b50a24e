// The phone the tap benches hold: 375 px wide, a touch screen, twice the pixels.
export const TAP_PHONE = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};
