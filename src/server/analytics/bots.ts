/**
 * Whether a beacon looks automated: kept simple on purpose. The beacon itself needs
 * JavaScript, which drops most crawlers; of the rest, crawlers and headless browsers name
 * themselves in the user agent (or in the Sec-CH-UA client hint), and scripted HTTP clients send
 * neither Accept-Language nor any Sec-Fetch header, which every browser that can run our beacon
 * sends with it.
 */
const automatedAgent =
  /bot\b|bot\/|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|headless|phantomjs|puppeteer|selenium|webdriver|lighthouse|pagespeed|gtmetrix|curl\/|wget\/|python-|httpclient|okhttp|go-http-client|node-fetch|undici|axios/i;

export function looksLikeBot(header: (name: string) => string | null): boolean {
  const agent = header("user-agent") ?? "";
  if (agent.trim() === "" || automatedAgent.test(agent)) return true;
  if (/headless/i.test(header("sec-ch-ua") ?? "")) return true;
  const hasFetchMetadata = header("sec-fetch-site") !== null || header("sec-fetch-mode") !== null;
  return !header("accept-language") && !hasFetchMetadata;
}
