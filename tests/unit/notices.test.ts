import { describe, expect, it } from "vitest";
import { parseShops } from "../../src/shops/parse-shops";
import { parseNotices } from "../../src/shops/notices";
import { buildRuntimeSettings } from "../../src/build/build-runtime-settings";
import { noticeMemory } from "../../src/state/notice-memory";
import { fixtureText } from "./support/fixture-content";

const FILE = "content/notices.yaml";
const { shops } = parseShops("content/shops.yaml", fixtureText("shops.yaml"), ["nl-NL", "en-US"]);

const messageOf = (text: string): string => {
  try {
    parseNotices(FILE, text, shops);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("expected parseNotices to throw");
};

describe("parseNotices", () => {
  it("reads the fixture's notices per shop and language", () => {
    const notices = parseNotices(FILE, fixtureText("notices.yaml"), shops);
    expect(notices.nl).toEqual({
      "nl-NL": "Gratis verzending vanaf € 50 en 30 dagen gratis retourneren.",
      "en-US": "Free shipping from €50 and free returns within 30 days.",
    });
    expect(notices.gb).toBeUndefined();
  });

  it("names the file and line of a shop that does not exist", () => {
    expect(messageOf("notices:\n  nl:\n    nl-NL: Hallo\n  xx:\n    en-US: Hello\n")).toBe(
      'content/notices.yaml:5: there is no shop "xx" (shops: us, gb, nl, se, de, fr, es, it, ca, au, hk, kr, eu, jp)',
    );
  });

  it("names the line of a text in a language the shop is not in", () => {
    expect(messageOf("notices:\n  us:\n    en-US: Hello\n    nl-NL: Hallo\n")).toBe(
      'content/notices.yaml:4: shop "us" is not in nl-NL',
    );
  });

  it("names the line of an empty, too long or unknown-language text", () => {
    expect(messageOf("notices:\n  nl:\n    nl-NL: ' '\n")).toMatch(
      /^content\/notices\.yaml:3: .*write a text here/,
    );
    expect(messageOf(`notices:\n  nl:\n    en-US: ${"x".repeat(121)}\n`)).toMatch(
      /^content\/notices\.yaml:3: .*120 characters/,
    );
    expect(messageOf("notices:\n  nl:\n    fr-FR: Bonjour\n")).toMatch(/^content\/notices\.yaml:3: /);
  });

  it("lets a shop go without a notice in some languages", () => {
    expect(parseNotices(FILE, "notices:\n  nl:\n    en-US: Hello\n", shops)).toEqual({
      nl: { "en-US": "Hello" },
    });
  });
});

describe("the runtime settings' notice", () => {
  it("holds the built shop's texts, or none", () => {
    const nl = shops.find((shop) => shop.id === "nl");
    if (!nl) throw new Error("the fixture has a Dutch shop");
    expect(buildRuntimeSettings(nl, {}, {}, undefined, { "nl-NL": "Hallo" }).notice).toEqual({
      "nl-NL": "Hallo",
    });
    expect(buildRuntimeSettings(nl, {}).notice).toEqual({});
  });
});

describe("noticeMemory", () => {
  const session = () => {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    };
  };

  it("remembers the closed text for the visit; another text shows again", () => {
    const storage = session();
    const memory = noticeMemory(() => storage);
    expect(memory.wasHidden("Sale")).toBe(false);
    memory.hide("Sale");
    expect(memory.wasHidden("Sale")).toBe(true);
    expect(noticeMemory(() => storage).wasHidden("Sale")).toBe(true);
    expect(memory.wasHidden("New sale")).toBe(false);
  });

  it("forgets nothing and throws nothing without storage", () => {
    const memory = noticeMemory(() => undefined);
    expect(() => memory.hide("Sale")).not.toThrow();
    expect(memory.wasHidden("Sale")).toBe(false);
  });
});
