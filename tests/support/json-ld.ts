/**
 * The properties each JSON-LD type we publish must carry (schema.org, plus what Google's rich
 * results require). Shared by the unit tests of the builders and the browser tests of every page.
 */
type Json = Record<string, unknown>;

const isText = (value: unknown) => typeof value === "string" && value.trim().length > 0;
const isAbsoluteUrl = (value: unknown) =>
  isText(value) && /^https?:\/\/[^\s]+$/.test(value as string);
const isIsoDate = (value: unknown) => isText(value) && !Number.isNaN(Date.parse(value as string));
const list = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : []);
const obj = (value: unknown): Json => (value && typeof value === "object" ? (value as Json) : {});

const rules: Record<string, (data: Json) => string[]> = {
  BreadcrumbList: (data) => {
    const items = list(data.itemListElement);
    const problems = items.length === 0 ? ["itemListElement is empty"] : [];
    items.forEach((item, index) => {
      if (item["@type"] !== "ListItem") problems.push(`item ${index + 1} is not a ListItem`);
      if (item.position !== index + 1)
        problems.push(`item ${index + 1} has position ${String(item.position)}`);
      if (!isText(item.name)) problems.push(`item ${index + 1} has no name`);
      if (!isAbsoluteUrl(item.item)) problems.push(`item ${index + 1} has no absolute URL`);
    });
    return problems;
  },
  Organization: (data) => [
    ...(isText(data.name) ? [] : ["name"]),
    ...(isAbsoluteUrl(data.url) ? [] : ["url"]),
    ...(isAbsoluteUrl(obj(data.logo).url) ? [] : ["logo.url"]),
  ],
  WebSite: (data) => [
    ...(isText(data.name) ? [] : ["name"]),
    ...(isAbsoluteUrl(data.url) ? [] : ["url"]),
  ],
  BlogPosting: (data) => [
    ...(isText(data.headline) ? [] : ["headline"]),
    ...(isIsoDate(data.datePublished) ? [] : ["datePublished"]),
    ...(isText(obj(data.author).name) ? [] : ["author.name"]),
    ...(list(data.image).length > 0 && list(data.image).every(isAbsoluteUrl) ? [] : ["image"]),
    ...(isText(obj(data.publisher).name) ? [] : ["publisher.name"]),
    ...(isAbsoluteUrl(data.url) ? [] : ["url"]),
  ],
  FAQPage: (data) => {
    const questions = list(data.mainEntity);
    const problems = questions.length === 0 ? ["mainEntity is empty"] : [];
    questions.forEach((question, index) => {
      if (question["@type"] !== "Question" || !isText(question.name))
        problems.push(`question ${index + 1}`);
      const answer = obj(question.acceptedAnswer);
      if (answer["@type"] !== "Answer" || !isText(answer.text))
        problems.push(`answer ${index + 1}`);
    });
    return problems;
  },
  Product: (data) => {
    const offers = list(data.offers);
    const problems = [
      ...(isText(data.name) ? [] : ["name"]),
      ...(offers.length === 0 ? ["offers is empty"] : []),
    ];
    offers.forEach((offer, index) => {
      if (offer["@type"] !== "Offer") problems.push(`offer ${index + 1} is not an Offer`);
      if (typeof offer.price !== "number" || offer.price < 0)
        problems.push(`offer ${index + 1} price`);
      if (offer.priceCurrency !== "GBP") problems.push(`offer ${index + 1} priceCurrency`);
      if (!isAbsoluteUrl(offer.url)) problems.push(`offer ${index + 1} url`);
    });
    return problems;
  },
};

/** Problems with one JSON-LD object; an empty list means it has every required field. */
export function jsonLdProblems(data: unknown): string[] {
  const json = obj(data);
  const type = json["@type"];
  if (json["@context"] !== "https://schema.org") return ["@context is not https://schema.org"];
  if (typeof type !== "string" || !rules[type]) return [`unexpected @type ${JSON.stringify(type)}`];
  return rules[type](json).map((problem) => `${type}: ${problem}`);
}
