import React, { useEffect, useState } from "react";
import { graphql } from "gatsby";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { KlevuConfig, KlevuFetch, search } from "@klevu/core";
import Cookies from "js-cookie";
import { create } from "zustand";
import { persist } from "zustand/middleware";
import { z } from "zod";
import { countries } from "countries-list";

const useCart = create(
  persist((set) => ({ lines: 0, add: () => set((state) => ({ lines: state.lines + 1 })) }), { name: "cart" }),
);
const Address = z.object({ email: z.string().email(), country: z.enum(Object.keys(countries)) });
const client = new QueryClient();

/** What the storefront loads once the page is up or on demand, each in its own chunk. */
function loadOnDemand() {
  void import("@sentry/gatsby").then((Sentry) => {
    Sentry.init({
      dsn: "https://bare@errors.babyshop.example/1",
      integrations: [Sentry.browserTracingIntegration()],
    });
    Sentry.addIntegration(Sentry.replayIntegration({ maskAllInputs: true }));
  });
  void import("libphonenumber-js/max").then(({ parsePhoneNumber }) => parsePhoneNumber("+31 20 123 4567"));
  void import("postcode-validator").then(({ postcodeValidator }) => postcodeValidator("1011 AB", "NL"));
  void import("countries-and-timezones").then(({ getCountryForTimezone }) =>
    getCountryForTimezone("Europe/Amsterdam"),
  );
  void import("geolib").then(({ getDistance }) =>
    getDistance({ latitude: 52, longitude: 4 }, { latitude: 51, longitude: 5 }),
  );
  void import("vanilla-cookieconsent").then((CookieConsent) =>
    CookieConsent.run({ categories: { necessary: {} } }),
  );
}

function Results() {
  const { data } = useQuery({
    queryKey: ["crib"],
    queryFn: () => {
      KlevuConfig.init({ url: "https://search.babyshop.example/cs/v2/search", apiKey: "bare" });
      return KlevuFetch(search("crib")).then((result) => result.apiResponse?.queryResults?.length ?? 0);
    },
    enabled: Boolean(Cookies.get("consent")),
  });
  return <p>{data}</p>;
}

/** One page that uses each run-time package the storefront ships, so that each is compiled in as there. */
export default function Index() {
  const { t } = useTranslation();
  const { lines, add } = useCart();
  const [valid, setValid] = useState(false);
  useEffect(loadOnDemand, []);
  return (
    <QueryClientProvider client={client}>
      <main>
        <h1>{t("header.home")}</h1>
        <button onClick={add}>{lines}</button>
        <input
          onChange={(event) =>
            setValid(Address.safeParse({ email: event.target.value, country: "NL" }).success)
          }
        />
        <p>{String(valid)}</p>
        <Results />
      </main>
    </QueryClientProvider>
  );
}

export const query = graphql`
  query ($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`;
