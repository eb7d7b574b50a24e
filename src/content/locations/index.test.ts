import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import {
  cardFigures,
  cities,
  cityFigures,
  cityIllustration,
  figureMark,
  getCity,
  type City,
  type CityLayoutA,
  type CityLayoutB,
} from "./index";

// Spec section 3, copied from its text: active projects, companies, market value, growth.
const specLayoutA: Record<string, [string, string, string, string]> = {
  liverpool: ["780+", "650+", "£6.5bn", "6.8%"],
  bristol: ["720+", "580+", "£5.8bn", "7.5%"],
  belfast: ["620+", "480+", "£4.8bn", "7.1%"],
  aberdeen: ["450+", "380+", "£3.8bn", "6.5%"],
  sheffield: ["520+", "420+", "£4.2bn", "6.5%"],
  coventry: ["480+", "380+", "£3.8bn", "6.2%"],
  dundee: ["380+", "320+", "£3.2bn", "6.2%"],
  plymouth: ["380+", "320+", "£3.2bn", "5.8%"],
  newcastle: ["580+", "450+", "£4.5bn", "6.7%"],
  hull: ["420+", "350+", "£3.5bn", "6.0%"],
  inverness: ["320+", "280+", "£2.8bn", "5.8%"],
  cardiff: ["680+", "520+", "£5.2bn", "6.9%"],
  leeds: ["680+", "550+", "£5.5bn", "7.2%"],
  leicester: ["520+", "420+", "£4.2bn", "6.5%"],
};

// Spec section 3: annual output, workers, sites.
const specLayoutB: Record<string, [string, string, string]> = {
  nottingham: ["£2.3bn", "30,000+", "370+"],
  "stoke-on-trent": ["£2.4bn", "31,000+", "380+"],
  wolverhampton: ["£2.2bn", "29,000+", "350+"],
  derby: ["£2.5bn", "32,000+", "400+"],
  swansea: ["£1.8bn", "25,000+", "300+"],
  brighton: ["£2.1bn", "28,000+", "340+"],
};

const dedicated = ["london", "manchester", "birmingham", "edinburgh", "glasgow"];

// Spec section 2: the 25 names of the locations list.
const specNames = [
  "Aberdeen",
  "Belfast",
  "Birmingham",
  "Brighton",
  "Bristol",
  "Cardiff",
  "Coventry",
  "Derby",
  "Dundee",
  "Edinburgh",
  "Glasgow",
  "Hull",
  "Inverness",
  "Leeds",
  "Leicester",
  "Liverpool",
  "London",
  "Manchester",
  "Newcastle",
  "Nottingham",
  "Plymouth",
  "Sheffield",
  "Stoke-on-Trent",
  "Swansea",
  "Wolverhampton",
];

// Spec section 3 gives these taglines word for word.
const specTaglines: Record<string, string> = {
  liverpool: "North West England's thriving construction hub",
  bristol: "South West England's sustainable construction leader",
  belfast: "Northern Ireland's leading construction market",
};

const cityA = (slug: string) => getCity(slug) as CityLayoutA;
const cityB = (slug: string) => getCity(slug) as CityLayoutB;

describe("city records", () => {
  it("has the 25 cities of the spec, alphabetical, with unique slugs", () => {
    expect(cities.map((city) => city.name)).toEqual(specNames);
    expect(new Set(cities.map((city) => city.slug)).size).toBe(25);
    for (const city of cities) expect(city.slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it("puts each city in the layout the issue gives it", () => {
    for (const slug of [...Object.keys(specLayoutA), ...dedicated])
      expect(cityA(slug).layout).toBe("A");
    for (const slug of Object.keys(specLayoutB)) expect(cityB(slug).layout).toBe("B");
    expect(
      Object.keys(specLayoutA).length + Object.keys(specLayoutB).length + dedicated.length,
    ).toBe(25);
  });

  it("gives layout A the spec's figures exactly", () => {
    for (const [slug, [activeProjects, companies, marketValue, growth]] of Object.entries(
      specLayoutA,
    )) {
      const city = cityA(slug);
      expect(city.figures, slug).toEqual({ activeProjects, companies, marketValue, growth });
      expect(city.figuresAreEstimates, slug).toBe(false);
    }
  });

  it("gives layout B the spec's figures exactly", () => {
    for (const [slug, [annualOutput, constructionWorkers, activeSites]] of Object.entries(
      specLayoutB,
    )) {
      expect(cityB(slug).figures, slug).toEqual({ annualOutput, constructionWorkers, activeSites });
    }
  });

  it("gives London its 14.7bn and the dedicated five figures of the same form, marked as estimates", () => {
    expect(cityA("london").figures.marketValue).toBe("£14.7bn");
    for (const slug of dedicated) {
      const city = cityA(slug);
      expect(city.figuresAreEstimates, slug).toBe(true);
      expect(city.figures.activeProjects, slug).toMatch(/^[\d,]+\+$/);
      expect(city.figures.companies, slug).toMatch(/^[\d,]+\+$/);
      expect(city.figures.marketValue, slug).toMatch(/^£\d+(\.\d)?bn$/);
      expect(city.figures.growth, slug).toMatch(/^\d+\.\d%$/);
    }
  });

  it("marks every figure of every city, on its card and its page, as an estimate", () => {
    expect(figureMark).toBe("(estimate)");
    for (const city of cities) {
      for (const figure of [...cityFigures(city), ...cardFigures(city)])
        expect(figure.mark, `${city.slug} ${figure.label}`).toBe("(estimate)");
    }
  });

  it("uses the spec's taglines where it gives them", () => {
    for (const [slug, tagline] of Object.entries(specTaglines))
      expect(getCity(slug)?.tagline).toBe(tagline);
    // Where the spec only describes the tagline, the record says the same thing.
    expect(getCity("aberdeen")?.tagline).toMatch(/energy and maritime/);
    expect(getCity("sheffield")?.tagline).toMatch(/Yorkshire's manufacturing hub/);
    expect(getCity("cardiff")?.tagline).toMatch(/capital of Wales/);
    expect(getCity("leeds")?.tagline).toMatch(/Yorkshire's financial hub/);
  });

  it("has every field filled, with the layout's counts", () => {
    const text = (value: unknown) => typeof value === "string" && value.trim().length > 0;
    for (const city of cities) {
      for (const key of [
        "name",
        "slug",
        "region",
        "tagline",
        "intro",
        "description",
        "illustrationAlt",
        "closing",
      ] as const) {
        expect(text(city[key]), `${city.slug}.${key}`).toBe(true);
      }
      expect(city.metaDescription.length, `${city.slug} meta description`).toBeGreaterThanOrEqual(
        110,
      );
      expect(city.metaDescription.length, `${city.slug} meta description`).toBeLessThanOrEqual(170);
      expect(Object.values(city.figures).every(text), `${city.slug} figures`).toBe(true);
      if (city.layout === "A") {
        expect(city.keyFeatures.filter(text)).toHaveLength(5);
        expect(
          city.majorProjects.filter((project) => text(project.name) && text(project.description)),
        ).toHaveLength(5);
        expect(
          city.whyChoose.filter((point) => text(point.title) && text(point.description)),
        ).toHaveLength(5);
        expect(text(city.getStarted), `${city.slug}.getStarted`).toBe(true);
        expect(Boolean(city.local), `${city.slug} local sections`).toBe(
          dedicated.includes(city.slug),
        );
      } else {
        expect(city.keyFeatures.filter(text)).toHaveLength(4);
        expect(Object.values(city.whyChoose).filter(text)).toHaveLength(3);
      }
    }
  });

  it("gives the dedicated five areas served, trades in demand and an FAQ", () => {
    for (const slug of dedicated) {
      const local = cityA(slug).local!;
      expect(local.areasServed.length, slug).toBeGreaterThanOrEqual(6);
      expect(local.tradesInDemand.length, slug).toBeGreaterThanOrEqual(3);
      expect(local.faq.length, slug).toBeGreaterThanOrEqual(3);
    }
  });

  it("has a distinct, lightweight illustration for every city", () => {
    const seen = new Set<string>();
    for (const city of cities) {
      const file = path.join(process.cwd(), "public", cityIllustration(city));
      expect(existsSync(file), file).toBe(true);
      const svg = readFileSync(file, "utf8");
      expect(svg.length, file).toBeLessThan(8_000);
      expect(svg).toMatch(/^<svg[^>]*viewBox="0 0 800 450"/);
      expect(seen.has(svg), `${city.slug} illustration is a copy`).toBe(false);
      seen.add(svg);
    }
  });

  it("has no two cities sharing a tagline or meta description", () => {
    expect(new Set(cities.map((city) => city.tagline)).size).toBe(25);
    expect(new Set(cities.map((city) => city.metaDescription)).size).toBe(25);
  });
});

describe("figures for display", () => {
  it("labels layout A and B figures as the spec names them", () => {
    expect(cityFigures(cityA("liverpool")).map(({ label, value }) => ({ label, value }))).toEqual([
      { label: "Active Projects", value: "780+" },
      { label: "Companies", value: "650+" },
      { label: "Market Value", value: "£6.5bn" },
      { label: "Growth", value: "6.8%" },
    ]);
    expect(cityFigures(cityB("derby")).map((figure) => figure.label)).toEqual([
      "Annual Construction Output",
      "Construction Workers",
      "Active Construction Sites",
    ]);
  });

  it("shows on each card two of the figures the city page shows", () => {
    for (const city of cities as City[]) {
      const card = cardFigures(city);
      expect(card).toHaveLength(2);
      for (const figure of card) expect(cityFigures(city)).toContainEqual(figure);
    }
  });
});
