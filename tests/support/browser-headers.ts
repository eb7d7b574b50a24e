/**
 * What a phone's browser sends with navigator.sendBeacon: the analytics endpoints count only
 * requests that look like a browser's (src/server/analytics/bots.ts), so tests that need figures
 * send these.
 */
export const phoneBeaconHeaders = {
  "content-type": "text/plain;charset=UTF-8",
  "user-agent":
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
  "accept-language": "en-GB,en;q=0.9",
  "sec-fetch-site": "same-origin",
  "sec-fetch-mode": "no-cors",
};
