/**
 * The 25 city records, one source for /locations, /locations/{slug}, the sitemap and the tests.
 * Figure labels live here too, so the list card and the city page name a figure the same way.
 */
import { aberdeen } from "./cities/aberdeen";
import { belfast } from "./cities/belfast";
import { birmingham } from "./cities/birmingham";
import { brighton } from "./cities/brighton";
import { bristol } from "./cities/bristol";
import { cardiff } from "./cities/cardiff";
import { coventry } from "./cities/coventry";
import { derby } from "./cities/derby";
import { dundee } from "./cities/dundee";
import { edinburgh } from "./cities/edinburgh";
import { glasgow } from "./cities/glasgow";
import { hull } from "./cities/hull";
import { inverness } from "./cities/inverness";
import { leeds } from "./cities/leeds";
import { leicester } from "./cities/leicester";
import { liverpool } from "./cities/liverpool";
import { london } from "./cities/london";
import { manchester } from "./cities/manchester";
import { newcastle } from "./cities/newcastle";
import { nottingham } from "./cities/nottingham";
import { plymouth } from "./cities/plymouth";
import { sheffield } from "./cities/sheffield";
import { stokeOnTrent } from "./cities/stoke-on-trent";
import { swansea } from "./cities/swansea";
import { wolverhampton } from "./cities/wolverhampton";
import { site } from "../site";
import type { City, CityLayoutA, CityLayoutB } from "./types";

export type { City, CityLayoutA, CityLayoutB, TitledPoint } from "./types";

const records: City[] = [
  aberdeen,
  belfast,
  birmingham,
  brighton,
  bristol,
  cardiff,
  coventry,
  derby,
  dundee,
  edinburgh,
  glasgow,
  hull,
  inverness,
  leeds,
  leicester,
  liverpool,
  london,
  manchester,
  newcastle,
  nottingham,
  plymouth,
  sheffield,
  stokeOnTrent,
  swansea,
  wolverhampton,
];

/** All cities, alphabetical by name (the order of the /locations grid). */
export const cities: readonly City[] = [...records].sort((a, b) =>
  a.name.localeCompare(b.name, "en-GB"),
);

/** Copy for the /locations page. */
export const locationsPage = {
  title: "Locations",
  heading: "Trades software for every corner of the UK",
  metaTitle: "Locations: CRM for Trades in 25 UK Cities",
  description: `${site.name} is being built for trades and subcontractors in 25 UK cities, from Aberdeen to Plymouth. See your city's construction market and what ${site.name} offers.`,
  intro: `${site.name} is being built for trades businesses across the UK. Pick your city to see its construction market, the projects keeping local trades busy, and how ${site.name} will help you run the work.`,
  contactPrompt: `Not in one of these cities, or want to talk about your area? ${site.name} works anywhere in the UK: send us a message and the founders will reply.`,
  shareImage: "/og/locations.png",
} as const;

/** The headline of a city page, also its title, so the two never drift apart. */
export function cityHeadline(city: Pick<City, "name">): string {
  return `CRM for ${city.name} Trades`;
}

export function getCity(slug: string): City | undefined {
  return cities.find((city) => city.slug === slug);
}

export function cityPath(city: Pick<City, "slug">): string {
  return `/locations/${city.slug}`;
}

/** The spec's location for city illustrations: /blog/{slug}-construction.svg. */
export function cityIllustration(city: Pick<City, "slug">): string {
  return `/blog/${city.slug}-construction.svg`;
}

/** Every city illustration is drawn on the same 16:9 canvas. */
export const cityIllustrationSize = { width: 800, height: 450 } as const;

/**
 * Spec section 3 calls every city figure a marketing figure (the list and the pages even disagree),
 * so every place that shows one marks it, on all 25 cities alike.
 */
export const figureMark = "(estimate)";

export interface CityFigure {
  label: string;
  value: string;
  mark: typeof figureMark;
}

const layoutAFigureLabels: Record<keyof CityLayoutA["figures"], string> = {
  activeProjects: "Active Projects",
  companies: "Companies",
  marketValue: "Market Value",
  growth: "Growth",
};

const layoutBFigureLabels: Record<keyof CityLayoutB["figures"], string> = {
  annualOutput: "Annual Construction Output",
  constructionWorkers: "Construction Workers",
  activeSites: "Active Construction Sites",
};

function labelled<K extends string>(
  figures: Record<K, string>,
  labels: Record<K, string>,
): CityFigure[] {
  return (Object.keys(labels) as K[]).map((key) => ({
    label: labels[key],
    value: figures[key],
    mark: figureMark,
  }));
}

/** A city's market figures in the order the spec lists them for its layout. */
export function cityFigures(city: City): CityFigure[] {
  return city.layout === "A"
    ? labelled(city.figures, layoutAFigureLabels)
    : labelled(city.figures, layoutBFigureLabels);
}

const cardFigureLabels: Record<City["layout"], readonly string[]> = {
  A: [layoutAFigureLabels.activeProjects, layoutAFigureLabels.marketValue],
  B: [layoutBFigureLabels.annualOutput, layoutBFigureLabels.activeSites],
};

/** The two figures a /locations card shows, taken from the same list as the city page. */
export function cardFigures(city: City): CityFigure[] {
  return cityFigures(city).filter((figure) => cardFigureLabels[city.layout].includes(figure.label));
}

/** The line under a city page's figures, the same on every city page. */
export function figuresNote(city: Pick<City, "name">): string {
  return `These figures are estimates of the ${city.name} construction market, for a sense of scale, not official statistics.`;
}
