import { useEffect, useState } from "react";
import type { Availability } from "../../catalogue/live-availability";
import { loadCommerce } from "../../commerce/commerce";

/**
 * What the shop has of a product's variants now, read as the page opens (after its first render):
 * the page is as built until then, and stays so when the shop cannot be reached.
 */
export function useLiveAvailability(handle: string): Availability | undefined {
  const [live, setLive] = useState<Availability>();
  useEffect(() => {
    let current = true;
    loadCommerce()
      .then((commerce) => commerce.availability(handle))
      .then(
        (found) => current && setLive(found),
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [handle]);
  return live;
}
